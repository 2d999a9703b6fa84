#pragma once

// The bodies of the array-file fuzz targets (fuzz_npy, fuzz_csv, fuzz_safetensors), shared with
// tests/fuzz/tst_fuzzcorpus.cpp so that the test replays exactly what the targets do. Each takes
// arbitrary bytes and the file name the readers put in their messages; a pelab::Error starting
// with "name: " is the only acceptable refusal; a broken invariant throws fuzz::Violation.
#include "arraydecode.h"
#include "csvreader.h"
#include "export/csvexporter.h"
#include "fuzzcheck.h"
#include "npyreader.h"
#include "safetensorsreader.h"

#include <bit>
#include <memory>
#include <optional>
#include <string_view>
#include <vector>

namespace pelab::fuzz {

namespace detail {

// Bit-identical, except that every NaN equals every NaN.
inline bool sameValue(double a, double b)
{
    return (std::isnan(a) && std::isnan(b)) ||
           std::bit_cast<std::uint64_t>(a) == std::bit_cast<std::uint64_t>(b);
}

// The same value as CSV writes it: every bit, but a zero is 0 whatever its sign (CsvFormat
// writes −0 as 0: a table shows no "-0").
inline bool sameCsvValue(double a, double b)
{
    return sameValue(a, b) || (a == 0.0 && b == 0.0);
}

// Every digit, for a message (not csvformat's text, which may be what is wrong).
inline std::string digits(double value)
{
    char buffer[40];
    std::snprintf(buffer, sizeof buffer, "%.17g", value);
    return buffer;
}

// A successful .npy read is the array its header describes: its shape and dtype, exactly the
// bytes after the header, and the corner elements taken from where the header's order puts them.
inline void checkNpy(const LoadedArray &array, const NpyHeader &header, const char *data,
                     std::size_t size)
{
    const auto &shape = header.shape;
    require(array.format == "npy", "an .npy read does not report format \"npy\"");
    require(array.dtype == header.descr,
            "dtype \"" + array.dtype + "\" is not the header's \"" + header.descr + "\"");
    require(shape.size() == 1 || shape.size() == 2, "a header that is not 1-D or 2-D reads");
    const std::uint64_t rows = shape.size() == 1 ? 1 : shape[0];
    const std::uint64_t cols = shape.back();
    require(hasShape(array, shape.size(), rows, cols), "the result is not the header's shape");
    const std::size_t item = header.element.itemSize();
    require(header.dataOffset <= size && size - header.dataOffset == rows * cols * item,
            "the bytes after the header are not exactly rows x cols elements");
    const bool columnMajor = header.fortranOrder && shape.size() == 2;
    for (const std::uint64_t r : {std::uint64_t(0), rows - 1}) {
        for (const std::uint64_t c : {std::uint64_t(0), cols - 1}) {
            const std::uint64_t at = columnMajor ? c * rows + r : r * cols + c;
            double expected = 0.0;
            decodeElements(data + header.dataOffset + at * item, 1, header.element, &expected);
            require(sameValue(array.values(r, c), expected),
                    "element (" + std::to_string(r) + ", " + std::to_string(c) +
                        ") is not the one the header's order puts there");
        }
    }
}

// A tensor read by its listed name is the tensor the header lists.
inline void checkTensor(const LoadedArray &array, const TensorInfo &tensor)
{
    const auto &shape = tensor.shape;
    require(array.format == "safetensors", "a safetensors read does not report its format");
    require(array.tensorName == tensor.name,
            "read tensor '" + array.tensorName + "' instead of '" + tensor.name + "'");
    require(array.dtype == tensor.dtype, "tensor '" + tensor.name + "' reads as dtype " +
                                             array.dtype + ", listed as " + tensor.dtype);
    require(tensor.readable, "tensor '" + tensor.name + "' is listed as unreadable but reads");
    require(shape.size() == 1 || shape.size() == 2,
            "tensor '" + tensor.name + "' is listed neither 1-D nor 2-D but reads");
    require(hasShape(array, shape.size(), shape.size() == 1 ? 1 : shape[0], shape.back()),
            "tensor '" + tensor.name + "' does not read with its listed shape");
}

// A table that reads, written by the CSV exporter (a header row, a row-number column, the
// values as the shortest text that reads back) and read again, is the same table: the same
// shape, every value bit-identical (NaN equals NaN).
inline void checkCsvRoundTrip(const LoadedArray &array)
{
    require(array.format == "csv" && array.dtype == "text",
            "a CSV read does not report format \"csv\" and dtype \"text\"");
    ExportTable table;
    // Not owned: the table only lives as long as `array`.
    table.matrix = std::shared_ptr<const Matrix>(std::shared_ptr<const Matrix>(), &array.values);
    std::string text;
    // A small chunk size, so that the exporter's streaming is exercised too.
    const bool written = CsvExporter::write(
        table,
        [&text](std::string_view chunk) {
            text += chunk;
            return true;
        },
        4096);
    require(written, "the CSV exporter refused a table that reads");
    LoadedArray again;
    try {
        // The exporter's text holds a header and a label column: the default (larger) limit.
        again = readCsvBytes(text.data(), text.size(), "exported.csv");
    } catch (const Error &error) {
        throw Violation(std::string("the exported CSV does not read back: ") + error.what());
    }
    const Matrix &m = array.values;
    require(again.values.rows() == m.rows() && again.values.cols() == m.cols(),
            "the exported CSV reads back as " + std::to_string(again.values.rows()) + " x " +
                std::to_string(again.values.cols()) + ", not " + std::to_string(m.rows()) + " x " +
                std::to_string(m.cols()));
    for (std::size_t r = 0; r < m.rows(); ++r) {
        for (std::size_t c = 0; c < m.cols(); ++c) {
            require(sameCsvValue(again.values(r, c), m(r, c)),
                    "value (" + std::to_string(r) + ", " + std::to_string(c) + ") " +
                        digits(m(r, c)) + " reads back as " + digits(again.values(r, c)));
        }
    }
}

} // namespace detail

// fuzz_npy: the header alone, then the whole file.
inline Outcome fuzzNpy(const char *data, std::size_t size, const std::string &name)
{
    Outcome outcome;
    std::optional<NpyHeader> header;
    try {
        header = parseNpyHeader(data, size, name);
    } catch (const Error &error) {
        checkRefusal(error, name);
    }
    attempt([&] { return readNpyBytes(data, size, name, fuzzOptions()); },
            [&](const LoadedArray &array) {
                require(header.has_value(), "an .npy whose header is refused reads");
                detail::checkNpy(array, *header, data, size);
            },
            name, outcome);
    return outcome;
}

// fuzz_csv: the table, written again by the CSV exporter and read back; the field parser on
// inputs short enough to be one field.
inline Outcome fuzzCsv(const char *data, std::size_t size, const std::string &name)
{
    Outcome outcome;
    attempt([&] { return readCsvBytes(data, size, name, fuzzOptions()); },
            detail::checkCsvRoundTrip, name, outcome);
    if (size <= 64)
        parseCsvNumber(std::string_view(data, size));
    return outcome;
}

// fuzz_safetensors: the header is listed, every listed tensor is read by name (it reads with
// its listed shape or is refused), then the file is read with no name (only a file that lists
// exactly one tensor may read, and then as that tensor).
inline Outcome fuzzSafetensors(const char *data, std::size_t size, const std::string &name)
{
    Outcome outcome;
    std::optional<std::vector<TensorInfo>> tensors;
    try {
        tensors = listSafetensorsBytes(data, size, name);
    } catch (const Error &error) {
        checkRefusal(error, name);
    }
    ArrayReadOptions options = fuzzOptions();
    for (const TensorInfo &tensor : tensors.value_or(std::vector<TensorInfo>{})) {
        options.tensorName = tensor.name;
        attempt([&] { return readSafetensorsBytes(data, size, name, options); },
                [&](const LoadedArray &array) { detail::checkTensor(array, tensor); }, name,
                outcome);
    }
    options.tensorName.clear();
    attempt([&] { return readSafetensorsBytes(data, size, name, options); },
            [&](const LoadedArray &array) {
                require(tensors.has_value(), "a file whose header is refused reads");
                require(tensors->size() == 1, "a file of " + std::to_string(tensors->size()) +
                                                  " tensors reads without a tensor name");
                detail::checkTensor(array, tensors->front());
            },
            name, outcome);
    return outcome;
}

} // namespace pelab::fuzz
