#pragma once

// Helpers for the session replay tests: export a page's current view as the window's Export
// actions do, record it in a session, replay the session with `pelab-cli session` in-process
// (every pelab-cli command available, as in the real program) and read the files back.
#include "cli/alibicommand.h"
#include "cli/clierror.h"
#include "cli/clioutputoptions.h"
#include "cli/learnedcommand.h"
#include "cli/ropecommand.h"
#include "cli/shawcommand.h"
#include "cli/sinusoidalcommand.h"
#include "cli/steplabcommand.h"
#include "export/exportcontroller.h"
#include "pages/page.h"
#include "session/pagereplayer.h"
#include "session/sessioncommand.h"
#include "session/sessionfile.h"

#include <QCommandLineParser>
#include <QDir>
#include <QFile>

#include <memory>
#include <vector>

namespace ReplayTest {

inline QByteArray readAll(const QString &fileName)
{
    QFile file(fileName);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return file.readAll();
}

// Waits until the page has finished the work for its current parameters and view.
inline void settle(Page &page)
{
    PageReplayer::waitUntilSettled(page);
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

inline std::unique_ptr<CliCommand> makeCommand(const QString &name)
{
    std::vector<std::unique_ptr<CliCommand>> commands;
    commands.push_back(std::make_unique<SinusoidalCommand>());
    commands.push_back(std::make_unique<StepLabCommand>());
    commands.push_back(std::make_unique<AlibiCommand>());
    commands.push_back(std::make_unique<RopeCommand>());
    commands.push_back(std::make_unique<LearnedCommand>());
    commands.push_back(std::make_unique<ShawCommand>());
    for (auto &command : commands) {
        if (command->name() == name)
            return std::move(command);
    }
    return nullptr;
}

// Saves `session` to `outdir/session.json` and runs `pelab-cli session` on it with
// `--outdir outdir`; returns the error, empty when every export was regenerated.
inline QString replay(const SessionFile &session, const QString &outdir)
{
    const QString sessionFile = QDir(outdir).filePath(QStringLiteral("session.json"));
    QString error;
    if (!session.save(sessionFile, &error))
        return error;
    SessionCommand command(&makeCommand);
    QCommandLineParser parser;
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    command.addOptions(parser);
    CliOutputOptions::addTo(parser);
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

} // namespace ReplayTest
