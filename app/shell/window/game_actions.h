// GameActions: the window's actions (identified by Action), its menus and toolbar, and their
// texts in the player's language. It shows what the presenter says the actions can do; what an
// action does is wired by the window (on()).
#pragma once

#include "game/present/game_presenter.h"

#include <QAction>
#include <QObject>
#include <QString>

#include <array>


class QActionGroup;
class QMainWindow;
class QMenu;
class QToolBar;
class QWidget;

namespace minimoves::app {

enum class Action {
    New,
    NewEasy,
    NewMedium,
    NewHard,
    NewHardest,
    Restart,
    SetUpPosition,
    Open,
    OpenContest,
    Save,
    Statistics,
    Levels,
    Daily,
    PuzzleFacts,
    ReviewPath,
    Hint,
    PlayHint,
    Solve,
    Stop,
    Quit,
    Undo,
    Redo,
    Rewind,
    CopyId,
    PasteId,
    Preferences,
    Gallery,
    ModePlay,
    ModeCoach,
    MoveQuality,
    Clock,
    PlainLook,
    SpeedSlow,
    SpeedNormal,
    SpeedFast,
    SpeedOff,
    Help,
    Keys,
    Tour,
    About,
};
inline constexpr int ActionCount = int(Action::About) + 1;

class GameActions : public QObject {
    Q_OBJECT
public:
    // Makes the actions (children of `window`, named as before: "undo", "speedOff"…), the menu
    // bar's menus and the toolbar, with `chooser` (the puzzle chooser) first on it. What the actions
    // can do, and Undo's and Redo's texts, follow `presenter`.
    GameActions(QMainWindow* window, QWidget* chooser, GamePresenter* presenter);

    QAction* action(Action which) const { return m_actions[std::size_t(which)]; }
    QAction* operator[](Action which) const { return action(which); }
    // The speed actions, each with its milliseconds as data.
    static constexpr std::array<Action, 4> SpeedActions = {Action::SpeedSlow, Action::SpeedNormal, Action::SpeedFast,
                                                           Action::SpeedOff};

    // Runs `slot` (in `receiver`'s context) when the action is triggered.
    template <class Receiver, class Slot>
    void on(Action which, Receiver* receiver, Slot slot)
    {
        connect(action(which), &QAction::triggered, receiver, std::move(slot));
    }

    // The toolbar's button of an action (nullptr when it has none there).
    QWidget* toolButton(Action which) const;

    void checkSpeed(int milliseconds);
    // The Size (or Picture) menu: the puzzle's variants, the one shown checked; variantChosen() says
    // which the player picks.
    void showVariants(const QString& puzzleId, const QString& checked);
    // Enables the actions that act on the game and names Undo's and Redo's moves.
    void showAbilities(const GamePresenter::Abilities& can);
    void showUndoTexts(const GamePresenter::UndoTexts& texts);
    // Every text in the player's language (the variants' labels too).
    void retranslate(const QString& puzzleId, const QString& variant);

signals:
    void variantChosen(const QString& variant);
    void modeChosen(minimoves::app::PlayMode mode); // and kept in the settings

protected:
    // The toolbar's buttons give no status tips: they would cover the status line (the hint the
    // button just asked for) while the pointer stays on them; their tooltips say the same.
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void nameGameActions();
    void nameWindowActions();
    void createMenus(QMainWindow* window, QWidget* chooser);
    // View ▸ Mode: the presenter's mode checked (whether Move quality is offered is its ability).
    void checkMode(PlayMode mode);
    void setTexts(Action which, const QString& text, const QString& tip);

    std::array<QAction*, ActionCount> m_actions{};
    QActionGroup* m_speedGroup = nullptr;
    QActionGroup* m_modeGroup = nullptr;
    QActionGroup* m_sizeGroup = nullptr;
    QString m_sizeMenuPuzzle; // the puzzle whose sizes the menu lists
    QMenu* m_gameMenu = nullptr;
    QMenu* m_newMenu = nullptr;
    QMenu* m_sizeMenu = nullptr;
    QMenu* m_importMenu = nullptr;
    QMenu* m_editMenu = nullptr;
    QMenu* m_viewMenu = nullptr;
    QMenu* m_speedMenu = nullptr;
    QMenu* m_modeMenu = nullptr;
    QMenu* m_helpMenu = nullptr;
    QToolBar* m_toolBar = nullptr;
};

} // namespace minimoves::app
