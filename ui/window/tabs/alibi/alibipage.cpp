#include "alibipage.h"

#include "alibi/alibicomputation.h"
#include "alibi/alibifigure.h"
#include "alibi/alibisessionparameters.h"
#include "alibi/alibislopemodel.h"
#include "figures/heatmapwidget.h"
#include "figures/linechartwidget.h"
#include "models/alibiheadmodel.h"
#include "shell/readoutlabel.h"
#include "tabs/alibi/alibiextrapolationpanel.h"
#include "task/backgroundtask.h"

#include "error.h"

#include <qcustomplot.h>

#include <QGroupBox>
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
#include <limits>

struct AlibiPage::HeadResult
{
    int head = 0;
    bool causal = true;
    std::shared_ptr<const pelab::Matrix> bias;
    std::unique_ptr<QCPColorMapData> cells;
};

AlibiPage::AlibiPage(QWidget *parent) : Page(parent)
{
    m_slopeModel = new AlibiSlopeModel(this);
    m_headModel = new AlibiHeadModel(this);
    m_task = new BackgroundTask(this);
    m_headTask = new BackgroundTask(this);
    m_debounce = new QTimer(this);
    watchDebounce(m_debounce);
    m_debounce->setSingleShot(true);
    m_debounce->setInterval(200);

    auto *paramsBox = new QGroupBox(tr("Parameters"), this);
    auto *paramsLayout = new QVBoxLayout(paramsBox);
    m_controls = new AlibiControls(paramsBox);
    paramsLayout->addWidget(m_controls);
    paramsLayout->addStretch(1);
    auto *scroll = new QScrollArea(this);
    scroll->setWidget(paramsBox);
    scroll->setWidgetResizable(true);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setMinimumWidth(400);

    m_views = new QTabWidget(this);
    m_views->setObjectName(QStringLiteral("alibiViews"));
    m_views->setDocumentMode(true);
    auto *slopes = new QWidget(this);
    auto *slopesLayout = new QVBoxLayout(slopes);
    m_slopeNote = new QLabel(slopes);
    m_slopeNote->setObjectName(QStringLiteral("slopeNote"));
    m_slopeNote->setWordWrap(true);
    slopesLayout->addWidget(m_slopeNote);
    m_slopeView = createTableView(m_slopeModel, QStringLiteral("slopeView"));
    slopesLayout->addWidget(m_slopeView, 1);
    m_views->addTab(slopes, tr("&Slopes"));
    m_views->addTab(buildHeatmapView(), tr("Bias &heatmap"));
    m_biasChart = new LineChartWidget(this);
    m_biasChart->setObjectName(QStringLiteral("biasChart"));
    m_views->addTab(m_biasChart, tr("&Bias vs distance"));
    m_attentionChart = new LineChartWidget(this);
    m_attentionChart->setObjectName(QStringLiteral("attentionChart"));
    m_attentionChart->setYLabelFormat(QStringLiteral("%.3g"));
    m_views->addTab(m_attentionChart, tr("&Attention row"));
    m_spanView = createTableView(m_headModel, QStringLiteral("spanView"));
    for (int c : {AlibiHeadModel::WithinTrainColumn, AlibiHeadModel::BeyondTrainColumn})
        m_spanView->setColumnHidden(c, true);
    m_views->addTab(m_spanView, tr("Effective s&pan"));
    m_extrapolation = new AlibiExtrapolationPanel(m_headModel, this);
    m_views->addTab(m_extrapolation, tr("E&xtrapolation"));
    setSessionViews(m_views, {QStringLiteral("slopes"), QStringLiteral("heatmap"),
                              QStringLiteral("bias-chart"), QStringLiteral("attention"),
                              QStringLiteral("span"), QStringLiteral("extrapolation")});

    auto *main = new QSplitter(Qt::Horizontal, this);
    main->addWidget(scroll);
    main->addWidget(m_views);
    main->setStretchFactor(1, 1);
    main->setSizes({400, 1200});
    contentLayout()->addWidget(main);

    connect(m_controls, &AlibiControls::parametersChanged, m_debounce, qOverload<>(&QTimer::start));
    connect(m_debounce, &QTimer::timeout, this, &AlibiPage::recompute);
    connect(m_controls, &AlibiControls::headChanged, this, &AlibiPage::requestHead);
    connect(m_controls, &AlibiControls::queryChanged, this, &AlibiPage::updateAttention);
    connect(m_controls, &AlibiControls::lengthsChanged, this, &AlibiPage::updateExtrapolation);
    connect(m_controls, &AlibiControls::displayChanged, this,
            [this] { m_heatmap->setColormap(m_controls->colormap()); });
    connect(m_heatmap, &HeatmapWidget::cellHovered, this, &AlibiPage::showReadout);
    connect(m_heatmap, &HeatmapWidget::cellClicked, this, [this](int row, int) {
        m_controls->setQuery(row);
        m_views->setCurrentIndex(AttentionView);
    });
    connect(m_views, &QTabWidget::currentChanged, this, &Page::exportChanged);
    for (BackgroundTask *task : {m_task, m_headTask}) {
        const QString what = task == m_task ? tr("Computing ALiBi attention over every query…")
                                            : tr("Preparing the bias heatmap…");
        reportTask(task, what);
    }
    recompute();
}

