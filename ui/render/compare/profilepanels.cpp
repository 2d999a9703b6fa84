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
    // The columns whose cells give a panel of about 6:5 the most room (its shorter side).
    int best = 1;
    double bestRoom = 0.0;
    for (int columns = 1; columns <= int(panels); ++columns) {
        const auto rows = double((panels + columns - 1) / columns);
        const double room = std::min(double(size.width()) / columns / 1.2, size.height() / rows);
        if (room > bestRoom * 1.0001) {
            best = columns;
            bestRoom = room;
        }
    }
    return best;
}

void ProfilePanels::setData(const ViewData &data)
{
    const auto &r = data.resultAs<CompareResult>();
    const bool logarithmic = CompareSpec::logarithmic(data.state);
    const QList<std::int64_t> distances =
        CompareFigures::drawnDistances(r.maxDistance, logarithmic);
    m_valueTitle = CompareFigures::valueAxisTitle(data);
    m_titles.clear();
    m_shortTitles.clear();
    for (const ComparedProfile &profile : r.profiles) {
        m_titles << profile.title;
        m_shortTitles << profile.shortTitle;
    }
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
        chart->setTitle(profile.title);
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
    // Small multiples: Δ and the value's title once for the grid, not in every panel. A file's
    // panels are small: each is named by its short title ("RoPE bound"), which no width shortens
    // into its tab's name; as its title where the style has titles, otherwise under the plot
    // in the text's size, as a subfigure's caption.
    composite.setSharedAxisTitles(tr("distance Δ"), m_valueTitle);
    for (qsizetype i = 0; i < m_charts.size(); ++i) {
        m_charts[i]->setTitle(style.title ? m_shortTitles.value(i) : QString());
        m_charts[i]->setAxisTitles(style.title ? QString() : m_shortTitles.value(i), QString());
    }
    composite.renderFigure(device, size, scale, style);
    for (qsizetype i = 0; i < m_charts.size(); ++i) {
        m_charts[i]->setAxisTitles(QStringLiteral("Δ"), m_valueTitle);
        m_charts[i]->setTitle(m_titles.value(i));
    }
}
