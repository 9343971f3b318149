// The search on one thread (IdaSearch, ida_search.h).
#include "fifteen_puzzle/optimal_search.h"

#include "fifteen_puzzle/ida_search.h"

namespace minimoves::fifteen_puzzle {

std::optional<SearchAnswer> searchOptimal(const PatternSet& patterns, const Board& board,
                                          const SearchControl& control, bool everyOptimalMove)
{
    if (!detail::searchable(patterns.shape(), board))
        return SearchAnswer{};
    if (control.stopRequested())
        return std::nullopt;
    return detail::IdaSearch(patterns, board, control).run(everyOptimalMove);
}

} // namespace minimoves::fifteen_puzzle
