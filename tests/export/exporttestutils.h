#pragma once

#include "matrix.h"

#include <QByteArray>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QList>
#include <QStringList>
#include <QtGlobal>

#include <bit>
#include <cmath>
#include <cstdint>
#include <limits>
#include <memory>
#include <random>

// Helpers shared by the export tests.
namespace ExportTestUtils {

using Rows = QList<QList<QByteArray>>;

// RFC 4180: fields separated by commas, records by CRLF, quoted fields may hold anything with
// quotes doubled. Returns no rows for a bare LF or a stray quote.
inline Rows parseCsv(const QByteArray &text)
{
    Rows rows;
    QList<QByteArray> row;
    QByteArray field;
    bool quoted = false;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const char ch = text[i];
        if (quoted) {
            if (ch == '"' && i + 1 < text.size() && text[i + 1] == '"') {
                field += '"';
                ++i;
            } else if (ch == '"') {
                quoted = false;
            } else {
                field += ch;
            }
        } else if (ch == '"') {
            if (!field.isEmpty())
                return {}; // a stray quote inside an unquoted field
            quoted = true;
        } else if (ch == ',') {
            row << field;
            field.clear();
        } else if (ch == '\r' && i + 1 < text.size() && text[i + 1] == '\n') {
            row << field;
            rows << row;
            row.clear();
            field.clear();
            ++i;
        } else if (ch == '\n') {
            return {}; // a bare LF outside quotes
        } else {
            field += ch;
        }
    }
    if (quoted || !field.isEmpty() || !row.isEmpty())
        return {}; // the last record has no CRLF
    return rows;
}

inline std::uint64_t bits(double value)
{
    return std::bit_cast<std::uint64_t>(value);
}

// Awkward doubles (shortest-text corner cases, extremes, signed zero, infinities) and random
// bit patterns, in a rows × cols matrix.
inline std::shared_ptr<pelab::Matrix> awkwardMatrix(std::size_t rows, std::size_t cols)
{
    const double special[] = {0.0,
                              -0.0,
                              0.1,
                              -0.1,
                              1.0 / 3.0,
                              2.0 / 3.0,
                              0.30000000000000004,
                              3.141592653589793,
                              1e-300,
                              5e-324,
                              2.2250738585072014e-308,
                              std::numeric_limits<double>::max(),
                              -std::numeric_limits<double>::max(),
                              1e21,
                              1e22,
                              9007199254740993.0,
                              123456789012345678.0,
                              -2.5,
                              std::numeric_limits<double>::infinity(),
                              -std::numeric_limits<double>::infinity()};
    auto matrix = std::make_shared<pelab::Matrix>(rows, cols);
    std::mt19937_64 random(20240601);
    for (std::size_t i = 0; i < matrix->size(); ++i) {
        double value = 0.0;
        if (i < std::size(special)) {
            value = special[i];
        } else {
            do {
                value = std::bit_cast<double>(random());
            } while (std::isnan(value));
        }
        matrix->data()[i] = value;
    }
    return matrix;
}

inline QByteArray readAll(const QString &fileName)
{
    QFile file(fileName);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return file.readAll();
}

inline QStringList entries(const QString &directory)
{
    return QDir(directory).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot,
                                     QDir::Name);
}

// Empties a test directory between test functions.
inline void clear(const QString &directory)
{
    for (const QString &name : entries(directory)) {
        const QString path = QDir(directory).filePath(name);
        if (QFileInfo(path).isDir())
            QDir(path).removeRecursively();
        else
            QFile::remove(path);
    }
}

} // namespace ExportTestUtils