AlibiPage::~AlibiPage() = default;

QWidget *AlibiPage::buildHeatmapView()
{
    auto *view = new QWidget(this);
    auto *layout = new QVBoxLayout(view);
    m_heatmap = new HeatmapWidget(view);
    m_heatmap->setObjectName(QStringLiteral("biasHeatmap"));
    m_heatmap->setToolTip(tr("Hover a cell to read its bias; click a row to chart its attention"));
    layout->addWidget(m_heatmap, 1);
    m_readout = new ReadoutLabel({}, view);
    layout->addWidget(m_readout);
    return view;
}

QString AlibiPage::title() const
{
    return tr("ALiBi");
}

QString AlibiPage::exportBaseName() const
{
    const QString shape = QStringLiteral("h%1-n%2").arg(m_slopes.size()).arg(m_params.positions);
    switch (m_views->currentIndex()) {
    case HeatmapView:
        return QStringLiteral("alibi-bias-head%1-n%2").arg(m_biasHead).arg(m_params.positions);
    case BiasChartView:
        return QStringLiteral("alibi-bias-distance-%1").arg(shape);
    case AttentionView:
        return QStringLiteral("alibi-attention-t%1-%2").arg(m_controls->query()).arg(shape);
    case SpanView:
        return QStringLiteral("alibi-span-%1").arg(shape);
    case ExtrapolationView:
        return QStringLiteral("alibi-extrapolation-%1-%2")
            .arg(m_controls->trainLength())
            .arg(m_controls->inferLength());
    default:
        return QStringLiteral("alibi-slopes-h%1-%2")
            .arg(m_slopes.size())
            .arg(QString::fromLatin1(pelab::slopeRuleName(m_params.rule)));
    }
}

ExportTable AlibiPage::exportTable() const
{
    if (m_slopes.empty())
        return {};
    switch (m_views->currentIndex()) {
    case HeatmapView:
        return m_bias ? AlibiFigure::biasTable(m_bias) : ExportTable{};
    case BiasChartView:
        return AlibiFigure::biasByDistanceTable(m_slopes, m_params.positions);
    case AttentionView:
        return m_attention ? AlibiFigure::perHeadTable(m_attention, QStringLiteral("s"))
                           : ExportTable{};
    case SpanView:
        return m_headModel->spanTable();
    case ExtrapolationView:
        return m_headModel->extrapolationTable();
    default:
        return AlibiFigure::slopeTable(m_slopes, m_official, m_paper, m_spans);
    }
}

const FigureSource *AlibiPage::exportFigure() const
{
    switch (m_views->currentIndex()) {
    case HeatmapView:
        return m_bias ? m_heatmap : nullptr;
    case BiasChartView:
        return m_slopes.empty() ? nullptr : m_biasChart;
    case AttentionView:
        return m_attention ? m_attentionChart : nullptr;
    case ExtrapolationView:
        return m_slopes.empty() ? nullptr : m_extrapolation->chart();
    default:
        return nullptr;
    }
}

QString AlibiPage::sessionKey() const
{
    return QStringLiteral("alibi");
}

