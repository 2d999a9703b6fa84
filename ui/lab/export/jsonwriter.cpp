#include "jsonwriter.h"

#include "csvformat.h"

#include <cmath>
#include <cstdio>

JsonWriter::JsonWriter()
{
    m_out.reserve(1024);
}

void JsonWriter::newline()
{
    m_out += '\n';
    m_out.append(2 * m_first.size(), ' ');
}

void JsonWriter::beginValue(std::string_view key)
{
    if (!m_first.empty()) {
        if (!m_first.back())
            m_out += ',';
        m_first.back() = false;
        newline();
    }
    if (!key.empty()) {
        appendString(key);
        m_out += ": ";
    }
}

void JsonWriter::appendString(std::string_view value)
{
    m_out += '"';
    for (const char ch : value) {
        const auto byte = static_cast<unsigned char>(ch);
        switch (ch) {
        case '"':
            m_out += "\\\"";
            break;
        case '\\':
            m_out += "\\\\";
            break;
        case '\n':
            m_out += "\\n";
            break;
        case '\r':
            m_out += "\\r";
            break;
        case '\t':
            m_out += "\\t";
            break;
        default:
            if (byte < 0x20) {
                char escaped[8];
                std::snprintf(escaped, sizeof escaped, "\\u%04x", unsigned(byte));
                m_out += escaped;
            } else {
                m_out += ch; // UTF-8 passes through
            }
        }
    }
    m_out += '"';
}

void JsonWriter::beginObject(std::string_view key)
{
    beginValue(key);
    m_out += '{';
    m_first.push_back(true);
}

void JsonWriter::endObject()
{
    const bool empty = m_first.back();
    m_first.pop_back();
    if (!empty)
        newline();
    m_out += '}';
}

void JsonWriter::beginArray(std::string_view key)
{
    beginValue(key);
    m_out += '[';
    m_first.push_back(true);
}

void JsonWriter::endArray()
{
    endObject();
    m_out.back() = ']';
}

void JsonWriter::add(std::string_view key, double value)
{
    beginValue(key);
    if (std::isfinite(value))
        pelab::appendDouble(m_out, value);
    else
        m_out += "null";
}

void JsonWriter::add(std::string_view key, std::int64_t value)
{
    beginValue(key);
    m_out += std::to_string(value);
}

void JsonWriter::addUnsigned(std::string_view key, std::uint64_t value)
{
    beginValue(key);
    m_out += std::to_string(value);
}

void JsonWriter::add(std::string_view key, bool value)
{
    beginValue(key);
    m_out += value ? "true" : "false";
}

void JsonWriter::add(std::string_view key, std::string_view value)
{
    beginValue(key);
    appendString(value);
}

void JsonWriter::add(std::string_view key, const QString &value)
{
    const QByteArray utf8 = value.toUtf8();
    add(key, std::string_view(utf8.constData(), std::size_t(utf8.size())));
}

std::string JsonWriter::text() const
{
    return m_out + '\n';
}
