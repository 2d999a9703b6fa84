#pragma once

#include <QString>

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

// A small streaming JSON writer that keeps keys in the order written, prints numbers as the
// shortest text that reads back as the same double (non-finite numbers as null) and indents
// two spaces per level. Keys are given inside objects and omitted inside arrays.
class JsonWriter
{
public:
    JsonWriter();

    void beginObject(std::string_view key = {});
    void endObject();
    void beginArray(std::string_view key = {});
    void endArray();

    void add(std::string_view key, double value);
    void add(std::string_view key, std::int64_t value);
    void add(std::string_view key, int value) { add(key, std::int64_t(value)); }
    void add(std::string_view key, bool value);
    // An integer up to 2^64 − 1, written exactly (a seed).
    void addUnsigned(std::string_view key, std::uint64_t value);
    void add(std::string_view key, std::string_view value);
    void add(std::string_view key, const QString &value);
    void add(std::string_view key, const char *value) { add(key, std::string_view(value)); }

    // The text so far; complete once every object and array is closed. Ends with a newline.
    std::string text() const;

private:
    void beginValue(std::string_view key);
    void appendString(std::string_view value);
    void newline();

    std::string m_out;
    std::vector<bool> m_first; // per open level: no member written yet
};