QJsonObject AlibiPage::parameters() const
{
    // Refused input (bad custom slopes, L_infer <= L_train) keeps the last good result on
    // screen, and that is what an export writes: record its parameters then, so that a session
    // replays what was exported.
    const bool refused = !m_slopes.empty() && !errorText().isEmpty() && !isComputing();
    const bool lengthsRefused = !m_extrapolation->isValid() && m_extrapolation->shownTrain() > 0;
    AlibiViewChoices view;
    view.head = m_controls->head();
    view.query = m_controls->query();
    view.train = lengthsRefused ? m_extrapolation->shownTrain() : m_controls->trainLength();
    view.infer = lengthsRefused ? m_extrapolation->shownInfer() : m_controls->inferLength();
    view.colormap = m_controls->colormap();
    return AlibiSessionParameters::toJson(refused ? m_params : m_controls->parameters(), view);
}

void AlibiPage::setParameters(const QJsonObject &parameters, QStringList *warnings)
{
    AlibiViewChoices view;
    const AlibiParameters p =
        AlibiSessionParameters::fromJson(parameters, sessionKey(), warnings, &view);
    m_controls->setParameters(p);
    // The selectors' limits follow the next result; widen them now so that the head and query
    // asked for are kept.
    const std::int64_t heads = AlibiSessionParameters::headCount(p);
    m_controls->setLimits(int(heads), p.positions);
    if (view.head > heads && warnings)
        warnings->append(tr("%1: parameter \"head\" is larger than the number of heads (%2)")
                             .arg(sessionKey())
                             .arg(heads));
    if (view.query >= p.positions && warnings)
        warnings->append(tr("%1: parameter \"query\" must be less than the positions (%2)")
                             .arg(sessionKey())
                             .arg(p.positions));
    m_controls->setHead(int(std::min<std::int64_t>(view.head, heads)));
    m_controls->setQuery(std::min(view.query, p.positions - 1));
    m_queryRows = p.positions;
    m_controls->setLengths(view.train, view.infer);
    m_controls->setColormap(view.colormap);
    // A result for the previous parameters arriving before the debounce would narrow the head
    // and query selectors to its own heads and positions: drop it.
    m_task->cancel();
    m_debounce->start();
}

AlibiPage::View AlibiPage::currentView() const
{
    return View(m_views->currentIndex());
}

void AlibiPage::setCurrentView(View view)
{
    m_views->setCurrentIndex(view);
}

void AlibiPage::cancel()
{
    m_debounce->stop();
    m_task->cancel();
    m_headTask->cancel();
    emit statusMessage(tr("Cancelled."));
}

void AlibiPage::recompute()
{
    m_debounce->stop();
    const AlibiParameters params = m_controls->parameters();
    std::vector<double> slopes;
    try {
        slopes = params.rule == pelab::SlopeRule::Custom
                     ? AlibiControls::parseSlopes(params.customSlopes)
                     : pelab::slopesFor(params.rule, params.heads);
        pelab::validatePositions(params.positions);
    } catch (const std::exception &e) {
        m_task->cancel();
        showError(tr("Cannot compute: %1").arg(QString::fromUtf8(e.what())));
        return;
    }
    m_task->start<AlibiComputation::Result>(
        [params, slopes](const TaskControl &control) {
            return AlibiComputation::compute(params, slopes,
                                             [&control](double f) { return control.report(f); });
        },
        [this](AlibiComputation::Result result) { showResult(std::move(result)); },
        [this](const QString &error) { showError(tr("Cannot compute: %1").arg(error)); });
}

