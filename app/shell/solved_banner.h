// SolvedBanner: what shows under a solved board — the banner ("Solved in 7 moves (optimal 7) ·
// 0:42 · Play mode"), "Review your path…" and "Play on" (a solved board takes no move until the
// player picks it, New or Undo) — as the presenter says, and the short celebration when a move
// has just solved it.
#pragma once

#include <QVariantAnimation>
#include <QWidget>

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

signals:
    void reviewRequested();
    void playOnChosen(); // the presenter was told already

private:
    void paintGlow(double glow); // 0: the banner's own green, 1: gold

    QLabel* m_label;
    QPushButton* m_review;
    QPushButton* m_playOn;
    QVariantAnimation m_glow;
};

} // namespace minimoves::app
