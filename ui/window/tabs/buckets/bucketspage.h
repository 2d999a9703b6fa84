#pragma once

#include "shell/tabpage.h"

class BucketsResult;
class CheckPanel;
class HeatmapWidget;
class LineChartWidget;
class MatrixModel;
class ModelConfigBar;
class ParameterForm;
class QLabel;

// The Buckets tab: bucketed relative biases (T5, DeBERTa). The model row and the parameters
// (BucketsSpec) on the left; on the right its views: the bucket of every relative position
// (chart and table, with where the last bucket starts and the float32 boundaries), where each
// bucket starts (table and chart), the N × N bucket map and one head's bias (heatmaps with a
// readout of the hovered cell), the bias against the relative position, and the check of an
// implementation's map or bias.
class BucketsPage : public TabPage
{
    Q_OBJECT

public:
    explicit BucketsPage(QWidget *parent = nullptr);

    bool opensModelConfigs() const override { return true; }
    void openModelConfig() override;

    const BucketsResult *shownResult() const;
    // The facts above the buckets chart: the exact region, the last bucket's start, the float32
    // boundaries (or that there are none).
    QString factsText() const;

signals:
    void resultShown();
    void viewShown(const QString &view);

protected:
    bool isDrawing() const override;

private:
    QWidget *buildSide();
    QWidget *buildBucketsView();
    QWidget *buildStartsView();
    QWidget *buildHeatmapView(HeatmapWidget **heatmap, QLabel **readout, ParameterForm *form,
                              const QString &name);
    void showResult();
    void showView(const QString &view);
    void showReadout(const QString &view, int row, int column);
    void updateEnabled();

    ModelConfigBar *m_modelBar = nullptr;
    ParameterForm *m_form = nullptr;
    ParameterForm *m_headForm = nullptr;
    QLabel *m_facts = nullptr;
    LineChartWidget *m_bucketsChart = nullptr;
    MatrixModel *m_bucketsModel = nullptr;
    LineChartWidget *m_startsChart = nullptr;
    MatrixModel *m_startsModel = nullptr;
    HeatmapWidget *m_map = nullptr;
    QLabel *m_mapReadout = nullptr;
    HeatmapWidget *m_bias = nullptr;
    QLabel *m_biasReadout = nullptr;
    LineChartWidget *m_profile = nullptr;
    CheckPanel *m_check = nullptr;
};
