#include "cliapplication.h"

#include "clicommands.h"
#include "clierror.h"
#include "clioutputoptions.h"
#include "lessoncommand.h"
#include "sessioncommand.h"
#include "text/textfonts.h"

#include <QApplication>
#include <QCommandLineParser>

#include <cstdio>
#include <cstdlib>
#include <exception>
#include <new>

namespace {

const QString kHelp = QStringLiteral("help");

void print(std::FILE *stream, const QString &text)
{
    const QByteArray bytes = text.toLocal8Bit();
    std::fwrite(bytes.constData(), 1, std::size_t(bytes.size()), stream);
    std::fflush(stream);
}

// The one line an error prints: "pelab-cli: message".
int fail(const QString &message, int exitCode)
{
    QString line = message.simplified(); // never more than one line
    print(stderr, QLatin1String(CliApplication::kProgram) + QStringLiteral(": ") + line +
                      QLatin1Char('\n'));
    return exitCode;
}

// QCommandLineParser's messages are sentences ("Unknown option 'x'."); ours are not.
QString parserMessage(const QString &text)
{
    QString message = text.trimmed();
    if (message.endsWith(QLatin1Char('.')))
        message.chop(1);
    if (!message.isEmpty())
        message[0] = message[0].toLower();
    return message;
}

// Qt's own messages: debug output is dropped, and so is the notice about the unset runtime
// directory that every headless run on a server gets; anything else is one prefixed line.
void messageHandler(QtMsgType type, const QMessageLogContext &, const QString &message)
{
    // Not PE Lab's: the notes of QStandardPaths and of the offscreen platform on which
    // `pelab-cli session` lays out a tab's widgets to replay its exports.
    if (type == QtDebugMsg || type == QtInfoMsg ||
        message.startsWith(QStringLiteral("QStandardPaths: ")) ||
        message.contains(QStringLiteral("does not support propagateSizeHints")))
        return;
    print(stderr, QLatin1String(CliApplication::kProgram) + QStringLiteral(": warning: ") +
                      message.simplified() + QLatin1Char('\n'));
    if (type == QtFatalMsg)
        std::abort();
}

} // namespace

CommandOptions CliApplication::options(const CliCommand &command, bool outputs)
{
    CommandOptions options;
    command.addOptions(options);
    // A command that names its own outputs accepts none of the output options: its help does
    // not list them, and giving one is an unknown option.
    if (outputs && !command.writesOwnOutputs())
        CliOutputOptions::addTo(options);
    options.add({{QStringLiteral("h"), kHelp}, tr("Show this help.")});
    return options;
}

void CliApplication::setUpParser(QCommandLineParser &parser, const CliCommand &command)
{
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    parser.setApplicationDescription(command.description());
    options(command).addTo(parser);
}

QString CliApplication::parseProblem(const QCommandLineParser &parser, const CliCommand &command,
                                     bool parsed)
{
    if (parsed)
        return {};
    if (!parser.unknownOptionNames().isEmpty()) {
        const QString name = parser.unknownOptionNames().constFirst();
        return tr("unknown option '%1%2' (see '%3 %4 --help')")
            .arg(name.size() == 1 ? QStringLiteral("-") : QStringLiteral("--"), name,
                 QLatin1String(kProgram), command.name());
    }
    return parserMessage(parser.errorText());
}

void CliApplication::addCommand(std::unique_ptr<CliCommand> command)
{
    m_commands.push_back(std::move(command));
}

void CliApplication::addAllCommands()
{
    for (auto &command : CliCommands::all())
        addCommand(std::move(command));
    addCommand(std::make_unique<SessionCommand>());
    addCommand(std::make_unique<LessonCommand>());
}

const CliCommand *CliApplication::command(const QString &name) const
{
    for (const auto &command : m_commands) {
        if (command->name() == name)
            return command.get();
    }
    return nullptr;
}

QString CliApplication::helpText() const
{
    const QString program = QLatin1String(kProgram);
    QString text = tr("Usage: %1 COMMAND [options]\n"
                      "PE Lab headless: computes Transformer position encodings and writes "
                      "reproducible tables, figures and reports.\n\nCommands:\n")
                       .arg(program);
    qsizetype width = 0;
    for (const auto &command : m_commands)
        width = std::max(width, command->name().size());
    for (const auto &command : m_commands)
        text += QStringLiteral("  ") + command->name().leftJustified(width + 2) +
                command->summary() + QLatin1Char('\n');
    text += tr("\nOptions:\n"
               "  -h, --help     Show this help.\n"
               "  -v, --version  Show the version.\n\n"
               "Output options of every command but session and lesson: --csv FILE, --npy FILE,\n"
               "--safetensors FILE, --png FILE, --svg FILE, --pdf FILE (with --width PX,\n"
               "--height PX, --dpi DPI), --json.\n"
               "Run '%1 COMMAND --help' for the options of a command.\n"
               "Exit status: 0 on success, 2 on bad arguments or input, 1 when a file cannot be "
               "written.\n")
                .arg(program);
    return text;
}

