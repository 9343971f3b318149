// ContestInput: a contest's whole input as whitespace-separated tokens, each with the line it
// starts on, so that an error can say where (the contest formats' one tokenizer).
#pragma once

#include <array>
#include <cstddef>
#include <istream>
#include <string>
#include <string_view>

namespace minimoves {

class ContestInput {
public:
    explicit ContestInput(std::string text) : m_text(std::move(text)) {}
    // Reads all of `in`.
    static ContestInput read(std::istream& in)
    {
        std::string text;
        char chunk[1 << 16];
        while (in.read(chunk, sizeof chunk) || in.gcount() > 0)
            text.append(chunk, std::size_t(in.gcount()));
        return ContestInput(std::move(text));
    }

    // The next token; false at the end of the input. The view stays valid as long as this object.
    bool next(std::string_view& token)
    {
        while (m_at < m_text.size() && isSpace(m_text[m_at])) {
            if (m_text[m_at] == '\n')
                ++m_line;
            ++m_at;
        }
        if (m_at == m_text.size())
            return false;
        const std::size_t start = m_at;
        while (m_at < m_text.size() && !isSpace(m_text[m_at]))
            ++m_at;
        token = std::string_view(m_text).substr(start, m_at - start);
        m_tokenLine = m_line;
        return true;
    }
    // The line (from 1) the last token started on.
    int tokenLine() const { return m_tokenLine; }
    // The line reading has reached (past the last token's trailing spaces).
    int line() const { return m_line; }

private:
    static bool isSpace(char c) { return spaces[static_cast<unsigned char>(c)]; }
    static constexpr std::array<bool, 256> spaces = [] {
        std::array<bool, 256> table{};
        for (char c : {' ', '\n', '\t', '\r', '\v', '\f'})
            table[static_cast<unsigned char>(c)] = true;
        return table;
    }();

    std::string m_text;
    std::size_t m_at = 0;
    int m_line = 1;
    int m_tokenLine = 1;
};

} // namespace minimoves
