#include "learnedspectrumpanel.h"

#include "figures/heatmapwidget.h"
#include "figures/linechartwidget.h"
#include "learned/learnedfigures.h"
#include "learned/learnedspec.h"
#include "learned/learnedtables.h"
#include "learned/learnedviews.h"
#include "shell/readoutlabel.h"
#include "spec/tabresult.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QStackedWidget>
#include <QVBoxLayout>

LearnedSpectrumPanel::LearnedSpectrumPanel(QWidget *form, QWidget *parent) : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    auto *bar = new QHBoxLayout;
    bar->addWidget(form);
    bar->addStretch(1);
    layout->addLayout(bar);
    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("spectrumSummary"));
    m_summary->setWordWrap(true);
    layout->addWidget(m_summary);

    m_stack = new QStackedWidget(this);
    m_heatmap = new HeatmapWidget(m_stack);
    m_heatmap->setObjectName(QStringLiteral("spectrumHeatmap"));
    m_chart = new LineChartWidget(m_stack);
    m_chart->setObjectName(QStringLiteral("peakShareChart"));
    m_stack->addWidget(m_heatmap);
    m_stack->addWidget(m_chart);
    layout->addWidget(m_stack, 1);
    m_readout = new ReadoutLabel({}, this);
    layout->addWidget(m_readout);
    connect(m_heatmap, &HeatmapWidget::cellHovered, this, &LearnedSpectrumPanel::showReadout);
}

void LearnedSpectrumPanel::showSpectrum(const ViewData &data)
{
    m_spectrum = data.viewResultAs<LearnedSpectrumResult>().spectrum;
    m_readout->clear();
    LearnedFigures::drawSpectrum(*m_heatmap, data);
    LearnedFigures::drawPeakShares(*m_chart, data);
    m_summary->setText(LearnedTables::spectrumSummary(*m_spectrum));
    applyDisplay(data);
}

void LearnedSpectrumPanel::applyDisplay(const ViewData &data)
{
    const bool peaks = data.state.text(LearnedKeys::spectrum) == QLatin1String("peaks");
    m_stack->setCurrentIndex(peaks ? 1 : 0);
    m_heatmap->setColormap(LearnedFigures::spectrumColormap(LearnedFigures::colormapOf(data)));
}

void LearnedSpectrumPanel::clear(const QString &status)
{
    m_spectrum.reset();
    m_heatmap->clear();
    m_chart->setSeriesCount(0);
    m_readout->clear();
    m_summary->setText(status);
}

void LearnedSpectrumPanel::showReadout(int row, int column)
{
    if (m_spectrum)
        m_readout->setText(LearnedTables::describeSpectrumCell(*m_spectrum, row, column));
}
