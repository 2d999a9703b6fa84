#include "sessioncommand.h"

#include "clierror.h"
#include "spec/tabspec.h"
#include "spec/tabspecs.h"
#include "spec/viewcomputation.h"
#include "task/taskcontrol.h"
#include "view/viewwriter.h"

#include "error.h"

#include <QCommandLineParser>
#include <QDir>
#include <QFileInfo>

#include <cstdio>

namespace {

void printLine(std::FILE *stream, const QString &text)
{
    const QByteArray bytes = (text + QLatin1Char('\n')).toLocal8Bit();
    std::fwrite(bytes.constData(), 1, std::size_t(bytes.size()), stream);
    std::fflush(stream);
}

} // namespace

QString SessionCommand::name() const
{
    return QStringLiteral("session");
}

QString SessionCommand::summary() const
{
    return tr("Regenerate every export a session file of the window names");
}

QString SessionCommand::synopsis() const
{
    return tr("FILE.json [--outdir DIR]");
}

QString SessionCommand::description() const
{
    return tr("Reads a session saved by PE Lab (File → Save Session…) and writes again every\n"
              "export it records, with the view and parameters the tab had when it was exported.\n"
              "Each is computed from the tab's specification and written as File → Export writes\n"
              "it, so CSV and .npy files are byte-identical to the window's. An export that fails\n"
              "is reported on its own line and the others are still written.");
}

QString SessionCommand::examples() const
{
    return QStringLiteral("  pelab-cli session paper-figures.json --outdir figures/\n");
}

void SessionCommand::addOptions(CommandOptions &options) const
{
    options.add({QStringLiteral("outdir"),
                 tr("Directory the exports are written to (default: the current one)."),
                 QStringLiteral("DIR")});
    options.addArgument({QStringLiteral("FILE"), tr("The session file (.json) to replay."),
                         QStringLiteral("FILE.json")});
}

bool SessionCommand::needsFigures() const
{
    for (const SessionReplay::Plan &plan : m_plans) {
        if (ExportFormats::isFigure(plan.entry.format))
            return true;
    }
    return false;
}

void SessionCommand::prepare(const QCommandLineParser &parser)
{
    const QStringList positional = parser.positionalArguments();
    if (positional.isEmpty())
        throw CliError(tr("missing the session file (pelab-cli session FILE.json)"));
    for (const QString &name : parser.optionNames()) {
        if (name != QLatin1String("outdir"))
            throw CliError(
                tr("--%1 does not apply to 'session': the session names its exports").arg(name));
    }
    SessionFile session;
    QString error;
    if (!SessionFile::load(positional.constFirst(), &session, &error, &m_warnings))
        throw CliError(error);
    if (session.exports.isEmpty())
        throw CliError(tr("the session names no exports"));
    const QDir outdir(parser.isSet(QStringLiteral("outdir"))
                          ? parser.value(QStringLiteral("outdir"))
                          : QDir::currentPath());
    if (!outdir.exists())
        throw CliError(tr("the output directory %1 does not exist").arg(outdir.path()));
    m_plans.clear();
    for (const SessionExport &entry : session.exports)
        m_plans.append(SessionReplay::plan(entry, SessionFile::outputPath(outdir, entry.file)));
}

int SessionCommand::run(const CliOutputOptions &)
{
    for (const QString &warning : std::as_const(m_warnings))
        printLine(stderr, tr("pelab-cli: warning: %1").arg(warning));
    int failed = 0;
    bool badInput = false; // some export failed for its input, not for a failed write
    for (const SessionReplay::Plan &plan : std::as_const(m_plans)) {
        try {
            if (!plan.ok())
                throw CliError(plan.error);
            replay(plan);
            printLine(stdout, tr("wrote %1").arg(plan.outputFile));
        } catch (const CliError &error) {
            ++failed;
            badInput = badInput || error.exitCode() != CliError::kFailure;
            const QString message = error.message().simplified();
            // A failed write already names its file ("cannot write FILE: File too large").
            const bool named = !plan.ok() || message.contains(plan.outputFile);
            printLine(stderr, QStringLiteral("pelab-cli: ") +
                                  (named ? message : tr("%1: %2").arg(plan.outputFile, message)));
        }
    }
    if (failed > 0)
        throw CliError(tr("%1 of %2 exports not regenerated").arg(failed).arg(m_plans.size()),
                       badInput ? CliError::kUsage : CliError::kFailure);
    return 0;
}

void SessionCommand::replay(const SessionReplay::Plan &plan)
{
    const SessionExport &entry = plan.entry;
    const TabSpec &spec = *TabSpecs::find(entry.tab);
    QStringList warnings;
    const TabState state = TabState::fromJson(spec, entry.parameters, &warnings);
    for (const QString &warning : std::as_const(warnings))
        printLine(stderr, tr("pelab-cli: warning: %1").arg(tr("%1: %2").arg(entry.file, warning)));
    ViewData data;
    try {
        data = ViewComputation::compute(spec, entry.view, state, TaskControl());
    } catch (const pelab::Error &error) {
        throw CliError(QString::fromUtf8(error.what()));
    }
    const bool figure = ExportFormats::isFigure(entry.format);
    if (figure ? !data.view->hasFigure : !data.view->hasTable)
        throw CliError(tr("the %1 view of the %2 tab has no %3")
                           .arg(entry.view, entry.tab, figure ? tr("figure") : tr("table")));
    const WriteResult result = ViewWriter::write(data, entry.format, plan.outputFile, entry.figure);
    if (!result.ok())
        throw CliError(result.error, CliError::kFailure);
}
