#include "shawfiles.h"

#include "arrayfile.h"
#include "error.h"

namespace pelab {

namespace {

std::string baseName(const std::string &path)
{
    const std::size_t slash = path.find_last_of('/');
    return slash == std::string::npos ? path : path.substr(slash + 1);
}

std::string shape(const Matrix &m)
{
    return std::to_string(m.rows()) + " × " + std::to_string(m.cols());
}

Matrix load(const std::string &path, const char *role, std::uint64_t memoryLimit,
            std::vector<std::string> *notes)
{
    if (path.empty())
        throw Error(std::string("no file given for ") + role);
    ArrayReadOptions options;
    options.memoryLimit = memoryLimit;
    LoadedArray array = readArrayFile(path, options);
    requireFinite(array, baseName(path), role);
    if (notes) {
        for (const std::string &note : array.notes)
            notes->push_back(baseName(path) + ": " + note);
    }
    if (array.ndim != 2)
        throw Error(baseName(path) + ": " + role + " must be a 2-D array (got a 1-D array of " +
                    std::to_string(array.values.cols()) + " values)");
    return std::move(array.values);
}

} // namespace

ShawScores loadShawScores(const std::string &qPath, const std::string &kPath,
                          const std::string &relPath, std::uint64_t memoryLimit,
                          std::vector<std::string> *notes)
{
    Matrix q = load(qPath, "q", memoryLimit, notes);
    Matrix k = load(kPath, "k", memoryLimit, notes);
    Matrix rel = load(relPath, "r", memoryLimit, notes);
    if (k.rows() != q.rows() || k.cols() != q.cols())
        throw Error(baseName(kPath) + ": k is " + shape(k) + ", but q (" + baseName(qPath) +
                    ") is " + shape(q) + "; k must have the shape of q");
    if (rel.rows() % 2 == 0)
        throw Error(baseName(relPath) + ": r has " + std::to_string(rel.rows()) +
                    " rows; it needs an odd number, 2K + 1 (r_−K … r_K)");
    if (rel.cols() != q.cols())
        throw Error(baseName(relPath) + ": r has " + std::to_string(rel.cols()) +
                    " columns, but q and k have d = " + std::to_string(q.cols()));
    return ShawScores(std::move(q), std::move(k), std::move(rel));
}

} // namespace pelab
