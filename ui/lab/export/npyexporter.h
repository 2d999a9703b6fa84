#pragma once

#include "export/atomicwriter.h"
#include "export/exporttable.h"

#include <QCoreApplication>

class QIODevice;

// An ExportTable's matrix as a NumPy .npy file: format version 1.0, '<f8' ('<i8' for an
// integral table), C order, shape (rows, cols). The labels are not part of the file.
class NpyExporter
{
    Q_DECLARE_TR_FUNCTIONS(NpyExporter)

public:
    // Writes the header and the data in chunks; false when the device fails.
    static bool write(const pelab::Matrix &matrix, QIODevice &device);
    // The matrix's values as little-endian float64, row-major, in 4 MiB chunks (shared with
    // the safetensors writer); false when the device fails.
    static bool writeValues(const pelab::Matrix &matrix, QIODevice &device);
    // The matrix's values, each an integer, as little-endian int64 ('<i8').
    static bool writeIntegers(const pelab::Matrix &matrix, QIODevice &device);

    static WriteResult writeFile(const ExportTable &table, const QString &fileName);
};
