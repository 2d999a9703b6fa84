#include "jsonvalue.h"

#include "error.h"

#include <charconv>
#include <set>

namespace pelab {

namespace {
constexpr int kMaxDepth = 64;
}

class JsonParser
{
public:
    explicit JsonParser(std::string_view text) : m_text(text) {}

    JsonValue document()
    {
        skipSpace();
        JsonValue value = parseValue(0);
        skipSpace();
        if (m_at != m_text.size())
            fail("unexpected text after the JSON value");
        return value;
    }

private:
    [[noreturn]] void fail(const std::string &problem) const
    {
        throw Error("JSON header: " + problem + " at byte " + std::to_string(m_at));
    }

    bool atEnd() const { return m_at >= m_text.size(); }
    char peek() const { return atEnd() ? '\0' : m_text[m_at]; }

    void skipSpace()
    {
        while (!atEnd() && (peek() == ' ' || peek() == '\t' || peek() == '\n' || peek() == '\r'))
            ++m_at;
    }

    void expect(char c)
    {
        if (peek() != c || atEnd())
            fail(std::string("expected '") + c + "'");
        ++m_at;
    }

    void literal(std::string_view word)
    {
        if (m_text.substr(m_at, word.size()) != word)
            fail("invalid literal");
        m_at += word.size();
    }

    JsonValue parseValue(int depth)
    {
        if (depth > kMaxDepth)
            fail("nesting deeper than " + std::to_string(kMaxDepth) + " levels");
        JsonValue value;
        if (atEnd())
            fail("unexpected end");
        const char c = peek();
        if (c == '{') {
            value.m_type = JsonValue::Type::Object;
            parseObject(value, depth);
        } else if (c == '[') {
            value.m_type = JsonValue::Type::Array;
            parseArray(value, depth);
        } else if (c == '"') {
            value.m_type = JsonValue::Type::String;
            value.m_text = parseString();
        } else if (c == 't') {
            literal("true");
            value.m_type = JsonValue::Type::Bool;
            value.m_bool = true;
        } else if (c == 'f') {
            literal("false");
            value.m_type = JsonValue::Type::Bool;
        } else if (c == 'n') {
            literal("null");
        } else if (c == '-' || (c >= '0' && c <= '9')) {
            value.m_type = JsonValue::Type::Number;
            value.m_text = parseNumber();
        } else {
            fail("unexpected character");
        }
        return value;
    }

    void parseObject(JsonValue &value, int depth)
    {
        expect('{');
        skipSpace();
        if (peek() == '}') {
            ++m_at;
            return;
        }
        std::set<std::string, std::less<>> keys;
        for (;;) {
            skipSpace();
            if (peek() != '"')
                fail("expected a string key");
            const std::size_t keyAt = m_at;
            std::string key = parseString();
            if (!keys.insert(key).second) {
                m_at = keyAt;
                fail("duplicate key \"" + key + "\"");
            }
            skipSpace();
            expect(':');
            skipSpace();
            JsonValue member = parseValue(depth + 1);
            value.m_object.emplace_back(std::move(key), std::move(member));
            skipSpace();
            if (peek() == ',' && !atEnd()) {
                ++m_at;
                continue;
            }
            expect('}');
            return;
        }
    }

    void parseArray(JsonValue &value, int depth)
    {
        expect('[');
        skipSpace();
        if (peek() == ']') {
            ++m_at;
            return;
        }
        for (;;) {
            skipSpace();
            value.m_array.push_back(parseValue(depth + 1));
            skipSpace();
            if (peek() == ',' && !atEnd()) {
                ++m_at;
                continue;
            }
            expect(']');
            return;
        }
    }

    unsigned hex4()
    {
        if (m_text.size() - m_at < 4)
            fail("truncated \\u escape");
        unsigned code = 0;
        const auto result =
            std::from_chars(m_text.data() + m_at, m_text.data() + m_at + 4, code, 16);
        if (result.ptr != m_text.data() + m_at + 4)
            fail("invalid \\u escape");
        m_at += 4;
        return code;
    }

    static void appendUtf8(std::string &out, unsigned code)
    {
        if (code < 0x80) {
            out += char(code);
        } else if (code < 0x800) {
            out += char(0xc0 | (code >> 6));
            out += char(0x80 | (code & 0x3f));
        } else if (code < 0x10000) {
            out += char(0xe0 | (code >> 12));
            out += char(0x80 | ((code >> 6) & 0x3f));
            out += char(0x80 | (code & 0x3f));
        } else {
            out += char(0xf0 | (code >> 18));
            out += char(0x80 | ((code >> 12) & 0x3f));
            out += char(0x80 | ((code >> 6) & 0x3f));
            out += char(0x80 | (code & 0x3f));
        }
    }

