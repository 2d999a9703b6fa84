#pragma once

#include "shell/tabpage.h"

class CheckPanel;
class HeatmapWidget;
class LineChartWidget;
class MatrixModel;
class QLabel;
class RopeResult;
class RopeScoresResult;
class RopeSequencePane;
class RopeSweepResult;
class ModelConfigBar;

// The RoPE tab, the relative-invariance checker: its parameters (RopeSpec) on the left, the
// verdict above its views on the right: the score heatmap (the N × N scores, its own
// computation), a(t, t + Δ) against Δ, the frequencies per pair, the precision sweep (its own
// computation), the long-term decay and the pairing permutation.
class RopePage : public TabPage
{
    Q_OBJECT

public:
    explicit RopePage(QWidget *parent = nullptr);

    // The result on screen; nullptr before the first.
    const RopeResult *shownResult() const;
    // The heatmap's and the precision view's own results on screen; nullptr while not computed.
    const RopeScoresResult *shownScores() const;
    const RopeSweepResult *shownSweep() const;
    QString verdict() const;
    QString checkVerdict() const; // the check view's
    ModelConfigBar *modelBar() const { return m_modelBar; }

    bool opensModelConfigs() const override { return true; }
    void openModelConfig() override;

signals:
    // A new result is shown (tests and the status bar listen).
    void resultShown();

protected:
    bool isDrawing() const override;
    // Keeps the report's pane as tall as the report's lines at its width (a splitter's pane does
    // not grow with a wrapped label), so that a short or zoomed window scrolls instead of
    // cutting the report.
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QWidget *buildHeatmapView();
    QWidget *buildScoreTableView();
    QWidget *buildFrequencyView();
    QWidget *buildSweepView();
    QWidget *buildPairingView();
    void showResult();
    void showViewResult(const QString &view);
    void applyDisplay();
    void showReadout(int row, int column);

    ModelConfigBar *m_modelBar = nullptr;
    QLabel *m_verdict = nullptr;
    HeatmapWidget *m_heatmap = nullptr;
    QLabel *m_readout = nullptr;
    QLabel *m_heatmapStatus = nullptr;
    QLabel *m_scoreTableStatus = nullptr;
    MatrixModel *m_scoreTableModel = nullptr;
    LineChartWidget *m_offsetChart = nullptr;
    QLabel *m_scalingNote = nullptr;
    LineChartWidget *m_frequencyChart = nullptr;
    MatrixModel *m_frequencyModel = nullptr;
    LineChartWidget *m_sweepChart = nullptr;
    QLabel *m_sweepStatus = nullptr;
    LineChartWidget *m_decayChart = nullptr;
    QLabel *m_pairingText = nullptr;
    CheckPanel *m_check = nullptr;
    RopeSequencePane *m_sequencePane = nullptr;
};
