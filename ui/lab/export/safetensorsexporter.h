#pragma once

#include "export/atomicwriter.h"
#include "export/exporttable.h"

#include <QCoreApplication>

class QIODevice;

// An ExportTable's matrix as a safetensors file: one F64 tensor named "table" of shape
// [rows, cols], header padded to 8 bytes. The labels are not part of the file.
class SafetensorsExporter
{
    Q_DECLARE_TR_FUNCTIONS(SafetensorsExporter)

public:
    static constexpr const char *kTensorName = "table";

    static bool write(const pelab::Matrix &matrix, QIODevice &device);
    static WriteResult writeFile(const ExportTable &table, const QString &fileName);
};
