// TableMemory: a pattern database's bytes, zeroed, in memory the system may back with 2 MB pages
// (Linux transparent huge pages, asked for by madvise): the search reads a 259 MB table at random,
// and with 4 KB pages nearly every lookup also misses the processor's address cache. Move-only.
#pragma once

#include <sys/mman.h>

#include <cstddef>
#include <cstdint>
#include <new>
#include <utility>

namespace minimoves::fifteen_puzzle {

class TableMemory {
public:
    TableMemory() = default;
    explicit TableMemory(std::size_t size) : m_size(size)
    {
        if (size == 0)
            return;
        constexpr std::size_t Huge = std::size_t(2) << 20;
        m_mapped = (size + Huge - 1) / Huge * Huge;
        void* at = ::mmap(nullptr, m_mapped, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
        if (at == MAP_FAILED)
            throw std::bad_alloc();
#ifdef MADV_HUGEPAGE
        if (size >= Huge)
            ::madvise(at, m_mapped, MADV_HUGEPAGE); // a wish: 4 KB pages when refused
#endif
        m_data = static_cast<std::uint8_t*>(at);
    }
    ~TableMemory()
    {
        if (m_data)
            ::munmap(m_data, m_mapped);
    }
    TableMemory(TableMemory&& other) noexcept
        : m_data(std::exchange(other.m_data, nullptr)), m_size(std::exchange(other.m_size, 0)),
          m_mapped(std::exchange(other.m_mapped, 0))
    {
    }
    TableMemory& operator=(TableMemory&& other) noexcept
    {
        if (this != &other) {
            TableMemory gone(std::move(*this));
            m_data = std::exchange(other.m_data, nullptr);
            m_size = std::exchange(other.m_size, 0);
            m_mapped = std::exchange(other.m_mapped, 0);
        }
        return *this;
    }
    TableMemory(const TableMemory&) = delete;
    TableMemory& operator=(const TableMemory&) = delete;

    std::size_t size() const { return m_size; }
    std::uint8_t* data() { return m_data; }
    const std::uint8_t* data() const { return m_data; }
    std::uint8_t& operator[](std::size_t i) { return m_data[i]; }
    std::uint8_t operator[](std::size_t i) const { return m_data[i]; }
    std::uint8_t* begin() { return m_data; }
    std::uint8_t* end() { return m_data + m_size; }
    std::uint8_t& back() { return m_data[m_size - 1]; }

private:
    std::uint8_t* m_data = nullptr;
    std::size_t m_size = 0;
    std::size_t m_mapped = 0;
};

} // namespace minimoves::fifteen_puzzle
