#include "shawpage.h"

#include "figures/heatmapwidget.h"
#include "models/matrixmodel.h"
#include "shaw/shawscoremodel.h"
#include "shell/readoutlabel.h"
#include "tabs/shaw/shawsessionparameters.h"
#include "tabs/shaw/shawvaluepanel.h"
#include "task/backgroundtask.h"

#include "shawfiles.h"

#include <qcustomplot.h>

#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonObject>
#include <QLabel>
#include <QScrollArea>
#include <QSplitter>
#include <QTableView>
#include <QTabWidget>
#include <QTimer>
#include <QVBoxLayout>

#include <cmath>

struct ShawPage::Result
{
    ShawParameters params;
    std::shared_ptr<const pelab::ShawScores> scores;
    std::shared_ptr<const pelab::Matrix> values;
    std::shared_ptr<const pelab::Matrix> relValues;
    QStringList notes; // what the file readers noticed
};

struct ShawPage::WindowResult
{
    pelab::ShawTerm term = pelab::ShawTerm::Total;
    ShawFigure::Window window;
    std::shared_ptr<const pelab::Matrix> values;
    std::unique_ptr<QCPColorMapData> cells;
};

struct ShawPage::RowResult
{
    ShawRowModel::Row row;
    pelab::ShawValueRow value;
};

ShawPage::ShawPage(QWidget *parent) : Page(parent)
{
    m_scoreModel = new ShawScoreModel(this);
    m_relModel = new MatrixModel(this);
    m_task = new BackgroundTask(this);
    m_windowTask = new BackgroundTask(this);
    m_rowTask = new BackgroundTask(this);
    m_debounce = new QTimer(this);
    watchDebounce(m_debounce);
    m_debounce->setSingleShot(true);
    m_debounce->setInterval(200);

    auto *paramsBox = new QGroupBox(tr("Parameters"), this);
    auto *paramsLayout = new QVBoxLayout(paramsBox);
    m_controls = new ShawControls(paramsBox);
    paramsLayout->addWidget(m_controls);
    auto *formula = new QLabel(tr("a(t, s) = (q_t·k_s + q_t·r_clip(s−t)) / √d<br>"
                                  "clip(x) = max(−K, min(K, x))<br>"
                                  "z_t = Σ_s α(t, s)(v_s + a<sup>V</sup>_clip(s−t))<br>"
                                  "<i>Shaw, Uszkoreit and Vaswani (2018)</i>"),
                               paramsBox);
    formula->setWordWrap(true);
    paramsLayout->addWidget(formula);
    paramsLayout->addStretch(1);
    auto *scroll = new QScrollArea(this);
    scroll->setWidget(paramsBox);
    scroll->setWidgetResizable(true);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setMinimumWidth(380);

    m_views = new QTabWidget(this);
    m_views->setObjectName(QStringLiteral("shawViews"));
    m_views->setDocumentMode(true);
    m_views->addTab(buildTableView(), tr("Score &table"));
    m_views->addTab(buildHeatmapView(), tr("&Heatmap"));
    m_rowPanel = new ShawRowPanel(this);
    m_views->addTab(m_rowPanel, tr("&Row t"));
    m_views->addTab(createTableView(m_relModel, QStringLiteral("relativeView")),
                    tr("Relative &vectors r"));
    m_valuePanel = new ShawValuePanel(this);
    m_views->addTab(m_valuePanel, tr("Value &output z_t"));
    setSessionViews(m_views,
                    {QStringLiteral("table"), QStringLiteral("heatmap"), QStringLiteral("row"),
                     QStringLiteral("relative"), QStringLiteral("value")});

    auto *main = new QSplitter(Qt::Horizontal, this);
    main->addWidget(scroll);
    main->addWidget(m_views);
    main->setStretchFactor(1, 1);
    main->setSizes({380, 1200});
    contentLayout()->addWidget(main);

    connect(m_controls, &ShawControls::parametersChanged, m_debounce, qOverload<>(&QTimer::start));
    connect(m_debounce, &QTimer::timeout, this, &ShawPage::recompute);
    connect(m_controls, &ShawControls::queryChanged, this, [this] {
        requestRow();
        if (m_scores && !ShawFigure::windowAround(m_scores->positions(), m_controls->query())
                             .isWhole(m_scores->positions()))
            requestWindow();
    });
    connect(m_controls, &ShawControls::displayChanged, this, &ShawPage::requestWindow);
    connect(m_heatmap, &HeatmapWidget::cellHovered, this, [this](int row, int column) {
        if (m_scores && m_window)
            m_readout->setText(ShawFigure::describeCell(*m_scores, m_windowShape.firstRow + row,
                                                        m_windowShape.firstColumn + column));
    });
    connect(m_heatmap, &HeatmapWidget::cellClicked, this,
            [this](int row, int) { m_controls->setQuery(m_windowShape.firstRow + row); });
    connect(m_table, &QTableView::clicked, this,
            [this](const QModelIndex &index) { m_controls->setQuery(index.row()); });
    connect(m_views, &QTabWidget::currentChanged, this, &Page::exportChanged);
    reportTask(m_task, tr("Preparing the Shaw vectors…"));
    reportTask(m_windowTask, tr("Computing the Shaw heatmap…"));
    reportTask(m_rowTask, tr("Computing the query row…"));
    recompute();
}

