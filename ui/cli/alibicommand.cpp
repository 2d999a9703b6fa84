#include "alibicommand.h"

#include "cli/clierror.h"
#include "cli/clivalues.h"
#include "cli/jsonwriter.h"
#include "pages/alibifigure.h"
#include "widgets/heatmapwidget.h"
#include "widgets/linechartwidget.h"

#include "error.h"

#include <qcustomplot.h>

#include <QChart>
#include <QCommandLineParser>

#include <memory>

QString AlibiCommand::name() const
{
    return QStringLiteral("alibi");
}

QString AlibiCommand::summary() const
{
    return tr("ALiBi (Press et al. 2022): head slopes, effective spans, bias matrix and figure");
}

QString AlibiCommand::synopsis() const
{
    return tr("--heads H --positions N [--rule official|paper] [--head h] "
              "[--causal|--bidirectional] [options]");
}

QString AlibiCommand::description() const
{
    return tr("Computes the ALiBi slopes m_h of H heads, by the reference code (official) or\n"
              "the paper's text (paper: the geometric sequence from 2^(-8/H)), each head's\n"
              "effective span (the smallest distance D holding 90 % of the last query's\n"
              "attention, causal, zero content) and the bias -m_h*|t - s| over N positions.\n"
              "With --head h the CSV/.npy hold that head's N x N bias (every cell) and the\n"
              "figure is its heatmap; without it the CSV holds the slope table and the figure\n"
              "is the bias against distance for every head.");
}

QString AlibiCommand::examples() const
{
    return QStringLiteral(
        "  pelab-cli alibi --heads 12 --positions 1024 --json\n"
        "  pelab-cli alibi --heads 20 --positions 512 --rule paper --csv slopes.csv\n"
        "  pelab-cli alibi --heads 8 --positions 256 --head 3 --npy bias.npy --png bias.png\n");
}

void AlibiCommand::addOptions(QCommandLineParser &parser) const
{
    parser.addOptions({
        {QStringLiteral("heads"), tr("Number of heads H, at least 1 (required)."),
         QStringLiteral("H")},
        {QStringLiteral("positions"), tr("Sequence length N, at least 1 (required)."),
         QStringLiteral("N")},
        {QStringLiteral("rule"),
         tr("official: the reference code's slopes (default); paper: the geometric sequence "
            "from 2^(-8/H) of the paper's text."),
         QStringLiteral("RULE")},
        {QStringLiteral("head"), tr("Head h (1 … H): write its N x N bias and draw its heatmap."),
         QStringLiteral("h")},
        {QStringLiteral("causal"), tr("Causal mask, keys s <= t (default).")},
        {QStringLiteral("bidirectional"), tr("No mask: every key is visible.")},
        {QStringLiteral("colormap"),
         tr("Heatmap colours: viridis (default), rdbu, cividis, magma, grey."),
         QStringLiteral("NAME")},
    });
}

void AlibiCommand::prepare(const QCommandLineParser &parser)
{
    m_heads = CliValues::requiredInt64(parser, QStringLiteral("heads"));
    m_positions = CliValues::requiredInt64(parser, QStringLiteral("positions"));
    if (parser.isSet(QStringLiteral("rule"))) {
        const QString text = parser.value(QStringLiteral("rule"));
        const auto rule = pelab::parseSlopeRule(text.toStdString());
        if (!rule || *rule == pelab::SlopeRule::Custom)
            throw CliError(tr("unknown rule '%1' (expected official or paper)").arg(text));
        m_rule = *rule;
    }
    if (parser.isSet(QStringLiteral("causal")) && parser.isSet(QStringLiteral("bidirectional")))
        throw CliError(tr("--causal and --bidirectional exclude each other"));
    m_causal = !parser.isSet(QStringLiteral("bidirectional"));
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
        m_slopes = pelab::slopesFor(m_rule, m_heads);
        pelab::validatePositions(m_positions);
    } catch (const pelab::Error &error) {
        throw CliError(QString::fromUtf8(error.what()));
    }
    if (parser.isSet(QStringLiteral("head"))) {
        const std::int64_t head = CliValues::int64(parser, QStringLiteral("head"), 0);
        if (head < 1 || head > m_heads)
            throw CliError(
                tr("--head must be 1 … %1, the number of heads (got %2)").arg(m_heads).arg(head));
        m_head = int(head);
        try {
            pelab::checkMatrixAllocation(std::uint64_t(m_positions), std::uint64_t(m_positions),
                                         pelab::kDefaultMemoryLimit, "the ALiBi bias matrix");
        } catch (const pelab::Error &error) {
            throw CliError(QString::fromUtf8(error.what()));
        }
    }
}

int AlibiCommand::run(const CliOutputOptions &outputs)
{
    std::vector<std::int64_t> spans;
    for (double m : m_slopes)
        spans.push_back(pelab::effectiveSpan(m, m_positions));

    ExportTable table;
    std::unique_ptr<HeatmapWidget> heatmap;
    std::unique_ptr<LineChartWidget> chart;
    const FigureSource *figure = nullptr;
    QString title;
    if (m_head) {
        const double slope = m_slopes[std::size_t(*m_head - 1)];
        const bool needsData = outputs.files.size() > 0;
        std::shared_ptr<const pelab::Matrix> bias;
        if (needsData)
            bias = std::make_shared<const pelab::Matrix>(pelab::biasMatrix(slope, m_positions));
        table = AlibiFigure::biasTable(bias);
        title = AlibiFigure::heatmapTitle(*m_head, slope, m_positions, m_causal);
        if (outputs.needsFigure()) {
            heatmap = std::make_unique<HeatmapWidget>();
            AlibiFigure::configureHeatmap(*heatmap, *m_head, slope, m_positions, m_causal,
                                          m_colormap);
            heatmap->setMatrix(bias, 0.0, 0.0,
                               AlibiFigure::buildBiasCells(slope, m_positions, m_causal));
            figure = heatmap.get();
        }
    } else {
        table = AlibiFigure::slopeTable(m_slopes, pelab::officialSlopes(m_heads),
                                        pelab::paperSlopes(m_heads), spans);
        if (outputs.needsFigure()) {
            chart = std::make_unique<LineChartWidget>();
            AlibiFigure::showBiasChart(*chart, m_slopes, m_positions);
            title = chart->chart()->title();
            figure = chart.get();
        }
    }
    writeOutputs(outputs, table, figure, title, [&](JsonWriter &json) { report(json, spans); });
    return 0;
}

void AlibiCommand::report(JsonWriter &json, const std::vector<std::int64_t> &spans) const
{
    json.add("command", "alibi");
    json.add("heads", m_heads);
    json.add("positions", m_positions);
    json.add("rule", pelab::slopeRuleName(m_rule));
    json.add("causal", m_causal);
    json.beginArray("slopes");
    for (double m : m_slopes)
        json.add({}, m);
    json.endArray();
    json.beginArray("effective_span");
    for (std::int64_t d : spans)
        json.add({}, d);
    json.endArray();
    const std::vector<double> other = m_rule == pelab::SlopeRule::Official
                                          ? pelab::paperSlopes(m_heads)
                                          : pelab::officialSlopes(m_heads);
    json.beginArray(m_rule == pelab::SlopeRule::Official ? "paper_slopes" : "official_slopes");
    for (double m : other)
        json.add({}, m);
    json.endArray();
    if (m_head) {
        json.add("head", *m_head);
        json.add("head_slope", m_slopes[std::size_t(*m_head - 1)]);
    }
}
