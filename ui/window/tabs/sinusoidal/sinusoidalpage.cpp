#include "sinusoidalpage.h"

#include "editors/parameterform.h"
#include "figures/chartpoints.h"
#include "figures/heatmapwidget.h"
#include "figures/linechartwidget.h"
#include "models/matrixmodel.h"
#include "models/pairtablemodel.h"
#include "shell/pageregistration.h"
#include "shell/readoutlabel.h"
#include "similarity/similarityfigure.h"
#include "similarity/similarityview.h"
#include "sinusoidal/sinusoidalfigures.h"
#include "sinusoidal/sinusoidalspec.h"
#include "sinusoidal/sinusoidaltables.h"
#include "spec/tabspecs.h"
#include "tabs/sinusoidal/sinusoidalcheckspanel.h"
#include "task/tabcontroller.h"

#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QScrollArea>
#include <QSplitter>
#include <QTableView>
#include <QTabWidget>
#include <QVBoxLayout>

namespace {

const QString kSimilarity = QStringLiteral("similarity");

} // namespace

SinusoidalPage::SinusoidalPage(QWidget *parent)
    : TabPage(*TabSpecs::find(QStringLiteral("sinusoidal")), parent)
{
    m_model = new MatrixModel(this);
    m_selection = new QItemSelectionModel(m_model, this);
    m_pairs = new PairTableModel(this);

    m_valuesView = new QTableView(this);
    m_valuesView->setObjectName(QStringLiteral("valuesView"));
    m_valuesView->setModel(m_model);
    m_valuesView->setSelectionModel(m_selection);
    m_valuesView->horizontalHeader()->setDefaultSectionSize(86);
    auto *pairsView = new QTableView(this);
    pairsView->setObjectName(QStringLiteral("pairsView"));
    pairsView->setModel(m_pairs);
    pairsView->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_residualChart = new LineChartWidget(this);
    m_residualChart->setObjectName(QStringLiteral("residualChart"));
    QTabWidget *views = createViews(
        {buildHeatmapView(), buildSimilarityView(), m_valuesView, pairsView, m_residualChart},
        QStringLiteral("sinusoidalViews"));

    m_rowChart = new LineChartWidget(this);
    m_rowChart->setObjectName(QStringLiteral("rowChart"));
    m_rowChart->setAxisTitles(tr("dimension j"), tr("value"));
    m_rowChart->setFixedYRange(-1.1, 1.1);
    m_columnChart = new LineChartWidget(this);
    m_columnChart->setObjectName(QStringLiteral("columnChart"));
    m_columnChart->setAxisTitles(tr("position t"), tr("value"));
    m_columnChart->setFixedYRange(-1.1, 1.1);
    auto *sections = new QSplitter(Qt::Horizontal, this);
    sections->addWidget(m_rowChart);
    sections->addWidget(m_columnChart);

    auto *right = new QSplitter(Qt::Vertical, this);
    right->addWidget(views);
    right->addWidget(sections);
    right->setStretchFactor(0, 3);
    right->setStretchFactor(1, 2);
    addSidePanel(buildSide(), right, tr("Parameters and checks"), 360);

    TabController *c = controller();
    connect(c, &TabController::resultChanged, this, &SinusoidalPage::showResult);
    connect(c, &TabController::viewResultChanged, this, &SinusoidalPage::showSimilarity);
    connect(c, &TabController::displayChanged, this, &SinusoidalPage::applyDisplay);
    connect(c, &TabController::busyChanged, this, [this](bool busy) {
        if (busy && controller()->isComputing() && !controller()->viewData(kSimilarity).isValid())
            m_similarityStatus->setText(tr("Computing…"));
        else if (!busy && !controller()->viewData(kSimilarity).isValid())
            m_similarityStatus->setText(tr("Cancelled: show this view again to recompute."));
    });
    connect(m_heatmap, &HeatmapWidget::cellClicked, this, &SinusoidalPage::setCurrentCell);
    connect(m_heatmap, &HeatmapWidget::cellHovered, this, &SinusoidalPage::showReadout);
    connect(m_selection, &QItemSelectionModel::currentChanged, this,
            &SinusoidalPage::updateCrossSections);
    c->recompute();
}

QWidget *SinusoidalPage::buildSide()
{
    auto *side = new QWidget(this);
    auto *sideLayout = new QVBoxLayout(side);
    auto *paramsBox = new QGroupBox(tr("Parameters"), side);
    auto *paramsLayout = new QVBoxLayout(paramsBox);
    paramsLayout->addWidget(createForm(paramsBox)); // every parameter the views do not hold
    sideLayout->addWidget(paramsBox);
    m_checksPanel = new SinusoidalChecksPanel(side);
    sideLayout->addWidget(m_checksPanel, 1);
    auto *scroll = new QScrollArea(this);
    scroll->setWidget(side);
    scroll->setWidgetResizable(true);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setMinimumWidth(340);
    return scroll;
}

QWidget *SinusoidalPage::buildHeatmapView()
{
    auto *view = new QWidget(this);
    auto *layout = new QVBoxLayout(view);
    m_heatmap = new HeatmapWidget(view);
    m_heatmap->setObjectName(QStringLiteral("encodingHeatmap"));
    m_heatmap->setToolTip(tr("Hover a cell for its formula; click to select it"));
    layout->addWidget(m_heatmap, 1);
    m_readout = new ReadoutLabel(tr("Hover over the heatmap to read a cell."), view);
    layout->addWidget(m_readout);
    return view;
}

