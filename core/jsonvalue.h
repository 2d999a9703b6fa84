#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace pelab {

// A JSON value (RFC 8259) from a small strict parser: no comments, no trailing commas, no
// duplicate object keys, nesting limited so that hostile input cannot exhaust the stack.
class JsonValue
{
public:
    enum class Type
    {
        Null,
        Bool,
        Number,
        String,
        Array,
        Object
    };

    // Throws pelab::Error ("JSON header: ... at byte N") on anything but one well-formed value
    // surrounded by optional whitespace.
    static JsonValue parse(std::string_view text);

    Type type() const { return m_type; }
    bool isObject() const { return m_type == Type::Object; }
    bool isArray() const { return m_type == Type::Array; }
    bool isString() const { return m_type == Type::String; }
    bool isNumber() const { return m_type == Type::Number; }

    bool boolean() const { return m_bool; }
    // Strings: the unescaped UTF-8 text; numbers: the literal as written.
    const std::string &text() const { return m_text; }
    // A number written as a plain non-negative integer that fits 64 bits.
    std::optional<std::uint64_t> toUInt64() const;

    const std::vector<JsonValue> &array() const { return m_array; }
    const std::vector<std::pair<std::string, JsonValue>> &object() const { return m_object; }
    // The member with this key, or nullptr.
    const JsonValue *find(std::string_view key) const;

    static std::string_view typeName(Type type);

private:
    friend class JsonParser;
    Type m_type = Type::Null;
    bool m_bool = false;
    std::string m_text;
    std::vector<JsonValue> m_array;
    std::vector<std::pair<std::string, JsonValue>> m_object;
};

// `text` as a JSON string literal, quotes included.
std::string jsonQuoted(std::string_view text);

} // namespace pelab
