#pragma once

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QStandardPaths>
#include <QStringList>
#include <QTemporaryDir>

#include <cmath>

// Runs the built pelab-cli (PELAB_CLI_PATH) in a temporary working directory.
namespace CliTestUtils {

struct Run
{
    int exitCode = -1; // -2: crashed, -1: did not finish
    QByteArray out;
    QByteArray err;
};

// PE(t)[j] from the formula of SPEC §2, evaluated directly.
inline double expectedValue(qint64 t, qint64 column, qint64 dim, double base, bool split)
{
    const qint64 half = dim / 2;
    const qint64 pair = split ? column % half : column / 2;
    const bool isSin = split ? column < half : column % 2 == 0;
    const double omega = std::pow(base, -2.0 * double(pair) / double(dim));
    return isSin ? std::sin(double(t) * omega) : std::cos(double(t) * omega);
}

// A tool's standard output as UTF-8 text (poppler's pdftotext, pdffonts, pdfinfo); empty when
// it is not installed.
inline QString toolOutput(const QString &name, const QStringList &arguments)
{
    const QString program = QStandardPaths::findExecutable(name);
    if (program.isEmpty())
        return {};
    QProcess process;
    process.start(program, arguments);
    process.waitForFinished(60000);
    return QString::fromUtf8(process.readAllStandardOutput());
}

class CliFixture
{
public:
    bool isValid() const { return m_dir.isValid() && QFile::exists(program()); }
    static QString program() { return QStringLiteral(PELAB_CLI_PATH); }
    QString path(const QString &name) const { return m_dir.filePath(name); }

    QStringList entries() const
    {
        return QDir(m_dir.path())
            .entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot, QDir::Name);
    }

    void clear() const
    {
        for (const QString &name : entries()) {
            if (QFileInfo(path(name)).isDir())
                QDir(path(name)).removeRecursively();
            else
                QFile::remove(path(name));
        }
    }

    Run run(const QStringList &arguments, const QProcessEnvironment &environment = {}) const
    {
        QProcess process;
        if (!environment.isEmpty())
            process.setProcessEnvironment(environment);
        process.setWorkingDirectory(m_dir.path());
        process.start(program(), arguments);
        Run result;
        if (!process.waitForFinished(120000)) {
            process.kill();
            process.waitForFinished();
            return result;
        }
        result.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -2;
        result.out = process.readAllStandardOutput();
        result.err = process.readAllStandardError();
        return result;
    }

    // LC_ALL=de_DE.UTF-8 for the child (',' decimals in C and Qt), generated into a temporary
    // LOCPATH when the system has no such locale; empty when it cannot be had.
    QProcessEnvironment germanEnvironment()
    {
        if (m_germanTried)
            return m_german;
        m_germanTried = true;
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(QStringLiteral("LC_ALL"), QStringLiteral("de_DE.UTF-8"));
        environment.insert(QStringLiteral("LANG"), QStringLiteral("de_DE.UTF-8"));
        const QString localedef = QStandardPaths::findExecutable(QStringLiteral("localedef"));
        if (!localedef.isEmpty() && m_locales.isValid() &&
            QProcess::execute(localedef, {QStringLiteral("-i"), QStringLiteral("de_DE"),
                                          QStringLiteral("-f"), QStringLiteral("UTF-8"),
                                          m_locales.filePath(QStringLiteral("de_DE.UTF-8"))}) == 0)
            environment.insert(QStringLiteral("LOCPATH"), m_locales.path());
        // Only use it when the locale really gives ',' decimals.
        QProcess probe;
        probe.setProcessEnvironment(environment);
        probe.start(QStringLiteral("printf"), {QStringLiteral("%.1f"), QStringLiteral("0.5")});
        if (probe.waitForFinished() && probe.readAllStandardOutput() == "0,5")
            m_german = environment;
        return m_german;
    }

private:
    QTemporaryDir m_dir;
    QTemporaryDir m_locales;
    bool m_germanTried = false;
    QProcessEnvironment m_german;
};

} // namespace CliTestUtils
