// GamePresenter: the one view-model of the active game session — what the player is shown of it
// (the status line, the banner, what the actions can do and the move Undo and Redo name, the
// board's marks, the playback bar's PlaybackView), the moves' names, and what a screen reader is
// told (GameNarration's sentences and any other, through one announce path) — in one place that
// needs no window. The views read it, never the session. It tells the view only what changed: one
// signal per thing, emitted when its value differs from the last. The play modes decide here what
// is shown.
#pragma once

#include "game/session/game_session.h"
#include "game/present/path_view.h"
#include "game/session/play_mode.h"
#include "game/present/playback_view.h"
#include "game/present/sound_cue.h"

#include <QObject>
#include <QPointer>
#include <QString>

#include <functional>
#include <optional>
#include <vector>

namespace minimoves::app {

class GameNarration;

class GamePresenter : public QObject {
    Q_OBJECT
public:
    // What the actions that act on the game can do now.
    struct Abilities {
        bool restart = false;
        bool undo = false;
        bool redo = false;
        bool hint = false;
        bool solve = false;
        bool stop = false;
        bool rewind = false;
        bool reviewPath = false;
        bool hasGame = false; // Save, Copy game ID, Puzzle facts
        bool setUp = false;   // Set up position
        bool moveQuality = false; // View ▸ Move quality: every move's badge is Coach's only
        bool coach = true;        // View ▸ Mode ▸ Coach: not for a level or a daily puzzle
        bool operator==(const Abilities&) const = default;
    };
    // Undo and Redo in the player's words ("&Undo: Row 2 left"), with their tooltips.
    struct UndoTexts {
        QString undo;
        QString undoTip;
        QString redo;
        QString redoTip;
        bool operator==(const UndoTexts&) const = default;
    };
    // What the board marks: the hint's moves (and the solver's among them), the moves whose quality
    // is drawn, the distances here and after each move, the banner about it. A board shows no
    // quality it is not given: the distances are empty where none may show (Play before the hint
    // ladder's last step, a solved board); `hoverQuality` lets it show a hovered move's quality
    // (Coach), `everyQuality` every move's badge at once (Coach with View ▸ Move quality).
    struct Marks {
        std::vector<int> hintMoves;
        int hintBest = -1;
        std::vector<int> qualityMoves;
        std::optional<int> distance;
        std::vector<std::optional<int>> moveDistances;
        bool hoverQuality = false;
        bool everyQuality = false;
        QString banner;
        bool operator==(const Marks&) const = default;
    };
    // A move's name as the board gives it ("Row 2 left"), from the position it is played in.
    using MoveNamer = std::function<QString(StateRank from, int move)>;

    explicit GamePresenter(QObject* parent = nullptr);

    // The session shown (none: nothing to show); its changes are followed from here on. The views
    // read what is shown of it here, never the session.
    void setSession(GameSession* session);
    // The instance the board shows: its marks, banner and play follow the session's game only
    // while it is that game's (a game that began is shown by the view before it is marked).
    void setBoardPuzzle(const AnyPuzzle* puzzle);
    // A position is being set up on the board: nothing acts on the game meanwhile.
    void setEditing(bool editing);
    void setMoveNamer(MoveNamer namer);
    // A move's name, for every view that names one (Undo and Redo, the playback's row, what is
    // said after a move): the one namer, so the words are the same everywhere; "" without one.
    QString moveName(StateRank from, int move) const { return m_namer ? m_namer(from, move) : QString(); }
    // The player's display settings (the view reads them once and again when they change): the
    // colour-blind palette's symbols, and View ▸ Move quality (Coach only).
    void setDisplay(bool symbols, bool everyQuality = false);
    // The mode the game is shown in: the session's (GameSession::playMode: the player's, given to
    // the sessions by GameSessions::setPlayMode, or Play for a challenge); Play without a session.
    PlayMode mode() const;
    // A solved board takes no move (a stray click) until the player asks to play on from it; the
    // banner goes then. Undo, Restart and New act as ever.
    bool takesMoves() const { return m_takesMoves; }
    bool canPlayOn() const { return m_marks && !m_marks->banner.isEmpty(); }
    void playOn();
    // Where the sounds go (none: silent): a move (the player's, Solve's, an Undo), a hint, the
    // goal reached by a move; soundCued() says each too.
    void setSoundSink(SoundSink* sink) { m_sounds = sink; }
    // Works out everything shown and signals what differs (also after a change of language).
    void refresh() { update(GameSession::Change::Everything); }
    // Works out again what the session's changes `what` touch, and signals what differs.
    void update(GameSession::Changes what);

