#pragma once

#include "shell/tabpage.h"

#include "sinusoidal.h"
#include "sinusoidalchecks.h"

class HeatmapWidget;
class LineChartWidget;
class MatrixModel;
class PairTableModel;
class QItemSelectionModel;
class QLabel;
class QTableView;
class SimilarityResult;
class SinusoidalChecksPanel;
class SinusoidalResult;

// The Sinusoidal tab: its parameters (SinusoidalSpec) on the left with the property checks; the
// views on the right (heatmap, similarity, values, pairs, shift residual) and the selected
// cell's row and column below. One MatrixModel feeds the heatmap, the values table and the
// cross-sections, which share one current cell.
class SinusoidalPage : public TabPage
{
    Q_OBJECT

public:
    explicit SinusoidalPage(QWidget *parent = nullptr);

    // The result on screen; nullptr before the first.
    const SinusoidalResult *shownResult() const;
    // Its parameters and checks (the defaults and empty checks before the first).
    pelab::SinusoidalParams shownParameters() const;
    pelab::SinusoidalChecks checks() const;
    void setCurrentCell(int row, int column);

signals:
    // A new table is shown (tests and the status bar listen).
    void resultShown();

protected:
    bool isDrawing() const override;

private:
    QWidget *buildSide();
    QWidget *buildHeatmapView();
    QWidget *buildSimilarityView();
    void showResult();
    void showSimilarity();
    void applyDisplay();
    void updateCrossSections();
    void showReadout(int row, int column);

    SinusoidalChecksPanel *m_checksPanel = nullptr;
    HeatmapWidget *m_heatmap = nullptr;
    QLabel *m_readout = nullptr;
    HeatmapWidget *m_similarity = nullptr;
    QLabel *m_similarityStatus = nullptr;
    QTableView *m_valuesView = nullptr;
    LineChartWidget *m_residualChart = nullptr;
    LineChartWidget *m_rowChart = nullptr;
    LineChartWidget *m_columnChart = nullptr;
    MatrixModel *m_model = nullptr;
    PairTableModel *m_pairs = nullptr;
    QItemSelectionModel *m_selection = nullptr;
};
