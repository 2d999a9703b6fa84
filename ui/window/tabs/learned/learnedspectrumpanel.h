#pragma once

#include "export/exporttable.h"
#include "figures/colormap.h"
#include "learned/learnedspectrumview.h"

#include "learnedanalysis.h"

#include <QWidget>

#include <memory>

class FigureSource;
class HeatmapWidget;
class LineChartWidget;
class QComboBox;
class QLabel;

// The per-dimension spectrum of a position table: the DFT magnitude over positions of every
// dimension as a heatmap (frequency bin × dimension), and per dimension the energy share of
// its strongest frequency, near 1 for a dimension that oscillates like one sinusoid.
class LearnedSpectrumPanel : public QWidget
{
    Q_OBJECT

public:
    using View = LearnedSpectrumView;

    explicit LearnedSpectrumPanel(QWidget *parent = nullptr);

    void setSpectrum(std::shared_ptr<const pelab::DimensionSpectrum> spectrum,
                     const QString &sourceTitle);
    void setColormap(Colormap colormap);
    void setView(View view);
    View view() const;
    std::shared_ptr<const pelab::DimensionSpectrum> spectrum() const { return m_spectrum; }

    ExportTable exportTable() const;
    const FigureSource *exportFigure() const;

    // "12 of 768 dimensions put more than half their energy in one frequency".
    static QString summaryText(const pelab::DimensionSpectrum &spectrum);

signals:
    void exportChanged();

private:
    void showReadout(int row, int column);

    QComboBox *m_view = nullptr;
    QLabel *m_summary = nullptr;
    HeatmapWidget *m_heatmap = nullptr;
    LineChartWidget *m_chart = nullptr;
    QLabel *m_readout = nullptr;
    std::shared_ptr<const pelab::DimensionSpectrum> m_spectrum;
    std::shared_ptr<const pelab::Matrix> m_magnitude;
};
