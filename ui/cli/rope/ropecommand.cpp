#include "ropecommand.h"

#include "clicommandregistration.h"
#include "clierror.h"
#include "clipresets.h"
#include "export/jsonwriter.h"
#include "rope/ropecheck.h"
#include "rope/ropecontent.h"
#include "rope/ropesequence.h"
#include "rope/ropesequenceviews.h"
#include "rope/ropespec.h"
#include "spec/tabspecs.h"
#include "spec/valuetext.h"

#include "error.h"

#include <QCommandLineParser>

namespace {

QString fromStd(std::string_view text)
{
    return QString::fromUtf8(text.data(), qsizetype(text.size()));
}

} // namespace

RopeCommand::RopeCommand() : TabCommand(*TabSpecs::find(QStringLiteral("rope"))) {}

QString RopeCommand::synopsis() const
{
    return tr("[--dim D] [--positions N] [--start T0] [--base B] [--pairing interleaved|half] "
              "[--scaling none|linear|dynamic|yarn|llama3|longrope] [--factor F] [--precision "
              "f64|f32|bf16|f16] [--seed S | --q FILE --k FILE] [--view NAME] [options]");
}

QString RopeCommand::description() const
{
    return tr("Rotates fixed content vectors q and k to every position t, s of [T0, T0 + N)\n"
              "and computes a(t, s) = q_t·k_s/sqrt(d) with a GEMM. Checks that the scores depend\n"
              "only on s - t: for each offset the spread (max - min) of a(t, t + offset) over\n"
              "t (max_invariance_error, with where it occurs), and max |R_t^T R_s - R_(s-t)|\n"
              "(max_rotation_error). In precision f32, bf16 or f16 the position, theta_i and\n"
              "the angle are rounded to it, then cos/sin and the rotated vectors; the dot\n"
              "products accumulate in float64. Scalings follow Hugging Face's rope_scaling:\n"
              "linear, dynamic and yarn need --factor; llama3 defaults to factor 8, 1, 4, 8192.\n"
              "q and k: seeded standard normals (--seed, the same on every platform), a CSV\n"
              "row / 1-D .npy of d values each (--q, --k), or typed (--q-values, --k-values).\n"
              "The default view, scores, writes the whole N x N matrix (row t, column s, both\n"
              "from T0; up to the memory limit, N <= 16384) and its heatmap; the heatmap view\n"
              "the same up to N = 1024 and above it the 1024 x 1024 window centred on row\n"
              "--row, labelled with its true positions; --json alone holds nothing N x N.\n"
              "Every option has the window's default: d = 64 and N = 256 unless --config or\n"
              "--preset gives d and a compared cache N.");
}

QString RopeCommand::examples() const
{
    return QStringLiteral(
        "  pelab-cli rope --dim 128 --positions 512 --json\n"
        "  pelab-cli rope --dim 128 --positions 256 --start 1048576 --precision bf16 --json\n"
        "  pelab-cli rope --dim 128 --positions 1024 --scaling yarn --factor 4 "
        "--original-max-positions 4096 --npy scores.npy --png scores.png\n"
        "  pelab-cli rope --dim 64 --positions 128 --view precision --csv sweep.csv\n"
        "  pelab-cli rope --preset llama-3.1-8b --compare inv_freq.npy --json\n");
}

QString RopeCommand::defaultView() const
{
    return QStringLiteral("scores");
}

bool RopeCommand::listsOnly() const
{
    return TabCommand::listsOnly() || m_model.listPresets();
}

void RopeCommand::addTabOptions(CommandOptions &options) const
{
    RopeModelOptions::addTo(options);
}

void RopeCommand::checkChoice(const QCommandLineParser &parser, ParameterKey key,
                              const QString &what) const
{
    const QString name = key;
    if (!parser.isSet(name))
        return;
    QString error;
    if (spec().parameter(name).fromText(parser.value(name), &error).isNull())
        throw CliError(what.arg(parser.value(name)));
}

