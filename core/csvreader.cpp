#include "csvreader.h"

#include "error.h"

#include <algorithm>
#include <array>
#include <charconv>
#include <cmath>
#include <cstring>
#include <deque>
#include <limits>
#include <vector>

namespace pelab {

namespace {

// One physical line of the text and its 1-based number.
struct Line
{
    std::string_view text;
    std::size_t number = 0;
};

std::string_view trim(std::string_view s)
{
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t'))
        s.remove_prefix(1);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t'))
        s.remove_suffix(1);
    return s;
}

std::string excerpt(std::string_view s)
{
    std::string out(s.substr(0, 40));
    for (char &c : out) {
        if (static_cast<unsigned char>(c) < 0x20)
            c = '?';
    }
    return s.size() > 40 ? out + "..." : out;
}

// Splits one line into fields (quoted fields unquoted, doubled quotes undone).
class FieldSplitter
{
public:
    explicit FieldSplitter(const std::string &name) : m_name(name) {}

    const std::vector<std::string_view> &split(const Line &line)
    {
        m_fields.clear();
        m_unquoted.clear();
        std::string_view rest = line.text;
        for (;;) {
            const std::string_view lead = trim(rest);
            if (!lead.empty() && lead.front() == '"') {
                std::string &field = m_unquoted.emplace_back();
                std::size_t i = 1;
                for (;;) {
                    if (i >= lead.size()) {
                        throw Error(m_name + ": line " + std::to_string(line.number) +
                                    ": unterminated quoted field (line breaks inside quotes "
                                    "are not supported)");
                    }
                    if (lead[i] == '"') {
                        if (i + 1 < lead.size() && lead[i + 1] == '"') {
                            field += '"';
                            i += 2;
                            continue;
                        }
                        ++i;
                        break;
                    }
                    field += lead[i++];
                }
                std::string_view after = lead.substr(i);
                const std::size_t comma = after.find(',');
                if (!trim(after.substr(0, comma)).empty()) {
                    throw Error(m_name + ": line " + std::to_string(line.number) +
                                ": text after a closing quote");
                }
                m_fields.push_back(field);
                if (comma == std::string_view::npos)
                    break;
                rest = after.substr(comma + 1);
            } else {
                const std::size_t comma = rest.find(',');
                m_fields.push_back(trim(rest.substr(0, comma)));
                if (comma == std::string_view::npos)
                    break;
                rest = rest.substr(comma + 1);
            }
        }
        return m_fields;
    }

private:
    const std::string &m_name;
    std::vector<std::string_view> m_fields;
    std::deque<std::string> m_unquoted; // stable addresses for the views
};

bool isIndexHeader(std::string_view cell)
{
    std::string lower(cell);
    std::transform(lower.begin(), lower.end(), lower.begin(),
                   [](unsigned char c) { return char(c >= 'A' && c <= 'Z' ? c + 32 : c); });
    static constexpr std::array<std::string_view, 13> names = {
        "",     "index", "idx",      "i",         "id", "#",         "row",
        "rows", "pos",   "position", "positions", "t",  "unnamed: 0"};
    return std::find(names.begin(), names.end(), lower) != names.end();
}

// Whether column 0 counts up by one from an integer start (0 or 1 without an index header).
// Under an index header one row is enough (the CSV exporter's 1 x n table); without one, a
// single row is too little evidence.
bool isIndexColumn(const Matrix &m, bool indexHeader)
{
    if (m.cols() < 2 || m.rows() < (indexHeader ? 1u : 2u))
        return false;
    const bool anyStart = indexHeader;
    const double start = m(0, 0);
    if (!(start == 0.0 || start == 1.0 ||
          (anyStart && start > 0 && start < 9.0e15 && std::floor(start) == start)))
        return false;
    for (std::size_t r = 0; r < m.rows(); ++r) {
        if (m(r, 0) != start + double(r))
            return false;
    }
    return true;
}

} // namespace

std::optional<double> parseCsvNumber(std::string_view field)
{
    field = trim(field);
    if (field.size() > 1 && field.front() == '+' && field[1] != '-')
        field.remove_prefix(1);
    if (field.empty())
        return std::nullopt;
    double value = 0.0;
    const char *end = field.data() + field.size();
    const auto result = std::from_chars(field.data(), end, value, std::chars_format::general);
    if (result.ptr != end)
        return std::nullopt;
    if (result.ec == std::errc::result_out_of_range) {
        // Beyond ±1.8e308 is ±Inf; below the smallest subnormal is a signed zero.
        const std::string_view digits = field.front() == '-' ? field.substr(1) : field;
        const std::size_t e = digits.find_first_of("eE");
        const bool hugeExponent =
            e != std::string_view::npos && e + 1 < digits.size() && digits[e + 1] != '-';
        const double magnitude = hugeExponent ? std::numeric_limits<double>::infinity() : 0.0;
        return field.front() == '-' ? -magnitude : magnitude;
    }
    if (result.ec != std::errc())
        return std::nullopt;
    return value;
}

LoadedArray readCsvBytes(const char *data, std::size_t size, const std::string &name,
                         const ArrayReadOptions &options)
{
    std::string_view text(data, size);
    LoadedArray array;
    array.format = "csv";
    array.dtype = "text";
    if (text.substr(0, 3) == "\xEF\xBB\xBF") {
        text.remove_prefix(3);
        array.notes.push_back("UTF-8 byte order mark skipped");
    }
    if (text.find('\0') != std::string_view::npos)
        throw Error(name + ": binary data, not CSV text (neither .npy nor safetensors either)");

    std::vector<Line> lines;
    std::size_t lineCount = 0;
    for (std::size_t at = 0; at < text.size();) {
        std::size_t end = text.find('\n', at);
        if (end == std::string_view::npos)
            end = text.size();
        ++lineCount;
        std::string_view line = text.substr(at, end - at);
        if (!line.empty() && line.back() == '\r')
            line.remove_suffix(1);
        if (!trim(line).empty())
            lines.push_back({line, lineCount});
        at = end + 1;
    }
    if (lines.empty())
        throw Error(name + ": the CSV file holds no numbers");

    if (lines[0].text.find(',') == std::string_view::npos &&
        (lines[0].text.find(';') != std::string_view::npos ||
         lines[0].text.find('\t') != std::string_view::npos)) {
        throw Error(name + ": fields separated by semicolons or tabs (only comma-separated "
                           "files are read)");
    }
    FieldSplitter splitter(name);
    std::vector<std::string> header;
    std::size_t first = 0;
    {
        const auto &fields = splitter.split(lines[0]);
        bool numeric = true;
        bool countsUp = fields.size() >= 2;
        for (std::size_t c = 0; c < fields.size(); ++c) {
            const auto value = parseCsvNumber(fields[c]);
            numeric = numeric && value.has_value();
            countsUp = countsUp && value && *value == double(c);
        }
        if (!numeric || (countsUp && lines.size() > 1)) {
            header.assign(fields.begin(), fields.end());
            first = 1;
            array.notes.push_back(numeric ? "first row 0, 1, 2, ... read as column numbers "
                                            "(a header row) and skipped"
                                          : "header row skipped");
        }
    }
    if (first >= lines.size())
        throw Error(name + ": the CSV file has a header row but no numbers");
    const std::size_t cols = splitter.split(lines[first]).size();
    const std::size_t rows = lines.size() - first;
    if (!header.empty() && header.size() != cols) {
        throw Error(name + ": the header row (line " + std::to_string(lines[0].number) + ") has " +
                    std::to_string(header.size()) + " fields, the first data row " +
                    std::to_string(cols));
    }
    checkMatrixAllocation(rows, cols, options.memoryLimit, name + ": the table");
    array.values = Matrix(rows, cols);

    for (std::size_t r = 0; r < rows; ++r) {
        const Line &line = lines[first + r];
        const auto &fields = splitter.split(line);
        if (fields.size() != cols) {
            throw Error(name + ": line " + std::to_string(line.number) + " has " +
                        std::to_string(fields.size()) + " fields, expected " +
                        std::to_string(cols) + " (as on line " +
                        std::to_string(lines[first].number) + ")");
        }
        double *out = array.values.row(r);
        for (std::size_t c = 0; c < cols; ++c) {
            const auto value = parseCsvNumber(fields[c]);
            if (!value) {
                throw Error(name + ": line " + std::to_string(line.number) + ", column " +
                            std::to_string(c + 1) + ": '" + excerpt(fields[c]) +
                            "' is not a number");
            }
            out[c] = *value;
        }
    }

    const bool indexHeader = !header.empty() && isIndexHeader(trim(header[0]));
    if ((header.empty() || indexHeader) && isIndexColumn(array.values, indexHeader)) {
        const auto start = std::uint64_t(array.values(0, 0));
        Matrix dropped(rows, cols - 1);
        for (std::size_t r = 0; r < rows; ++r)
            std::memcpy(dropped.row(r), array.values.row(r) + 1, (cols - 1) * sizeof(double));
        array.values = std::move(dropped);
        array.notes.push_back("leading index column (" + std::to_string(start) + " ... " +
                              std::to_string(start + rows - 1) + ") dropped");
    }
    array.shape = {array.values.rows(), array.values.cols()};
    countNonFinite(array);
    return array;
}

} // namespace pelab
