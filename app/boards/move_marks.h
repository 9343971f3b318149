// MoveMarks: what a board marks on its moves — the hint (every optimal move, the best standing
// out) and each move's quality (the distance after it, and its change, quality::change) with what
// shows that quality: every move (View ▸ Move quality), the moves the hint ladder gives, the
// hovered item's. A value with no widget: BoardWidget holds one and repaints as it changes.
#pragma once

#include <optional>
#include <vector>

namespace minimoves::app {

class MoveMarks {
public:
    // ---- The hint ----
    void setHint(const std::vector<int>& optimalMoves, int best);
    const std::vector<int>& hintMoves() const { return m_hintMoves; }
    int hintBest() const { return m_hintBest; }
    bool isHinted(int move) const;

    // ---- Move quality; each setter returns whether anything changed ----
    // The distance here and after each move (index: move; nullopt: not known yet, or no game).
    bool setDistances(std::optional<int> here, const std::vector<std::optional<int>>& after);
    // The moves the distances are given for (the puzzle's count, or 0 before they come).
    int distanceCount() const { return int(m_after.size()); }
    // The distance after move `m` (-1: the goal is out of reach), nullopt until known.
    std::optional<int> after(int move) const;
    // The change move `m` makes (quality::change), nullopt until known.
    std::optional<int> change(int move) const;
    // Every move's quality shows (View ▸ Move quality).
    bool setEveryShown(bool on);
    bool everyShown() const { return m_everyShown; }
    // These moves' quality shows too (the hint ladder's last step).
    bool setQualityMoves(const std::vector<int>& moves);
    // The hovered item's moves show their quality (the presenter decides; Coach: on).
    bool setHoverShown(bool on);
    bool hoverShown() const { return m_hoverShown; }
    // Whether move `m`'s quality may show at all.
    bool given(int move) const;
    // The moves badged out of `moveCount`: every one, else those given plus `hovered` (the
    // hovered item's moves) when the hovered item's show.
    std::vector<int> badged(int moveCount, const std::vector<int>& hovered) const;

    // A new puzzle: no hint, no distances, no moves given (what shows them stays).
    void clearForPuzzle();

private:
    std::vector<int> m_hintMoves;
    int m_hintBest = -1;
    std::optional<int> m_here;
    std::vector<std::optional<int>> m_after;
    bool m_everyShown = false;
    bool m_hoverShown = true;
    std::vector<int> m_qualityMoves;
};

} // namespace minimoves::app