void RopeCommand::prepareTab(const QCommandLineParser &parser)
{
    m_model.read(parser);
    if (m_model.listPresets())
        return;
    checkChoice(parser, RopeKeys::scaling,
                tr("unknown scaling '%1' (expected none, linear, dynamic, yarn, llama3 or "
                   "longrope)"));
    checkChoice(parser, RopeKeys::pairing,
                tr("unknown pairing '%1' (expected interleaved or half)"));
    checkChoice(parser, RopeKeys::precision,
                tr("unknown precision '%1' (expected f64, f32, bf16 or f16)"));
    // A model config or a compared cache sets the defaults, else the window's (d = 64,
    // N = 256); the options given override them.
    const QString problem = m_model.applyTo(mutableState());
    if (!problem.isEmpty())
        throw CliError(problem);
    // The check compares every row of a cache: --positions, when given, must say as many. A
    // sequence's cache has a row per token of the sequence instead (RopeSequence).
    const std::int64_t rows = parser.isSet(RopeKeys::sequence) ? 0 : m_model.comparedPositions();
    const QString given = parser.value(RopeKeys::positions).trimmed();
    const std::optional<std::int64_t> positions = ValueText::parseInteger(given);
    if (parser.isSet(RopeKeys::positions) && rows > 0 && positions && *positions != rows)
        throw CliError(tr("--positions %1, but %2 holds %3 positions (rows): the check compares "
                          "every row; leave --positions out or give %3")
                           .arg(given, m_model.comparedName())
                           .arg(rows));
    if (!parser.isSet(RopeKeys::positions) && rows > 0)
        mutableState().set(RopeKeys::positions, QVariant::fromValue(qint64(rows)));
    readContent(parser);
}

// --q/--k (files) or --q-values/--k-values (typed) say where q and k come from unless --content
// does.
void RopeCommand::readContent(const QCommandLineParser &parser)
{
    if (parser.isSet(RopeKeys::content))
        return;
    const auto given = [&parser](ParameterKey key) { return !parser.value(key).isEmpty(); };
    const bool files = given(RopeKeys::q) || given(RopeKeys::k);
    const bool typed = given(RopeKeys::qValues) || given(RopeKeys::kValues);
    if (files && typed)
        throw CliError(tr("--q/--k and --q-values/--k-values exclude each other"));
    if ((files || typed) && parser.isSet(RopeKeys::seed))
        throw CliError(files ? tr("--seed and --q/--k exclude each other")
                             : tr("--seed and --q-values/--k-values exclude each other"));
    if (files && !(given(RopeKeys::q) && given(RopeKeys::k)))
        throw CliError(tr("--q and --k go together: give both files"));
    if (typed && !(given(RopeKeys::qValues) && given(RopeKeys::kValues)))
        throw CliError(tr("--q-values and --k-values go together: give both"));
    if (files || typed)
        mutableState().set(RopeKeys::content,
                           files ? QStringLiteral("files") : QStringLiteral("typed"));
}

int RopeCommand::run(const CliOutputOptions &outputs)
{
    if (m_model.listPresets()) {
        CliPresets::print(pelab::PresetFamily::Rope);
        return 0;
    }
    if (TabCommand::listsOnly())
        return TabCommand::run(outputs);
    if (viewName() == QLatin1String("check") && !m_model.comparing())
        throw CliError(tr("the check view needs --compare FILE, or --compare-cos F and "
                          "--compare-sin F"));
    if (viewName() == QLatin1String("grid-scores")) {
        std::int64_t segment = -1;
        try {
            segment = RopeSequenceViews::imageSegment(RopeSequence::segments(state()),
                                                      state().integer(RopeKeys::image));
        } catch (const pelab::Error &error) {
            throw CliError(QString::fromUtf8(error.what()));
        }
        if (segment < 0)
            throw CliError(tr("the grid-scores view needs a sequence with an image or video, "
                              "e.g. --sequence text:5,image:1x4x6,text:3"));
    }
    m_comparison = m_model.compare(RopeSpec::params(state()), state());
    // The report alone is the tab's tiled analysis (nothing N × N) without the rest of
    // RopeSpec::compute: its long-term decay curves (2 × 2048 distances × d/2 sin/cos and hypot)
    // are the tab's views, not printed here. The grid scores' report holds the view's own
    // result too.
    if (outputs.files.isEmpty() && viewName() != QLatin1String("grid-scores")) {
        RopeResult result;
        try {
            result.params = RopeSpec::params(state());
            RopeContent::resolve(state(), result.params, true);
            std::optional<pelab::RopeAnalysis> analysis =
                pelab::analyzeRope(result.params, pelab::kDefaultMemoryLimit,
                                   [this](double f) { return taskControl().report(f); });
            if (!analysis)
                throw CliError(tr("cancelled"));
            result.analysis = std::move(*analysis);
        } catch (const pelab::Error &error) {
            throw CliError(QString::fromUtf8(error.what()));
        }
        writeViewOutputs(outputs, ViewData(), [&](JsonWriter &json) { report(json, result); });
        return 0;
    }
    writeView(outputs);
    return 0;
}

