#pragma once

#include "pages/page.h"

#include "sinusoidal.h"
#include "sinusoidalchecks.h"

#include <memory>
#include <vector>

class BackgroundTask;
class HeatmapWidget;
class LineChartWidget;
class MatrixModel;
class PairTableModel;
class QItemSelectionModel;
class QLabel;
class QTabWidget;
class QTableView;
class QTimer;
class SimilarityPanel;
class SinusoidalChecksPanel;
class SinusoidalControls;

// The Sinusoidal tab: parameters → core table (off the GUI thread) → one MatrixModel feeding
// the heatmap, the values table and the two cross-sections, which share one current cell.
class SinusoidalPage : public Page
{
    Q_OBJECT

public:
    enum View
    {
        HeatmapView,
        SimilarityView,
        ValuesView,
        PairsView,
        ResidualView
    };

    explicit SinusoidalPage(QWidget *parent = nullptr);

    QString title() const override;
    QString exportBaseName() const override;
    ExportTable exportTable() const override;
    const FigureSource *exportFigure() const override;
    QString sessionKey() const override;
    QJsonObject parameters() const override;
    void setParameters(const QJsonObject &parameters, QStringList *warnings) override;

    SinusoidalControls *controls() const { return m_controls; }
    pelab::SinusoidalParams shownParameters() const { return m_params; }
    const pelab::SinusoidalChecks &checks() const { return m_checks; }
    void setCurrentView(View view);
    View currentView() const;
    void setCurrentCell(int row, int column);

public slots:
    void recompute();
    void cancel() override;

signals:
    // A new table is shown (tests and the status bar listen).
    void resultShown();

private:
    struct Result;
    void showResult(Result result);
    void applyDisplay();
    void updateCrossSections();
    void showReadout(int row, int column);
    QWidget *buildHeatmapView();

    SinusoidalControls *m_controls = nullptr;
    SinusoidalChecksPanel *m_checksPanel = nullptr;
    QTabWidget *m_views = nullptr;
    HeatmapWidget *m_heatmap = nullptr;
    QLabel *m_readout = nullptr;
    SimilarityPanel *m_similarity = nullptr;
    QTableView *m_valuesView = nullptr;
    QTableView *m_pairsView = nullptr;
    LineChartWidget *m_residualChart = nullptr;
    LineChartWidget *m_rowChart = nullptr;
    LineChartWidget *m_columnChart = nullptr;
    MatrixModel *m_model = nullptr;
    PairTableModel *m_pairs = nullptr;
    QItemSelectionModel *m_selection = nullptr;
    QTimer *m_debounce = nullptr;
    BackgroundTask *m_task = nullptr;

    pelab::SinusoidalParams m_params;
    std::shared_ptr<const pelab::Matrix> m_table;
    pelab::SinusoidalChecks m_checks;
    std::vector<pelab::PairInfo> m_pairInfo;
};