QString CliApplication::commandHelpText(const CliCommand &command)
{
    QCommandLineParser parser;
    setUpParser(parser, command);
    // Replace the generic first line ("Usage: <executable_name> [options]").
    QString text = parser.helpText();
    const qsizetype firstLineEnd = text.indexOf(QLatin1Char('\n'));
    text.replace(
        0, firstLineEnd,
        tr("Usage: %1 %2 %3").arg(QLatin1String(kProgram), command.name(), command.synopsis()));
    const QString examples = command.examples();
    if (!examples.isEmpty())
        text += QLatin1Char('\n') + tr("Examples:") + QLatin1Char('\n') + examples;
    return text;
}

int CliApplication::run(int &argc, char **argv)
{
    QStringList arguments;
    arguments.reserve(argc);
    for (int i = 0; i < argc; ++i)
        arguments << QString::fromLocal8Bit(argv[i]);

    const QString first = arguments.value(1);
    if (arguments.size() < 2)
        return fail(tr("no command given (try '%1 --help')").arg(QLatin1String(kProgram)),
                    CliError::kUsage);
    if (first == QStringLiteral("--help") || first == QStringLiteral("-h")) {
        print(stdout, helpText());
        return 0;
    }
    if (first == QStringLiteral("--version") || first == QStringLiteral("-v")) {
        print(stdout, QLatin1String(kProgram) + QStringLiteral(" " PELAB_VERSION "\n"));
        return 0;
    }
    if (first.startsWith(QLatin1Char('-')))
        return fail(tr("unknown option '%1' (a command comes first; try '%2 --help')")
                        .arg(first, QLatin1String(kProgram)),
                    CliError::kUsage);
    for (const auto &command : m_commands) {
        if (command->name() == first)
            return runCommand(*command, arguments, argc, argv);
    }
    QStringList names;
    for (const auto &command : m_commands)
        names << command->name();
    return fail(
        tr("unknown command '%1' (commands: %2)").arg(first, names.join(QStringLiteral(", "))),
        CliError::kUsage);
}

int CliApplication::runCommand(CliCommand &command, const QStringList &arguments, int &argc,
                               char **argv)
{
    QCommandLineParser parser;
    setUpParser(parser, command);
    // The parser expects the program name first: drop the command name.
    QStringList commandArguments = arguments;
    commandArguments.removeAt(1);
    const bool parsed = parser.parse(commandArguments);
    if (parser.isSet(kHelp)) {
        print(stdout, commandHelpText(command));
        return 0;
    }

    try {
        const QString problem = parseProblem(parser, command, parsed);
        if (!problem.isEmpty())
            throw CliError(problem);
        const QStringList positional = parser.positionalArguments();
        if (positional.size() > command.maxPositionalArguments())
            throw CliError(tr("unexpected argument '%1'")
                               .arg(positional.at(command.maxPositionalArguments())));
        const CliOutputOptions outputs =
            command.writesOwnOutputs() ? CliOutputOptions() : CliOutputOptions::fromParser(parser);
        if (outputs.listStyles) {
            print(stdout, FigurePresets::listing());
            return 0;
        }
        command.prepare(parser);
        if (outputs.isEmpty() && !command.writesOwnOutputs() && !command.listsOnly() &&
            !command.writesOwnFiles())
            throw CliError(tr("nothing to do: give --json or at least one of --csv, --npy, "
                              "--safetensors, --png, --svg, --pdf"));

        QCoreApplication::setApplicationName(QLatin1String(kProgram));
        QCoreApplication::setApplicationVersion(QStringLiteral(PELAB_VERSION));
        QCoreApplication::setOrganizationName(QStringLiteral("PE Lab"));
        qInstallMessageHandler(messageHandler);
        std::unique_ptr<QCoreApplication> app;
        if (outputs.needsFigure() || command.needsFigures()) {
            // Figures are drawn by widgets, which need a QApplication; no window is shown.
            if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
                qputenv("QT_QPA_PLATFORM", "offscreen");
            // Only the program's name: QApplication would take pelab-cli's --style (and
            // any -platform, -font) as its own.
            static int guiArgc = 1;
            static char *guiArgv[] = {argv[0], nullptr};
            app = std::make_unique<QApplication>(guiArgc, guiArgv);
            TextFonts::install(); // the fonts the window draws with
            // Now that fonts can be looked up: a font the machine lacks is a bad option.
            const QString problem = FigureExporter::validate(outputs.figure);
            if (!problem.isEmpty())
                throw CliError(problem);
        } else {
            app = std::make_unique<QCoreApplication>(argc, argv);
        }
        return command.run(outputs);
    } catch (const CliError &error) {
        return fail(error.message(), error.exitCode());
    } catch (const std::bad_alloc &) {
        return fail(tr("out of memory"), CliError::kFailure);
    } catch (const std::exception &error) {
        return fail(QString::fromUtf8(error.what()), CliError::kFailure);
    }
}
