#include "preferences_dialog.h"

#include "settings.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QVBoxLayout>

namespace minimoves::app {

PreferencesDialog::PreferencesDialog(QWidget* parent) : QDialog(parent)
{
    auto* layout = new QVBoxLayout(this);
    auto* form = new QFormLayout;
    m_language = new QComboBox(this);
    m_language->setObjectName(QStringLiteral("language"));
    m_language->addItem(QString(), QString());
    for (const QString& code : settings::availableLanguages())
        m_language->addItem(settings::languageName(code), code);
    m_language->setCurrentIndex(std::max(0, m_language->findData(settings::language())));
    m_languageLabel = new QLabel(this);
    m_languageLabel->setBuddy(m_language);
    form->addRow(m_languageLabel, m_language);

    m_speed = new QComboBox(this);
    m_speed->setObjectName(QStringLiteral("animationSpeed"));
    for (int ms : settings::animationSpeeds)
        m_speed->addItem(QString(), ms);
    m_speed->setCurrentIndex(std::max(0, m_speed->findData(settings::animationMs())));
    m_speedLabel = new QLabel(this);
    m_speedLabel->setBuddy(m_speed);
    form->addRow(m_speedLabel, m_speed);
    layout->addLayout(form);

    m_symbols = new QCheckBox(this);
    m_symbols->setObjectName(QStringLiteral("symbols"));
    m_symbols->setChecked(settings::symbols());
    layout->addWidget(m_symbols);
    m_distance = new QCheckBox(this);
    m_distance->setObjectName(QStringLiteral("distanceAlways"));
    m_distance->setChecked(settings::distanceAlwaysShown());
    layout->addWidget(m_distance);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::accept);
    layout->addWidget(buttons);

    connect(m_language, &QComboBox::currentIndexChanged, this, [this] {
        const QString code = m_language->currentData().toString();
        settings::setLanguage(code);
        settings::applyLanguage(code);
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
    connect(m_distance, &QCheckBox::toggled, this, [this](bool on) {
        settings::setDistanceAlwaysShown(on);
        emit distanceShownChanged(on);
    });
    retranslate();
}

void PreferencesDialog::retranslate()
{
    setWindowTitle(tr("Preferences"));
    m_languageLabel->setText(tr("&Language:"));
    m_language->setItemText(0, tr("System default"));
    m_speedLabel->setText(tr("&Animations:"));
    const QString speeds[] = {tr("Slow"), tr("Normal"), tr("Fast"), tr("Off")};
    for (int i = 0; i < 4; ++i)
        m_speed->setItemText(i, speeds[i]);
    m_symbols->setText(tr("&Colour-blind palette: mark every colour with a symbol"));
    m_distance->setText(tr("Always show the &distance to the goal (otherwise only after Hint)"));
}

void PreferencesDialog::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

} // namespace minimoves::app
