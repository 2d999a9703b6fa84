#include "clicall.h"

#include "cliapplication.h"
#include "clicommands.h"
#include "clierror.h"
#include "clioutputoptions.h"
#include "tabcommand.h"

#include <QCommandLineParser>

#include <map>
#include <mutex>
#include <vector>

namespace {

// Parsers with a command's options declared, kept between calls: declaring them (every
// option's help text) costs more than a small table. A parser is taken by one call at a time;
// parse() forgets the previous call's options.
class ParserPool
{
public:
    std::unique_ptr<QCommandLineParser> take(const CliCommand &command)
    {
        {
            const std::lock_guard lock(m_mutex);
            auto &free = m_free[command.name()];
            if (!free.empty()) {
                std::unique_ptr<QCommandLineParser> parser = std::move(free.back());
                free.pop_back();
                return parser;
            }
        }
        auto parser = std::make_unique<QCommandLineParser>();
        CliApplication::setUpParser(*parser, command);
        return parser;
    }
    void give(const QString &name, std::unique_ptr<QCommandLineParser> parser)
    {
        const std::lock_guard lock(m_mutex);
        m_free[name].push_back(std::move(parser));
    }

private:
    std::mutex m_mutex;
    std::map<QString, std::vector<std::unique_ptr<QCommandLineParser>>> m_free;
};

ParserPool &parserPool()
{
    static ParserPool pool;
    return pool;
}

// A parser from the pool, given back when the call is done with it.
class PooledParser
{
public:
    explicit PooledParser(const CliCommand &command)
        : m_name(command.name()), m_parser(parserPool().take(command))
    {}
    ~PooledParser() { parserPool().give(m_name, std::move(m_parser)); }
    PooledParser(const PooledParser &) = delete;
    PooledParser &operator=(const PooledParser &) = delete;
    QCommandLineParser &operator*() const { return *m_parser; }

private:
    QString m_name;
    std::unique_ptr<QCommandLineParser> m_parser;
};

} // namespace

CliCall::Result CliCall::run(const QStringList &arguments, const TaskControl &control)
{
    const QString name = arguments.value(0);
    const std::unique_ptr<CliCommand> command = CliCommands::create(name);
    auto *tab = dynamic_cast<TabCommand *>(command.get());
    if (!tab)
        throw CliError(tr("unknown command '%1'").arg(name));

    const PooledParser pooled(*tab);
    QCommandLineParser &parser = *pooled;
    QStringList commandArguments = arguments;
    commandArguments[0] = QLatin1String(CliApplication::kProgram); // the parser skips it
    const bool parsed = parser.parse(commandArguments);
    const QString problem = CliApplication::parseProblem(parser, *tab, parsed);
    if (!problem.isEmpty())
        throw CliError(problem);
    const QStringList positional = parser.positionalArguments();
    if (positional.size() > tab->maxPositionalArguments())
        throw CliError(CliApplication::tr("unexpected argument '%1'")
                           .arg(positional.at(tab->maxPositionalArguments())));
    const CliOutputOptions outputs = CliOutputOptions::fromParser(parser);
    for (const CliOutputOptions::File &file : outputs.files) {
        if (file.format != ExportFormat::Npy)
            throw CliError(tr("only the report and tables are made in process (got --%1)")
                               .arg(ExportFormats::id(file.format)));
    }
    if (parser.isSet(QStringLiteral("help")) || outputs.listStyles)
        throw CliError(tr("help and listings are printed by pelab-cli, not made in process"));
    // The language of a report's sentences is the process's translators: a call must not
    // change them for the calls of other threads.
    if (parser.isSet(QStringLiteral("lang")) &&
        parser.value(QStringLiteral("lang")) != QLatin1String("en"))
        throw CliError(tr("--lang %1: in process the report's sentences are English (pelab-cli "
                          "writes them in other languages)")
                           .arg(parser.value(QStringLiteral("lang"))));
    tab->prepare(parser);
    if (tab->listsOnly())
        throw CliError(tr("help and listings are printed by pelab-cli, not made in process"));
    // Documents (the step-through lab's handout and worksheets) are drawn by widgets.
    if (tab->needsFigures() || tab->writesOwnFiles())
        throw CliError(tr("only the report and tables are made in process: pelab-cli writes "
                          "the documents"));

    Result result;
    TabCommand::Capture capture;
    capture.report = [&result](const std::string &json) { result.json = json; };
    capture.table = [&result](const ExportTable &table) { result.tables.push_back(table); };
    tab->setInProcess(control, std::move(capture));
    tab->run(outputs);
    return result;
}
