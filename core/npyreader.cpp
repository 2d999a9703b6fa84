#include "npyreader.h"

#include "error.h"

#include <charconv>
#include <cstring>
#include <string_view>

namespace pelab {

namespace {

constexpr std::size_t kMaxHeaderBytes = std::size_t(1) << 20; // NumPy itself stops at 10 000

// The header dict: {'descr': '<f8', 'fortran_order': False, 'shape': (3, 4), }
class NpyDictParser
{
public:
    NpyDictParser(std::string_view text, const std::string &name) : m_text(text), m_name(name) {}

    void parse(NpyHeader &header)
    {
        skipSpace();
        expect('{', "the header does not start with '{'");
        bool haveDescr = false, haveFortran = false, haveShape = false;
        skipSpace();
        while (peek() != '}') {
            const std::string key = parseString("a quoted key");
            skipSpace();
            expect(':', "expected ':' after key '" + key + "'");
            skipSpace();
            if (key == "descr") {
                once(haveDescr, key);
                header.descr = parseString("a quoted dtype for 'descr'");
            } else if (key == "fortran_order") {
                once(haveFortran, key);
                header.fortranOrder = parseBool();
            } else if (key == "shape") {
                once(haveShape, key);
                header.shape = parseShape();
            } else {
                fail("unexpected key '" + key + "' (only 'descr', 'fortran_order' and 'shape')");
            }
            skipSpace();
            if (peek() == ',') {
                ++m_at;
                skipSpace();
                continue;
            }
            if (peek() != '}')
                fail("expected ',' or '}' after the value of '" + key + "'");
        }
        ++m_at;
        if (!haveDescr || !haveFortran || !haveShape) {
            fail(std::string("the header lacks the key '") +
                 (!haveDescr     ? "descr"
                  : !haveFortran ? "fortran_order"
                                 : "shape") +
                 "'");
        }
        skipSpace();
        if (m_at != m_text.size())
            fail("unexpected text after the header dict");
    }

private:
    [[noreturn]] void fail(const std::string &problem) const
    {
        throw Error(m_name + ": malformed .npy header: " + problem);
    }

    char peek() const { return m_at < m_text.size() ? m_text[m_at] : '\0'; }

    void skipSpace()
    {
        while (m_at < m_text.size() && (m_text[m_at] == ' ' || m_text[m_at] == '\t'))
            ++m_at;
    }

    void expect(char c, const std::string &problem)
    {
        if (m_at >= m_text.size() || m_text[m_at] != c)
            fail(problem);
        ++m_at;
    }

    void once(bool &seen, const std::string &key)
    {
        if (seen)
            fail("the key '" + key + "' appears twice");
        seen = true;
    }

    std::string parseString(const std::string &what)
    {
        const char quote = peek();
        if (quote != '\'' && quote != '"')
            fail("expected " + what);
        ++m_at;
        const std::size_t begin = m_at;
        while (m_at < m_text.size() && m_text[m_at] != quote) {
            const char c = m_text[m_at];
            if (c == '\\' || c == '\n' || static_cast<unsigned char>(c) < 0x20)
                fail("unsupported character in a string");
            ++m_at;
        }
        if (m_at >= m_text.size())
            fail("unterminated string");
        ++m_at;
        return std::string(m_text.substr(begin, m_at - 1 - begin));
    }

    bool parseBool()
    {
        if (m_text.substr(m_at, 4) == "True") {
            m_at += 4;
            return true;
        }
        if (m_text.substr(m_at, 5) == "False") {
            m_at += 5;
            return false;
        }
        fail("'fortran_order' must be True or False");
    }

    std::uint64_t parseInt()
    {
        const std::size_t begin = m_at;
        while (m_at < m_text.size() && m_text[m_at] >= '0' && m_text[m_at] <= '9')
            ++m_at;
        if (m_at == begin)
            fail("expected a non-negative integer in 'shape'");
        if (m_at - begin > 1 && m_text[begin] == '0')
            fail("leading zero in a 'shape' integer");
        std::uint64_t value = 0;
        const auto result = std::from_chars(m_text.data() + begin, m_text.data() + m_at, value);
        if (result.ec != std::errc())
            fail("a 'shape' extent is too large");
        return value;
    }

