#include "shell/tour/bubble_place.h"

#include <algorithm>
#include <cstdlib>
#include <limits>

namespace minimoves::app {

namespace {

// How far apart two rectangles are (0 when they touch or overlap), in the larger of the two axes.
int distance(const QRect& a, const QRect& b)
{
    const int dx = std::max({0, b.left() - a.right(), a.left() - b.right()});
    const int dy = std::max({0, b.top() - a.bottom(), a.top() - b.bottom()});
    return std::max(dx, dy);
}

// The spots along one axis worth trying: centred on the target, at the area's ends, and just past
// each side of each rectangle kept clear.
std::vector<int> starts(int length, int areaFrom, int areaTo, int centre, const std::vector<std::pair<int, int>>& spans)
{
    std::vector<int> at{centre - length / 2, areaFrom, areaTo - length + 1};
    for (const auto& [from, to] : spans) {
        at.push_back(to + 1);
        at.push_back(from - length);
    }
    for (int& a : at)
        a = std::clamp(a, areaFrom, std::max(areaFrom, areaTo - length + 1));
    std::sort(at.begin(), at.end());
    at.erase(std::unique(at.begin(), at.end()), at.end());
    return at;
}

} // namespace

std::optional<QRect> findBubbleSpot(const BubbleRoom& room, const std::vector<int>& widths,
                                 const std::function<int(int width)>& heightFor)
{
    std::vector<QRect> keep{room.target.adjusted(-room.gap, -room.gap, room.gap, room.gap)};
    for (const QRect& r : room.clear)
        if (!r.isEmpty())
            keep.push_back(r.adjusted(-room.gap, -room.gap, room.gap, room.gap));
    std::vector<std::pair<int, int>> xs, ys;
    for (const QRect& r : keep) {
        xs.emplace_back(r.left(), r.right());
        ys.emplace_back(r.top(), r.bottom());
    }
    for (const int wanted : widths) {
        const int width = std::min(wanted, room.area.width());
        const int height = heightFor(width);
        if (width <= 0 || height <= 0 || height > room.area.height())
            continue;
        std::optional<QRect> best;
        int bestDistance = std::numeric_limits<int>::max();
        int bestOff = std::numeric_limits<int>::max();
        for (const int x : starts(width, room.area.left(), room.area.right(), room.target.center().x(), xs))
            for (const int y : starts(height, room.area.top(), room.area.bottom(), room.target.center().y(), ys)) {
                const QRect spot(x, y, width, height);
                if (std::any_of(keep.begin(), keep.end(), [&](const QRect& r) { return r.intersects(spot); }))
                    continue;
                const int d = distance(spot, room.target);
                const int off = (spot.center() - room.target.center()).manhattanLength();
                if (d < bestDistance || (d == bestDistance && off < bestOff)) {
                    best = spot;
                    bestDistance = d;
                    bestOff = off;
                }
            }
        if (best)
            return best;
    }
    return std::nullopt;
}

} // namespace minimoves::app
