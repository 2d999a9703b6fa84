#include "sinusoidalcommand.h"

#include "clicommandregistration.h"
#include "clierror.h"
#include "common/colormaps.h"
#include "export/jsonwriter.h"
#include "sinusoidal/sinusoidalspec.h"
#include "spec/tabspecs.h"

#include "error.h"
#include "sinusoidalblockchecks.h"

SinusoidalCommand::SinusoidalCommand() : TabCommand(*TabSpecs::find(QStringLiteral("sinusoidal")))
{}

QString SinusoidalCommand::synopsis() const
{
    return tr("[--positions N] [--dim D] [options]");
}

QString SinusoidalCommand::description() const
{
    return tr("Computes the fixed sinusoidal position encoding PE(t)[2i] = sin(t·ω_i),\n"
              "PE(t)[2i+1] = cos(t·ω_i), ω_i = base^(−2i/d), for positions t = start … "
              "start+N−1,\nchecks its properties and writes the table and its heatmap.");
}

QString SinusoidalCommand::examples() const
{
    return QStringLiteral(
        "  pelab-cli sinusoidal --positions 128 --dim 512 --json\n"
        "  pelab-cli sinusoidal --positions 128 --dim 512 --csv pe.csv --npy pe.npy\n"
        "  pelab-cli sinusoidal --positions 64 --dim 128 --layout split --colormap rdbu "
        "--png pe.png --width 2400 --height 1200 --dpi 192\n"
        "  pelab-cli sinusoidal --positions 256 --dim 64 --view similarity --measure cosine "
        "--npy cos.npy\n");
}

int SinusoidalCommand::run(const CliOutputOptions &outputs)
{
    if (listsOnly() || !outputs.files.isEmpty())
        return TabCommand::run(outputs);
    // A report alone needs no table in memory: it is checked block by block on every core.
    pelab::SinusoidalChecks checks;
    try {
        checks = pelab::SinusoidalBlockChecks::compute(SinusoidalSpec::params(state()),
                                                       SinusoidalSpec::checkOptions(state()));
    } catch (const pelab::Error &error) {
        throw CliError(QString::fromUtf8(error.what()));
    }
    writeViewOutputs(outputs, ViewData(), [&](JsonWriter &json) { report(json, checks); });
    return 0;
}

void SinusoidalCommand::report(JsonWriter &json, const ViewData &data) const
{
    report(json, data.resultAs<SinusoidalResult>().checks);
}

void SinusoidalCommand::report(JsonWriter &json, const pelab::SinusoidalChecks &checks) const
{
    const pelab::SinusoidalParams p = SinusoidalSpec::params(state());
    json.add("command", "sinusoidal");
    json.add("positions", p.positions);
    json.add("dim", p.dim);
    json.add("base", p.base);
    json.add("start", p.start);
    json.add("layout", pelab::layoutName(p.layout));
    json.add("colormap", state().text(ColormapKeys::colormap));
    json.add("view", viewName());
    json.add("min", checks.minValue);
    json.add("max", checks.maxValue);
    json.add("in_unit_range", checks.inUnitRange);
    json.add("nan_rows", checks.nanCount);
    json.add("max_norm_error", checks.maxNormError);
    json.add("worst_norm_position", checks.worstNormPosition);
    json.add("shift", checks.shift);
    json.add("max_shift_residual", checks.maxShiftResidual);
    json.add("worst_shift_position", checks.worstShiftPosition);
    json.add("worst_shift_pair", checks.worstShiftPair);
    json.add("dot_offsets_checked", checks.dotOffsetsChecked);
    json.add("max_dot_error", checks.maxDotError);
    json.add("worst_dot_position", checks.worstDotPosition);
    json.add("worst_dot_offset", checks.worstDotOffset);
    json.add("tolerance", checks.tolerance);
    json.add("passed", checks.passed());
}

PELAB_REGISTER_TAB_COMMAND(sinusoidal, SinusoidalCommand)
