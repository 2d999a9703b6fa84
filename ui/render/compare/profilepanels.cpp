#include "profilepanels.h"

#include "compare/comparefigures.h"
#include "compare/comparespec.h"
#include "figures/compositefigure.h"
#include "figures/linechartwidget.h"

#include <QChart>
#include <QCoreApplication>
#include <QLineSeries>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace {

constexpr int kPanelHeight = 240; // at 100 %

} // namespace

ProfilePanels::ProfilePanels(QWidget *parent) : QWidget(parent)
{
    m_column = new QVBoxLayout(this);
    m_column->setContentsMargins(0, 0, 0, 0);
}

int ProfilePanels::columnsFor(qsizetype panels, const QSize &size)
{
    if (panels <= 1 || size.isEmpty())
        return 1;
    const double aspect = double(size.width()) / double(size.height());
    const int columns = int(std::lround(std::sqrt(double(panels) * aspect)));
    return std::clamp(columns, 1, int(panels));
}

void ProfilePanels::clear()
{
    qDeleteAll(m_charts);
    m_charts.clear();
    m_title.clear();
}

void ProfilePanels::setData(const ViewData &data)
{
    const auto &r = data.resultAs<CompareResult>();
    const bool logarithmic = CompareSpec::logarithmic(data.state);
    const QList<std::int64_t> distances =
        CompareFigures::drawnDistances(r.maxDistance, logarithmic);
    m_valueTitle = CompareFigures::valueAxisTitle(data);
    while (m_charts.size() > r.profiles.size())
        delete m_charts.takeLast();
    for (qsizetype i = 0; i < r.profiles.size(); ++i) {
        if (i == m_charts.size()) {
            auto *chart = new LineChartWidget(this);
            chart->setObjectName(QStringLiteral("comparePanel%1").arg(i));
            // Tall enough to read at any zoom: the window scrolls the panels.
            chart->setBaseMinimumHeight(kPanelHeight);
            m_charts.append(chart);
            m_column->addWidget(chart);
        }
        LineChartWidget *chart = m_charts[i];
        const ComparedProfile &profile = r.profiles[i];
        // ": " would let a small panel shorten its title to the tab's name (TitleText): the
        // panels of one tab's two profiles must stay apart.
        chart->setTitle(QString(profile.title).replace(QStringLiteral(": "), QStringLiteral(" – ")));
        chart->setAxisTitles(QStringLiteral("Δ"), m_valueTitle);
        chart->setLogarithmicX(logarithmic);
        chart->setSeriesCount(0);
        CompareFigures::drawProfile(*chart, 0, profile, distances);
        // Its colour on the overlay.
        for (QAbstractSeries *series : chart->chart()->series()) {
            if (auto *line = qobject_cast<QLineSeries *>(series)) {
                QPen pen = line->pen();
                pen.setColor(LineChartWidget::themeColour(int(i)));
                chart->setSeriesPen(0, pen);
                break;
            }
        }
        chart->setLegendVisible(false);
    }
    m_title = tr("Relative profiles, one panel each, %1")
                  .arg(CompareSpec::normalisationText(r.normalisation));
}

void ProfilePanels::drawFigure(QPaintDevice &device, const QSize &size, double scale,
                               const FigureStyle &style) const
{
    CompositeFigure composite;
    composite.setTitle(m_title);
    QList<const FigureSource *> parts;
    for (const LineChartWidget *chart : m_charts)
        parts.append(chart);
    composite.setParts(parts);
    const int columns = columnsFor(m_charts.size(), size);
    composite.setColumns(columns);
    composite.setPartTitlesAlways(true); // each panel's title names its profile
    // Small multiples: Δ and the value's title once for the grid, not in every panel.
    composite.setSharedAxisTitles(tr("distance Δ"), m_valueTitle);
    for (LineChartWidget *chart : m_charts)
        chart->setAxisTitles(QString(), QString());
    composite.renderFigure(device, size, scale, style);
    for (LineChartWidget *chart : m_charts)
        chart->setAxisTitles(QStringLiteral("Δ"), m_valueTitle);
}
