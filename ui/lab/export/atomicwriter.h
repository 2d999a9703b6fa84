#pragma once

#include <QCoreApplication>
#include <QString>

#include <functional>

class QIODevice;

// The outcome of writing one file: on failure, a reason that names the file.
struct WriteResult
{
    QString fileName;
    QString error;    // empty on success, e.g. "cannot write /x/y.csv: No such file or directory"
    qint64 bytes = 0; // size of the written file

    bool ok() const { return error.isEmpty(); }
};

// Writes a file atomically through QSaveFile: the content goes to a temporary file in the same
// directory that replaces the target only when everything succeeded. On any failure the write
// is cancelled: the old file stays intact and no temporary file remains. A short write (a full
// disk, a file-size limit) is a failure even when the callback ignored it (FullWriteDevice).
class AtomicWriter
{
    Q_DECLARE_TR_FUNCTIONS(AtomicWriter)

public:
    // Writes into the open device; returns false on failure and may set `error` to the reason
    // (otherwise the device's error string is reported).
    using Callback = std::function<bool(QIODevice &device, QString &error)>;

    static WriteResult write(const QString &fileName, const Callback &callback);

    // "cannot write FILE: REASON", the one failure message format of every export.
    static QString failure(const QString &fileName, const QString &reason);
};
