#pragma once

#include "shell/page.h"
#include "tabs/rope/ropecontrols.h"

#include "ropeanalysis.h"

#include <memory>
#include <optional>
#include <vector>

class BackgroundTask;
class HeatmapWidget;
class LineChartWidget;
class MatrixModel;
class QLabel;
class QTabWidget;
class QTableView;
class QTimer;

// The RoPE tab, the relative-invariance checker: parameters → the N × N score matrix, its
// invariance and rotation checks, the precision sweep and the long-term decay (off the GUI
// thread, with progress) → the verdict, the score heatmap and the offset, frequency, precision,
// decay and pairing views.
class RopePage : public Page
{
    Q_OBJECT

public:
    enum View
    {
        HeatmapView,
        OffsetView,
        FrequencyView,
        PrecisionView,
        DecayView,
        PairingView
    };

    explicit RopePage(QWidget *parent = nullptr);
    ~RopePage() override;

    QString title() const override;
    QString exportBaseName() const override;
    ExportTable exportTable() const override;
    const FigureSource *exportFigure() const override;
    QString sessionKey() const override;
    QJsonObject parameters() const override;
    void setParameters(const QJsonObject &parameters, QStringList *warnings) override;

    RopeControls *controls() const { return m_controls; }
    const std::optional<pelab::RopeAnalysis> &analysis() const { return m_analysis; }
    const std::vector<pelab::PrecisionSweepPoint> &sweep() const { return m_sweep; }
    QString verdict() const;
    void setCurrentView(View view);

    // q and k as the controls say (typed text parsed, files read); throws pelab::Error.
    static void resolveContent(RopeControlValues &values);

public slots:
    void recompute();
    void cancel() override;

signals:
    void resultShown();

private:
    struct Result;
    void showResult(Result result);
    void showReadout(int row, int column);
    QWidget *buildHeatmapView();

    RopeControls *m_controls = nullptr;
    QLabel *m_verdict = nullptr;
    QTabWidget *m_views = nullptr;
    HeatmapWidget *m_heatmap = nullptr;
    QLabel *m_readout = nullptr;
    LineChartWidget *m_offsetChart = nullptr;
    LineChartWidget *m_frequencyChart = nullptr;
    QLabel *m_scalingNote = nullptr;
    QTableView *m_frequencyTable = nullptr;
    MatrixModel *m_frequencyModel = nullptr;
    LineChartWidget *m_sweepChart = nullptr;
    LineChartWidget *m_decayChart = nullptr;
    QLabel *m_pairingText = nullptr;
    QTimer *m_debounce = nullptr;
    BackgroundTask *m_task = nullptr;

    std::optional<pelab::RopeAnalysis> m_analysis;
    std::vector<pelab::PrecisionSweepPoint> m_sweep;
    std::int64_t m_sweepPositions = 0;
    std::vector<double> m_distances;
    std::vector<double> m_decay;
    std::vector<double> m_decayNone;
    // The controls' values at the last recompute() or setParameters(): typed text counts once
    // committed (Return or leaving the field), so an export made while typing records the
    // text its result was computed from.
    RopeControlValues m_computed;
    RopeControlValues m_shown; // the values of the result shown
};