ShawPage::~ShawPage() = default;

QWidget *ShawPage::buildTableView()
{
    auto *view = new QWidget(this);
    auto *layout = new QVBoxLayout(view);
    auto *note = new QLabel(tr("Each cell is a(t, s), computed when it scrolls into view; hover "
                               "for its content and position terms and clip index. Tinted "
                               "cells: |s − t| > K, the offset is clipped. Click a cell to "
                               "list its row."),
                            view);
    note->setWordWrap(true);
    layout->addWidget(note);
    m_table = new QTableView(view);
    m_table->setObjectName(QStringLiteral("scoreTable"));
    m_table->setModel(m_scoreModel);
    // Uniform sections: the headers never ask the model for sizes, so N = 100 000 scrolls.
    for (QHeaderView *header : {m_table->horizontalHeader(), m_table->verticalHeader()})
        header->setSectionResizeMode(QHeaderView::Fixed);
    m_table->horizontalHeader()->setDefaultSectionSize(84);
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 6);
    m_table->setWordWrap(false);
    layout->addWidget(m_table, 1);
    return view;
}

QWidget *ShawPage::buildHeatmapView()
{
    auto *view = new QWidget(this);
    auto *layout = new QVBoxLayout(view);
    m_heatmapNote = new QLabel(view);
    m_heatmapNote->setObjectName(QStringLiteral("heatmapNote"));
    m_heatmapNote->setWordWrap(true);
    layout->addWidget(m_heatmapNote);
    m_heatmap = new HeatmapWidget(view);
    m_heatmap->setObjectName(QStringLiteral("shawHeatmap"));
    m_heatmap->setToolTip(tr("Hover a cell to read its terms; click a row to list it"));
    layout->addWidget(m_heatmap, 1);
    m_readout = new ReadoutLabel({}, view);
    layout->addWidget(m_readout);
    return view;
}

QString ShawPage::title() const
{
    return tr("Shaw");
}

QString ShawPage::exportBaseName() const
{
    const QString shape =
        QStringLiteral("n%1-d%2-k%3").arg(m_params.positions).arg(m_params.dim).arg(m_params.clip);
    switch (m_views->currentIndex()) {
    case RowView:
        return QStringLiteral("shaw-row-t%1-%2").arg(m_controls->query()).arg(shape);
    case RelativeView:
        return QStringLiteral("shaw-relative-%1").arg(shape);
    case ValueView:
        return QStringLiteral("shaw-value-t%1-%2").arg(m_controls->query()).arg(shape);
    default:
        return QStringLiteral("shaw-%1-%2")
            .arg(QString::fromLatin1(pelab::shawTermName(m_windowTerm).data()))
            .arg(shape);
    }
}