    // Whether the player is shown the distance (Coach mode, or Play mode once a hint was asked):
    // what the status line, a move's announcement and Puzzle facts' marked bar follow. The
    // distance itself: spokenDistance(), nullopt while not known or not shown.
    bool distanceShown() const;
    std::optional<int> spokenDistance() const;
    QString movesText() const { return m_movesText; }     // "Moves: 3"
    QString statusHtml() const { return m_statusHtml; }   // the distance, its change coloured, the hint
    QString statusText() const { return m_statusText; }   // the same in words, for screen readers
    // The two parts apart, as the window shows them: the distance in the status bar (a line too
    // short for the hint's sentence at 640 px), the hint's step under the board ("" at none).
    QString distanceHtml() const { return m_distanceHtml; }
    QString distanceText() const { return m_distanceText; }
    QString hintText() const { return m_hintText; }
    QString banner() const { return m_banner; }           // "Solved in 7 moves…", or empty (hidden)
    // "Level 5 · par 7", "Daily puzzle …", the difficulty a game was drawn at ("Medium"), or empty
    QString challengeText() const { return m_challengeText; }
    // The level or daily puzzle the game shown is (none: an ordinary game, or none shown), and how
    // it ended while its banner shows (GameOutcome::of: what the records score); nullopt otherwise.
    Challenge challenge() const;
    std::optional<GameOutcome> outcome() const;
    Abilities abilities() const { return m_abilities; }
    UndoTexts undoTexts() const { return m_undoTexts; }
    // Entry `index` of the session's history (GameModel::history) in the player's words, as Undo
    // and Redo name it: the move ("Row 2 left"), "Restart" or "Rewind".
    QString historyEntryName(int index) const;
    // Only while the board shows the session's game (and no position is set up).
    std::optional<Marks> marks() const { return m_marks; }
    // The session's playback as the bar shows it (closed: none, or no session).
    const PlaybackView& playback() const { return m_playback; }
    // The bar's controls, on the session's playback (each does nothing where the view says it
    // cannot): play or pause, a step, a jump to a frame, close (the position stays), the speed.
    void togglePlayback();
    void stepBack();
    void stepForward();
    void jumpTo(int frame);
    void closePlayback();
    void setPlaybackInterval(int milliseconds); // kept: each session shown after plays at it too

    // What the charts read of the game shown (Puzzle facts, Path review), worked out when asked:
    // its instance (none without a game), the position's distance as far as known
    // (GameSession::knownDistance; Solution::Unreachable where the goal cannot be reached), its
    // path. Path review's own answers are kept by the game while it is of `puzzle` (nothing is
    // asked twice), and a point chosen there is where the game goes (GameSession::goToHistoryIndex).
    std::shared_ptr<const AnyPuzzle> puzzle() const;
    std::optional<int> knownDistance() const;
    PathView path() const;
    void learnDistance(const std::shared_ptr<const AnyPuzzle>& puzzle, StateRank state, int distance);
    void goToHistoryIndex(int index);

    // The one way a sentence reaches a screen reader: announced(text), which the window's
    // Announcer speaks (nothing for an empty text). GameNarration says the game's events through
    // it; the window's other sentences (a level's stars) go through it too.
    void announce(const QString& text);
    // Ctrl+Space: the position and the target in the board's words, then the distance where it is
    // shown, as one sentence.
    void readPosition(const QString& position, const QString& target);
    // The board takes moves; nullopt while a position is set up (the editor uses it then).
    std::optional<bool> boardPlayable() const { return m_boardPlayable; }

signals:
    void movesTextChanged(const QString& text);
    void statusChanged(const QString& html, const QString& text); // the distance or the hint changed
    void bannerChanged(const QString& text);
    void challengeTextChanged(const QString& text);
    void abilitiesChanged(const minimoves::app::GamePresenter::Abilities& abilities);
    void undoTextsChanged(const minimoves::app::GamePresenter::UndoTexts& texts);
    void marksChanged();
    void playbackChanged(const minimoves::app::PlaybackView& view);
    void announced(const QString& text);
    void boardPlayableChanged(bool playable);
    // The game shown changed (its session's change notice, or another session shown): what the
    // charts read may differ.
    void gameChanged();
    void modeChanged(minimoves::app::PlayMode mode);
    void soundCued(minimoves::app::SoundCue cue);
    // What happened to the session shown that the player should know: a draw that failed, its
    // save that fails (with the file's folder) or works again.
    void drawFailed(const QString& reason);
    // What the player's action did that the board alone does not say: a Rewind's account (the
    // moves taken back, the counter, Undo, the Redo lost), for the status line.
    void noticed(const QString& text);
    void saveFailed(const QString& reason, const QString& folder);
    void saveResumed(const QString& folder);

private:
    void updateStatus();
    // `can`: what the session's actions can do now (GameSession::can()), worked out once a notice.
    void updateAbilities(GameSession::Changes what, const GameSession::Can& can);
    void updateBoard(const GameSession::Can& can);
    void updatePlayback(const GameSession::Can& can);
    UndoTexts composeUndoTexts(const GameSession::Can& can) const;
    PlaybackView composePlayback(const GameSession::Can& can) const;
    Marks composeMarks() const;
    void cue(SoundCue cue);
    QString composeBanner() const;
    QString composeChallengeText() const;

    QPointer<GameSession> m_session;
    const AnyPuzzle* m_boardPuzzle = nullptr;
    bool m_editing = false;
    MoveNamer m_namer;
    SoundSink* m_sounds = nullptr;
    PlayMode m_shownMode = PlayMode::Play; // mode() as last said by modeChanged()
    bool m_symbols = true;
    bool m_everyQuality = false;
    std::optional<StateRank> m_playingOn; // the solved position "Play on" was chosen on
    bool m_takesMoves = false;

    QString m_movesText;
    QString m_statusHtml;
    QString m_statusText;
    QString m_distanceHtml;
    QString m_distanceText;
    QString m_hintText;
    QString m_banner;
    QString m_challengeText;
    Abilities m_abilities;
    UndoTexts m_undoTexts;
    std::optional<Marks> m_marks;
    std::optional<bool> m_boardPlayable;
    PlaybackView m_playback;
    std::optional<int> m_interval; // the playback's speed, once given
    bool m_renamePlayback = true; // the move names are worked out again (the namer or the language changed)
    GameNarration* m_narration;
};

} // namespace minimoves::app
