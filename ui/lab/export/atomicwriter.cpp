#include "atomicwriter.h"

#include "export/fullwritedevice.h"

#include <QDir>
#include <QFileInfo>
#include <QSaveFile>

#include <exception>
#include <new>

QString AtomicWriter::failure(const QString &fileName, const QString &reason)
{
    return tr("cannot write %1: %2").arg(QDir::toNativeSeparators(fileName), reason);
}

WriteResult AtomicWriter::write(const QString &fileName, const Callback &callback)
{
    WriteResult result;
    result.fileName = fileName;
    if (fileName.isEmpty()) {
        result.error = tr("cannot write: no file name given");
        return result;
    }

    QSaveFile file(fileName);
    // Unbuffered: every write reaches the file at once, so its failure names the reason.
    if (!file.open(QIODevice::WriteOnly | QIODevice::Unbuffered)) {
        result.error = failure(fileName, file.errorString());
        return result;
    }

    QString reason;
    bool written = false;
    FullWriteDevice device(file);
    try {
        written = callback(device, reason);
    } catch (const std::bad_alloc &) {
        reason = tr("out of memory");
    } catch (const std::exception &e) {
        reason = QString::fromUtf8(e.what());
    }
    // Whatever a device still holds is written here, where a failure is seen: QSaveFile::commit
    // flushes as well, but renames the temporary file over the target even when that failed.
    const bool flushed = file.flush();
    // A failed write on the file itself ("No space left on device") is the most concrete reason.
    if (device.failed() || !flushed || file.error() != QFileDevice::NoError) {
        written = false;
        reason = device.failed() ? device.errorString() : file.errorString();
    }
    if (!written) {
        if (reason.isEmpty())
            reason = tr("write failed");
        file.cancelWriting();
        file.commit(); // after cancelWriting: removes the temporary file, leaves the target alone
        result.error = failure(fileName, reason);
        return result;
    }

    const qint64 size = file.size();
    if (!file.commit()) {
        result.error = failure(fileName, file.errorString());
        return result;
    }
    result.bytes = size;
    return result;
}