void RopeCommand::report(JsonWriter &json, const ViewData &data) const
{
    report(json, data.resultAs<RopeResult>());
    if (data.view && data.view->name == QLatin1String("grid-scores") && data.viewResult &&
        data.viewResultAs<RopeGridResult>().hasImage()) {
        const RopeGridResult &r = data.viewResultAs<RopeGridResult>();
        json.beginObject("grid_scores");
        json.add("image", r.imageNumber);
        json.add("segment", r.grid.segment);
        json.add("rows", r.grid.rows);
        json.add("cols", r.grid.cols);
        json.add("patch_row", r.grid.patchRow);
        json.add("patch_col", r.grid.patchCol);
        json.add("max_spread", r.grid.maxSpread);
        json.add("worst_dh", r.grid.worstDh);
        json.add("worst_dw", r.grid.worstDw);
        json.add("tolerance", r.grid.tolerance);
        json.add("invariant", r.grid.invariant);
        json.endObject();
    }
}

void RopeCommand::report(JsonWriter &json, const RopeResult &result) const
{
    const pelab::RopeParameters &p = result.params;
    const pelab::RopeAnalysis &a = result.analysis;
    const pelab::RopeFrequencies &f = a.frequencies;
    const pelab::InvarianceReport &inv = a.invariance;
    const QString content = state().text(RopeKeys::content);
    json.add("command", "rope");
    json.add("dim", p.dim);
    json.add("rotary_dim", p.dim);
    json.add("positions", p.positions);
    json.add("start", p.start);
    json.add("base", p.base);
    json.add("pairing", fromStd(pelab::pairingName(p.pairing)));
    json.add("precision", fromStd(pelab::precisionName(p.precision)));
    if (content == QLatin1String("files")) {
        json.add("q_file", state().text(RopeKeys::q));
        json.add("k_file", state().text(RopeKeys::k));
    } else if (content == QLatin1String("typed")) {
        json.add("q_values", state().text(RopeKeys::qValues));
        json.add("k_values", state().text(RopeKeys::kValues));
    } else {
        json.add("seed", std::int64_t(p.seed));
    }
    json.beginObject("scaling");
    json.add("rope_type", fromStd(pelab::scalingName(p.scaling.type)));
    if (p.scaling.type != pelab::RopeScalingType::None) {
        json.add("factor", f.factor);
        json.add("original_max_position_embeddings", f.originalMaxPositions);
    }
    switch (p.scaling.type) {
    case pelab::RopeScalingType::Dynamic:
        json.add("sequence_length", f.sequenceLength);
        json.add("effective_base", f.effectiveBase);
        break;
    case pelab::RopeScalingType::Yarn:
        json.add("beta_fast", p.scaling.betaFast);
        json.add("beta_slow", p.scaling.betaSlow);
        json.add("correction_low", f.yarnLow);
        json.add("correction_high", f.yarnHigh);
        json.add("truncate", p.scaling.truncate);
        if (p.scaling.mscale)
            json.add("mscale", *p.scaling.mscale);
        if (p.scaling.mscaleAllDim)
            json.add("mscale_all_dim", *p.scaling.mscaleAllDim);
        break;
    case pelab::RopeScalingType::Longrope:
        json.add("sequence_length", f.sequenceLength);
        json.add("long_factor_used", f.longFactors);
        break;
    case pelab::RopeScalingType::Llama3:
        json.add("low_freq_factor", p.scaling.lowFreqFactor);
        json.add("high_freq_factor", p.scaling.highFreqFactor);
        break;
    default:
        break;
    }
    json.endObject();
    json.add("attention_factor", f.attentionFactor);
    json.beginArray("inv_freq");
    for (double theta : f.invFreq)
        json.add({}, theta);
    json.endArray();
    json.add("max_offset", inv.maxOffset);
    json.add("max_invariance_error", inv.maxError);
    json.add("invariance_tolerance", a.tolerance);
    json.add("invariant", a.invariant);
    json.add("worst_offset", inv.worstOffset);
    json.add("worst_offset_min_t", inv.worstMinT);
    json.add("worst_offset_max_t", inv.worstMaxT);
    json.add("max_exact_error", inv.maxExactError);
    json.add("exact_error_t", inv.exactWorstT);
    json.add("exact_error_s", inv.exactWorstS);
    json.add("max_rotation_error", a.rotation.maxError);
    json.add("rotation_error_t", a.rotation.worstT);
    json.add("rotation_error_s", a.rotation.worstS);
    json.add("rotation_error_pair", a.rotation.worstPair);
    json.add("rotation_rows_checked", a.rotation.rowsChecked);
    json.add("score_scale", pelab::scoreScale(a.setup));
    json.add("non_finite_scores", std::int64_t(inv.nonFinite));
    json.add("overflowed_positions", a.overflowedPositions);
    json.add("distinct_positions", a.distinctPositions);
    json.beginArray("half_to_interleaved");
    for (std::int64_t index : pelab::halfToInterleavedPermutation(p.dim))
        json.add({}, index);
    json.endArray();
    reportSequence(json);
    m_model.report(json, m_comparison);
}

