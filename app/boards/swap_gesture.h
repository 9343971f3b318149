// SwapGesture: two items swapped by dragging one onto the other, or by clicking one and then the
// other (Space on each, from the keyboard) — the position editor's tiles and cells and the Magic
// Board's target editor. It only follows presses, drags and releases on items (-1: none) and says
// when a swap is complete; what the items are, and the swapping, stay with its user.
#pragma once

#include <optional>
#include <utility>

namespace minimoves::app {

class SwapGesture {
public:
    using Swap = std::pair<int, int>; // the item picked up first, then the other

    // When an item pressed while another is held makes the swap:
    // - OnPress: at once (the board's position editor, which has no drag to show);
    // - OnRelease: when the press ends as a click on it; a press that starts dragging instead
    //   carries its own item, and the held one is put down (the target editor, whose tiles follow
    //   the pointer).
    enum class Second { OnPress, OnRelease };
    explicit SwapGesture(Second second) : m_second(second) {}

    // The item picked up by a click and waiting for the other one, -1 for none.
    int held() const { return m_held; }
    // The item under the press while the button is down, -1 for none (OnRelease).
    int pressed() const { return m_pressed; }
    // Whether the pressed item is being dragged (OnRelease, after startDrag()).
    bool isDragging() const { return m_dragging; }

    std::optional<Swap> press(int item);
    // The pointer went far enough with the button down for a drag (OnRelease).
    void startDrag();
    std::optional<Swap> release(int item);
    // A click without the mouse (Space on the cursor's item): picks it up, puts it down again, or
    // swaps it with the one held.
    std::optional<Swap> click(int item);
    // Puts the held item down (Escape); false when none was held.
    bool putDown();
    // Back to no item held or pressed.
    void reset();

private:
    Second m_second;
    int m_held = -1;
    int m_pressed = -1;
    bool m_dragging = false;
    bool m_pressDone = false; // OnPress: the press completed the gesture, its release does nothing
};

} // namespace minimoves::app
