#include "game/present/game_texts.h"

#include "core/any_puzzle.h"
#include "game/session/game_session.h"
#include "game/session/move_quality.h"

namespace minimoves::app {

QString GameTexts::rewound(int takenBack, int counter, int redoDropped)
{
    QString text = takenBack == 1
                       ? tr("Rewound 1 move to your last optimal position; the move counter shows %1. Undo (Ctrl+Z) "
                            "brings it back.")
                             .arg(counter)
                       : tr("Rewound %1 moves to your last optimal position; the move counter shows %2. Undo "
                            "(Ctrl+Z) brings them back.")
                             .arg(takenBack)
                             .arg(counter);
    if (redoDropped == 1)
        text += QLatin1Char(' ') + tr("The move you had undone before cannot be redone any more.");
    else if (redoDropped > 1)
        text += QLatin1Char(' ') + tr("The %1 moves you had undone before cannot be redone any more.").arg(redoDropped);
    return text;
}

QString GameTexts::countsSource(const PuzzleAbilities& abilities)
{
    const QString source = QString::fromStdString(abilities.source);
    if (source.isEmpty())
        return {};
    if (abilities.counts == FigureFrom::Published)
        return tr("These counts are published figures (%1), not counted here.").arg(source);
    return tr("These counts are this game's own, from its table of every position; published: %1.").arg(source);
}

QString GameTexts::banner() const
{
    const GameModel& model = *m_session.model();
    if (!m_session.hasGame() || !model.isSolved() || model.movesMade() == 0)
        return {};
    const int made = model.movesMade();
    const std::optional<int> optimal = m_session.answer()->startDistance();
    if (m_session.playback()->assisted()) // Solve played some or all of it: not the player's own result
        return optimal ? (made == 1 ? tr("Solved with the solver's help in 1 move (optimal %1)").arg(*optimal)
                                    : tr("Solved with the solver's help in %1 moves (optimal %2)").arg(made).arg(*optimal))
                       : (made == 1 ? tr("Solved with the solver's help in 1 move")
                                    : tr("Solved with the solver's help in %1 moves").arg(made));
    if (!optimal)
        return made == 1 ? tr("Solved in 1 move") : tr("Solved in %1 moves").arg(made);
    return made == 1 ? tr("Solved in 1 move (optimal %1)").arg(*optimal)
                     : tr("Solved in %1 moves (optimal %2)").arg(made).arg(*optimal);
}

QString GameTexts::compose(bool distanceAlwaysShown, bool html, bool symbols) const
{
    auto plain = [html](const QString& text) { return html ? text.toHtmlEscaped() : text; };
    if (m_session.phase() == GameSession::Phase::Drawing)
        return plain(m_session.hasGame() ? tr("Drawing a new game… (Esc keeps this one)") : tr("Drawing a new game…"));
    if (!m_session.hasGame())
        return {};
    const std::optional<Solution>& solution = m_session.answer()->solution();
    if (!solution) {
        // A searched puzzle: what is known so far (one move from a known distance: that one less
        // or more; else what its search has proven), where the distance may show.
        if (!distanceAlwaysShown && !m_session.hints()->shown())
            return plain(tr("Distance to goal: …"));
        const DistanceKnowledge& knowledge = *m_session.knowledge();
        const StateRank here = m_session.model()->state();
        if (const auto known = knowledge.exact(here); known && *known > 0)
            return plain(*known == 1 ? tr("1 move to go · finding the optimal moves…")
                                     : tr("%1 moves to go · finding the optimal moves…").arg(*known));
        if (const auto either = knowledge.either(here))
            return plain(tr("%1 or %2 moves to go · searching…").arg(either->first).arg(either->second));
        const std::optional<int> bound = m_session.answer()->lowerBound();
        if (bound && *bound > 0)
            return plain(*bound == 1 ? tr("At least 1 move to go · searching…")
                                     : tr("At least %1 moves to go · searching…").arg(*bound));
        return plain(tr("Distance to goal: …"));
    }
    if (!solution->reachable())
        return plain(tr("The goal cannot be reached from here"));
    if (!distanceAlwaysShown && !m_session.hints()->shown() && solution->distance > 0)
        return plain(tr("Distance to goal: press H for a hint"));
    if (solution->distance == 0)
        return plain(tr("At the goal"));
    // "14 moves to go · hardest 22": where the position stands against the instance's hardest.
    QString distance = solution->distance == 1 ? tr("1 move to go") : tr("%1 moves to go").arg(solution->distance);
    const std::optional<int> hardest = m_session.knowledge()->hardest();
    if (hardest && *hardest >= solution->distance)
        distance += QStringLiteral(" · ") + tr("hardest %1", "the instance's hardest distance").arg(*hardest);
    QString text = plain(distance);
    // The change the last move made, coloured: Coach only (Play shows no move's quality unasked).
    if (const auto change = m_session.knowledge()->lastChange(); change && distanceAlwaysShown) {
        const QString mark = html ? quality::label(*change, symbols) : quality::text(*change);
        text += html ? QStringLiteral(", <b style=\"color:%1\">%2</b>").arg(quality::color(*change).name(), mark.toHtmlEscaped())
                     : QStringLiteral(", ") + mark;
    }
    return text;
}

QString GameTexts::difficultyName(Difficulty difficulty)
{
    switch (difficulty) {
    case Difficulty::Easy:
        return tr("Easy", "a game drawn at that difficulty");
    case Difficulty::Medium:
        return tr("Medium", "a game drawn at that difficulty");
    case Difficulty::Hard:
        return tr("Hard", "a game drawn at that difficulty");
    case Difficulty::Hardest:
        break;
    }
    return tr("Hardest", "a game drawn at that difficulty");
}

QString GameTexts::hint() const
{
    const GameModel& model = *m_session.model();
    const std::optional<Solution>& solution = m_session.answer()->solution();
    const int step = m_session.hints()->step();
    if (step == 0 || !solution || !solution->reachable() || model.isSolved())
        return {};
    const int optimal = int(solution->optimalMoves.size());
    // The moves the player can make here (a slide or a roll from outside the board is none).
    int moves = 0;
    for (int m = 0; m < model.puzzle()->moveCount(); ++m)
        moves += model.puzzle()->apply(model.state(), m) != model.state();
    switch (step) {
    case 1: // the distance is in the status line beside it (in Play, from this step on)
        return optimal == 1 ? tr("Hint 1 of 3: only 1 of the %1 moves here is optimal (H: the solver's move)").arg(moves)
                            : tr("Hint 1 of 3: %1 of the %2 moves here are optimal (H: the solver's move)").arg(optimal).arg(moves);
    case 2:
        return tr("Hint 2 of 3: the marked move is the solver's (H: every optimal move)");
    default:
        return optimal == 1 ? tr("Hint 3 of 3: the marked move is the only optimal one")
                            : tr("Hint 3 of 3: all %1 marked moves are optimal; the boldest mark is the solver's").arg(optimal);
    }
}

} // namespace minimoves::app
