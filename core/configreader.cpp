#include "configreader.h"

#include "error.h"

#include <charconv>
#include <cmath>
#include <sstream>

namespace pelab {

std::string ConfigReader::number(double value)
{
    std::ostringstream out;
    out.imbue(std::locale::classic());
    out.precision(12);
    out << value;
    return out.str();
}

JsonValue ConfigReader::parse(std::string_view text, const std::string &name)
{
    JsonValue root;
    try {
        root = JsonValue::parse(text);
    } catch (const Error &error) {
        std::string problem = error.what();
        const std::string prefix = "JSON header: ";
        if (problem.rfind(prefix, 0) == 0)
            problem.erase(0, prefix.size());
        throw Error(name + ": not a JSON file: " + problem);
    }
    if (!root.isObject())
        throw Error(name + ": not a model config (a JSON object), got " +
                    std::string(JsonValue::typeName(root.type())));
    return root;
}

void ConfigReader::fail(const std::string &problem) const
{
    throw Error(m_name + ": " + problem);
}

const JsonValue *ConfigReader::member(const JsonValue &object, std::string_view key) const
{
    const JsonValue *value = object.find(key);
    return value && value->type() != JsonValue::Type::Null ? value : nullptr;
}

std::optional<double> ConfigReader::real(const JsonValue &object, std::string_view key,
                                         const std::string &path) const
{
    const JsonValue *value = member(object, key);
    if (!value)
        return std::nullopt;
    if (!value->isNumber())
        fail(path + " must be a number (got " + std::string(JsonValue::typeName(value->type())) +
             ")");
    double out = 0.0;
    const std::string &text = value->text();
    const auto result = std::from_chars(text.data(), text.data() + text.size(), out);
    if (result.ec != std::errc() || !std::isfinite(out))
        fail(path + " must be a finite number (got " + text + ")");
    return out;
}

std::optional<double> ConfigReader::positive(const JsonValue &object, std::string_view key,
                                             const std::string &path) const
{
    const std::optional<double> value = real(object, key, path);
    if (value && *value <= 0.0)
        fail(path + " must be above 0 (got " + number(*value) + ")");
    return value;
}

std::optional<std::int64_t> ConfigReader::count(const JsonValue &object, std::string_view key,
                                                const std::string &path) const
{
    const std::optional<double> value = real(object, key, path);
    if (!value)
        return std::nullopt;
    if (*value < 1.0 || *value > 9.0e15 || std::floor(*value) != *value)
        fail(path + " must be a whole number of at least 1 (got " + number(*value) + ")");
    return std::int64_t(*value);
}

std::optional<bool> ConfigReader::flag(const JsonValue &object, std::string_view key,
                                       const std::string &path) const
{
    const JsonValue *value = member(object, key);
    if (!value)
        return std::nullopt;
    if (value->type() != JsonValue::Type::Bool)
        fail(path + " must be true or false");
    return value->boolean();
}

std::vector<double> ConfigReader::list(const JsonValue &object, std::string_view key,
                                       const std::string &path, const std::string &what) const
{
    const JsonValue *value = member(object, key);
    if (!value)
        fail(what + " needs " + path);
    if (!value->isArray())
        fail(path + " must be a list of numbers");
    std::vector<double> out;
    for (const JsonValue &item : value->array()) {
        double x = 0.0;
        const std::string &text = item.text();
        if (!item.isNumber() ||
            std::from_chars(text.data(), text.data() + text.size(), x).ec != std::errc() ||
            !std::isfinite(x) || x <= 0.0)
            fail(path + " must hold numbers above 0 (item " + std::to_string(out.size()) + ")");
        out.push_back(x);
    }
    return out;
}

} // namespace pelab
