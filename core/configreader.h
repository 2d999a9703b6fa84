#pragma once

#include "jsonvalue.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace pelab {

// Reads the values of a model's config.json (a JSON object) with the file name in every error:
// "name: path must be a number (got a string)". A key holding null counts as absent.
class ConfigReader
{
public:
    ConfigReader(const JsonValue &root, const std::string &name) : m_root(root), m_name(name) {}

    // A config.json text as a JSON object; throws pelab::Error "name: not a JSON file: …" or
    // "name: not a model config (a JSON object), got …".
    static JsonValue parse(std::string_view text, const std::string &name);

    [[noreturn]] void fail(const std::string &problem) const;

    // The member `key` of `object`, or nullptr when it is absent or null.
    const JsonValue *member(const JsonValue &object, std::string_view key) const;
    // `path` names the value in messages ("rope_scaling.factor").
    std::optional<double> real(const JsonValue &object, std::string_view key,
                               const std::string &path) const;
    // Above 0.
    std::optional<double> positive(const JsonValue &object, std::string_view key,
                                   const std::string &path) const;
    // A whole number ≥ 1.
    std::optional<std::int64_t> count(const JsonValue &object, std::string_view key,
                                      const std::string &path) const;
    std::optional<bool> flag(const JsonValue &object, std::string_view key,
                             const std::string &path) const;
    // A list of numbers above 0; `key` must be there (`what` says who needs it).
    std::vector<double> list(const JsonValue &object, std::string_view key, const std::string &path,
                             const std::string &what) const;

    const JsonValue &root() const { return m_root; }

    // The shortest readable text of a number in messages.
    static std::string number(double value);

private:
    const JsonValue &m_root;
    const std::string &m_name;
};

} // namespace pelab