    std::vector<std::uint64_t> parseShape()
    {
        expect('(', "'shape' must be a tuple");
        std::vector<std::uint64_t> shape;
        skipSpace();
        bool trailingComma = false;
        while (peek() != ')') {
            if (shape.size() >= 32)
                fail("'shape' has more than 32 dimensions");
            shape.push_back(parseInt());
            skipSpace();
            trailingComma = false;
            if (peek() == ',') {
                ++m_at;
                trailingComma = true;
                skipSpace();
            } else if (peek() != ')') {
                fail("expected ',' or ')' in 'shape'");
            }
        }
        ++m_at;
        if (shape.size() == 1 && !trailingComma)
            fail("'shape' (n) lacks the comma of a 1-tuple");
        return shape;
    }

    std::string_view m_text;
    const std::string &m_name;
    std::size_t m_at = 0;
};

constexpr const char *kFloatDtypes = "float arrays only: <f8, <f4, <f2, >f8, >f4, >f2";

ElementFormat elementFormat(const std::string &descr, const std::string &name)
{
    struct Known
    {
        const char *code; // the descr without its byte-order character
        ElementType type;
    };
    static constexpr Known kKnown[] = {
        {"f8", ElementType::F64}, {"f4", ElementType::F32}, {"f2", ElementType::F16},
        {"i8", ElementType::I64}, {"i4", ElementType::I32}, {"i2", ElementType::I16},
        {"i1", ElementType::I8},  {"u8", ElementType::U64}, {"u4", ElementType::U32},
        {"u2", ElementType::U16}, {"u1", ElementType::U8},
    };
    if (descr.size() == 3 && (descr[0] == '<' || descr[0] == '>' || descr[0] == '|')) {
        for (const Known &known : kKnown) {
            if (descr.compare(1, 2, known.code) != 0)
                continue;
            const bool oneByte = known.type == ElementType::I8 || known.type == ElementType::U8;
            // NumPy writes '|' for one-byte types and '<' or '>' for the others.
            if (descr[0] == '|' && !oneByte)
                break;
            return {known.type, descr[0] == '>'};
        }
    }
    throw Error(name + ": unsupported dtype '" + descr + "' (" + kFloatDtypes +
                "; and integers where integer arrays are read)");
}

std::uint32_t littleEndian(const char *p, std::size_t bytes)
{
    std::uint32_t value = 0;
    for (std::size_t i = 0; i < bytes; ++i)
        value |= std::uint32_t(static_cast<unsigned char>(p[i])) << (8 * i);
    return value;
}

} // namespace

bool hasNpyMagic(const char *data, std::size_t size)
{
    return size >= 6 && std::memcmp(data, "\x93NUMPY", 6) == 0;
}

NpyHeader parseNpyHeader(const char *data, std::size_t size, const std::string &name)
{
    if (!hasNpyMagic(data, size))
        throw Error(name + ": not a NumPy .npy file (wrong magic; expected \\x93NUMPY)");
    if (size < 10)
        throw Error(name + ": truncated .npy preamble (" + std::to_string(size) + " bytes)");
    NpyHeader header;
    header.major = static_cast<unsigned char>(data[6]);
    header.minor = static_cast<unsigned char>(data[7]);
    if (header.major < 1 || header.major > 3 || header.minor != 0) {
        throw Error(name + ": unsupported .npy version " + std::to_string(header.major) + "." +
                    std::to_string(header.minor) + " (1.0, 2.0 and 3.0 are read)");
    }
    const std::size_t lengthBytes = header.major == 1 ? 2 : 4;
    const std::size_t preamble = 8 + lengthBytes;
    if (size < preamble)
        throw Error(name + ": truncated .npy preamble (" + std::to_string(size) + " bytes)");
    const std::uint64_t headerLength = littleEndian(data + 8, lengthBytes);
    if (headerLength > kMaxHeaderBytes) {
        throw Error(name + ": absurd .npy header length of " + std::to_string(headerLength) +
                    " bytes");
    }
    if (headerLength > size - preamble) {
        throw Error(name + ": truncated .npy header (" + std::to_string(headerLength) +
                    " bytes announced, " + std::to_string(size - preamble) + " present)");
    }
    std::string_view text(data + preamble, std::size_t(headerLength));
    if (text.empty() || text.back() != '\n')
        throw Error(name + ": malformed .npy header: it does not end with a newline");
    text.remove_suffix(1);
    NpyDictParser(text, name).parse(header);
    header.element = elementFormat(header.descr, name);
    header.dataOffset = preamble + std::size_t(headerLength);
    return header;
}

LoadedArray readNpyBytes(const char *data, std::size_t size, const std::string &name,
                         const ArrayReadOptions &options)
{
    const NpyHeader header = parseNpyHeader(data, size, name);
    if (isIntegerType(header.element.type) && !options.integers)
        throw Error(name + ": unsupported dtype '" + header.descr + "' (" + kFloatDtypes + ")");
    std::vector<int> dropped;
    const std::vector<std::uint64_t> shape =
        readShape(header.shape, options.squeeze, options.flattenLeading, dropped);
    if (shape.empty() || shape.size() > 2) {
        throw Error(name + ": " + std::to_string(header.shape.size()) + "-D array of shape " +
                    shapeText(header.shape) +
                    (options.squeeze ? " (1-D and 2-D arrays are read, and arrays whose other "
                                       "axes have extent 1)"
                                     : " (1-D and 2-D arrays are read)"));
    }
    const std::uint64_t rows = shape.size() == 1 ? 1 : shape[0];
    const std::uint64_t cols = shape.back();
    const auto needed = shapeBytes(header.shape, header.element.itemSize());
    const std::uint64_t present = size - header.dataOffset;
    if (!needed) {
        throw Error(name + ": shape " + shapeText(header.shape) + " of " + header.descr +
                    " overflows 64 bits");
    }
    if (*needed > present) {
        throw Error(name + ": truncated data: shape " + shapeText(header.shape) + " of " +
                    header.descr + " needs " + std::to_string(*needed) + " bytes, the file has " +
                    std::to_string(present) + " after the header");
    }
    if (*needed < present) {
        throw Error(name + ": " + std::to_string(present - *needed) +
                    " bytes of unexpected data after the array of shape " +
                    shapeText(header.shape));
    }
    if (rows == 0 || cols == 0)
        throw Error(name + ": the array is empty (shape " + shapeText(header.shape) + ")");
    checkMatrixAllocation(rows, cols, options.memoryLimit, name + ": the table");
    std::string inexact;
    if (const auto at =
            firstInexactInteger(data + header.dataOffset, rows * cols, header.element, inexact)) {
        throw Error(name + ": the value " + inexact + " (element " + std::to_string(*at) +
                    ") is beyond 2^53 in magnitude: a float64 cannot hold it exactly");
    }

    LoadedArray array;
    array.values = Matrix(rows, cols);
    array.ndim = int(shape.size());
    array.format = "npy";
    array.dtype = header.descr;
    array.shape = header.shape;
    array.squeezedAxes = dropped;
    const char *bytes = data + header.dataOffset;
    if (header.fortranOrder && shape.size() == 2) {
        const std::size_t item = header.element.itemSize();
        for (std::size_t c = 0; c < cols; ++c) {
            decodeElements(bytes + c * rows * item, rows, header.element, array.values.data() + c,
                           cols);
        }
        array.notes.push_back("Fortran (column-major) order converted to rows");
    } else {
        decodeElements(bytes, rows * cols, header.element, array.values.data());
    }
    countNonFinite(array);
    return array;
}

} // namespace pelab
