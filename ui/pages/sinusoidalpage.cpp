#include "sinusoidalpage.h"

#include "models/matrixmodel.h"
#include "models/pairtablemodel.h"
#include "pages/backgroundtask.h"
#include "pages/similaritypanel.h"
#include "pages/sinusoidalcheckspanel.h"
#include "pages/sinusoidalcontrols.h"
#include "pages/sinusoidalfigure.h"
#include "sinusoidal/sinusoidalsessionparameters.h"
#include "widgets/heatmapwidget.h"
#include "widgets/linechartwidget.h"
#include "widgets/readoutlabel.h"

#include <qcustomplot.h>

#include <QGroupBox>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QJsonObject>
#include <QLabel>
#include <QScrollArea>
#include <QSplitter>
#include <QTableView>
#include <QTabWidget>
#include <QTimer>
#include <QVBoxLayout>

#include <cmath>

namespace {

// Charts draw at most this many points; longer series are sampled at a regular stride.
constexpr qsizetype kMaxChartPoints = 8192;

template <class Value> QList<QPointF> sampled(qsizetype count, double xOrigin, Value value)
{
    const qsizetype stride = (count + kMaxChartPoints - 1) / kMaxChartPoints;
    QList<QPointF> points;
    points.reserve(count / stride + 1);
    for (qsizetype i = 0; i < count; i += stride)
        points.append(QPointF(xOrigin + double(i), value(i)));
    return points;
}

} // namespace

struct SinusoidalPage::Result
{
    pelab::SinusoidalParams params;
    std::shared_ptr<const pelab::Matrix> table;
    pelab::SinusoidalChecks checks;
    std::vector<pelab::PairInfo> pairs;
    std::unique_ptr<QCPColorMapData> cells;
    QImage colors; // the cells coloured for `colormap` over −1 … 1 (fixed range only)
    Colormap colormap = Colormap::Viridis;
};