ExportTable ShawPage::exportTable() const
{
    if (!m_scores)
        return {};
    switch (m_views->currentIndex()) {
    case RowView:
        return m_rowPanel->exportTable();
    case RelativeView:
        return ShawFigure::relativeTable(*m_scores);
    case ValueView:
        return m_valuePanel->exportTable();
    default:
        return m_window ? ShawFigure::termTable(m_window, m_windowShape.firstRow,
                                                m_windowShape.firstColumn)
                        : ExportTable{};
    }
}

const FigureSource *ShawPage::exportFigure() const
{
    const int view = m_views->currentIndex();
    return (view == TableView || view == HeatmapView) && m_window ? m_heatmap : nullptr;
}

void ShawPage::setCurrentView(View view)
{
    m_views->setCurrentIndex(view);
}

void ShawPage::cancel()
{
    m_debounce->stop();
    for (BackgroundTask *task : {m_task, m_windowTask, m_rowTask})
        task->cancel();
    emit statusMessage(tr("Cancelled."));
}

void ShawPage::recompute()
{
    m_debounce->stop();
    const ShawParameters params = m_controls->parameters();
    m_task->start<Result>(
        [params](const TaskControl &) {
            Result r;
            r.params = params;
            std::vector<std::string> notes;
            r.scores = std::make_shared<const pelab::ShawScores>(
                params.loaded
                    ? pelab::loadShawScores(params.qFile.toStdString(), params.kFile.toStdString(),
                                            params.relFile.toStdString(),
                                            pelab::kDefaultMemoryLimit, &notes)
                    : pelab::ShawScores::seeded(params.positions, params.dim, params.clip,
                                                params.seed));
            for (const std::string &note : notes)
                r.notes << QString::fromStdString(note);
            auto [v, relV] = pelab::seededShawValues(r.scores->positions(), r.scores->dim(),
                                                     r.scores->clip(), params.seed);
            r.values = std::make_shared<const pelab::Matrix>(std::move(v));
            r.relValues = std::make_shared<const pelab::Matrix>(std::move(relV));
            return r;
        },
        [this](Result result) { showResult(std::move(result)); },
        [this](const QString &error) { showError(tr("Cannot compute: %1").arg(error)); });
}

void ShawPage::showResult(Result result)
{
    clearError();
    m_params = result.params;
    m_scores = std::move(result.scores);
    m_values = std::move(result.values);
    m_relValues = std::move(result.relValues);
    const std::int64_t n = m_scores->positions();
    m_controls->setFileNotes(result.notes);
    if (m_params.loaded) {
        m_params.positions = n;
        m_params.dim = m_scores->dim();
        m_params.clip = m_scores->clip();
        m_controls->setLoadedShape(n, m_scores->dim(), m_scores->clip());
    }
    m_scoreModel->setScores(m_scores);
    m_relModel->setTable(ShawFigure::relativeTable(*m_scores));
    if (!m_debounce->isActive()) // a newer N is on its way: keep the query the user chose
        m_controls->setPositionsLimit(n);
    const std::uint64_t clipped = pelab::shawClippedCells(n, m_scores->clip());
    emit statusMessage(tr("Shaw: N = %1, d = %2, K = %3 (%4 relative vectors); %5 of %6 cells "
                          "have a clipped offset")
                           .arg(n)
                           .arg(m_scores->dim())
                           .arg(m_scores->clip())
                           .arg(2 * m_scores->clip() + 1)
                           .arg(clipped)
                           .arg(double(n) * double(n), 0, 'g', 15));
    requestWindow();
    requestRow();
    emit exportChanged();
    emit resultShown();
}