// The sequence and its sections when typed or split; the layer schedule when there is one.
void RopeCommand::reportSequence(JsonWriter &json) const
{
    const pelab::MropeSections sections = RopeSequence::sections(state());
    if (RopeSequence::isTyped(state()) || sections.layout != pelab::SectionLayout::None) {
        const std::vector<pelab::Segment> segments = RopeSequence::segments(state());
        const pelab::LayoutRules rules = RopeSequence::rules(state());
        json.beginObject("sequence");
        json.add("segments", pelab::sequenceText(segments));
        json.add("tokens", pelab::sequenceTokens(segments, rules));
        json.add("spatial_merge", rules.spatialMerge);
        if (rules.tokensPerSecond) {
            json.add("tokens_per_second", *rules.tokensPerSecond);
            json.add("seconds_per_grid", rules.secondsPerGrid);
        }
        json.add("mrope_layout", fromStd(pelab::sectionLayoutName(sections.layout)));
        json.beginArray("mrope_section");
        for (std::int64_t size : sections.sizes)
            json.add({}, size);
        json.endArray();
        json.endObject();
    }
    const std::vector<pelab::RopeLayer> layers = RopeSequence::layers(state());
    if (layers.empty())
        return;
    if (state().isSet(RopeKeys::layer))
        json.add("layer", state().integer(RopeKeys::layer));
    json.beginArray("schedule");
    for (const pelab::RopeLayer &layer : layers) {
        json.beginObject();
        json.add("layer", layer.index);
        json.add("rope", layer.rope);
        if (layer.rope) {
            json.add("base", layer.base);
            json.add("rope_type", fromStd(pelab::scalingName(layer.scaling.type)));
            if (layer.scaling.factor)
                json.add("factor", *layer.scaling.factor);
        }
        json.add("rotary_dim", layer.rotaryDim);
        json.add("window", fromStd(pelab::attentionWindowName(layer.window)));
        if (layer.window != pelab::AttentionWindow::Full)
            json.add("window_size", layer.windowSize);
        json.endObject();
    }
    json.endArray();
}

PELAB_REGISTER_TAB_COMMAND(rope, RopeCommand)
