// ContestCaseStore: a contest file's cases kept in the memory they need and no more. A case is
// its position (the puzzle's StateRank, 8 bytes) and the index of its shape (4 bytes): the label's
// words, the instance text and why it cannot be played, kept once for every case that shares
// them. A label that is its shape's words and the case's number ("Case 17" for the 17th) is not
// kept at all. So a million Eight Puzzle cases take 12 MB, where ContestCase objects took ~140 each
// and the list's widgets ~700 more. Columns grow in chunks: no copy of what is stored, no slack
// past one chunk. Not thread-safe: one thread fills and reads it.
#pragma once

#include "core/any_puzzle.h"

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <unordered_map>
#include <vector>

namespace minimoves::app {

class ContestCaseStore {
public:
    void add(const ContestCase& contestCase);
    std::size_t size() const { return m_states.size(); }
    bool empty() const { return size() == 0; }

    std::string label(std::size_t index) const;
    const std::string& instance(std::size_t index) const { return shapeOf(index).instance; }
    const std::string& unplayable(std::size_t index) const { return shapeOf(index).unplayable; }
    bool playable(std::size_t index) const { return unplayable(index).empty(); }
    StateRank state(std::size_t index) const { return m_states[index]; }
    // The case as the parser made it, without its answer (the app asks the solver instead).
    ContestCase at(std::size_t index) const;
    // The bytes the store holds, for the benchmark and the test of its size.
    std::size_t bytesUsed() const;

private:
    struct Shape {
        std::string words;      // the label before the case number ("Case "); the whole label is kept apart when !numbered
        std::string instance;
        std::string unplayable;
        bool numbered = true;
    };
    // A column of values in chunks of ChunkSize.
    template <class T>
    class Column {
    public:
        static constexpr std::size_t ChunkSize = 1 << 16;
        void push(T value)
        {
            if (m_size % ChunkSize == 0)
                m_chunks.push_back(std::make_unique<T[]>(ChunkSize));
            m_chunks.back()[m_size % ChunkSize] = value;
            ++m_size;
        }
        T operator[](std::size_t i) const { return m_chunks[i / ChunkSize][i % ChunkSize]; }
        std::size_t size() const { return m_size; }
        std::size_t bytes() const { return m_chunks.size() * ChunkSize * sizeof(T); }

    private:
        std::vector<std::unique_ptr<T[]>> m_chunks;
        std::size_t m_size = 0;
    };

    const Shape& shapeOf(std::size_t index) const { return m_shapes[m_shapeOf[index]]; }
    std::uint32_t shapeIndex(Shape shape);

    Column<StateRank> m_states;
    Column<std::uint32_t> m_shapeOf;
    std::vector<Shape> m_shapes;
    std::unordered_map<std::string, std::uint32_t> m_shapeIndex; // by words, instance, reason, numbered
    std::uint32_t m_lastShape = 0; // consecutive cases mostly share one: looked at first
    std::unordered_map<std::size_t, std::string> m_labels; // the labels that are not "<words><number>"
};

} // namespace minimoves::app
