#include "ropesequencepane.h"

#include "editors/parameterform.h"
#include "figures/heatmapwidget.h"
#include "models/matrixmodel.h"
#include "rope/ropesequencefigures.h"
#include "rope/ropesequencetables.h"
#include "rope/ropesequenceviews.h"
#include "rope/ropespec.h"
#include "rope/sequencefigure.h"
#include "shell/readoutlabel.h"
#include "task/tabcontroller.h"

#include "error.h"

#include <QHeaderView>
#include <QLabel>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

namespace {

// A few named columns share the width; a matrix (a column per dimension or patch) keeps its
// columns' widths and scrolls.
QTableView *tableView(MatrixModel *model, const QString &name, QWidget *parent)
{
    auto *view = new QTableView(parent);
    view->setObjectName(name);
    view->setModel(model);
    const bool matrix = name == QLatin1String("cosTable") || name == QLatin1String("sinTable") ||
                        name == QLatin1String("gridTable");
    view->horizontalHeader()->setSectionResizeMode(matrix ? QHeaderView::Interactive
                                                          : QHeaderView::Stretch);
    view->setAlternatingRowColors(true);
    return view;
}

HeatmapWidget *heatmap(const QString &name, QWidget *parent)
{
    auto *widget = new HeatmapWidget(parent);
    widget->setObjectName(name);
    return widget;
}

} // namespace

RopeSequencePane::RopeSequencePane(TabController &controller, ParameterForm *gridForm,
                                   QWidget *parent)
    : QObject(parent), m_controller(controller)
{
    m_sequence = new SequenceFigure(parent);
    m_sequence->setObjectName(QStringLiteral("sequenceFigure"));
    m_axes = heatmap(QStringLiteral("axesStrip"), parent);
    m_axes->setMaximumHeight(260);
    m_cos = heatmap(QStringLiteral("cosHeatmap"), parent);
    m_sin = heatmap(QStringLiteral("sinHeatmap"), parent);
    m_grid = heatmap(QStringLiteral("gridHeatmap"), parent);
    m_layers = heatmap(QStringLiteral("layersStrip"), parent);
    m_layers->setMaximumHeight(260);
    m_views << tableAndFigure(m_sequence, &m_positionsModel, QStringLiteral("positionsTable"))
            << tableAndFigure(m_axes, &m_axesModel, QStringLiteral("axesTable"), nullptr, nullptr,
                              tr("Axis: 0 t (time), 1 h (row), 2 w (column). Half pairing: "
                                 "column a = i, b = i + d/2; interleaved: 2i, 2i + 1."))
            << tableAndFigure(m_cos, &m_cosModel, QStringLiteral("cosTable"), &m_cosReadout)
            << tableAndFigure(m_sin, &m_sinModel, QStringLiteral("sinTable"), &m_sinReadout)
            << tableAndFigure(m_grid, &m_gridModel, QStringLiteral("gridTable"), &m_gridStatus,
                              gridForm)
            << tableAndFigure(m_layers, &m_layersModel, QStringLiteral("layersTable"), nullptr,
                              nullptr,
                              tr("RoPE: 1 rotates, 0 NoPE. Window: 0 full, 1 sliding, 2 chunked, "
                                 "of the tokens given."));
    m_cosReadout->setText(tr("Hover a cell: its token, column and value."));
    m_sinReadout->setText(tr("Hover a cell: its token, column and value."));
    for (const auto &[widget, view] :
         {std::pair{m_cos, QStringLiteral("cos")}, std::pair{m_sin, QStringLiteral("sin")}}) {
        connect(widget, &HeatmapWidget::cellHovered, this,
                [this, view](int row, int column) { showCell(view, row, column); });
    }
    connect(m_grid, &HeatmapWidget::cellClicked, this, [this](int row, int column) {
        // A click chooses the query patch.
        m_controller.setValue(RopeKeys::patchRow, QVariant::fromValue(qint64(row)));
        m_controller.setValue(RopeKeys::patchCol, QVariant::fromValue(qint64(column)));
    });
    m_grid->setToolTip(tr("Click a patch to score it against every patch"));
}

