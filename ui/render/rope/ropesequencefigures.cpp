#include "ropesequencefigures.h"

#include "figures/figurenumbers.h"
#include "figures/heatmapwidget.h"
#include "rope/ropesequence.h"
#include "rope/ropesequenceviews.h"
#include "rope/ropespec.h"
#include "rope/sequencefigure.h"
#include "spec/tabresult.h"
#include "spec/tabstate.h"
#include "spec/valuetext.h"
#include "spec/viewspec.h"

#include "error.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace RopeSequenceFigures {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("RopeSequenceFigures", text);
}

// A base or factor as the parameters write it: 1000000, 0.5.
QString number(double value)
{
    return ValueText::shortest(value);
}

// "chunked 16, 24, 24", "interleaved 24, 20, 20", or "1-D (no sections)".
QString sectionsText(const pelab::MropeSections &sections)
{
    QStringList sizes;
    for (std::int64_t size : sections.sizes)
        sizes << QString::number(size);
    switch (sections.layout) {
    case pelab::SectionLayout::Chunked:
        return tr("chunked sections %1").arg(sizes.join(QStringLiteral(", ")));
    case pelab::SectionLayout::Interleaved:
        return tr("interleaved sections %1").arg(sizes.join(QStringLiteral(", ")));
    case pelab::SectionLayout::WholeHead:
        return tr("sections %1 over the whole head").arg(sizes.join(QStringLiteral(", ")));
    case pelab::SectionLayout::None:
        break;
    }
    return tr("1-D RoPE (no sections)");
}

// "sliding, base 10000".
QString kindText(const pelab::RopeLayer &layer)
{
    const QString window = layer.window == pelab::AttentionWindow::Sliding   ? tr("sliding")
                           : layer.window == pelab::AttentionWindow::Chunked ? tr("chunked")
                                                                             : tr("full");
    return tr("%1, base %2").arg(window, number(layer.base));
}

// "layer 5: sliding, base 10000" / "layer 3: NoPE (cos 1, sin 0)" / "base 10000" (no layer).
QString layerText(const std::optional<pelab::RopeLayer> &layer, double base)
{
    if (!layer)
        return tr("base %1").arg(number(base));
    if (!layer->rope)
        return tr("layer %1: NoPE (cos 1, sin 0)").arg(layer->index);
    return tr("layer %1: %2").arg(layer->index).arg(kindText(*layer));
}

} // namespace

void drawPositions(SequenceFigure &figure, const ViewData &data)
{
    const RopePositionsResult &r = data.viewResultAs<RopePositionsResult>();
    const pelab::MropeSections sections = RopeSequence::sections(data.state);
    const QString title = tr("Position ids (t, h, w) of %1 tokens, %2")
                              .arg(r.positions.size())
                              .arg(sectionsText(sections));
    figure.setSequence(r.segments, r.positions, data.state.integer(RopeKeys::spatialMerge), title);
}

void drawAxes(HeatmapWidget &heatmap, const ViewData &data)
{
    const TabState &state = data.state;
    const pelab::MropeSections sections = RopeSequence::sections(state);
    std::vector<std::uint8_t> axes;
    try {
        axes = pelab::pairAxes(sections, state.integer(RopeKeys::dim));
    } catch (const pelab::Error &) {
        heatmap.clear(); // values in flux in the window: the next result draws them
        return;
    }
    // A row per id (0 t, 1 h, 2 w), a column per pair: 1 where the pair takes that id.
    auto strip = std::make_shared<pelab::Matrix>(3, axes.size());
    for (std::size_t i = 0; i < axes.size(); ++i)
        for (std::size_t a = 0; a < 3; ++a)
            strip->row(a)[i] = axes[i] == a ? 1.0 : 0.0;
    heatmap.setLabels(tr("Id each rotary pair takes: %1").arg(sectionsText(sections)), tr("pair i"),
                      tr("id: 0 t, 1 h, 2 w"), tr("takes it (1) or not (0)"));
    heatmap.setColormap(Colormap::Viridis);
    heatmap.setLevelCount(0); // 0 and 1 at the colormap's two ends
    heatmap.setValueRange(0.0, 1.0);
    heatmap.setMatrix(std::move(strip));
}

void drawCache(HeatmapWidget &heatmap, const ViewData &data, bool inBackground)
{
    const RopeCacheResult &r = data.viewResultAs<RopeCacheResult>();
    const bool sin = data.view->name == QLatin1String("sin");
    const double amplitude = r.rotation.frequencies.attentionFactor;
    heatmap.setLabels(
        (sin ? tr("sin cache, %1 tokens × %2: %3, %4") : tr("cos cache, %1 tokens × %2: %3, %4"))
            .arg(r.values->rows())
            .arg(r.values->cols())
            .arg(layerText(r.layer, r.rotation.base), sectionsText(r.sections)),
        tr("column c"), tr("token"), sin ? tr("sin") : tr("cos"));
    heatmap.setColormap(Colormap::RdBu);
    heatmap.setLevelCount(0);
    heatmap.setValueRange(-amplitude, amplitude);
    if (inBackground)
        heatmap.setMatrixInBackground(r.values);
    else
        heatmap.setMatrix(r.values);
}

