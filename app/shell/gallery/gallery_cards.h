// GalleryCards: the gallery's model — one row for every registered puzzle (puzzleUis(), in its
// order: a new puzzle has its card by its registration alone), each with its title, its goal in one
// line, its progress (the game kept with its moves, the stars of its level ladders, today's daily
// puzzle when it is this one's) and its picture, drawn by its own board (ThumbnailMaker) at the
// game's position, else at its example's start. Games of puzzles not played in this run are read
// off the GUI thread (SavedGlance), their cards told when they arrive; a session's game is followed
// as it is played (the gallery is not modal) or drawn. A player who has played
// nothing yet is shown the suggested first puzzle (firstStartPuzzle()).
#pragma once

#include "shell/gallery/saved_glance.h"

#include <QAbstractListModel>
#include <QImage>
#include <QStringList>

#include <optional>
#include <vector>

namespace minimoves::app {

class GameSession;
class GameSessions;
class LevelPlay;
class StatisticsStore;

class GalleryCards : public QAbstractListModel {
    Q_OBJECT
public:
    enum Role {
        IdRole = Qt::UserRole + 1, // the puzzle's registry id
        GoalRole,                  // one sentence
        ProgressRole,              // QStringList: a sentence for each kind of progress
        SuggestedRole,             // bool: "Start here"
        HasLevelsRole,             // bool
        MovesRole,                 // int: the kept game's moves, -1 without one
    };
    // Qt::DisplayRole is the title, Qt::DecorationRole the picture (a QImage), Qt::AccessibleTextRole
    // the whole card in sentences, as a screen reader says it.

    GalleryCards(GameSessions* sessions, LevelPlay* levels, const StatisticsStore* statistics,
                 QObject* parent = nullptr);

    // Everything read again (the games, the progress, the language); `ratio`: the pictures' pixels.
    void refresh(qreal ratio);
    // Whether the sessions' games are followed move by move (while the gallery is shown; refresh()
    // reads them all again anyway).
    void setLive(bool on) { m_live = on; }
    int rowOf(const QString& puzzleId) const;
    QString idAt(int row) const;
    // The suggested puzzle's row, -1 when the player has played already.
    int suggestedRow() const;
    // Whether saved games are still read for some cards.
    bool isReading() const;

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;

    // "Start here", for the card's badge and its spoken sentence.
    static QString startHereText();

private:
    struct Card {
        std::optional<GlancedGame> game;
        QStringList progress;
        QImage picture;
        bool hasLevels = false;
        bool fromSession = false; // the game is a session's (else a saved game glanced at)
    };
    void follow(GameSession* session);
    void readCard(int row);
    void update(int row);
    void describe(int row);
    QString spokenCard(int row) const;

    GameSessions* m_sessions;
    LevelPlay* m_levels;
    const StatisticsStore* m_statistics;
    std::vector<Card> m_cards;
    std::vector<SavedGlance*> m_glances; // one per card
    qreal m_ratio = 1.0;
    bool m_newPlayer = false;
    bool m_live = false;
};

} // namespace minimoves::app
