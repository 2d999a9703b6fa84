#include "learnedspectrumpanel.h"

#include "figures/heatmapwidget.h"
#include "figures/linechartwidget.h"
#include "learned/learnedfigure.h"
#include "shell/readoutlabel.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QStackedWidget>
#include <QVBoxLayout>

#include <cmath>
#include <numbers>

LearnedSpectrumPanel::LearnedSpectrumPanel(QWidget *parent) : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    auto *bar = new QHBoxLayout;
    m_view = new QComboBox(this);
    m_view->setObjectName(QStringLiteral("spectrumView"));
    m_view->addItem(tr("Magnitude per frequency and dimension"));
    m_view->addItem(tr("Energy share of each dimension's peak frequency"));
    bar->addWidget(new QLabel(tr("Show:"), this));
    bar->addWidget(m_view);
    bar->addStretch(1);
    layout->addLayout(bar);
    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("spectrumSummary"));
    m_summary->setWordWrap(true);
    layout->addWidget(m_summary);

    auto *stack = new QStackedWidget(this);
    m_heatmap = new HeatmapWidget(stack);
    m_heatmap->setObjectName(QStringLiteral("spectrumHeatmap"));
    m_chart = new LineChartWidget(stack);
    m_chart->setObjectName(QStringLiteral("peakShareChart"));
    m_chart->setAxisTitles(tr("dimension"), tr("energy share of the peak frequency"));
    m_chart->setFixedYRange(0.0, 1.0);
    m_chart->setLegendVisible(false);
    stack->addWidget(m_heatmap);
    stack->addWidget(m_chart);
    layout->addWidget(stack, 1);
    m_readout = new ReadoutLabel({}, this);
    layout->addWidget(m_readout);

    connect(m_view, &QComboBox::currentIndexChanged, this, [this, stack](int index) {
        stack->setCurrentIndex(index);
        emit exportChanged();
    });
    connect(m_heatmap, &HeatmapWidget::cellHovered, this, &LearnedSpectrumPanel::showReadout);
}

void LearnedSpectrumPanel::setSpectrum(std::shared_ptr<const pelab::DimensionSpectrum> spectrum,
                                       const QString &sourceTitle)
{
    m_spectrum = std::move(spectrum);
    m_readout->clear();
    if (!m_spectrum) {
        m_magnitude.reset();
        m_heatmap->clear();
        m_chart->setSeriesCount(0);
        m_summary->clear();
        emit exportChanged();
        return;
    }
    // The heatmap shows the magnitudes; a shared_ptr that keeps the whole spectrum alive.
    m_magnitude = std::shared_ptr<const pelab::Matrix>(m_spectrum, &m_spectrum->magnitude);
    LearnedFigure::configureSpectrumHeatmap(
        *m_heatmap, tr("Spectrum over positions: %1").arg(sourceTitle), m_heatmap->colormap());
    m_heatmap->setMatrix(m_magnitude);
    QList<QPointF> points;
    for (std::size_t d = 0; d < m_spectrum->peakShare.size(); ++d) {
        const double share = m_spectrum->peakShare[d];
        if (std::isfinite(share))
            points.append(QPointF(double(d), share));
    }
    m_chart->setTitle(tr("Peak-frequency energy share per dimension: %1").arg(sourceTitle));
    m_chart->setSeries(0, tr("share"), points);
    m_summary->setText(summaryText(*m_spectrum));
    emit exportChanged();
}

QString LearnedSpectrumPanel::summaryText(const pelab::DimensionSpectrum &spectrum)
{
    std::size_t sinusoidLike = 0;
    for (double share : spectrum.peakShare)
        sinusoidLike += share > 0.5 ? 1 : 0;
    return tr("%1 of %2 dimensions put more than half of their variance into one frequency "
              "(they oscillate like a sinusoid over the positions). Hover a cell for a "
              "dimension's peak.")
        .arg(sinusoidLike)
        .arg(spectrum.peakShare.size());
}

void LearnedSpectrumPanel::showReadout(int row, int column)
{
    if (!m_spectrum || column < 0 || std::size_t(column) >= m_spectrum->peakBin.size())
        return;
    const auto d = std::size_t(column);
    const double omega = m_spectrum->peakFrequency[d];
    const QLocale locale;
    m_readout->setText(
        tr("dimension %1, bin k = %2: |X_k|/N = %3<br>peak of this dimension: k = %4 "
           "(ω = %5 rad/position, wavelength %6 positions), %7 % of its variance")
            .arg(column)
            .arg(row)
            .arg(locale.toString(m_spectrum->magnitude(std::size_t(row), d), 'g', 4))
            .arg(m_spectrum->peakBin[d])
            .arg(locale.toString(omega, 'g', 4))
            .arg(omega > 0.0 ? locale.toString(2.0 * std::numbers::pi / omega, 'g', 4)
                             : QStringLiteral("–"))
            .arg(locale.toString(100.0 * m_spectrum->peakShare[d], 'f', 1)));
}

void LearnedSpectrumPanel::setColormap(Colormap colormap)
{
    m_heatmap->setColormap(colormap);
}

void LearnedSpectrumPanel::setView(View view)
{
    m_view->setCurrentIndex(view == View::Magnitude ? 0 : 1);
}

LearnedSpectrumPanel::View LearnedSpectrumPanel::view() const
{
    return m_view->currentIndex() == 0 ? View::Magnitude : View::PeakShare;
}

ExportTable LearnedSpectrumPanel::exportTable() const
{
    if (!m_spectrum)
        return {};
    return view() == View::Magnitude ? LearnedFigure::spectrumExport(m_magnitude)
                                     : LearnedFigure::peakExport(*m_spectrum);
}

const FigureSource *LearnedSpectrumPanel::exportFigure() const
{
    if (!m_spectrum)
        return nullptr;
    return view() == View::Magnitude ? static_cast<const FigureSource *>(m_heatmap)
                                     : static_cast<const FigureSource *>(m_chart);
}