QWidget *SinusoidalPage::buildSimilarityView()
{
    auto *view = new QWidget(this);
    auto *layout = new QVBoxLayout(view);
    auto *bar = new QHBoxLayout;
    ParameterForm *form = createForm({SimilarityKeys::measure}, view);
    bar->addWidget(form);
    m_similarityStatus = new QLabel(view);
    bar->addWidget(m_similarityStatus, 1);
    layout->addLayout(bar);
    m_similarity = new HeatmapWidget(view);
    m_similarity->setObjectName(QStringLiteral("similarityHeatmap"));
    layout->addWidget(m_similarity, 1);
    return view;
}

const SinusoidalResult *SinusoidalPage::shownResult() const
{
    return controller()->resultAs<SinusoidalResult>();
}

pelab::SinusoidalParams SinusoidalPage::shownParameters() const
{
    return shownResult() ? shownResult()->params : pelab::SinusoidalParams();
}

pelab::SinusoidalChecks SinusoidalPage::checks() const
{
    return shownResult() ? shownResult()->checks : pelab::SinusoidalChecks();
}

bool SinusoidalPage::isDrawing() const
{
    return m_heatmap->isPreparing() || m_similarity->isPreparing();
}

void SinusoidalPage::showResult()
{
    const SinusoidalResult *r = shownResult();
    const ViewData data = controller()->viewData(QStringLiteral("heatmap"));
    const QModelIndex previous = m_selection->currentIndex();
    m_model->setTable(SinusoidalTables::values(data));
    m_pairs->setPairs(r->pairs);
    SinusoidalFigures::drawHeatmap(*m_heatmap, data, true);
    SinusoidalFigures::drawResidual(*m_residualChart,
                                    controller()->viewData(QStringLiteral("residual")));
    m_checksPanel->setChecks(r->checks, r->params.dim);

    // Keep the selected cell; the first time, a position and dimension away from the edges.
    const int row = std::min(previous.isValid() ? previous.row() : 20, m_model->rowCount() - 1);
    const int column =
        std::min(previous.isValid() ? previous.column() : 20, m_model->columnCount() - 1);
    setCurrentCell(row, column);
    emit statusMessage(tr("%1 positions × %2 dimensions computed; checks: %3")
                           .arg(r->params.positions)
                           .arg(r->params.dim)
                           .arg(r->checks.passed() ? tr("pass") : tr("FAIL")));
    emit resultShown();
}

void SinusoidalPage::showSimilarity()
{
    const ViewData data = controller()->viewData(kSimilarity);
    if (!data.isValid())
        return;
    SimilarityFigure::draw(*m_similarity, data, true);
    m_similarityStatus->setText(
        tr("%1 × %1 positions").arg(data.viewResultAs<SimilarityResult>().matrix->rows()));
}

void SinusoidalPage::applyDisplay()
{
    if (!shownResult())
        return;
    SinusoidalFigures::applyColors(*m_heatmap, controller()->viewData(QStringLiteral("heatmap")));
    m_similarity->setColormap(parseColormap(controller()->state().text(ColormapKeys::colormap))
                                  .value_or(Colormap::Viridis));
}

void SinusoidalPage::setCurrentCell(int row, int column)
{
    m_selection->setCurrentIndex(m_model->index(row, column), QItemSelectionModel::ClearAndSelect);
}

void SinusoidalPage::updateCrossSections()
{
    const QModelIndex current = m_selection->currentIndex();
    const SinusoidalResult *r = shownResult();
    if (!r || !current.isValid())
        return;
    const int row = current.row();
    const int column = current.column();
    m_heatmap->setCurrentCell(row, column);
    m_valuesView->scrollTo(current);
    const pelab::Matrix &table = *r->table;
    const std::int64_t t = r->params.start + row;
    const double *values = table.row(std::size_t(row));
    m_rowChart->setTitle(tr("Signature of position t = %1 (a row)").arg(t));
    m_rowChart->setSeries(0, tr("PE(%1)").arg(t),
                          ChartPoints::sampled(qsizetype(table.cols()), 0.0,
                                               [values](qsizetype j) { return values[j]; }));
    m_rowChart->setMarker(QPointF(column, values[column]));
    const pelab::ColumnRole role = pelab::columnRole(r->params.layout, r->params.dim, column);
    m_columnChart->setTitle(tr("Dimension j = %1 (pair %2, %3) over positions (a column)")
                                .arg(column)
                                .arg(role.pair)
                                .arg(role.isSin ? QStringLiteral("sin") : QStringLiteral("cos")));
    m_columnChart->setSeries(0, tr("dimension %1").arg(column),
                             ChartPoints::sampled(qsizetype(table.rows()), double(r->params.start),
                                                  [&table, column](qsizetype i) {
                                                      return table(std::size_t(i),
                                                                   std::size_t(column));
                                                  }));
    m_columnChart->setMarker(QPointF(double(t), values[column]));
    showReadout(row, column);
}

void SinusoidalPage::showReadout(int row, int column)
{
    const SinusoidalResult *r = shownResult();
    if (!r)
        return;
    const double value = (*r->table)(std::size_t(row), std::size_t(column));
    m_readout->setText(SinusoidalTables::describeCell(r->params, row, column, value));
}

PELAB_REGISTER_TAB_PAGE(sinusoidal, SinusoidalPage)
