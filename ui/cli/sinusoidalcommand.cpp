#include "sinusoidalcommand.h"

#include "cli/clierror.h"
#include "cli/clivalues.h"
#include "cli/jsonwriter.h"
#include "export/figuresource.h"
#include "pages/sinusoidalfigure.h"
#include "sinusoidalblockchecks.h"
#ifndef PELAB_CLI_TEXT_ONLY
#include "widgets/heatmapwidget.h"
#endif

#include "error.h"
#include "sinusoidalchecks.h"

#include <QCommandLineParser>

#include <memory>
#include <optional>

QString SinusoidalCommand::name() const
{
    return QStringLiteral("sinusoidal");
}

QString SinusoidalCommand::summary() const
{
    return tr("Fixed sinusoidal position encoding (Vaswani et al. 2017): table, checks, figure");
}

QString SinusoidalCommand::synopsis() const
{
    return tr("--positions N --dim D [options]");
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
        "--png pe.png --width 2400 --height 1200 --dpi 192\n");
}

void SinusoidalCommand::addOptions(QCommandLineParser &parser) const
{
    const pelab::SinusoidalParams defaults;
    parser.addOptions({
        {QStringLiteral("positions"), tr("Number of positions N, at least 1 (required)."),
         QStringLiteral("N")},
        {QStringLiteral("dim"), tr("Model width d, an even number (required)."),
         QStringLiteral("D")},
        {QStringLiteral("base"),
         tr("Base of the frequencies, greater than 1 (default %1).").arg(defaults.base),
         QStringLiteral("B")},
        {QStringLiteral("start"), tr("First position t0, 0 or more (default 0)."),
         QStringLiteral("T0")},
        {QStringLiteral("layout"),
         tr("interleaved: [sin, cos, sin, cos, …] (the paper, default); split: [sin … | "
            "cos …] (tensor2tensor)."),
         QStringLiteral("NAME")},
        {QStringLiteral("colormap"),
         tr("Heatmap colours: viridis (default), rdbu, cividis, magma, grey."),
         QStringLiteral("NAME")},
    });
}

void SinusoidalCommand::prepare(const QCommandLineParser &parser)
{
    m_params.positions = CliValues::requiredInt64(parser, QStringLiteral("positions"));
    m_params.dim = CliValues::requiredInt64(parser, QStringLiteral("dim"));
    m_params.base = CliValues::real(parser, QStringLiteral("base"), m_params.base);
    m_params.start = CliValues::int64(parser, QStringLiteral("start"), m_params.start);
    if (parser.isSet(QStringLiteral("layout"))) {
        const QString text = parser.value(QStringLiteral("layout"));
        const std::optional<pelab::Layout> layout = pelab::parseLayout(text.toStdString());
        if (!layout)
            throw CliError(tr("unknown layout '%1' (expected interleaved or split)").arg(text));
        m_params.layout = *layout;
    }
    if (parser.isSet(QStringLiteral("colormap"))) {
        const QString text = parser.value(QStringLiteral("colormap"));
        const std::optional<Colormap> colormap = parseColormap(text);
        if (!colormap)
            throw CliError(tr("unknown colormap '%1' (expected viridis, rdbu, cividis, magma "
                              "or grey)")
                               .arg(text));
        m_colormap = *colormap;
    }
    try {
        pelab::validate(m_params);
    } catch (const pelab::Error &error) {
        throw CliError(QString::fromUtf8(error.what()));
    }
}

int SinusoidalCommand::run(const CliOutputOptions &outputs)
{
    // A report alone needs no table in memory: it is checked block by block.
    if (outputs.files.isEmpty()) {
        const pelab::SinusoidalChecks checks = pelab::SinusoidalBlockChecks::compute(m_params);
        writeOutputs(outputs, ExportTable{}, nullptr, QString(),
                     [&](JsonWriter &json) { report(json, checks); });
        return 0;
    }

    // The table is computed once and shared, never copied, by the exports and the figure.
    const auto table = std::make_shared<const pelab::Matrix>(pelab::sinusoidalTable(m_params));
#ifdef PELAB_CLI_TEXT_ONLY
    std::unique_ptr<FigureSource> heatmap; // none here: pelab-cli-full draws the figures
#else
    std::unique_ptr<HeatmapWidget> heatmap;
    if (outputs.needsFigure()) {
        heatmap = std::make_unique<HeatmapWidget>();
        SinusoidalFigure::configure(*heatmap, m_params, m_colormap);
        heatmap->setMatrix(table, double(m_params.start), 0.0);
    }
#endif
    std::optional<pelab::SinusoidalChecks> checks;
    if (outputs.json)
        checks = pelab::checkSinusoidal(*table, m_params);

    writeOutputs(outputs, SinusoidalFigure::exportTable(m_params, table), heatmap.get(),
                 SinusoidalFigure::title(m_params),
                 [&](JsonWriter &json) { report(json, *checks); });
    return 0;
}

void SinusoidalCommand::report(JsonWriter &json, const pelab::SinusoidalChecks &checks) const
{
    json.add("command", "sinusoidal");
    json.add("positions", m_params.positions);
    json.add("dim", m_params.dim);
    json.add("base", m_params.base);
    json.add("start", m_params.start);
    json.add("layout", pelab::layoutName(m_params.layout));
    json.add("colormap", colormapId(m_colormap));
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
