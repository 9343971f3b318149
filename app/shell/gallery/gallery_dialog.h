// GalleryDialog: the puzzle gallery (View ▸ Gallery, and the first thing a new player sees) — every
// registered puzzle as a card (GalleryCards, drawn by CardDelegate) in a list that reflows with the
// dialog's width and scrolls, and Continue, New game and Levels for the card chosen. A window of
// its own, not modal. Keys alone: the list has the focus on the suggested card (a new player's) or
// the puzzle shown; arrows move, Enter continues, Tab reaches the buttons, Esc closes. A screen
// reader hears each card as a named item of the list: its title, goal and progress.
#pragma once

#include <QDialog>

class QLabel;
class QListView;
class QPushButton;

namespace minimoves::app {

class CardDelegate;
class GalleryCards;
class GameSessions;
class LevelPlay;
class StatisticsStore;

class GalleryDialog : public QDialog {
    Q_OBJECT
public:
    GalleryDialog(GameSessions* sessions, LevelPlay* levels, const StatisticsStore* statistics,
                  QWidget* parent = nullptr);

    // Whether the gallery opens by itself at start: a player with no puzzle played yet (read before
    // the window picks one).
    static bool dueAtStart();

    // The cards read again and the focus on `puzzleId`'s (on the suggested one's the first time,
    // for a new player).
    void showFor(const QString& puzzleId);
    QString currentId() const;
    void setCurrentId(const QString& puzzleId);

    QListView* view() const { return m_view; }
    GalleryCards* cards() const { return m_cards; }
    CardDelegate* delegate() const { return m_delegate; }
    QPushButton* continueButton() const { return m_continue; }
    QPushButton* newButton() const { return m_new; }
    QPushButton* levelsButton() const { return m_levels; }

signals:
    // The player's choice for a puzzle; the gallery closes.
    void continueChosen(const QString& puzzleId);
    void newChosen(const QString& puzzleId);
    void levelsChosen(const QString& puzzleId);

protected:
    void changeEvent(QEvent* event) override;
    void showEvent(QShowEvent* event) override;
    void hideEvent(QHideEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override; // the list taking the focus

private:
    void sayCurrentCard();
    void retranslate();
    void fitGrid();
    void fitToRoom();
    void showCurrent();
    void choose(void (GalleryDialog::*chosen)(const QString&));

    GalleryCards* m_cards;
    CardDelegate* m_delegate;
    QLabel* m_heading;
    QLabel* m_welcome; // for a new player only
    QListView* m_view;
    QPushButton* m_continue;
    QPushButton* m_new;
    QPushButton* m_levels;
    QPushButton* m_close;
    bool m_shownBefore = false;
};

} // namespace minimoves::app
