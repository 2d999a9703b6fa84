#include "npyformat.h"

#include <bit>
#include <cstdint>
#include <cstring>

namespace pelab {

std::string npyHeaderF8(const std::vector<std::size_t> &shape)
{
    return npyHeader("<f8", shape);
}

std::string npyHeader(const std::string &descr, const std::vector<std::size_t> &shape)
{
    std::string dict = "{'descr': '" + descr + "', 'fortran_order': False, 'shape': (";
    for (std::size_t i = 0; i < shape.size(); ++i) {
        if (i > 0)
            dict += ", ";
        dict += std::to_string(shape[i]);
    }
    if (shape.size() == 1)
        dict += ',';
    dict += "), }";
    const std::size_t preamble = 6 + 2 + 2; // magic, version, header length
    std::size_t total = preamble + dict.size() + 1;
    const std::size_t padded = (total + 63) / 64 * 64;
    dict.append(padded - total, ' ');
    dict += '\n';

    std::string out("\x93NUMPY\x01\x00", 8);
    const auto length = std::uint16_t(dict.size());
    out += char(length & 0xff);
    out += char(length >> 8);
    out += dict;
    return out;
}

void appendLittleEndianDoubles(std::string &out, const double *values, std::size_t count)
{
    const std::size_t at = out.size();
    out.resize(at + count * sizeof(double));
    if constexpr (std::endian::native == std::endian::little) {
        std::memcpy(out.data() + at, values, count * sizeof(double));
    } else {
        for (std::size_t i = 0; i < count; ++i) {
            const auto bits = std::bit_cast<std::uint64_t>(values[i]);
            for (std::size_t b = 0; b < 8; ++b)
                out[at + i * 8 + b] = char((bits >> (8 * b)) & 0xff);
        }
    }
}

} // namespace pelab
