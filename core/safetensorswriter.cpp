#include "safetensorswriter.h"

#include "error.h"
#include "jsonvalue.h"
#include "npyformat.h"

#include <cstdint>
#include <set>

namespace pelab {

std::string safetensorsHeader(const std::vector<NamedMatrix> &tensors)
{
    std::string json = "{";
    std::set<std::string> names;
    std::uint64_t offset = 0;
    for (const auto &tensor : tensors) {
        if (!tensor.matrix)
            throw Error("safetensors: tensor '" + tensor.name + "' has no data");
        if (tensor.name.empty() || tensor.name == "__metadata__")
            throw Error("safetensors: invalid tensor name '" + tensor.name + "'");
        if (!names.insert(tensor.name).second)
            throw Error("safetensors: duplicate tensor name '" + tensor.name + "'");
        const Matrix &m = *tensor.matrix;
        const std::uint64_t bytes = std::uint64_t(m.size()) * sizeof(double);
        if (json.size() > 1)
            json += ',';
        json += jsonQuoted(tensor.name) + ":{\"dtype\":\"F64\",\"shape\":[";
        if (tensor.oneDimensional && m.rows() == 1)
            json += std::to_string(m.cols());
        else
            json += std::to_string(m.rows()) + ',' + std::to_string(m.cols());
        json += "],\"data_offsets\":[" + std::to_string(offset) + ',' +
                std::to_string(offset + bytes) + "]}";
        offset += bytes;
    }
    json += '}';
    json.append((8 - json.size() % 8) % 8, ' ');
    std::string out(8, '\0');
    const std::uint64_t length = json.size();
    for (int i = 0; i < 8; ++i)
        out[std::size_t(i)] = char((length >> (8 * i)) & 0xff);
    return out + json;
}

std::string safetensorsBytes(const std::vector<NamedMatrix> &tensors)
{
    std::string out = safetensorsHeader(tensors);
    for (const auto &tensor : tensors)
        appendLittleEndianDoubles(out, tensor.matrix->data(), tensor.matrix->size());
    return out;
}

} // namespace pelab
