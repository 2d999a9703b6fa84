#pragma once

// Helpers for the session replay tests: export a page's current view as the window's Export
// actions do, record it in a session, replay the session with `pelab-cli session` in-process
// and read the files back.
#include "clierror.h"
#include "clioutputoptions.h"
#include "commandline/commandoptions.h"
#include "session/sessionfile.h"
#include "sessioncommand.h"
#include "shell/exportcontroller.h"
#include "shell/mainwindow.h"
#include "shell/page.h"

#include <QComboBox>
#include <QCommandLineParser>
#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

namespace ReplayTest {

inline QByteArray readAll(const QString &fileName)
{
    QFile file(fileName);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return file.readAll();
}

inline bool writeAll(const QString &fileName, const QByteArray &bytes)
{
    QFile file(fileName);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

// The window's page of type P; nullptr when it has none.
template <class P> P *pageOf(const MainWindow &window)
{
    for (Page *page : window.pages()) {
        if (auto *p = qobject_cast<P *>(page))
            return p;
    }
    return nullptr;
}

// Waits until the page has finished the work for its current parameters and view.
inline void settle(Page &page)
{
    // A finished task may hand its result to the next one through a queued call: the page is
    // settled once it has stayed idle for a few consecutive looks.
    for (int quiet = 0; quiet < 3;) {
        QTest::qWait(20);
        quiet = page.isComputing() ? 0 : quiet + 1;
    }
}

// Writes the page's current view to `dir/file` through an ExportController, as File → Export
// does, and records the export in `session` with the page's view and parameters. Returns the
// error, empty on success.
inline QString exportView(Page &page, SessionFile &session, const QDir &dir, const QString &file,
                          ExportFormat format, const FigureOptions &figure = FigureOptions{})
{
    settle(page);
    ExportController controller(nullptr);
    controller.setPage(&page);
    const QString path = dir.filePath(file);
    const WriteResult result = ExportFormats::isFigure(format)
                                   ? controller.writeFigure(path, format, figure)
                                   : controller.writeData(path, format);
    if (!result.ok())
        return result.error;
    SessionExport entry;
    entry.tab = page.sessionKey();
    entry.view = page.sessionView();
    entry.parameters = page.parameters();
    entry.format = format;
    entry.file = file;
    entry.figure = figure;
    session.exports.append(entry);
    session.tabs.insert(page.sessionKey(), page.parameters());
    return {};
}

// Runs `pelab-cli session sessionFile --outdir outdir` in-process; returns the error, empty when
// every export was regenerated.
inline QString runSession(const QString &sessionFile, const QString &outdir)
{
    SessionCommand command;
    QCommandLineParser parser;
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    CommandOptions options;
    command.addOptions(options);
    CliOutputOptions::addTo(options);
    options.addTo(parser);
    if (!parser.parse(
            {QStringLiteral("pelab-cli"), sessionFile, QStringLiteral("--outdir"), outdir}))
        return parser.errorText();
    try {
        command.prepare(parser);
        command.run(CliOutputOptions::fromParser(parser));
    } catch (const CliError &e) {
        return e.message();
    }
    return {};
}

// Saves `session` to `outdir/session.json` and replays it there with runSession().
inline QString replay(const SessionFile &session, const QString &outdir)
{
    const QString sessionFile = QDir(outdir).filePath(QStringLiteral("session.json"));
    QString error;
    if (!session.save(sessionFile, &error))
        return error;
    return runSession(sessionFile, outdir);
}

// The first bytes of a file in `format` (empty for CSV).
inline QByteArray magic(ExportFormat format)
{
    switch (format) {
    case ExportFormat::Png:
        return QByteArrayLiteral("\x89PNG");
    case ExportFormat::Svg:
        return QByteArrayLiteral("<?xml");
    case ExportFormat::Pdf:
        return QByteArrayLiteral("%PDF");
    case ExportFormat::Npy:
        return QByteArrayLiteral("\x93NUMPY");
    default:
        return {};
    }
}

// Picks `index` in the combo box named `name` as a click in its list would; false when there
// is no such combo box or entry.
inline bool choose(QWidget &page, const char *name, int index)
{
    auto *combo = page.findChild<QComboBox *>(QLatin1String(name));
    if (!combo || index >= combo->count())
        return false;
    combo->setCurrentIndex(index);
    return true;
}

// The child widget named `name`; the test stops when there is none.
template <class W> W *child(QObject *parent, const char *name)
{
    auto *widget = parent->findChild<W *>(QLatin1String(name));
    if (!widget)
        qFatal("no widget named %s", name);
    return widget;
}

// Exports views of a page into a window directory, replays the session into another and
// compares: CSV/.npy byte for byte, figures by their first bytes.
class ReplayRun
{
public:
    ReplayRun() { QVERIFY(m_window.isValid() && m_replay.isValid()); }

    // Exports the page's current view as CSV and .npy, and as `figure` unless that is Csv;
    // false (with a test failure) when an export failed.
    bool exportCurrent(Page &page, const QString &stem, ExportFormat figure)
    {
        for (ExportFormat format : {ExportFormat::Csv, ExportFormat::Npy}) {
            const QString file = stem + QLatin1Char('.') + ExportFormats::extension(format);
            const QString error =
                ReplayTest::exportView(page, m_session, QDir(m_window.path()), file, format);
            if (!error.isEmpty()) {
                qWarning("%s: %s", qPrintable(file), qPrintable(error));
                return false;
            }
            m_data << file;
        }
        if (figure == ExportFormat::Csv)
            return true;
        const QString file = stem + QStringLiteral("-figure.") + ExportFormats::extension(figure);
        FigureOptions options;
        options.width = 640;
        options.height = 400;
        const QString error =
            ReplayTest::exportView(page, m_session, QDir(m_window.path()), file, figure, options);
        if (!error.isEmpty()) {
            qWarning("%s: %s", qPrintable(file), qPrintable(error));
            return false;
        }
        m_figures.append({file, figure});
        return true;
    }

    const SessionFile &session() const { return m_session; }

    // Replays and compares; the first difference, empty when every file matches.
    QString replayAndCompare()
    {
        const QString error = ReplayTest::replay(m_session, m_replay.path());
        if (!error.isEmpty())
            return error;
        for (const QString &file : std::as_const(m_data)) {
            const QByteArray window = ReplayTest::readAll(QDir(m_window.path()).filePath(file));
            if (window.isEmpty())
                return file + QStringLiteral(": the window's export is empty");
            if (window != ReplayTest::readAll(QDir(m_replay.path()).filePath(file)))
                return file + QStringLiteral(" differs after the replay");
        }
        for (const auto &[file, format] : std::as_const(m_figures)) {
            if (!ReplayTest::readAll(QDir(m_replay.path()).filePath(file))
                     .startsWith(magic(format)))
                return file + QStringLiteral(": not the figure asked for");
        }
        return {};
    }

private:
    QTemporaryDir m_window;
    QTemporaryDir m_replay;
    SessionFile m_session;
    QStringList m_data;
    QList<QPair<QString, ExportFormat>> m_figures;
};

} // namespace ReplayTest
