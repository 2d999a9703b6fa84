#pragma once

#include <QList>
#include <QString>

#include <cstdint>
#include <memory>

class FigureSource;
class LineChartWidget;
struct ComparedProfile;
struct ViewData;

// The Compare tab's figures, drawn from its ViewData for the window and for files alike: the
// overlay (every profile on one line chart, a band where a profile varies with t or the head)
// and the panels (ProfilePanels: one chart per profile, a shared Δ axis).
namespace CompareFigures {

// The distances drawn of 0 … D: every one up to a screen's worth, otherwise a regular (linear)
// or geometric (logarithmic, from 1) selection with the first and the last.
QList<std::int64_t> drawnDistances(std::int64_t maxDistance, bool logarithmic);
// One profile's line (and band) as series `index` of `chart`.
void drawProfile(LineChartWidget &chart, int index, const ComparedProfile &profile,
                 const QList<std::int64_t> &distances);
void drawOverlay(LineChartWidget &chart, const ViewData &data);
// The overlay's title and its y axis's: what the curves are, normalised how.
QString overlayTitle(const ViewData &data);
QString valueAxisTitle(const ViewData &data);

std::unique_ptr<FigureSource> create(const ViewData &data);
bool has(const QString &view);

} // namespace CompareFigures
