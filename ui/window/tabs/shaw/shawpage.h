#pragma once

#include "shell/tabpage.h"

#include "matrix.h"

#include <memory>

class HeatmapWidget;
class MatrixModel;
class QLabel;
class QTableView;
class ShawParametersBox;
class ShawResult;
class ShawRowPanel;
class ShawScoreModel;
class ShawValuePanel;

// The Shaw tab, relative position representations: its parameters (ShawSpec) on the left; the
// views on the right: the lazy N × N score table, the heatmap of one term (the whole table, or
// a window of it around row t), row t sortable and filterable, the relative vectors and the
// value output z_t with and without a^V. Clicking a cell of the table or the heatmap picks its
// row t.
class ShawPage : public TabPage
{
    Q_OBJECT

public:
    explicit ShawPage(QWidget *parent = nullptr);

    void setParameters(const QJsonObject &parameters, QStringList *warnings) override;

    // The result on screen; nullptr before the first.
    const ShawResult *shownResult() const;
    ShawScoreModel *scoreModel() const { return m_scoreModel; }
    ShawRowPanel *rowPanel() const { return m_rowPanel; }
    // What the heatmap shows: the whole table or the window around row t.
    std::shared_ptr<const pelab::Matrix> shownWindow() const;

signals:
    void resultShown(); // new vectors
    void windowShown(); // the heatmap's matrix
    void rowShown();    // the query row or its value output

protected:
    bool isDrawing() const override;

private:
    QWidget *buildTableView();
    QWidget *buildHeatmapView();
    void showResult();
    void showViewResult(const QString &view);
    void showHeatmap();
    void pickRow(std::int64_t t);

    ShawParametersBox *m_parameters = nullptr;
    ShawScoreModel *m_scoreModel = nullptr;
    QLabel *m_tableExport = nullptr;
    HeatmapWidget *m_heatmap = nullptr;
    QLabel *m_heatmapNote = nullptr;
    QLabel *m_readout = nullptr;
    ViewData m_heatmapData; // what the heatmap shows
    ShawRowPanel *m_rowPanel = nullptr;
    MatrixModel *m_relModel = nullptr;
    ShawValuePanel *m_valuePanel = nullptr;
};