QWidget *RopeSequencePane::tableAndFigure(QWidget *figure, MatrixModel **model, const QString &name,
                                          QLabel **status, ParameterForm *form,
                                          const QString &legend)
{
    auto *parent = qobject_cast<QWidget *>(this->parent());
    auto *view = new QWidget(parent);
    auto *layout = new QVBoxLayout(view);
    if (form || status) {
        auto *bar = new QHBoxLayout;
        if (form)
            bar->addWidget(form);
        if (status) {
            *status = new ReadoutLabel({}, view);
            bar->addWidget(*status, 1);
        }
        layout->addLayout(bar);
    }
    auto *split = new QSplitter(Qt::Vertical, view);
    figure->setParent(split);
    split->addWidget(figure);
    *model = new MatrixModel(this);
    QWidget *table = tableView(*model, name, split);
    if (!legend.isEmpty()) {
        auto *below = new QWidget(split);
        auto *belowLayout = new QVBoxLayout(below);
        belowLayout->setContentsMargins(0, 0, 0, 0);
        auto *caption = new QLabel(legend, below);
        caption->setWordWrap(true);
        belowLayout->addWidget(caption);
        table->setParent(below);
        belowLayout->addWidget(table, 1);
        table = below;
    }
    split->addWidget(table);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    layout->addWidget(split, 1);
    return view;
}

bool RopeSequencePane::show(const QString &view, const ViewData &data)
{
    if (!RopeSequenceFigures::has(view))
        return false;
    if (!data.isValid())
        return true;
    if (view == QLatin1String("positions")) {
        RopeSequenceFigures::drawPositions(*m_sequence, data);
        m_positionsModel->setTable(RopeSequenceTables::positions(data));
    } else if (view == QLatin1String("axes")) {
        RopeSequenceFigures::drawAxes(*m_axes, data);
        m_axesModel->setTable(RopeSequenceTables::axes(data));
    } else if (view == QLatin1String("cos")) {
        RopeSequenceFigures::drawCache(*m_cos, data, true);
        m_cosModel->setTable(RopeSequenceTables::cache(data));
    } else if (view == QLatin1String("sin")) {
        RopeSequenceFigures::drawCache(*m_sin, data, true);
        m_sinModel->setTable(RopeSequenceTables::cache(data));
    } else if (view == QLatin1String("grid-scores")) {
        RopeSequenceFigures::drawGrid(*m_grid, data);
        m_gridModel->setTable(RopeSequenceTables::grid(data));
        m_gridStatus->setText(RopeSequenceFigures::gridVerdict(data));
    } else if (view == QLatin1String("layers")) {
        RopeSequenceFigures::drawLayers(*m_layers, data);
        m_layersModel->setTable(RopeSequenceTables::layers(data));
    }
    return true;
}

void RopeSequencePane::showStateViews()
{
    for (const QString &view : {QStringLiteral("axes"), QStringLiteral("layers")}) {
        // These views draw the values as they are now beside the shown result's (the
        // dimension): while a new result is on its way the two may not fit together yet, and
        // the result's arrival draws them again.
        try {
            show(view, m_controller.viewData(view));
        } catch (const pelab::Error &) {
        }
    }
}

bool RopeSequencePane::isDrawing() const
{
    return m_cos->isPreparing() || m_sin->isPreparing();
}

void RopeSequencePane::showCell(const QString &view, int row, int column)
{
    const ViewData data = m_controller.viewData(view);
    if (!data.isValid())
        return;
    const pelab::Matrix &values = *data.viewResultAs<RopeCacheResult>().values;
    if (row < 0 || column < 0 || std::size_t(row) >= values.rows() ||
        std::size_t(column) >= values.cols())
        return;
    (view == QLatin1String("cos") ? m_cosReadout : m_sinReadout)
        ->setText(tr("token %1, column %2: %3 = %4")
                      .arg(row)
                      .arg(column)
                      .arg(view)
                      .arg(values.row(std::size_t(row))[column], 0, 'g', 17));
}
