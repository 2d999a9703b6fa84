#pragma once

// The helpers the `pelab-cli steplab` document suites share (tst_steplabprint for the handout,
// tst_steplabworksheets for the worksheets and answer keys).
#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QStringList>

namespace StepLabPrintUtils {

inline QStringList args(std::initializer_list<QString> list)
{
    QStringList out{QStringLiteral("steplab")};
    out << QStringList(list);
    return out;
}

inline QByteArray readAll(const QString &fileName)
{
    QFile file(fileName);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// A poppler tool's output, or a null array when it is not installed.
inline QByteArray tool(const QString &name, const QStringList &arguments)
{
    const QString program = QStandardPaths::findExecutable(name);
    if (program.isEmpty())
        return {};
    QProcess process;
    process.start(program, arguments);
    if (!process.waitForFinished(60000))
        return {};
    QByteArray out = process.readAllStandardOutput();
    if (out.isNull())
        out = QByteArray("");
    return out;
}

} // namespace StepLabPrintUtils
