// BubblePlace: where the tour's bubble goes — inside the window, beside the place a step points
// at and clear of it and of everything else the player must still see (the other places the step
// names, the window's controls). It tries widths in the order given (its height follows from the
// width: the text wraps) and takes the first width that fits anywhere, at the spot nearest the
// place. Geometry only: the overlay measures the bubble and moves it.
#pragma once

#include <QRect>

#include <functional>
#include <optional>
#include <vector>

namespace minimoves::app {

struct BubbleRoom {
    QRect area;                // the bubble stays inside it
    QRect target;              // the place the step points at
    std::vector<QRect> clear;  // the rest the bubble must leave in sight
    int gap = 10;              // between the bubble and anything it stays clear of
};

// The bubble's rectangle, or nullopt when no width fits clear of everything.
std::optional<QRect> findBubbleSpot(const BubbleRoom& room, const std::vector<int>& widths,
                                 const std::function<int(int width)>& heightFor);

} // namespace minimoves::app
