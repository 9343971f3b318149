// Parsed<T>: a value, or an error that says what is wrong and where.
// Parsers at the edges (contest input, game IDs, saved files) return it instead of throwing,
// so that bad user input never unwinds through the engines.
#pragma once

#include <string>
#include <utility>
#include <variant>

namespace minimoves {

struct ParseError {
    std::string message; // one line, English, says what and where (the app wraps it in tr())
};

template <class T>
class Parsed {
public:
    Parsed(T value) : m_data(std::move(value)) {}
    Parsed(ParseError error) : m_data(std::move(error)) {}

    bool ok() const { return m_data.index() == 0; }
    explicit operator bool() const { return ok(); }
    const T& value() const& { return std::get<0>(m_data); }
    T& value() & { return std::get<0>(m_data); }
    T&& value() && { return std::get<0>(std::move(m_data)); }
    const T& operator*() const& { return value(); }
    const T* operator->() const { return &value(); }
    const std::string& error() const { return std::get<1>(m_data).message; }

private:
    std::variant<T, ParseError> m_data;
};

inline ParseError parseError(std::string message) { return ParseError{std::move(message)}; }

} // namespace minimoves
