#pragma once

#include "shaw/shawfigure.h"
#include "shell/page.h"
#include "tabs/shaw/shawcontrols.h"
#include "tabs/shaw/shawrowpanel.h"

#include "shaw.h"

#include <memory>

class BackgroundTask;
class HeatmapWidget;
class MatrixModel;
class QAbstractItemModel;
class QLabel;
class QTabWidget;
class QTableView;
class QTimer;
class ShawValuePanel;
class ShawScoreModel;

// The Shaw tab, relative position representations: parameters → q, k, r (seeded or loaded, off
// the GUI thread) → the lazy N × N score table, a heatmap of one term over the table or a
// window of it, one query row sortable and filterable, the relative vectors, and the value-side
// output z_t with and without a^V.
class ShawPage : public Page
{
    Q_OBJECT

public:
    enum View
    {
        TableView,
        HeatmapView,
        RowView,
        RelativeView,
        ValueView
    };
    explicit ShawPage(QWidget *parent = nullptr);
    ~ShawPage() override;

    QString title() const override;
    QString exportBaseName() const override;
    ExportTable exportTable() const override;
    const FigureSource *exportFigure() const override;
    QString sessionKey() const override;
    QJsonObject parameters() const override;
    void setParameters(const QJsonObject &parameters, QStringList *warnings) override;

    ShawControls *controls() const { return m_controls; }
    ShawScoreModel *scoreModel() const { return m_scoreModel; }
    ShawRowPanel *rowPanel() const { return m_rowPanel; }
    std::shared_ptr<const pelab::Matrix> shownWindow() const { return m_window; }
    void setCurrentView(View view);

public slots:
    void recompute();
    void cancel() override;

signals:
    void resultShown(); // new vectors
    void windowShown(); // the heatmap's matrix
    void rowShown();    // the query row and its value output

private:
    struct Result;
    struct WindowResult;
    struct RowResult;
    void showResult(Result result);
    void requestWindow();
    void requestRow();
    QWidget *buildTableView();
    QWidget *buildHeatmapView();

    ShawControls *m_controls = nullptr;
    QTabWidget *m_views = nullptr;
    QTableView *m_table = nullptr;
    HeatmapWidget *m_heatmap = nullptr;
    QLabel *m_heatmapNote = nullptr;
    QLabel *m_readout = nullptr;
    ShawRowPanel *m_rowPanel = nullptr;
    ShawValuePanel *m_valuePanel = nullptr;
    ShawScoreModel *m_scoreModel = nullptr;
    MatrixModel *m_relModel = nullptr;
    QTimer *m_debounce = nullptr;
    BackgroundTask *m_task = nullptr;
    BackgroundTask *m_windowTask = nullptr;
    BackgroundTask *m_rowTask = nullptr;

    ShawParameters m_params;
    std::shared_ptr<const pelab::ShawScores> m_scores;
    std::shared_ptr<const pelab::Matrix> m_values;    // v, N × d
    std::shared_ptr<const pelab::Matrix> m_relValues; // a^V, (2K + 1) × d
    std::shared_ptr<const pelab::Matrix> m_window;    // the heatmap's block of the term
    ShawFigure::Window m_windowShape;
    pelab::ShawTerm m_windowTerm = pelab::ShawTerm::Total;
};
