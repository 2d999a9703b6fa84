#pragma once

#include <QList>
#include <QObject>
#include <QString>

class HeatmapWidget;
class MatrixModel;
class ParameterForm;
class QLabel;
class QWidget;
class SequenceFigure;
class TabController;
struct ViewData;

// The RoPE tab's sequence views in the window (RopeSequenceViews): the token ids (figure and
// table), the axis per pair and the layer schedule (strips and tables), the cos and sin caches
// and one image's grid scores (heatmaps with a readout, and tables). The page places the widgets
// among its views and hands each view's data here to draw.
class RopeSequencePane : public QObject
{
    Q_OBJECT

public:
    // `gridForm`: the grid-scores view's own parameters (image, patch row and column).
    RopeSequencePane(TabController &controller, ParameterForm *gridForm, QWidget *parent);

    // positions, axes, cos, sin, grid-scores, layers: in the specification's order.
    QList<QWidget *> views() const { return m_views; }
    // Draws the view's data; false for a view not of this pane.
    bool show(const QString &view, const ViewData &data);
    // Draws the views that need no computation of their own (axes, layers) from the state.
    void showStateViews();
    bool isDrawing() const;

private:
    // A figure over a table, with a bar above (a form, a status line) and a legend of the
    // table's codes under the figure when given.
    QWidget *tableAndFigure(QWidget *figure, MatrixModel **model, const QString &name,
                            QLabel **status = nullptr, ParameterForm *form = nullptr,
                            const QString &legend = {});
    void showCell(const QString &view, int row, int column);

    TabController &m_controller;
    QList<QWidget *> m_views;
    SequenceFigure *m_sequence = nullptr;
    HeatmapWidget *m_axes = nullptr, *m_cos = nullptr, *m_sin = nullptr, *m_grid = nullptr,
                  *m_layers = nullptr;
    MatrixModel *m_positionsModel = nullptr, *m_axesModel = nullptr, *m_cosModel = nullptr,
                *m_sinModel = nullptr, *m_gridModel = nullptr, *m_layersModel = nullptr;
    QLabel *m_cosReadout = nullptr, *m_sinReadout = nullptr, *m_gridStatus = nullptr;
};
