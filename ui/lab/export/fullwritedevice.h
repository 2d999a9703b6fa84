#pragma once

#include <QIODevice>

// A write-only view of another device that writes every byte it is given or records that it
// could not. QFileDevice::write returns a short count, and sets no error, when the disk fills
// or a file-size limit is reached part way through one write; QTextStream, QPdfWriter and
// libpng ignore that count, so a truncated figure used to pass for a written one. Here a short
// write is retried with the rest, which then fails with the reason ("File too large", "No space
// left on device"), and failed() stays true from then on.
class FullWriteDevice : public QIODevice
{
public:
    // `target` must be open for writing and outlive this device, which opens itself.
    explicit FullWriteDevice(QIODevice &target);

    bool failed() const { return m_failed; }
    bool isSequential() const override { return true; }
    qint64 size() const override { return m_written; }

protected:
    qint64 readData(char *data, qint64 maxSize) override;
    qint64 writeData(const char *data, qint64 size) override;

private:
    QIODevice &m_target;
    qint64 m_written = 0;
    bool m_failed = false;
};
