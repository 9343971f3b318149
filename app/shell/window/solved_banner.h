// SolvedBanner: what shows under a solved board — the banner ("Solved in 7 moves (optimal 7) ·
// 0:42 · Play mode"), "Review your path…" and "Play on" (a solved board takes no move until the
// player picks it, New or Undo) — as the presenter says, and the short celebration when a move
// has just solved it. A level or a daily puzzle adds its stars against the par (and the best kept),
// Next level, and Copy result for the daily's line to share (LevelPlay says what).
#pragma once

#include "shell/levels/level_play.h"

#include <QVariantAnimation>
#include <QWidget>

class QHBoxLayout;
class QLabel;
class QPushButton;

namespace minimoves::app {

class GamePresenter;

class SolvedBanner : public QWidget {
    Q_OBJECT
public:
    SolvedBanner(GamePresenter* presenter, QWidget* parent = nullptr);

    // Shows `text` (empty: hidden, with its buttons).
    void showText(const QString& text);
    QString text() const;
    QSize sizeHint() const override;
    // The banner glows for a moment (never with animations off: `animated` false).
    void celebrate(bool animated);
    bool celebrating() const { return m_glow.state() == QAbstractAnimation::Running; }
    void retranslate(const QString& reviewTip);
    // A solved level's or daily puzzle's stars, Next level and result line (shown false: none).
    void showResult(const ChallengeResult& result);
    QString resultLine() const { return m_result.resultLine; }

signals:
    void reviewRequested();
    void nextLevelRequested();
    void resultCopied(); // the daily's line is on the clipboard
    void playOnChosen(); // the presenter was told already

private:
    QHBoxLayout* makeRow(GamePresenter* presenter);
    void paintGlow(double glow); // 0: the banner's own green, 1: gold

    QLabel* m_label;
    QLabel* m_stars;        // "★★☆": the stars this game earned, large, in gold
    QLabel* m_score;        // "Level 5 · par 7 · best ★★★"
    QPushButton* m_next;    // Next level
    QPushButton* m_copy;    // Copy result (the daily puzzle's line)
    ChallengeResult m_result;
    QPushButton* m_review;
    QPushButton* m_playOn;
    QVariantAnimation m_glow;
};

} // namespace minimoves::app
