// Standard error as the CLI writes it: a control character from the input (ESC, BEL, a NUL…),
// which every parser's message may quote, is written as \xHH, never raw, so that a bad input cannot
// drive the terminal. Newlines and tabs pass as they are; so does UTF-8 text.
#pragma once

#include <cstdio>
#include <streambuf>

namespace minimoves::cli {

class ControlEscaping : public std::streambuf {
public:
    explicit ControlEscaping(std::streambuf* target) : m_target(target) {}

protected:
    int_type overflow(int_type c) override
    {
        if (traits_type::eq_int_type(c, traits_type::eof()))
            return traits_type::not_eof(c);
        const auto byte = static_cast<unsigned char>(traits_type::to_char_type(c));
        if ((byte < 0x20 && byte != '\n' && byte != '\t') || byte == 0x7f) {
            char escaped[5];
            std::snprintf(escaped, sizeof escaped, "\\x%02x", unsigned(byte));
            return m_target->sputn(escaped, 4) == 4 ? c : traits_type::eof();
        }
        return traits_type::eq_int_type(m_target->sputc(char(byte)), traits_type::eof()) ? traits_type::eof() : c;
    }
    int sync() override { return m_target->pubsync(); }

private:
    std::streambuf* m_target;
};

} // namespace minimoves::cli
