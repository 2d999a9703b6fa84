#include "clidocument.h"

#include "cliapplication.h"
#include "clioutputoptions.h"
#include "spec/tabspec.h"
#include "tabcommand.h"

CommandLineDoc CliDocument::make(const CliApplication &cli)
{
    CommandLineDoc doc;
    doc.program = QLatin1String(CliApplication::kProgram);
    doc.version = QStringLiteral(PELAB_VERSION);
    doc.title =
        QStringLiteral("the headless PE Lab: Transformer position encodings as tables, figures and "
                       "reports");
    doc.synopses = {QStringLiteral("COMMAND [options]"), QStringLiteral("COMMAND --help"),
                    QStringLiteral("--help | --version")};
    doc.description = QStringLiteral(
        "pelab-cli computes what the tabs of the PE Lab window compute, from the same "
        "declarations of each tab's parameters and views, and writes it as files for scripts, "
        "papers and lessons: a view's table as CSV, NumPy .npy or safetensors, its figure as "
        "PNG, SVG or PDF, and a JSON report of the checks on standard output.\n\n"
        "Each tab is a command whose options are the tab's parameters, with the window's "
        "ranges and defaults, and --view chooses what is written. session writes again every "
        "export a session file of the window records; lesson renders a lesson to PDF. The "
        "same values give the same bytes on every run.\n\n"
        "Options take their value as --option VALUE or --option=VALUE; a single dash works as "
        "well (-positions 8).");
    doc.options.add(
        {{QStringLiteral("h"), QStringLiteral("help")},
         QStringLiteral("Show the commands and the options every command shares, and exit.")});
    doc.options.add({{QStringLiteral("v"), QStringLiteral("version")},
                     QStringLiteral("Show the version and exit.")});

    CommandLineDoc::Group outputs;
    outputs.heading = QStringLiteral("OUTPUT OPTIONS");
    outputs.text =
        QStringLiteral("Every command but session and lesson writes its view with these options: "
                       "at least one of the files or --json is needed. The data files hold the "
                       "view's table, the figure files its figure; the figure options set the "
                       "figure's size, resolution, style and text.");
    CliOutputOptions::addTo(outputs.options);
    doc.groups << outputs;

    for (const auto &command : cli.commands()) {
        CommandLineDoc::Command entry;
        entry.name = command->name();
        entry.summary = command->summary();
        entry.synopsis = command->synopsis();
        entry.description = command->description();
        if (entry.description != entry.summary)
            entry.description = entry.summary + QStringLiteral(".\n\n") + entry.description;
        if (const auto *tab = dynamic_cast<const TabCommand *>(command.get())) {
            for (const ViewSpec &view : tab->spec().views()) {
                QStringList kinds;
                if (view.hasTable)
                    kinds << QStringLiteral("table");
                if (view.hasFigure)
                    kinds << QStringLiteral("figure");
                entry.views.append({view.name, view.summaryText() + QStringLiteral(" [") +
                                                   kinds.join(QStringLiteral(", ")) +
                                                   QLatin1Char(']')});
            }
        }
        entry.examples = command->examples();
        entry.options = CliApplication::options(*command, false);
        if (!command->writesOwnOutputs())
            entry.groups << 0;
        doc.commands << entry;
    }

    doc.exitStatus = {
        {QStringLiteral("0"), QStringLiteral("Success.")},
        {QStringLiteral("1"),
         QStringLiteral("A file could not be written; a file that existed before is "
                        "left as it was (files are written whole or not at all).")},
        {QStringLiteral("2"),
         QStringLiteral("Bad arguments or input: one line on standard error names the "
                        "problem, and nothing is written.")},
    };
    doc.environment = {
        {QStringLiteral("QT_QPA_PLATFORM"),
         QStringLiteral(
             "The Qt platform figures are drawn on; when it is unset, pelab-cli draws offscreen, "
             "so no display is needed.")},
    };
    doc.examples =
        QStringLiteral("A paper's figure of the sinusoidal table, and its numbers:") +
        QStringLiteral("\n  pelab-cli sinusoidal --positions 128 --dim 512 --png f.png --style "
                       "paper-column\n  pelab-cli sinusoidal --positions 128 --dim 512 --npy "
                       "table.npy --json\n\n") +
        QStringLiteral("A model's RoPE from its shipped preset:") +
        QStringLiteral("\n  pelab-cli rope --list-presets\n  pelab-cli rope --preset "
                       "llama-3.1-8b --json\n\n") +
        QStringLiteral("A shipped lesson as a PDF, in Japanese:") +
        QStringLiteral("\n  pelab-cli lesson --list\n  pelab-cli lesson why-sin-cos --pdf "
                       "why-sin-cos.pdf --lang ja\n");
    doc.seeAlso = {QStringLiteral("pelab(1)")};
    doc.singleDashLongOptions = true; // CliApplication::setUpParser: ParseAsLongOptions
    return doc;
}
