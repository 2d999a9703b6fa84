#pragma once

#include "export/atomicwriter.h"
#include "export/exporttable.h"

#include <QByteArray>
#include <QCoreApplication>

#include <cstddef>
#include <functional>
#include <string_view>

// An ExportTable as RFC 4180 CSV: a header row (the corner header, then the column labels), then
// one row per matrix row (its label, then the values as the shortest text that reads back as
// the same double, '.' decimal whatever the locale), CRLF line ends, UTF-8.
class CsvExporter
{
    Q_DECLARE_TR_FUNCTIONS(CsvExporter)

public:
    // Receives the text in order; returns false to stop.
    using Sink = std::function<bool(std::string_view chunk)>;

    static constexpr std::size_t kDefaultChunkBytes = std::size_t(1) << 20;

    // Streams the CSV text to `sink` in chunks of about `chunkBytes`, so that a large table is
    // never held as one string. Returns false when the sink failed (or the table is invalid).
    static bool write(const ExportTable &table, const Sink &sink,
                      std::size_t chunkBytes = kDefaultChunkBytes);

    // The whole text at once, for the clipboard.
    static QByteArray bytes(const ExportTable &table);

    // A rough upper estimate of the text size, to refuse a clipboard copy that is far too big.
    static qint64 estimatedBytes(const ExportTable &table);

    static WriteResult writeFile(const ExportTable &table, const QString &fileName);
};
