#pragma once

#include "matrix.h"
#include "memorylimit.h"

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace pelab {

// Loading a numeric table from a file: NumPy .npy, CSV text or safetensors, detected from the
// content. Every reader refuses malformed input with a pelab::Error naming the file and the
// problem, and never allocates more than the file's own size justifies.

struct ArrayReadOptions
{
    std::string tensorName; // safetensors: tensor to read; empty = the only one
    std::uint64_t memoryLimit = kDefaultMemoryLimit;
    // .npy and safetensors: an array of more than two axes is read without its axes of extent 1
    // (squeezeShape) when two axes or fewer remain, e.g. a (1, N, D) cos/sin cache as N × D.
    bool squeeze = false;
    // .npy and safetensors: an array of more than two axes (after squeezing, when `squeeze` is
    // also set) is read as (product of the leading axes) × last axis, e.g. every head's bias
    // (H, N, N) as (H·N) × N; `shape` keeps the stored (H, N, N).
    bool flattenLeading = false;
    // .npy and safetensors: integer dtypes (<i8, <i4, <i2, |i1, <u1 … ; I64, I32 …) are read
    // exactly into the float64 values, refusing a magnitude above 2^53; `dtype` stays as stored.
    // Off: they are refused as unsupported, as before (a table of integers is rarely meant).
    bool integers = false;
};

struct LoadedArray
{
    Matrix values;                    // rows × cols, row-major float64; a 1-D array of n is 1 × n
    int ndim = 2;                     // 1 or 2: as stored, as squeezed, or 2 when flattened
    std::string format;               // "npy", "csv" or "safetensors"
    std::string dtype;                // as stored: "<f8", "<f4", "F16", "BF16", "text" ...
    std::string tensorName;           // safetensors only
    std::size_t nanCount = 0;         // values that are NaN
    std::size_t infCount = 0;         // values that are ±Inf
    std::vector<std::string> notes;   // e.g. "header row skipped", "leading index column dropped"
    std::vector<std::uint64_t> shape; // as stored: (1, 8192, 128) before squeezing; CSV rows, cols
    std::vector<int> squeezedAxes;    // the axes of extent 1 dropped (indices in `shape`)
};

// One tensor of a multi-tensor file, as listed for a picker.
struct TensorInfo
{
    std::string name;
    std::string dtype;
    std::vector<std::uint64_t> shape;
    bool readable = false; // a dtype and rank (1-D or 2-D) the readers accept
};

enum class ArrayFormat
{
    Npy,
    Csv,
    Safetensors
};

// The format of a file from its first bytes (.npy magic, a plausible safetensors header,
// otherwise CSV); `name`'s extension decides only when the content is not recognised.
ArrayFormat detectArrayFormat(const char *data, std::size_t size, const std::string &name);

// Detects the format from the content (.npy magic, safetensors header, otherwise CSV), reads the
// file exactly, throws pelab::Error whose message starts with the file name: "q.npy: truncated data
// ...".
LoadedArray readArrayFile(const std::string &path, const ArrayReadOptions &options = {});

// The same for bytes already in memory; `name` starts every error message.
LoadedArray readArrayBytes(const char *data, std::size_t size, const std::string &name,
                           const ArrayReadOptions &options = {});

// The tensors of a safetensors file (header only); empty for .npy and CSV files.
std::vector<TensorInfo> listArrayTensors(const std::string &path);

// Counts NaN and ±Inf in `array.values` into nanCount and infCount.
void countNonFinite(LoadedArray &array);

// "q.npy: 2 NaN values and 1 infinite value; q must be finite" unless every value is finite.
void requireFinite(const LoadedArray &array, const std::string &fileName, const std::string &role);

} // namespace pelab