void AlibiPage::showResult(AlibiComputation::Result result)
{
    clearError();
    m_params = result.params;
    m_slopes = std::move(result.slopes);
    m_official = std::move(result.official);
    m_paper = std::move(result.paper);
    m_spans = std::move(result.spans);
    m_content = std::move(result.content);
    const int heads = int(m_slopes.size());

    m_slopeModel->setSlopes(m_official, m_paper, m_slopes);
    const int differing = m_slopeModel->differingHeads();
    m_slopeNote->setText(
        differing == 0
            ? tr("H = %1 is a power of two: the reference code and the paper's text agree.")
                  .arg(heads)
            : tr("H = %1 is not a power of two: the rules disagree on %2 of %1 heads "
                 "(highlighted). Published implementations differ here; the reference code "
                 "(official) is what most trained models use.")
                  .arg(heads)
                  .arg(differing));
    std::vector<AlibiHeadModel::Row> rows(static_cast<std::size_t>(heads));
    for (std::size_t h = 0; h < rows.size(); ++h) {
        rows[h].slope = m_slopes[h];
        rows[h].span = m_spans[h];
        if (result.stats)
            rows[h].stats = (*result.stats)[h];
    }
    m_headModel->setRows(std::move(rows));

    // A query on the last row follows the last row (the effective span's query).
    const bool lastQuery = m_controls->query() == m_queryRows - 1;
    m_controls->setLimits(heads, m_params.positions);
    m_queryRows = m_params.positions;
    if (lastQuery)
        m_controls->setQuery(m_params.positions - 1);
    AlibiFigure::showBiasChart(*m_biasChart, m_slopes, m_params.positions);
    updateAttention();
    updateExtrapolation();
    requestHead();
    emit statusMessage(
        tr("ALiBi: %1 heads × %2 positions, %3 slopes%4")
            .arg(heads)
            .arg(m_params.positions)
            .arg(QString::fromLatin1(pelab::slopeRuleName(m_params.rule)))
            .arg(result.stats ? QString() : tr("; statistics over every query skipped")));
    emit exportChanged();
    emit resultShown();
}

void AlibiPage::requestHead()
{
    if (m_slopes.empty())
        return;
    const int head = std::clamp(m_controls->head(), 1, int(m_slopes.size()));
    const double slope = m_slopes[std::size_t(head - 1)];
    const std::int64_t n = m_params.positions;
    const bool causal = m_params.causal;
    m_headTask->start<HeadResult>(
        [head, slope, n, causal](const TaskControl &) {
            HeadResult r;
            r.head = head;
            r.causal = causal;
            r.bias = std::make_shared<const pelab::Matrix>(pelab::biasMatrix(slope, n));
            r.cells = AlibiFigure::buildBiasCells(slope, n, causal);
            return r;
        },
        [this](HeadResult result) { showHead(std::move(result)); },
        [this](const QString &error) {
            showError(tr("Cannot draw the bias heatmap: %1").arg(error));
        });
}

void AlibiPage::showHead(HeadResult result)
{
    m_bias = result.bias;
    m_biasHead = result.head;
    m_biasCausal = result.causal;
    const double slope = m_slopes[std::size_t(m_biasHead - 1)];
    AlibiFigure::configureHeatmap(*m_heatmap, m_biasHead, slope, m_params.positions, m_biasCausal,
                                  m_controls->colormap());
    m_heatmap->setMatrix(m_bias, 0.0, 0.0, std::move(result.cells));
    m_readout->setText(m_biasCausal
                           ? tr("<span style='background:%1'>&nbsp;&nbsp;&nbsp;&nbsp;</span> "
                                "grey: masked by the causal mask (key s after query t); the "
                                "exported table holds every cell.")
                                 .arg(HeatmapWidget::maskColor().name())
                           : tr("Bidirectional: every key is visible to every query."));
    emit exportChanged();
    emit headShown();
}

void AlibiPage::updateAttention()
{
    if (m_slopes.empty() || !m_content)
        return;
    const std::int64_t n = m_params.positions;
    const std::int64_t t = std::clamp<std::int64_t>(m_controls->query(), 0, n - 1);
    m_attention = AlibiComputation::attentionWeights(m_slopes, n, t, m_params.causal, *m_content);
    AlibiFigure::showAttentionChart(*m_attentionChart, *m_attention, t, m_params.causal);
    emit exportChanged();
}

void AlibiPage::updateExtrapolation()
{
    if (m_slopes.empty())
        return;
    m_extrapolation->update(m_slopes, m_controls->trainLength(), m_controls->inferLength());
    emit exportChanged();
}

void AlibiPage::showReadout(int row, int column)
{
    if (m_bias && m_biasHead >= 1)
        m_readout->setText(AlibiFigure::describeCell(m_slopes[std::size_t(m_biasHead - 1)], row,
                                                     column, m_biasCausal));
}
