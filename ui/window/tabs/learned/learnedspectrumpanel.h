#pragma once

#include "common/colormaps.h"

#include "learnedanalysis.h"

#include <QWidget>

#include <memory>

class HeatmapWidget;
class LineChartWidget;
class QLabel;
class QStackedWidget;
struct ViewData;

// The Learned tab's spectrum view: its choice (the "spectrum" editor), a summary line, the DFT
// magnitude over positions of every dimension as a heatmap (frequency bin × dimension) or per
// dimension the energy share of its strongest frequency, and a read-out of the hovered cell.
class LearnedSpectrumPanel : public QWidget
{
    Q_OBJECT

public:
    // `form` holds the view's editors (the page's, bound to its controller).
    explicit LearnedSpectrumPanel(QWidget *form, QWidget *parent = nullptr);

    void showSpectrum(const ViewData &data);
    // Shows the figure the state asks for (magnitudes or peak shares) in its colours.
    void applyDisplay(const ViewData &data);
    void clear(const QString &status);
    std::shared_ptr<const pelab::DimensionSpectrum> spectrum() const { return m_spectrum; }

private:
    void showReadout(int row, int column);

    QLabel *m_summary = nullptr;
    QStackedWidget *m_stack = nullptr;
    HeatmapWidget *m_heatmap = nullptr;
    LineChartWidget *m_chart = nullptr;
    QLabel *m_readout = nullptr;
    std::shared_ptr<const pelab::DimensionSpectrum> m_spectrum;
};
