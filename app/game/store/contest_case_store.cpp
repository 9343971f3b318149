#include "game/store/contest_case_store.h"

namespace minimoves::app {

namespace {

std::string keyOf(const std::string& words, const std::string& instance, const std::string& unplayable, bool numbered)
{
    std::string key;
    key.reserve(words.size() + instance.size() + unplayable.size() + 4);
    key += words;
    key += '\0';
    key += instance;
    key += '\0';
    key += unplayable;
    key += numbered ? '1' : '0';
    return key;
}

} // namespace

std::uint32_t ContestCaseStore::shapeIndex(Shape shape)
{
    if (!m_shapes.empty()) {
        const Shape& last = m_shapes[m_lastShape];
        if (last.numbered == shape.numbered && last.words == shape.words && last.instance == shape.instance &&
            last.unplayable == shape.unplayable)
            return m_lastShape;
    }
    std::string key = keyOf(shape.words, shape.instance, shape.unplayable, shape.numbered);
    const auto [at, added] = m_shapeIndex.try_emplace(std::move(key), std::uint32_t(m_shapes.size()));
    if (added)
        m_shapes.push_back(std::move(shape));
    m_lastShape = at->second;
    return m_lastShape;
}

void ContestCaseStore::add(const ContestCase& contestCase)
{
    const std::size_t index = size();
    const std::string number = std::to_string(index + 1);
    const std::string& label = contestCase.label;
    Shape shape{{}, contestCase.instance, contestCase.unplayable, false};
    if (label.size() > number.size() && label.compare(label.size() - number.size(), number.size(), number) == 0) {
        shape.words = label.substr(0, label.size() - number.size());
        shape.numbered = true;
    } else {
        m_labels.emplace(index, label);
    }
    m_shapeOf.push(shapeIndex(std::move(shape)));
    m_states.push(contestCase.state);
}

std::string ContestCaseStore::label(std::size_t index) const
{
    const Shape& shape = shapeOf(index);
    if (!shape.numbered)
        return m_labels.at(index);
    return shape.words + std::to_string(index + 1);
}

ContestCase ContestCaseStore::at(std::size_t index) const
{
    ContestCase c;
    c.label = label(index);
    c.instance = instance(index);
    c.state = state(index);
    c.unplayable = unplayable(index);
    return c;
}

std::size_t ContestCaseStore::bytesUsed() const
{
    std::size_t bytes = m_states.bytes() + m_shapeOf.bytes() + m_shapes.capacity() * sizeof(Shape);
    for (const Shape& shape : m_shapes)
        bytes += shape.words.capacity() + shape.instance.capacity() + shape.unplayable.capacity();
    bytes += m_shapeIndex.size() * (sizeof(std::string) + 2 * sizeof(void*)); // about; the keys repeat the shapes
    for (const auto& [index, label] : m_labels)
        bytes += sizeof(index) + sizeof(label) + label.capacity() + 2 * sizeof(void*);
    return bytes;
}

} // namespace minimoves::app
