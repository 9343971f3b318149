#include "swap_gesture.h"

namespace minimoves::app {

std::optional<SwapGesture::Swap> SwapGesture::press(int item)
{
    if (m_second == Second::OnRelease) {
        m_pressed = item;
        m_dragging = false;
        return std::nullopt;
    }
    const int held = m_held;
    m_pressDone = held >= 0;
    if (held >= 0 && item < 0) { // a press beside the items puts the held one down
        m_held = -1;
        return std::nullopt;
    }
    if (held < 0) {
        m_held = item;
        return std::nullopt;
    }
    return click(item);
}

void SwapGesture::startDrag()
{
    if (m_pressed < 0)
        return;
    m_dragging = true;
    m_held = -1;
}

std::optional<SwapGesture::Swap> SwapGesture::release(int item)
{
    if (m_second == Second::OnPress) {
        const int held = m_held;
        if (std::exchange(m_pressDone, false) || held < 0 || item < 0 || item == held)
            return std::nullopt; // a click: the item stays held for the next one
        m_held = -1;
        return Swap(held, item); // dragged from the held item onto another
    }
    const int pressed = std::exchange(m_pressed, -1);
    if (pressed < 0)
        return std::nullopt;
    if (std::exchange(m_dragging, false)) {
        if (item >= 0 && item != pressed)
            return Swap(pressed, item);
        return std::nullopt;
    }
    if (item == pressed)
        return click(item);
    return std::nullopt;
}

std::optional<SwapGesture::Swap> SwapGesture::click(int item)
{
    if (item < 0)
        return std::nullopt;
    if (m_held < 0) {
        m_held = item;
        return std::nullopt;
    }
    const int held = std::exchange(m_held, -1);
    if (held == item) // a second click on the held item puts it down
        return std::nullopt;
    return Swap(held, item);
}

bool SwapGesture::putDown() { return std::exchange(m_held, -1) >= 0; }

void SwapGesture::reset()
{
    m_held = -1;
    m_pressed = -1;
    m_dragging = false;
    m_pressDone = false;
}

} // namespace minimoves::app
