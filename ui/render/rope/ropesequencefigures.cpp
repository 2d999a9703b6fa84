#include "ropesequencefigures.h"

#include "figures/figurenumbers.h"
#include "figures/heatmapwidget.h"
#include "rope/ropesequence.h"
#include "rope/ropesequenceviews.h"
#include "rope/ropespec.h"
#include "rope/sequencefigure.h"
#include "spec/tabresult.h"
#include "spec/tabstate.h"
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

QString number(double value)
{
    return FigureNumbers::general(value, 6);
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

// "layer 5: sliding, base 10000" / "layer 3: NoPE" / "" (no layer chosen).
QString layerText(const std::optional<pelab::RopeLayer> &layer, double base)
{
    if (!layer)
        return tr("base %1").arg(number(base));
    if (!layer->rope)
        return tr("layer %1: NoPE (cos 1, sin 0)").arg(layer->index);
    const QString window = layer->window == pelab::AttentionWindow::Sliding   ? tr("sliding")
                           : layer->window == pelab::AttentionWindow::Chunked ? tr("chunked")
                                                                              : tr("full");
    return tr("layer %1: %2, base %3").arg(layer->index).arg(window, number(layer->base));
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
    auto strip = std::make_shared<pelab::Matrix>(1, axes.size());
    for (std::size_t i = 0; i < axes.size(); ++i)
        strip->row(0)[i] = double(axes[i]);
    heatmap.setLabels(tr("Id each rotary pair takes: %1").arg(sectionsText(sections)), tr("pair i"),
                      QString(), tr("axis: 0 t, 1 h, 2 w"));
    heatmap.setColormap(Colormap::Viridis);
    heatmap.setLevelCount(3);
    heatmap.setValueRange(-0.5, 2.5);
    heatmap.setMatrix(std::move(strip));
}

void drawCache(HeatmapWidget &heatmap, const ViewData &data, bool inBackground)
{
    const RopeCacheResult &r = data.viewResultAs<RopeCacheResult>();
    const bool sin = data.view->name == QLatin1String("sin");
    const double amplitude = r.rotation.nope ? 1.0 : r.rotation.frequencies.attentionFactor;
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
    const pelab::GridScores &g = r.grid;
    const QString spread = FigureNumbers::general(g.maxSpread, 2);
    const QString tolerance = FigureNumbers::general(g.tolerance, 2);
    if (g.invariant)
        return tr("2-D relative: every (Δh, Δw) scores alike, largest spread %1 ≤ %2")
            .arg(spread, tolerance);
    return tr("Not 2-D relative: the scores of (Δh, Δw) = (%1, %2) spread %3 > %4")
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
    heatmap.setLabels(tr("Scores of patch (%1, %2) of image %3, %4. %5")
                          .arg(g.patchRow)
                          .arg(g.patchCol)
                          .arg(r.imageNumber)
                          .arg(sectionsText(r.sections), gridVerdict(data)),
                      tr("patch column"), tr("patch row"), tr("score"));
    heatmap.setColormap(Colormap::RdBu);
    heatmap.setLevelCount(0);
    heatmap.setAutoValueRange(); // diverging: centred on 0
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
    auto strip = std::make_shared<pelab::Matrix>(1, std::max<std::size_t>(1, layers.size()));
    strip->row(0)[0] = 1.0; // without a schedule: every layer rotates, full attention
    int nope = 0;
    for (std::size_t i = 0; i < layers.size(); ++i) {
        const pelab::RopeLayer &l = layers[i];
        strip->row(0)[i] = l.rope ? 1.0 + double(int(l.window)) : 0.0;
        nope += l.rope ? 0 : 1;
    }
    heatmap.setLabels(
        layers.empty() ? tr("No layer schedule: every layer rotates alike")
                       : tr("Layer schedule: %1 layers, %2 NoPE").arg(layers.size()).arg(nope),
        tr("layer"), QString(), tr("0 NoPE, 1 RoPE full, 2 RoPE sliding, 3 RoPE chunked"));
    heatmap.setColormap(Colormap::Viridis);
    heatmap.setLevelCount(4);
    heatmap.setValueRange(-0.5, 3.5);
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