void ShawPage::requestWindow()
{
    if (!m_scores)
        return;
    const auto scores = m_scores;
    const pelab::ShawTerm term = m_controls->term();
    const ShawFigure::Window window =
        ShawFigure::windowAround(scores->positions(), m_controls->query());
    m_windowTask->start<WindowResult>(
        [scores, term, window](const TaskControl &control) {
            WindowResult r;
            r.term = term;
            r.window = window;
            pelab::Matrix block = scores->block(
                term, window.firstRow, window.size, window.firstColumn, window.size,
                pelab::kDefaultMemoryLimit, [&control](double f) { return control.report(f); });
            r.values = std::make_shared<const pelab::Matrix>(std::move(block));
            if (!r.values->empty())
                r.cells = HeatmapWidget::buildCells(*r.values, double(window.firstRow),
                                                    double(window.firstColumn));
            return r;
        },
        [this](WindowResult result) {
            if (result.values->empty())
                return; // cancelled
            m_window = result.values;
            m_windowShape = result.window;
            m_windowTerm = result.term;
            ShawFigure::configureHeatmap(*m_heatmap, result.term, *m_scores, result.window,
                                         *m_window, m_controls->colormap());
            m_heatmap->setMatrix(m_window, double(result.window.firstRow),
                                 double(result.window.firstColumn), std::move(result.cells));
            const std::int64_t n = m_scores->positions();
            m_heatmapNote->setText(
                result.window.isWhole(n)
                    ? tr("The whole %1 × %1 table. Bands beyond |s − t| = K = %2: the position "
                         "term is constant along each row there (r_±K).")
                          .arg(n)
                          .arg(m_scores->clip())
                    : tr("A window of %1 × %1 cells (t, s = %2 … %3) of the %4 × %4 table, "
                         "centred on the query row t; the export holds this window. "
                         "pelab-cli shaw writes the whole table.")
                          .arg(result.window.size)
                          .arg(result.window.firstRow)
                          .arg(result.window.firstRow + result.window.size - 1)
                          .arg(n));
            emit exportChanged();
            emit windowShown();
        },
        [this](const QString &error) { showError(tr("Cannot draw the heatmap: %1").arg(error)); });
}

void ShawPage::requestRow()
{
    if (!m_scores)
        return;
    const auto scores = m_scores;
    const auto values = m_values;
    const auto relValues = m_relValues;
    const std::int64_t t =
        std::clamp<std::int64_t>(m_controls->query(), 0, scores->positions() - 1);
    m_rowTask->start<RowResult>(
        [scores, values, relValues, t](const TaskControl &) {
            RowResult r;
            const auto n = std::size_t(scores->positions());
            r.row.query = t;
            r.row.clip = scores->clip();
            r.row.content.resize(n);
            r.row.position.resize(n);
            scores->fillRow(pelab::ShawTerm::Content, t, r.row.content.data());
            scores->fillRow(pelab::ShawTerm::Position, t, r.row.position.data());
            r.value = pelab::shawValueRow(*scores, *values, *relValues, t);
            r.row.weights = r.value.weights;
            return r;
        },
        [this, t](RowResult result) {
            m_rowPanel->setRow(std::move(result.row));
            m_valuePanel->setValue(result.value, t, m_params.seed);
            emit exportChanged();
            emit rowShown();
        },
        [this](const QString &error) { showError(tr("Cannot compute the row: %1").arg(error)); });
}

QString ShawPage::sessionKey() const
{
    return QStringLiteral("shaw");
}

QJsonObject ShawPage::parameters() const
{
    ShawSessionValues v;
    v.params = m_controls->parameters();
    v.term = m_controls->term();
    v.colormap = m_controls->colormap();
    v.query = m_controls->query();
    v.rowFilter = m_rowPanel->filter();
    v.rowSort = m_rowPanel->sortColumn();
    v.rowOrder = m_rowPanel->sortOrder();
    return ShawSessionParameters::toJson(v);
}

void ShawPage::setParameters(const QJsonObject &parameters, QStringList *warnings)
{
    const ShawSessionValues v = ShawSessionParameters::fromJson(parameters, sessionKey(), warnings);
    m_controls->setParameters(v.params);
    m_controls->setTerm(v.term);
    m_controls->setColormap(v.colormap);
    m_controls->setPositionsLimit(v.params.positions);
    m_controls->setQuery(v.query);
    m_rowPanel->setFilter(v.rowFilter);
    m_rowPanel->setSort(v.rowSort, v.rowOrder);
    recompute();
}