    std::string parseString()
    {
        expect('"');
        std::string out;
        for (;;) {
            if (atEnd())
                fail("unterminated string");
            const char c = m_text[m_at++];
            if (c == '"')
                return out;
            if (static_cast<unsigned char>(c) < 0x20)
                fail("control character in a string");
            if (c != '\\') {
                out += c;
                continue;
            }
            if (atEnd())
                fail("unterminated string");
            const char e = m_text[m_at++];
            switch (e) {
            case '"':
                out += '"';
                break;
            case '\\':
                out += '\\';
                break;
            case '/':
                out += '/';
                break;
            case 'b':
                out += '\b';
                break;
            case 'f':
                out += '\f';
                break;
            case 'n':
                out += '\n';
                break;
            case 'r':
                out += '\r';
                break;
            case 't':
                out += '\t';
                break;
            case 'u': {
                unsigned code = hex4();
                if (code >= 0xd800 && code < 0xdc00) {
                    if (m_text.substr(m_at, 2) != "\\u")
                        fail("unpaired surrogate in \\u escape");
                    m_at += 2;
                    const unsigned low = hex4();
                    if (low < 0xdc00 || low >= 0xe000)
                        fail("unpaired surrogate in \\u escape");
                    code = 0x10000 + ((code - 0xd800) << 10) + (low - 0xdc00);
                } else if (code >= 0xdc00 && code < 0xe000) {
                    fail("unpaired surrogate in \\u escape");
                }
                appendUtf8(out, code);
                break;
            }
            default:
                fail("invalid escape");
            }
        }
    }

    std::string parseNumber()
    {
        const std::size_t begin = m_at;
        const auto digits = [this] {
            const std::size_t from = m_at;
            while (!atEnd() && peek() >= '0' && peek() <= '9')
                ++m_at;
            return m_at - from;
        };
        if (peek() == '-')
            ++m_at;
        if (peek() == '0' && !atEnd())
            ++m_at;
        else if (digits() == 0)
            fail("invalid number");
        if (peek() == '.' && !atEnd()) {
            ++m_at;
            if (digits() == 0)
                fail("invalid number");
        }
        if ((peek() == 'e' || peek() == 'E') && !atEnd()) {
            ++m_at;
            if ((peek() == '+' || peek() == '-') && !atEnd())
                ++m_at;
            if (digits() == 0)
                fail("invalid number");
        }
        return std::string(m_text.substr(begin, m_at - begin));
    }

    std::string_view m_text;
    std::size_t m_at = 0;
};

JsonValue JsonValue::parse(std::string_view text)
{
    return JsonParser(text).document();
}

std::optional<std::uint64_t> JsonValue::toUInt64() const
{
    if (m_type != Type::Number || m_text.empty())
        return std::nullopt;
    std::uint64_t value = 0;
    const char *end = m_text.data() + m_text.size();
    const auto result = std::from_chars(m_text.data(), end, value);
    if (result.ec != std::errc() || result.ptr != end)
        return std::nullopt;
    return value;
}

const JsonValue *JsonValue::find(std::string_view key) const
{
    for (const auto &member : m_object) {
        if (member.first == key)
            return &member.second;
    }
    return nullptr;
}

std::string_view JsonValue::typeName(Type type)
{
    switch (type) {
    case Type::Null:
        return "null";
    case Type::Bool:
        return "a boolean";
    case Type::Number:
        return "a number";
    case Type::String:
        return "a string";
    case Type::Array:
        return "an array";
    case Type::Object:
        return "an object";
    }
    return "?";
}

std::string jsonQuoted(std::string_view text)
{
    static const char *hex = "0123456789abcdef";
    std::string out = "\"";
    for (const char c : text) {
        const auto u = static_cast<unsigned char>(c);
        if (c == '"' || c == '\\') {
            out += '\\';
            out += c;
        } else if (u < 0x20) {
            out += "\\u00";
            out += hex[u >> 4];
            out += hex[u & 0xf];
        } else {
            out += c;
        }
    }
    out += '"';
    return out;
}

} // namespace pelab
