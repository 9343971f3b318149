#include "shell/settings/preferences_dialog.h"

#include "shell/settings/settings.h"
#include "shell/settings/theme.h"
#include "shell/voice/combo_speech.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QSlider>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>
#include <iterator>

namespace minimoves::app {

// A new language renames the whole game at once; Orca takes a moment to get through the flood of
// names changed, and drops what comes with it (measured: said at once, the language was not heard).
constexpr int LanguageSaidAfterMs = 400;

PreferencesDialog::PreferencesDialog(QWidget* parent) : QDialog(parent)
{
    auto* layout = new QVBoxLayout(this);
    auto* form = new QFormLayout;
    m_language = new QComboBox(this);
    m_language->setSizeAdjustPolicy(QComboBox::AdjustToContents); // as wide as its texts in any language
    m_language->setObjectName(QStringLiteral("language"));
    m_language->addItem(QString(), QString());
    for (const QString& code : settings::availableLanguages())
        m_language->addItem(settings::languageName(code), code);
    m_language->setCurrentIndex(std::max(0, m_language->findData(settings::language())));
    m_languageLabel = new QLabel(this);
    m_languageLabel->setBuddy(m_language);
    form->addRow(m_languageLabel, m_language);
    m_theme = new QComboBox(this);
    m_theme->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_theme->setObjectName(QStringLiteral("theme"));
    for (const settings::Theme theme : settings::themes)
        m_theme->addItem(QString(), settings::themeKey(theme));
    m_theme->setCurrentIndex(std::max(0, m_theme->findData(settings::themeKey(settings::theme()))));
    m_themeLabel = new QLabel(this);
    m_themeLabel->setBuddy(m_theme);
    form->addRow(m_themeLabel, m_theme);

    m_speed = new QComboBox(this);
    m_speed->setSizeAdjustPolicy(QComboBox::AdjustToContents); // as wide as its texts in any language
    m_speed->setObjectName(QStringLiteral("animationSpeed"));
    for (int ms : settings::animationSpeeds)
        m_speed->addItem(QString(), ms);
    m_speed->setCurrentIndex(std::max(0, m_speed->findData(settings::animationMs())));
    m_speedLabel = new QLabel(this);
    m_speedLabel->setBuddy(m_speed);
    form->addRow(m_speedLabel, m_speed);
    // The one switch of the modes (View ▸ Mode is the other way to it).
    m_mode = new QComboBox(this);
    m_mode->setSizeAdjustPolicy(QComboBox::AdjustToContents); // as wide as its texts in any language
    m_mode->setObjectName(QStringLiteral("playMode"));
    m_mode->addItem(QString(), int(PlayMode::Play));
    m_mode->addItem(QString(), int(PlayMode::Coach));
    m_mode->setCurrentIndex(std::max(0, m_mode->findData(int(settings::playMode()))));
    m_modeLabel = new QLabel(this);
    m_modeLabel->setBuddy(m_mode);
    form->addRow(m_modeLabel, m_mode);
    m_volume = new QSlider(Qt::Horizontal, this);
    m_volume->setObjectName(QStringLiteral("soundVolume"));
    m_volume->setRange(0, 100);
    m_volume->setPageStep(10);
    m_volume->setValue(settings::soundVolume());
    m_volumeLabel = new QLabel(this);
    m_volumeLabel->setBuddy(m_volume);
    form->addRow(m_volumeLabel, m_volume);
    layout->addLayout(form);

    m_symbols = new QCheckBox(this);
    m_symbols->setObjectName(QStringLiteral("symbols"));
    m_symbols->setChecked(settings::symbols());
    layout->addWidget(m_symbols);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::accept);
    layout->addWidget(buttons);

    connectChoices();
    retranslate();
    // After connectChoices(): a new language is said in itself, once the game has been renamed.
    combo_speech::follow(m_language, LanguageSaidAfterMs);
    combo_speech::follow(m_theme);
    combo_speech::follow(m_speed);
    combo_speech::follow(m_mode);
}

// Each choice is kept in the settings at once and said to the window.
void PreferencesDialog::connectChoices()
{
    connect(m_language, &QComboBox::currentIndexChanged, this, [this] {
        const QString code = m_language->currentData().toString();
        settings::setLanguage(code);
        settings::applyLanguage(code);
    });
    connect(m_theme, &QComboBox::currentIndexChanged, this, [this](int index) {
        const settings::Theme theme = settings::themes[std::clamp(index, 0, int(std::size(settings::themes)) - 1)];
        settings::setTheme(theme);
        settings::applyTheme(theme);
    });
    connect(m_speed, &QComboBox::currentIndexChanged, this, [this] {
        const int ms = m_speed->currentData().toInt();
        settings::setAnimationMs(ms);
        emit animationChanged(ms);
    });
    connect(m_symbols, &QCheckBox::toggled, this, [this](bool on) {
        settings::setSymbols(on);
        emit symbolsChanged(on);
    });
    connect(m_volume, &QSlider::valueChanged, this, [this](int percent) {
        settings::setSoundVolume(percent);
        emit volumeChanged(percent);
    });
    connect(m_mode, &QComboBox::currentIndexChanged, this, [this] {
        const auto mode = PlayMode(m_mode->currentData().toInt());
        settings::setPlayMode(mode);
        emit playModeChanged(mode);
    });
}

void PreferencesDialog::retranslate()
{
    setWindowTitle(tr("Preferences"));
    m_languageLabel->setText(tr("&Language:"));
    m_language->setItemText(0, tr("System default"));
    m_themeLabel->setText(tr("&Theme:"));
    const QString themes[] = {tr("System"), tr("Light"), tr("Dark")};
    for (int i = 0; i < 3; ++i)
        m_theme->setItemText(i, themes[i]);
    m_theme->setToolTip(tr("The window's colours: light, dark, or as the desktop has them"));
    m_speedLabel->setText(tr("&Animations:"));
    const QString speeds[] = {tr("Slow"), tr("Normal"), tr("Fast"), tr("Off")};
    for (int i = 0; i < 4; ++i)
        m_speed->setItemText(i, speeds[i]);
    m_symbols->setText(tr("&Colour-blind palette: mark every colour with a symbol"));
    m_modeLabel->setText(tr("&Mode:"));
    m_volumeLabel->setText(tr("&Sound volume:"));
    m_volume->setToolTip(tr("A move, a hint and the goal reached each have a short sound; all the way left is off"));
    m_volume->setAccessibleName(tr("Sound volume"));
    m_mode->setItemText(0, tr("Play: the distance and hints only when asked (H)"));
    m_mode->setItemText(1, tr("Coach: the distance and every move's quality at all times"));
}

void PreferencesDialog::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        // Fitted to the new texts once their layouts have taken them (the list boxes follow their
        // texts: AdjustToContents).
        QTimer::singleShot(0, this, [this] { resize(sizeHint().expandedTo(size())); });
    }
    QDialog::changeEvent(event);
}

} // namespace minimoves::app
