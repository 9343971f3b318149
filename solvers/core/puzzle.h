// The Puzzle concept: what one puzzle instance (sizes, target, teeth, colours: all that is fixed
// for one game) offers to the engines in solvers/core.
//
// - State, Move: small trivially copyable values with defaulted ==.
// - moves(): every move in one fixed order; that order breaks ties between optimal moves.
// - apply(state, move): a new state; the argument is never edited.
// - isSolved(state).
// - stateCount(), rank(state), unrank(rank): a dense perfect hash over [0, stateCount()).
#pragma once

// Qt 6.4's moc cannot parse concepts; it needs nothing from this header.
#ifndef Q_MOC_RUN
#include <concepts>
#include <cstdint>
#include <ranges>
#include <type_traits>

namespace minimoves {

template <class P>
concept Puzzle = requires(const P& puzzle, const typename P::State& state,
                          const typename P::Move& move, std::uint64_t rank) {
    typename P::State;
    typename P::Move;
    requires std::is_trivially_copyable_v<typename P::State>;
    requires std::is_trivially_copyable_v<typename P::Move>;
    requires std::equality_comparable<typename P::State>;
    { puzzle.moves() } -> std::ranges::random_access_range;
    { puzzle.apply(state, move) } -> std::same_as<typename P::State>;
    { puzzle.isSolved(state) } -> std::same_as<bool>;
    { puzzle.stateCount() } -> std::convertible_to<std::uint64_t>;
    { puzzle.rank(state) } -> std::convertible_to<std::uint64_t>;
    { puzzle.unrank(rank) } -> std::same_as<typename P::State>;
};

// A puzzle whose every move can be undone: undo(apply(s, m), m) == s. Backward searches use it.
template <class P>
concept InvertiblePuzzle = Puzzle<P> && requires(const P& puzzle, const typename P::State& state,
                                                 const typename P::Move& move) {
    { puzzle.undo(state, move) } -> std::same_as<typename P::State>;
};

} // namespace minimoves

#endif // Q_MOC_RUN
