#pragma once

// Shared by the preset tests (tst_modelpresets, tst_bucketpresets): a preset config's values.
#include "jsonvalue.h"

#include <algorithm>
#include <string>

namespace presettest {

// The value at a dotted path ("rope_scaling.factor", "architectures.0") or nullptr.
inline const pelab::JsonValue *at(const pelab::JsonValue &root, const std::string &path)
{
    const pelab::JsonValue *value = &root;
    std::size_t begin = 0;
    while (value && begin <= path.size()) {
        const std::size_t end = std::min(path.find('.', begin), path.size());
        const std::string part = path.substr(begin, end - begin);
        if (value->isArray()) {
            const std::size_t index = std::stoul(part);
            value = index < value->array().size() ? &value->array()[index] : nullptr;
        } else {
            value = value->find(part);
        }
        begin = end + 1;
    }
    return value;
}

// A scalar as JSON writes it: numbers as their literal, strings quoted.
inline std::string written(const pelab::JsonValue &value)
{
    switch (value.type()) {
    case pelab::JsonValue::Type::Null:
        return "null";
    case pelab::JsonValue::Type::Bool:
        return value.boolean() ? "true" : "false";
    case pelab::JsonValue::Type::Number:
        return value.text();
    case pelab::JsonValue::Type::String:
        return pelab::jsonQuoted(value.text());
    default:
        return "<" + std::string(pelab::JsonValue::typeName(value.type())) + ">";
    }
}

} // namespace presettest
