#pragma once

#include "alibi/alibicomputation.h"
#include "shell/page.h"
#include "tabs/alibi/alibicontrols.h"

#include "alibi.h"

#include <memory>
#include <optional>
#include <vector>

class AlibiExtrapolationPanel;
class AlibiHeadModel;
class AlibiSlopeModel;
class BackgroundTask;
class HeatmapWidget;
class LineChartWidget;
class QAbstractItemModel;
class QLabel;
class QTabWidget;
class QTableView;
class QTimer;

// The ALiBi tab, the slope explorer: parameters → slopes, spans and attention statistics over
// every query row (off the GUI thread, with progress) → the slope and per-head tables, the bias
// chart, one query row's attention, the extrapolation view; the selected head's bias heatmap
// is prepared in the background on every head switch.
class AlibiPage : public Page
{
    Q_OBJECT

public:
    enum View
    {
        SlopesView,
        HeatmapView,
        BiasChartView,
        AttentionView,
        SpanView,
        ExtrapolationView
    };

    explicit AlibiPage(QWidget *parent = nullptr);
    ~AlibiPage() override;

    QString title() const override;
    QString exportBaseName() const override;
    ExportTable exportTable() const override;
    const FigureSource *exportFigure() const override;
    QString sessionKey() const override;
    QJsonObject parameters() const override;
    void setParameters(const QJsonObject &parameters, QStringList *warnings) override;

    AlibiControls *controls() const { return m_controls; }
    const AlibiParameters &shownParameters() const { return m_params; }
    const std::vector<double> &slopes() const { return m_slopes; }
    std::shared_ptr<const pelab::Matrix> shownBias() const { return m_bias; }
    int shownHead() const { return m_biasHead; }
    void setCurrentView(View view);
    View currentView() const;

public slots:
    void recompute();
    void cancel() override;

signals:
    void resultShown(); // new slopes, spans and statistics
    void headShown();   // a head's bias heatmap

private:
    struct HeadResult;
    void showResult(AlibiComputation::Result result);
    void requestHead();
    void showHead(HeadResult result);
    void updateAttention();
    void updateExtrapolation();
    void showReadout(int row, int column);
    QWidget *buildHeatmapView();

    AlibiControls *m_controls = nullptr;
    QTabWidget *m_views = nullptr;
    QTableView *m_slopeView = nullptr;
    QLabel *m_slopeNote = nullptr;
    HeatmapWidget *m_heatmap = nullptr;
    QLabel *m_readout = nullptr;
    LineChartWidget *m_biasChart = nullptr;
    LineChartWidget *m_attentionChart = nullptr;
    QTableView *m_spanView = nullptr;
    AlibiExtrapolationPanel *m_extrapolation = nullptr;
    AlibiSlopeModel *m_slopeModel = nullptr;
    AlibiHeadModel *m_headModel = nullptr;
    QTimer *m_debounce = nullptr;
    BackgroundTask *m_task = nullptr;
    BackgroundTask *m_headTask = nullptr;

    AlibiParameters m_params;
    std::vector<double> m_slopes;
    std::vector<double> m_official;
    std::vector<double> m_paper;
    std::vector<std::int64_t> m_spans;
    std::shared_ptr<const pelab::ContentScores> m_content;
    std::shared_ptr<const pelab::Matrix> m_attention; // N × H weights of the query row
    std::shared_ptr<const pelab::Matrix> m_bias;      // the shown head's N × N bias
    int m_biasHead = 0;
    std::int64_t m_queryRows = 512; // the positions the query selector's value refers to
    bool m_biasCausal = true;
};