QString gridVerdict(const ViewData &data)
{
    const RopeGridResult &r = data.viewResultAs<RopeGridResult>();
    if (!r.hasImage())
        return tr("No image or video in the sequence: add one to the sequence (--sequence) to "
                  "score its patches.");
    // Without brackets: a small figure's title, which holds it, drops its bracketed remarks
    // first (TitleText::shortenings).
    const pelab::GridScores &g = r.grid;
    const QString spread = FigureNumbers::general(g.maxSpread, 2);
    const QString tolerance = FigureNumbers::general(g.tolerance, 2);
    if (g.invariant)
        return tr("2-D relative: spread %1 ≤ %2 over the pairs of each Δh, Δw")
            .arg(spread, tolerance);
    return tr("not 2-D relative: the pairs of Δh, Δw = %1, %2 spread %3 > %4")
        .arg(g.worstDh)
        .arg(g.worstDw)
        .arg(spread, tolerance);
}

void drawGrid(HeatmapWidget &heatmap, const ViewData &data)
{
    const RopeGridResult &r = data.viewResultAs<RopeGridResult>();
    if (!r.hasImage()) {
        heatmap.setLabels(gridVerdict(data), tr("patch column"), tr("patch row"), tr("score"));
        heatmap.clear();
        return;
    }
    const pelab::GridScores &g = r.grid;
    heatmap.setLabels(tr("Patch %1, %2 of image %3 against every patch: %4, %5")
                          .arg(g.patchRow)
                          .arg(g.patchCol)
                          .arg(r.imageNumber)
                          .arg(gridVerdict(data), sectionsText(r.sections)),
                      tr("patch column"), tr("patch row"), tr("score"));
    // Viridis over the scores' own range: neighbouring patches differ by little.
    heatmap.setColormap(Colormap::Viridis);
    heatmap.setLevelCount(0);
    heatmap.setAutoValueRange();
    heatmap.setMatrix(r.scores);
    heatmap.setCurrentCell(int(g.patchRow), int(g.patchCol));
}

void drawLayers(HeatmapWidget &heatmap, const ViewData &data)
{
    std::vector<pelab::RopeLayer> layers;
    try {
        layers = RopeSequence::layers(data.state);
    } catch (const pelab::Error &) {
        heatmap.clear();
        return;
    }
    // A row per kind (0 NoPE, 1 RoPE full, 2 RoPE sliding, 3 RoPE chunked), a column per layer:
    // 1 at the layer's kind. Without a schedule, one column: every layer rotates, full.
    const std::size_t columns = std::max<std::size_t>(1, layers.size());
    auto strip = std::make_shared<pelab::Matrix>(4, columns);
    for (std::size_t r = 0; r < 4; ++r)
        for (std::size_t c = 0; c < columns; ++c)
            strip->row(r)[c] = 0.0;
    if (layers.empty())
        strip->row(1)[0] = 1.0;
    int nope = 0;
    QStringList bases; // each rotating kind's base, once
    for (std::size_t i = 0; i < layers.size(); ++i) {
        const pelab::RopeLayer &l = layers[i];
        strip->row(l.rope ? 1 + std::size_t(int(l.window)) : 0)[i] = 1.0;
        nope += l.rope ? 0 : 1;
        if (!l.rope)
            continue;
        QString base = kindText(l);
        if (l.scaling.type != pelab::RopeScalingType::None) {
            const Parameter &scaling = data.state.spec()->parameter(RopeKeys::scaling);
            base +=
                QStringLiteral(" (%1 ×%2)")
                    .arg(scaling.choiceLabel(QString::fromUtf8(pelab::scalingName(l.scaling.type))))
                    .arg(number(l.scaling.factor.value_or(1.0)));
        }
        if (!bases.contains(base))
            bases << base;
    }
    heatmap.setLabels(layers.empty() ? tr("No layer schedule: every layer rotates alike")
                                     : tr("Layer schedule: %1 layers, %2 NoPE; %3")
                                           .arg(layers.size())
                                           .arg(nope)
                                           .arg(bases.join(QStringLiteral("; "))),
                      tr("layer"), tr("kind: 0 NoPE, 1 full, 2 sliding, 3 chunked"),
                      tr("the layer's kind (1)"));
    heatmap.setColormap(Colormap::Viridis);
    heatmap.setLevelCount(0); // 0 and 1 at the colormap's two ends
    heatmap.setValueRange(0.0, 1.0);
    heatmap.setMatrix(std::move(strip));
}

std::unique_ptr<FigureSource> create(const ViewData &data)
{
    const QString &view = data.view->name;
    if (view == QLatin1String("positions")) {
        auto figure = std::make_unique<SequenceFigure>();
        drawPositions(*figure, data);
        return figure;
    }
    auto heatmap = std::make_unique<HeatmapWidget>();
    if (view == QLatin1String("axes"))
        drawAxes(*heatmap, data);
    else if (view == QLatin1String("cos") || view == QLatin1String("sin")) {
        drawCache(*heatmap, data);
    } else if (view == QLatin1String("grid-scores"))
        drawGrid(*heatmap, data);
    else if (view == QLatin1String("layers"))
        drawLayers(*heatmap, data);
    else
        return nullptr;
    return heatmap;
}

bool has(const QString &view)
{
    for (const char *name : {"positions", "axes", "cos", "sin", "grid-scores", "layers"}) {
        if (view == QLatin1String(name))
            return true;
    }
    return false;
}

} // namespace RopeSequenceFigures
