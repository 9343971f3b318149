// Standard input as the CLI reads it: a contest's input is text of a bounded size. A NUL byte
// (binary data, /dev/zero), a word longer than MaxWordCharacters (characters, as said: a Chinese
// character's three UTF-8 bytes count one) or more than MaxInputBytes in all stops
// the read with Refused, saying what and on which line — the bytes before it reach the parser
// first, so the answers before it are printed — where a parser would have grown one token or the
// whole input until the memory ran out (bad_alloc after 4 GB), or read nothing and said nothing.
// minimoves-cli installs it on std::cin with badbit exceptions, which let Refused through the
// stream's operators.
#pragma once

#include <cstdint>
#include <optional>
#include <streambuf>
#include <string>

namespace minimoves::cli {

class BoundedInput : public std::streambuf {
public:
    static constexpr std::size_t MaxWordCharacters = 4096;          // the longest contest token is ~40
    static constexpr std::size_t MaxWordBytes = 4 * MaxWordCharacters; // what they take in UTF-8 at most
    static constexpr std::uint64_t MaxInputBytes = std::uint64_t(256) << 20; // 256 MiB

    struct Refused {
        std::string what; // "line 3: …"
    };

    explicit BoundedInput(std::streambuf* source) : m_source(source) {}

protected:
    int_type underflow() override
    {
        if (gptr() < egptr())
            return traits_type::to_int_type(*gptr());
        if (m_refused)
            throw Refused{*m_refused};
        const std::streamsize read = m_source->sgetn(m_buffer, sizeof m_buffer);
        if (read <= 0)
            return traits_type::eof();
        std::streamsize good = 0;
        for (; good < read && !m_refused; ++good)
            take(m_buffer[good]);
        if (m_refused)
            --good; // the byte that broke the bound is not passed on
        setg(m_buffer, m_buffer, m_buffer + good);
        if (good == 0)
            throw Refused{*m_refused};
        return traits_type::to_int_type(*gptr());
    }

private:
    void take(char c)
    {
        if (++m_total > MaxInputBytes)
            m_refused = "line " + std::to_string(m_line) + ": the input is longer than 256 MiB";
        else if (c == '\0')
            m_refused = "line " + std::to_string(m_line) + ": the input is not text (a NUL byte)";
        else if (c == ' ' || c == '\n' || c == '\t' || c == '\r' || c == '\v' || c == '\f')
            m_word = m_wordBytes = 0;
        else if ((m_word += (static_cast<unsigned char>(c) & 0xC0) != 0x80) > MaxWordCharacters ||
                 ++m_wordBytes > MaxWordBytes) // (bytes that are no UTF-8 stop there)
            m_refused = "line " + std::to_string(m_line) + ": a word longer than " + std::to_string(MaxWordCharacters) + " characters";
        m_line += c == '\n';
    }

    std::streambuf* m_source;
    char m_buffer[1 << 16];
    std::uint64_t m_total = 0;
    std::size_t m_word = 0;      // characters: the bytes that begin one (no UTF-8 continuation byte)
    std::size_t m_wordBytes = 0;
    int m_line = 1;
    std::optional<std::string> m_refused;
};

} // namespace minimoves::cli
