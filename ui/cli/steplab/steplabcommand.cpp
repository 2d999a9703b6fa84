#include "steplabcommand.h"

#include "clicommandregistration.h"
#include "clierror.h"
#include "clioutputoptions.h"
#include "export/jsonwriter.h"
#include "session/language.h"
#include "spec/tabspecs.h"
#include "steplab/steplabspec.h"
#include "steplab/stepreport.h"
#include "steplab/steptables.h"
#include "steplab/steptexts.h"
#include "task/taskcontrol.h"

#include "error.h"

StepLabCommand::StepLabCommand() : TabCommand(*TabSpecs::find(QStringLiteral("steplab")))
{
    // The difference and its length: what a script asks for first.
    setDefault(StepLabKeys::step, QVariant::fromValue(qint64(StepReport::kCommandStep)));
}

QString StepLabCommand::synopsis() const
{
    return tr("[--positions P,Q] [--dim D] [--base B] [--off] [--handout FILE.pdf] "
              "[--worksheet FILE.pdf --students N --seed S [--answers KEY]] [options]");
}

QString StepLabCommand::description() const
{
    return tr("The classroom walk-through of \"the cat saw the dog\": two tokens with one\n"
              "embedding E at positions P and Q, x(t) = E + PE(t), so x(Q) − x(P) = PE(Q) − "
              "PE(P).\nReports PE(P), PE(Q), the difference, its Euclidean length, the per-pair "
              "distances\nand the length for compared positions 1 … 32; writes the table and "
              "figure of a step,\nthe handout of the whole walk-through and a class set of "
              "worksheets with their answer key.");
}

QString StepLabCommand::examples() const
{
    return QStringLiteral("  pelab-cli steplab --positions 0,3 --dim 8 --json\n"
                          "  pelab-cli steplab --positions 0,6 --dim 8 --csv step6.csv --png "
                          "step6.png\n"
                          "  pelab-cli steplab --positions 0,3 --dim 8 --off --step 7 --pdf "
                          "off.pdf\n"
                          "  pelab-cli steplab --positions 0,3 --dim 8 --mistake "
                          "two-denominators --json\n"
                          "  pelab-cli steplab --positions 0,3 --dim 8 --handout handout.pdf "
                          "--paper letter\n"
                          "  pelab-cli steplab --handout handout-ja.pdf --lang ja\n"
                          "  pelab-cli steplab --worksheet class.pdf --students 30 --seed 2024 "
                          "--answers key.json\n");
}

void StepLabCommand::addTabOptions(CommandOptions &options) const
{
    StepLabPrintOptions::addTo(options);
}

void StepLabCommand::prepareTab(const QCommandLineParser &parser)
{
    m_print.read(parser);
}

int StepLabCommand::run(const CliOutputOptions &outputs)
{
    if (listsOnly())
        return TabCommand::run(outputs);
    if (!StepLabSpec::mistake(state())) {
        // Steps 3 and 4 show pairs that a small d does not have: no table to write.
        const int step = StepLabSpec::step(state());
        const std::int64_t dim = StepLabSpec::params(state()).dim;
        const bool tableAsked = std::any_of(outputs.files.cbegin(), outputs.files.cend(),
                                            [](const CliOutputOptions::File &file) {
                                                return !ExportFormats::isFigure(file.format);
                                            });
        if (tableAsked && (step == 3 || step == 4) && StepTables::pairsOfStep(step, dim).isEmpty())
            throw CliError(
                tr("step %1 has no table for d = %2 (it has no such pairs)").arg(step).arg(dim));
    }
    // Before any text is made: the documents and the report's sentences are in this language.
    // Run in process (CliCall, which refuses any language but English) there is no Qt
    // application, and English needs nothing installed.
    if (QCoreApplication *app = QCoreApplication::instance())
        Language::install(*app, m_print.language());
    if (m_print.writesFiles()) {
        ViewData data;
        data.tab = &spec();
        data.view = spec().view(viewName());
        data.state = state();
        try {
            data.result = spec().compute(state(), taskControl());
        } catch (const pelab::Error &error) {
            throw CliError(QString::fromUtf8(error.what()));
        }
        m_print.write(data);
        if (outputs.isEmpty())
            return 0;
    }
    return TabCommand::run(outputs);
}

void StepLabCommand::report(JsonWriter &json, const ViewData &data) const
{
    StepReport::write(json, data.resultAs<StepLabTabResult>(), data.state);
}

PELAB_REGISTER_TAB_COMMAND(steplab, StepLabCommand)