SinusoidalPage::SinusoidalPage(QWidget *parent) : Page(parent)
{
    m_model = new MatrixModel(this);
    m_selection = new QItemSelectionModel(m_model, this);
    m_pairs = new PairTableModel(this);
    m_task = new BackgroundTask(this);
    m_debounce = new QTimer(this);
    watchDebounce(m_debounce);
    m_debounce->setSingleShot(true);
    m_debounce->setInterval(200);

    // Left: parameters and checks.
    auto *side = new QWidget(this);
    auto *sideLayout = new QVBoxLayout(side);
    auto *paramsBox = new QGroupBox(tr("Parameters"), side);
    auto *paramsLayout = new QVBoxLayout(paramsBox);
    m_controls = new SinusoidalControls(paramsBox);
    paramsLayout->addWidget(m_controls);
    sideLayout->addWidget(paramsBox);
    m_checksPanel = new SinusoidalChecksPanel(side);
    sideLayout->addWidget(m_checksPanel, 1);
    auto *scroll = new QScrollArea(this);
    scroll->setWidget(side);
    scroll->setWidgetResizable(true);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setMinimumWidth(340);

    // Right: the views above, the cross-sections below.
    m_views = new QTabWidget(this);
    m_views->setObjectName(QStringLiteral("sinusoidalViews"));
    m_views->setDocumentMode(true);
    m_views->addTab(buildHeatmapView(), tr("&Heatmap"));
    m_similarity = new SimilarityPanel(this);
    m_views->addTab(m_similarity, tr("&Similarity"));
    m_valuesView = new QTableView(this);
    m_valuesView->setObjectName(QStringLiteral("valuesView"));
    m_valuesView->setModel(m_model);
    m_valuesView->setSelectionModel(m_selection);
    m_valuesView->horizontalHeader()->setDefaultSectionSize(86);
    m_views->addTab(m_valuesView, tr("&Values"));
    m_pairsView = new QTableView(this);
    m_pairsView->setObjectName(QStringLiteral("pairsView"));
    m_pairsView->setModel(m_pairs);
    m_pairsView->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_views->addTab(m_pairsView, tr("&Pairs"));
    m_residualChart = new LineChartWidget(this);
    m_residualChart->setAxisTitles(tr("position t"), tr("residual / 2⁻⁵² (float64 ulps of 1)"));
    m_residualChart->setYLabelFormat(QStringLiteral("%.3g"));
    m_views->addTab(m_residualChart, tr("Shift &residual"));
    setSessionViews(m_views, {QStringLiteral("heatmap"), QStringLiteral("similarity"),
                              QStringLiteral("values"), QStringLiteral("pairs"),
                              QStringLiteral("residual")});

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
    right->addWidget(m_views);
    right->addWidget(sections);
    right->setStretchFactor(0, 3);
    right->setStretchFactor(1, 2);
    auto *main = new QSplitter(Qt::Horizontal, this);
    main->addWidget(scroll);
    main->addWidget(right);
    main->setStretchFactor(1, 1);
    main->setSizes({360, 1200});
    contentLayout()->addWidget(main);

    connect(m_controls, &SinusoidalControls::parametersChanged, m_debounce,
            qOverload<>(&QTimer::start));
    connect(m_controls, &SinusoidalControls::displayChanged, this, &SinusoidalPage::applyDisplay);
    connect(m_debounce, &QTimer::timeout, this, &SinusoidalPage::recompute);
    connect(m_heatmap, &HeatmapWidget::cellClicked, this, &SinusoidalPage::setCurrentCell);
    connect(m_heatmap, &HeatmapWidget::cellHovered, this, &SinusoidalPage::showReadout);
    connect(m_selection, &QItemSelectionModel::currentChanged, this,
            &SinusoidalPage::updateCrossSections);
    connect(m_views, &QTabWidget::currentChanged, this, [this](int index) {
        m_similarity->setActive(index == SimilarityView);
        emit exportChanged();
    });
    connect(m_similarity, &SimilarityPanel::exportChanged, this, &Page::exportChanged);
    connect(m_similarity, &SimilarityPanel::statusMessage, this, &Page::statusMessage);
    for (BackgroundTask *task : {m_task, m_similarity->task()}) {
        const QString what = task == m_task ? tr("Computing the sinusoidal table…")
                                            : tr("Computing the similarity matrix…");
        reportTask(task, what);
    }
    recompute();
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

QString SinusoidalPage::title() const
{
    return tr("Sinusoidal");
}

QString SinusoidalPage::exportBaseName() const
{
    const QString shape = QStringLiteral("%1x%2").arg(m_params.positions).arg(m_params.dim);
    switch (m_views->currentIndex()) {
    case SimilarityView:
        return QStringLiteral("sinusoidal-%1-%2").arg(m_similarity->measureId(), shape);
    case PairsView:
        return QStringLiteral("sinusoidal-pairs-d%1").arg(m_params.dim);
    case ResidualView:
        return QStringLiteral("sinusoidal-shift-residual-%1").arg(shape);
    default:
        return QStringLiteral("sinusoidal-%1").arg(shape);
    }
}

ExportTable SinusoidalPage::exportTable() const
{
    if (!m_table)
        return {};
    switch (m_views->currentIndex()) {
    case SimilarityView:
        return m_similarity->exportTable();
    case PairsView:
        return SinusoidalFigure::pairsTable(m_pairInfo);
    case ResidualView: {
        const auto &res = m_checks.shiftResidualByPosition;
        if (res.empty())
            return {};
        auto matrix = std::make_shared<pelab::Matrix>(res.size(), 1);
        std::copy(res.begin(), res.end(), matrix->data());
        ExportTable out;
        out.matrix = matrix;
        out.cornerHeader = QStringLiteral("position");
        const qint64 start = m_params.start;
        out.rowLabel = [start](qsizetype row) { return QString::number(start + row); };
        const qint64 k = m_checks.shift;
        out.columnLabel = [k](qsizetype) { return QStringLiteral("shift_residual_k%1").arg(k); };
        return out;
    }
    default:
        return SinusoidalFigure::exportTable(m_params, m_table);
    }
}

const FigureSource *SinusoidalPage::exportFigure() const
{
    if (!m_table)
        return nullptr;
    switch (m_views->currentIndex()) {
    case SimilarityView:
        return m_similarity->exportFigure();
    case PairsView:
        return nullptr;
    case ResidualView:
        return m_residualChart;
    default:
        return m_heatmap;
    }
}

QString SinusoidalPage::sessionKey() const
{
    return QStringLiteral("sinusoidal");
}

QJsonObject SinusoidalPage::parameters() const
{
    SinusoidalSessionValues v;
    // Input the tab refused keeps the last good table on screen, and that table is what an
    // export writes: record its parameters then, so that a session replays what was exported.
    const bool refused = m_table && !errorText().isEmpty() && !isComputing();
    v.params = refused ? m_params : m_controls->parameters();
    v.shift = refused ? m_checks.shift : m_controls->shift();
    v.colormap = m_controls->colormap();
    v.fixedRange = m_controls->fixedRange();
    v.measure = m_similarity->measure();
    return SinusoidalSessionParameters::toJson(v);
}

void SinusoidalPage::setParameters(const QJsonObject &parameters, QStringList *warnings)
{
    const SinusoidalSessionValues v =
        SinusoidalSessionParameters::fromJson(parameters, sessionKey(), warnings);
    m_controls->setParameters(v.params);
    m_controls->setShift(v.shift);
    m_controls->setColormap(v.colormap);
    m_controls->setFixedRange(v.fixedRange);
    m_similarity->setMeasure(v.measure);
}

void SinusoidalPage::setCurrentView(View view)
{
    m_views->setCurrentIndex(view);
}

SinusoidalPage::View SinusoidalPage::currentView() const
{
    return View(m_views->currentIndex());
}

void SinusoidalPage::setCurrentCell(int row, int column)
{
    m_selection->setCurrentIndex(m_model->index(row, column), QItemSelectionModel::ClearAndSelect);
}

void SinusoidalPage::cancel()
{
    m_debounce->stop();
    m_task->cancel();
    m_similarity->task()->cancel();
    emit statusMessage(tr("Cancelled."));
}

void SinusoidalPage::recompute()
{
    m_debounce->stop();
    const pelab::SinusoidalParams params = m_controls->parameters();
    pelab::CheckOptions options;
    options.shift = m_controls->shift();
    try {
        pelab::validate(params);
    } catch (const std::exception &e) {
        // Keep showing the last good table; say what is wrong with the new parameters.
        m_task->cancel();
        showError(tr("Cannot compute: %1").arg(QString::fromUtf8(e.what())));
        return;
    }
    const Colormap colormap = m_controls->colormap();
    const bool fixedRange = m_controls->fixedRange();
    m_task->start<Result>(
        [params, options, colormap, fixedRange](const TaskControl &) {
            Result r;
            r.params = params;
            auto table = std::make_shared<const pelab::Matrix>(pelab::sinusoidalTable(params));
            r.checks = pelab::checkSinusoidal(*table, params, options);
            r.pairs = pelab::pairTable(params);
            r.cells = HeatmapWidget::buildCells(*table, double(params.start), 0.0);
            r.colormap = colormap;
            if (fixedRange)
                r.colors = HeatmapWidget::colorize(*r.cells, colormap, -1.0, 1.0);
            r.table = std::move(table);
            return r;
        },
        [this](Result result) { showResult(std::move(result)); },
        [this](const QString &error) { showError(tr("Cannot compute: %1").arg(error)); });
}

void SinusoidalPage::showResult(Result result)
{
    clearError();
    const QModelIndex previous = m_selection->currentIndex();
    m_params = result.params;
    m_table = result.table;
    m_checks = std::move(result.checks);
    m_pairInfo = std::move(result.pairs);

    m_model->setTable(SinusoidalFigure::exportTable(m_params, m_table));
    m_pairs->setPairs(m_pairInfo);
    SinusoidalFigure::configure(*m_heatmap, m_params, m_controls->colormap());
    m_heatmap->setMatrix(m_table, double(m_params.start), 0.0, std::move(result.cells),
                         result.colors, result.colormap, -1.0, 1.0);
    applyDisplay();
    m_checksPanel->setChecks(m_checks, m_params.dim);
    const auto &res = m_checks.shiftResidualByPosition;
    m_residualChart->setTitle(
        tr("Residual of PE(t+%1) = M_%1 · PE(t), largest over the pairs").arg(m_checks.shift));
    // Charted in units of 2⁻⁵² (Qt Charts cannot label axes spanning ~1e-14); exported raw.
    m_residualChart->setSeries(
        0, tr("residual"),
        sampled(qsizetype(res.size()), double(m_params.start),
                [&res](qsizetype i) { return std::ldexp(res[std::size_t(i)], 52); }));
    m_similarity->setSource(m_table, m_params.start, SinusoidalFigure::title(m_params));

    // Keep the selected cell; the first time, a position and dimension away from the edges.
    const int row = std::min(previous.isValid() ? previous.row() : 20, m_model->rowCount() - 1);
    const int column =
        std::min(previous.isValid() ? previous.column() : 20, m_model->columnCount() - 1);
    setCurrentCell(row, column);
    emit statusMessage(tr("%1 positions × %2 dimensions computed; checks: %3")
                           .arg(m_params.positions)
                           .arg(m_params.dim)
                           .arg(m_checks.passed() ? tr("pass") : tr("FAIL")));
    emit exportChanged();
    emit resultShown();
}

void SinusoidalPage::applyDisplay()
{
    const Colormap colormap = m_controls->colormap();
    m_heatmap->setColormap(colormap);
    m_similarity->setColormap(colormap);
    if (m_controls->fixedRange())
        m_heatmap->setValueRange(-1.0, 1.0);
    else
        m_heatmap->setAutoValueRange();
}

void SinusoidalPage::updateCrossSections()
{
    const QModelIndex current = m_selection->currentIndex();
    if (!m_table || !current.isValid())
        return;
    const int row = current.row();
    const int column = current.column();
    m_heatmap->setCurrentCell(row, column);
    m_valuesView->scrollTo(current);
    const pelab::Matrix &table = *m_table;
    const std::int64_t t = m_params.start + row;
    const double *values = table.row(std::size_t(row));
    m_rowChart->setTitle(tr("Signature of position t = %1 (a row)").arg(t));
    m_rowChart->setSeries(
        0, tr("PE(%1)").arg(t),
        sampled(qsizetype(table.cols()), 0.0, [values](qsizetype j) { return values[j]; }));
    m_rowChart->setMarker(QPointF(column, values[column]));
    const pelab::ColumnRole role = pelab::columnRole(m_params.layout, m_params.dim, column);
    m_columnChart->setTitle(tr("Dimension j = %1 (pair %2, %3) over positions (a column)")
                                .arg(column)
                                .arg(role.pair)
                                .arg(role.isSin ? QStringLiteral("sin") : QStringLiteral("cos")));
    m_columnChart->setSeries(
        0, tr("dimension %1").arg(column),
        sampled(qsizetype(table.rows()), double(m_params.start), [&table, column](qsizetype i) {
            return table(std::size_t(i), std::size_t(column));
        }));
    m_columnChart->setMarker(QPointF(double(t), values[column]));
    showReadout(row, column);
}

void SinusoidalPage::showReadout(int row, int column)
{
    if (!m_table)
        return;
    const double value = (*m_table)(std::size_t(row), std::size_t(column));
    m_readout->setText(SinusoidalFigure::describeCell(m_params, row, column, value));
}
