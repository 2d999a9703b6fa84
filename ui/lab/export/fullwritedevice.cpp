#include "fullwritedevice.h"

FullWriteDevice::FullWriteDevice(QIODevice &target) : m_target(target)
{
    open(QIODevice::WriteOnly | QIODevice::Unbuffered);
}

qint64 FullWriteDevice::readData(char *, qint64)
{
    return -1;
}

qint64 FullWriteDevice::writeData(const char *data, qint64 size)
{
    if (m_failed)
        return -1;
    qint64 done = 0;
    while (done < size) {
        const qint64 n = m_target.write(data + done, size - done);
        if (n <= 0) {
            m_failed = true;
            setErrorString(m_target.errorString());
            return -1;
        }
        done += n;
    }
    m_written += done;
    return done;
}
