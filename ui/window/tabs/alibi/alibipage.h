#pragma once

#include "shell/tabpage.h"

#include <cstdint>

class AlibiExtrapolationPanel;
class AlibiHeadModel;
class AlibiResult;
class AlibiSlopesPanel;
class CheckPanel;
class HeatmapWidget;
class ModelConfigBar;
class LineChartWidget;
class ParameterForm;
class QLabel;

// The ALiBi tab, the slope explorer: its parameters (AlibiSpec) on the left; the views on the
// right (slopes, the chosen head's bias heatmap, the bias chart, one query row's attention, the
// effective spans over every query row, the extrapolation), each with its own values above it.
// The head and query follow the heads and positions; views with their own computation compute
// when shown.
class AlibiPage : public TabPage
{
    Q_OBJECT

public:
    explicit AlibiPage(QWidget *parent = nullptr);

    // The result on screen; nullptr before the first.
    const AlibiResult *shownResult() const;
    // As Open Session: a head or query beyond the heads and positions is brought within them,
    // with a remark.
    void setParameters(const QJsonObject &parameters, QStringList *warnings) override;
    ModelConfigBar *modelBar() const { return m_modelBar; }

    bool opensModelConfigs() const override { return true; }
    void openModelConfig() override;

signals:
    void resultShown();                  // new slopes and spans
    void viewShown(const QString &view); // a view's own result is drawn

protected:
    bool isDrawing() const override;

private:
    QWidget *buildSide();
    QWidget *buildHeatmapView();
    QWidget *buildAttentionView();
    void showResult();
    void showView(const QString &view);
    void updateHeadModel();
    void follow(const QString &key);
    void updateEnabled();
    void showReadout(int row, int column);

    ModelConfigBar *m_modelBar = nullptr;
    ParameterForm *m_form = nullptr;
    ParameterForm *m_headForm = nullptr;
    ParameterForm *m_queryForm = nullptr;
    AlibiSlopesPanel *m_slopes = nullptr;
    HeatmapWidget *m_heatmap = nullptr;
    QLabel *m_readout = nullptr;
    LineChartWidget *m_biasChart = nullptr;
    LineChartWidget *m_attentionChart = nullptr;
    AlibiExtrapolationPanel *m_extrapolation = nullptr;
    AlibiHeadModel *m_headModel = nullptr;
    CheckPanel *m_check = nullptr;
    std::int64_t m_positions = 0; // the positions the query refers to
};
