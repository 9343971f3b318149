#include "solved_banner.h"

#include "board_room.h"
#include "game/game_presenter.h"
#include "settings.h"

#include <QColor>
#include <QFontMetrics>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace minimoves::app {

SolvedBanner::SolvedBanner(GamePresenter* presenter, QWidget* parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("solvedRow"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    // As wide as its texts (it floats over the board, whose clicks it should not take where it
    // shows nothing).
    setSizePolicy(QSizePolicy::Maximum, QSizePolicy::Fixed);
    m_label = makeSolvedBanner(this);
    m_label->setWordWrap(true); // two lines where the board is narrower than the sentence
    m_label->show(); // this row shows and hides, the label with it
    layout->addWidget(m_label); // as wide as the row, which is as wide as the sentence where it fits
    auto* buttons = new QHBoxLayout;
    buttons->addStretch();
    // Path review: offered under the solved banner, never thrust on the player.
    m_review = new QPushButton(this);
    m_review->setObjectName(QStringLiteral("reviewPathButton"));
    connect(m_review, &QPushButton::clicked, this, &SolvedBanner::reviewRequested);
    buttons->addWidget(m_review);
    m_playOn = new QPushButton(this);
    m_playOn->setObjectName(QStringLiteral("playOnButton"));
    connect(m_playOn, &QPushButton::clicked, this, [this, presenter] {
        presenter->playOn();
        emit playOnChosen();
    });
    buttons->addWidget(m_playOn);
    buttons->addStretch();
    layout->addLayout(buttons);
    m_glow.setStartValue(0.0);
    m_glow.setEndValue(1.0);
    m_glow.setDuration(1200);
    // Up to gold and back down twice: a glow, not a flicker.
    connect(&m_glow, &QVariantAnimation::valueChanged, this,
            [this](const QVariant& t) { paintGlow(std::sin(t.toDouble() * 2 * M_PI) * std::sin(t.toDouble() * 2 * M_PI)); });
    connect(&m_glow, &QVariantAnimation::finished, this, [this] { paintGlow(0); });
    hide();
    connect(presenter, &GamePresenter::bannerChanged, this, &SolvedBanner::showText);
    // The goal reached by a move: a glow, unless the player turned animations off.
    connect(presenter, &GamePresenter::soundCued, this, [this](SoundCue cue) {
        if (cue == SoundCue::Solved)
            celebrate(settings::animationMs() > 0);
    });
}

void SolvedBanner::showText(const QString& text)
{
    m_label->setText(text);
    m_label->setAccessibleName(text);
    if (text.isEmpty())
        m_glow.stop();
    setVisible(!text.isEmpty());
}

QString SolvedBanner::text() const { return m_label->text(); }

// As wide as its sentence on one line (a word-wrapped label asks for less): it wraps only where the
// room under the board is narrower than that.
QSize SolvedBanner::sizeHint() const
{
    const QSize hint = QWidget::sizeHint();
    QFont bold = m_label->font(); // the style sheet draws it bold
    bold.setBold(true);
    const int line = QFontMetrics(bold).horizontalAdvance(m_label->text()) + 2 * 22 + 8; // and its padding
    return {std::max(hint.width(), line), hint.height()};
}

void SolvedBanner::celebrate(bool animated)
{
    if (!animated) // the banner's text follows the move's cue at once
        return;
    m_glow.stop();
    m_glow.start();
}

void SolvedBanner::paintGlow(double glow)
{
    const QColor green(34, 110, 70), gold(214, 160, 0);
    auto mix = [glow](int a, int b) { return int(std::lround(a + (b - a) * glow)); };
    const QColor c(mix(green.red(), gold.red()), mix(green.green(), gold.green()), mix(green.blue(), gold.blue()));
    m_label->setStyleSheet(solvedBannerStyle(c));
}

void SolvedBanner::retranslate(const QString& reviewTip)
{
    m_review->setText(tr("Review your path…"));
    m_review->setToolTip(reviewTip);
    m_playOn->setText(tr("Play on"));
    m_playOn->setToolTip(tr("Go on moving from the solved position (a click on the board does nothing until then)"));
}

} // namespace minimoves::app
