// A pattern database's bytes: a file's, mapped (TableMemory::mapFile), and how they are mapped.
#include "fifteen_puzzle/table_memory.h"

#include <cstdio>
#include <cstring>
#include <memory>

namespace minimoves::fifteen_puzzle {

std::optional<TableMemory> TableMemory::mapFile(int fd, std::size_t fileSize, std::size_t offset, std::size_t size)
{
    if (fileSize == 0 || offset + size > fileSize)
        return std::nullopt;
    void* at = ::mmap(nullptr, fileSize, PROT_READ, MAP_PRIVATE, fd, 0);
    if (at == MAP_FAILED)
        return std::nullopt;
    TableMemory memory;
    memory.m_base = static_cast<std::uint8_t*>(at);
    memory.m_data = memory.m_base + offset;
    memory.m_size = size;
    memory.m_mapped = fileSize;
    memory.m_fileView = true;
#ifdef MADV_HUGEPAGE
    if (fileSize >= HugePage)
        ::madvise(at, fileSize, MADV_HUGEPAGE); // before the first page is read: a wish
#endif
#ifdef MADV_POPULATE_READ
    ::madvise(at, fileSize, MADV_POPULATE_READ); // Linux 5.14 on; else each page when first read
#endif
    return memory;
}

std::size_t TableMemory::hugePageBytes() const
{
    if (!m_fileView)
        return m_size;
    // /proc/self/smaps: a mapping's line "start-end perms ...", then "Key: value kB" lines.
    const std::unique_ptr<std::FILE, int (*)(std::FILE*)> smaps(std::fopen("/proc/self/smaps", "r"), &std::fclose);
    if (!smaps)
        return 0;
    char start[32];
    std::snprintf(start, sizeof start, "%lx-", reinterpret_cast<unsigned long>(m_base));
    char line[512];
    bool inside = false;
    while (std::fgets(line, sizeof line, smaps.get())) {
        if (!inside) {
            inside = std::strncmp(line, start, std::strlen(start)) == 0;
            continue;
        }
        unsigned long kilobytes = 0;
        if (std::sscanf(line, "FilePmdMapped: %lu kB", &kilobytes) == 1)
            return std::size_t(kilobytes) * 1024;
        if (std::strncmp(line, "VmFlags", 7) == 0)
            return 0; // its last line
    }
    return 0;
}

} // namespace minimoves::fifteen_puzzle
