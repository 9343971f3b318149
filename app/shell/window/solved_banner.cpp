#include "shell/window/solved_banner.h"

#include "shell/levels/level_chooser.h"

#include "shell/window/board_room.h"
#include "game/present/game_presenter.h"
#include "levels/score.h"
#include "shell/settings/settings.h"

#include <QClipboard>
#include <QColor>
#include <QFontMetrics>
#include <QGuiApplication>
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
    layout->addLayout(makeRow(presenter));
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

// The row under the sentence: a level's stars and score, Next level, Copy result, Review, Play on.
QHBoxLayout* SolvedBanner::makeRow(GamePresenter* presenter)
{
    auto* buttons = new QHBoxLayout;
    buttons->addStretch();
    // A level's or daily's stars, in the row the buttons keep (the board keeps its room).
    m_stars = new QLabel(this);
    m_stars->setObjectName(QStringLiteral("challengeStars"));
    QFont starFont = m_stars->font();
    starFont.setPointSizeF(starFont.pointSizeF() * 1.7);
    m_stars->setFont(starFont);
    m_stars->setStyleSheet(QStringLiteral("color: %1;").arg(LevelChooser::starColour().name())); // the Levels grid's gold
    m_stars->hide();
    buttons->addWidget(m_stars);
    m_score = new QLabel(this);
    m_score->setObjectName(QStringLiteral("challengeScore"));
    QFont scoreFont = m_score->font();
    scoreFont.setBold(true);
    m_score->setFont(scoreFont);
    m_score->hide();
    buttons->addWidget(m_score);
    m_next = new QPushButton(this);
    m_next->setObjectName(QStringLiteral("nextLevelButton"));
    m_next->hide();
    connect(m_next, &QPushButton::clicked, this, &SolvedBanner::nextLevelRequested);
    buttons->addWidget(m_next);
    m_copy = new QPushButton(this);
    m_copy->setObjectName(QStringLiteral("copyResultButton"));
    m_copy->hide();
    connect(m_copy, &QPushButton::clicked, this, [this] {
        QGuiApplication::clipboard()->setText(m_result.resultLine);
        emit resultCopied();
    });
    buttons->addWidget(m_copy);
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
    return buttons;
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

void SolvedBanner::showResult(const ChallengeResult& result)
{
    m_result = result;
    m_stars->setText(result.stars > 0 ? QString::fromStdString(levels::starText(result.stars, true)) : QString());
    m_stars->setVisible(result.shown && result.stars > 0);
    m_stars->setAccessibleName(result.spoken);
    m_score->setText(result.text);
    m_score->setAccessibleName(result.spoken);
    m_score->setToolTip(result.resultLine);
    m_score->setVisible(result.shown);
    m_next->setVisible(result.shown && result.nextLevel);
    m_copy->setVisible(result.shown && !result.resultLine.isEmpty());
    m_copy->setToolTip(result.resultLine.isEmpty() ? QString() : tr("Copy to the clipboard: %1").arg(result.resultLine));
}

void SolvedBanner::retranslate(const QString& reviewTip)
{
    m_next->setText(tr("Next level"));
    m_next->setAccessibleName(tr("Next level"));
    m_copy->setText(tr("Copy result"));
    m_copy->setAccessibleName(tr("Copy the result line"));
    m_review->setText(tr("Review your path…"));
    m_review->setToolTip(reviewTip);
    m_playOn->setText(tr("Play on"));
    m_playOn->setToolTip(tr("Go on moving from the solved position (a click on the board does nothing until then)"));
}

} // namespace minimoves::app
