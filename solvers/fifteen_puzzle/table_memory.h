// TableMemory: a pattern database's bytes. Either zeroed memory of its own, which the system may
// back with 2 MB pages (Linux transparent huge pages, asked for by madvise: the build writes a
// 259 MB table at random), or a read-only view of a file's bytes (mapFile): the system's copy of the
// file is used as it is, neither copied nor zeroed first (a loaded 7-8 set starts in tens of
// milliseconds instead of the 288 MB's copy into fresh memory). Move-only.
#pragma once

#include <sys/mman.h>

#include <cstddef>
#include <cstdint>
#include <new>
#include <optional>
#include <utility>

namespace minimoves::fifteen_puzzle {

class TableMemory {
public:
    TableMemory() = default;
    explicit TableMemory(std::size_t size) : m_size(size)
    {
        if (size == 0)
            return;
        constexpr std::size_t Huge = std::size_t(2) << 20; // HugePage
        m_mapped = (size + Huge - 1) / Huge * Huge;
        void* at = ::mmap(nullptr, m_mapped, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
        if (at == MAP_FAILED)
            throw std::bad_alloc();
#ifdef MADV_HUGEPAGE
        if (size >= Huge)
            ::madvise(at, m_mapped, MADV_HUGEPAGE); // a wish: 4 KB pages when refused
#endif
        m_base = m_data = static_cast<std::uint8_t*>(at);
    }
    static constexpr std::size_t HugePage = std::size_t(2) << 20;
    // The `size` bytes at `offset` of the open regular file `fd`, whose length is `fileSize` (at
    // least offset + size), read-only; nullopt when the system refuses the mapping. Every page is
    // mapped at once, 2 MB pages asked for first (where the system keeps the file in 2 MB pieces,
    // as Linux 6.x can, the search's lookups then miss the address cache no more than in memory of
    // its own: hugePageBytes()). The file must keep its length while mapped: the cache's files are
    // only ever replaced whole (a rename), never cut in place.
    static std::optional<TableMemory> mapFile(int fd, std::size_t fileSize, std::size_t offset, std::size_t size);
    // How many of the bytes of a mapped file are mapped in 2 MB pages (Linux's FilePmdMapped; 0
    // when unknown); memory of its own: all.
    std::size_t hugePageBytes() const;
    bool isFileView() const { return m_fileView; }
    ~TableMemory()
    {
        if (m_base)
            ::munmap(m_base, m_mapped);
    }
    TableMemory(TableMemory&& other) noexcept
        : m_base(std::exchange(other.m_base, nullptr)), m_data(std::exchange(other.m_data, nullptr)),
          m_size(std::exchange(other.m_size, 0)), m_mapped(std::exchange(other.m_mapped, 0)),
          m_fileView(std::exchange(other.m_fileView, false))
    {
    }
    TableMemory& operator=(TableMemory&& other) noexcept
    {
        if (this != &other) {
            TableMemory gone(std::move(*this));
            m_base = std::exchange(other.m_base, nullptr);
            m_data = std::exchange(other.m_data, nullptr);
            m_size = std::exchange(other.m_size, 0);
            m_mapped = std::exchange(other.m_mapped, 0);
            m_fileView = std::exchange(other.m_fileView, false);
        }
        return *this;
    }
    TableMemory(const TableMemory&) = delete;
    TableMemory& operator=(const TableMemory&) = delete;

    std::size_t size() const { return m_size; }
    // Writing: only into memory of its own (a mapped file's view is read-only).
    std::uint8_t* data() { return m_data; }
    const std::uint8_t* data() const { return m_data; }
    std::uint8_t& operator[](std::size_t i) { return m_data[i]; }
    std::uint8_t operator[](std::size_t i) const { return m_data[i]; }
    std::uint8_t* begin() { return m_data; }
    std::uint8_t* end() { return m_data + m_size; }
    std::uint8_t& back() { return m_data[m_size - 1]; }

private:
    std::uint8_t* m_base = nullptr; // what was mapped: m_data, or a file's first byte
    std::uint8_t* m_data = nullptr;
    std::size_t m_size = 0;
    std::size_t m_mapped = 0;
    bool m_fileView = false;
};

} // namespace minimoves::fifteen_puzzle
