#include "ropepage.h"

#include "figures/heatmapwidget.h"
#include "figures/linechartwidget.h"
#include "models/matrixmodel.h"
#include "rope/ropecharts.h"
#include "rope/ropefigure.h"
#include "shell/readoutlabel.h"
#include "tabs/rope/ropesessionparameters.h"
#include "task/backgroundtask.h"

#include "error.h"
#include "ropedecay.h"

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

#include <limits>

struct RopePage::Result
{
    RopeControlValues values; // as entered (the text, not the parsed q and k)
    pelab::RopeAnalysis analysis;
    std::vector<pelab::PrecisionSweepPoint> sweep;
    std::int64_t sweepPositions = 0;
    std::vector<double> distances;
    std::vector<double> decay;
    std::vector<double> decayNone;
    std::unique_ptr<QCPColorMapData> cells;
    QImage colors;
    Colormap colormap = Colormap::RdBu;
    double limit = 1.0;
};

RopePage::RopePage(QWidget *parent) : Page(parent)
{
    m_task = new BackgroundTask(this);
    m_debounce = new QTimer(this);
    watchDebounce(m_debounce);
    m_debounce->setSingleShot(true);
    m_debounce->setInterval(200);
    m_frequencyModel = new MatrixModel(this);

    auto *paramsBox = new QGroupBox(tr("Parameters"), this);
    auto *paramsLayout = new QVBoxLayout(paramsBox);
    m_controls = new RopeControls(paramsBox);
    paramsLayout->addWidget(m_controls);
    paramsLayout->addStretch(1);
    auto *scroll = new QScrollArea(this);
    scroll->setWidget(paramsBox);
    scroll->setWidgetResizable(true);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setMinimumWidth(420);

    auto *right = new QWidget(this);
    auto *rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(0, 0, 0, 0);
    m_verdict = new QLabel(right);
    m_verdict->setObjectName(QStringLiteral("verdict"));
    m_verdict->setWordWrap(true);
    m_verdict->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_verdict->setFrameShape(QFrame::StyledPanel);
    m_verdict->setMargin(6);
    rightLayout->addWidget(m_verdict);

    m_views = new QTabWidget(right);
    m_views->setObjectName(QStringLiteral("ropeViews"));
    m_views->setDocumentMode(true);
    m_views->addTab(buildHeatmapView(), tr("Score &heatmap"));
    m_offsetChart = new LineChartWidget(this);
    m_offsetChart->setObjectName(QStringLiteral("offsetChart"));
    m_views->addTab(m_offsetChart, tr("a(t, t + Δ) vs &offset"));
    auto *frequencies = new QWidget(this);
    auto *frequencyLayout = new QVBoxLayout(frequencies);
    m_scalingNote = new QLabel(frequencies);
    m_scalingNote->setWordWrap(true);
    frequencyLayout->addWidget(m_scalingNote);
    auto *frequencySplit = new QSplitter(Qt::Vertical, frequencies);
    m_frequencyChart = new LineChartWidget(frequencySplit);
    m_frequencyChart->setObjectName(QStringLiteral("frequencyChart"));
    m_frequencyTable = new QTableView(frequencySplit);
    m_frequencyTable->setObjectName(QStringLiteral("frequencyTable"));
    m_frequencyTable->setModel(m_frequencyModel);
    m_frequencyTable->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    frequencySplit->addWidget(m_frequencyChart);
    frequencySplit->addWidget(m_frequencyTable);
    frequencyLayout->addWidget(frequencySplit, 1);
    m_views->addTab(frequencies, tr("&Frequencies"));
    m_sweepChart = new LineChartWidget(this);
    m_sweepChart->setObjectName(QStringLiteral("sweepChart"));
    m_views->addTab(m_sweepChart, tr("&Precision vs T0"));
    m_decayChart = new LineChartWidget(this);
    m_decayChart->setObjectName(QStringLiteral("decayChart"));
    m_views->addTab(m_decayChart, tr("Long-term &decay"));
    m_pairingText = new QLabel(this);
    m_pairingText->setObjectName(QStringLiteral("pairingText"));
    m_pairingText->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_pairingText->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_pairingText->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    auto *pairingScroll = new QScrollArea(this);
    pairingScroll->setWidget(m_pairingText);
    pairingScroll->setWidgetResizable(true);
    m_views->addTab(pairingScroll, tr("Pai&rings"));
    setSessionViews(m_views, {QStringLiteral("heatmap"), QStringLiteral("offsets"),
                              QStringLiteral("frequencies"), QStringLiteral("precision"),
                              QStringLiteral("decay"), QStringLiteral("pairing")});
    rightLayout->addWidget(m_views, 1);

    auto *main = new QSplitter(Qt::Horizontal, this);
    main->addWidget(scroll);
    main->addWidget(right);
    main->setStretchFactor(1, 1);
    main->setSizes({420, 1200});
    contentLayout()->addWidget(main);

    connect(m_controls, &RopeControls::parametersChanged, m_debounce, qOverload<>(&QTimer::start));
    connect(m_debounce, &QTimer::timeout, this, &RopePage::recompute);
    connect(m_controls, &RopeControls::displayChanged, this,
            [this] { m_heatmap->setColormap(m_controls->colormap()); });
    connect(m_heatmap, &HeatmapWidget::cellHovered, this, &RopePage::showReadout);
    connect(m_heatmap, &HeatmapWidget::cellClicked, this, [this](int row, int column) {
        m_heatmap->setCurrentCell(row, column);
        showReadout(row, column);
    });
    connect(m_views, &QTabWidget::currentChanged, this, &Page::exportChanged);
    reportTask(m_task, tr("Computing RoPE scores and checks…"));
    recompute();
}

RopePage::~RopePage() = default;

QWidget *RopePage::buildHeatmapView()
{
    auto *view = new QWidget(this);
    auto *layout = new QVBoxLayout(view);
    m_heatmap = new HeatmapWidget(view);
    m_heatmap->setObjectName(QStringLiteral("scoreHeatmap"));
    m_heatmap->setToolTip(tr("Hover a cell to read a(t, s) against the exact relative score"));
    layout->addWidget(m_heatmap, 1);
    m_readout = new ReadoutLabel({}, view);
    layout->addWidget(m_readout);
    return view;
}

QString RopePage::title() const
{
    return tr("RoPE");
}

QString RopePage::exportBaseName() const
{
    if (!m_analysis)
        return QStringLiteral("rope");
    const pelab::RopeSetup &s = m_analysis->setup;
    const QString shape = QStringLiteral("d%1-n%2-t%3-%4")
                              .arg(s.dim)
                              .arg(s.positions)
                              .arg(s.start)
                              .arg(QString::fromUtf8(pelab::precisionName(s.precision)));
    static const char *const names[] = {"scores",    "offsets", "frequencies",
                                        "precision", "decay",   "pairing"};
    return QStringLiteral("rope-%1-%2").arg(QLatin1String(names[m_views->currentIndex()]), shape);
}

ExportTable RopePage::exportTable() const
{
    if (!m_analysis)
        return {};
    switch (m_views->currentIndex()) {
    case HeatmapView:
        return RopeFigure::scoresTable(m_analysis->scores, m_analysis->setup.start);
    case OffsetView:
        return RopeFigure::offsetTable(*m_analysis);
    case FrequencyView:
        return RopeFigure::frequencyTable(m_analysis->frequencies, m_analysis->setup.dim);
    case PrecisionView:
        return RopeFigure::sweepTable(m_sweep);
    case DecayView:
        return RopeFigure::decayTable(m_distances, m_decay, m_decayNone);
    default: {
        const std::vector<std::int64_t> p =
            pelab::halfToInterleavedPermutation(m_analysis->setup.dim);
        auto m = std::make_shared<pelab::Matrix>(p.size(), 1);
        for (std::size_t j = 0; j < p.size(); ++j)
            (*m)(j, 0) = double(p[j]);
        ExportTable table;
        table.matrix = std::move(m);
        table.cornerHeader = QStringLiteral("interleaved_dim");
        table.columnLabel = [](qsizetype) { return QStringLiteral("half_dim"); };
        return table;
    }
    }
}

const FigureSource *RopePage::exportFigure() const
{
    if (!m_analysis)
        return nullptr;
    switch (m_views->currentIndex()) {
    case HeatmapView:
        return m_heatmap;
    case OffsetView:
        return m_offsetChart;
    case FrequencyView:
        return m_frequencyChart;
    case PrecisionView:
        return m_sweep.empty() ? nullptr : m_sweepChart;
    case DecayView:
        return m_decayChart;
    default:
        return nullptr;
    }
}

QString RopePage::verdict() const
{
    return m_verdict->text();
}

void RopePage::setCurrentView(View view)
{
    m_views->setCurrentIndex(view);
}

void RopePage::cancel()
{
    m_debounce->stop();
    m_task->cancel();
    emit statusMessage(tr("Cancelled."));
}

void RopePage::resolveContent(RopeControlValues &v)
{
    if (v.content == RopeContent::Typed) {
        v.params.q = RopeControls::parseVector(v.qText, v.params.dim, QStringLiteral("q"));
        v.params.k = RopeControls::parseVector(v.kText, v.params.dim, QStringLiteral("k"));
    } else if (v.content == RopeContent::Files) {
        if (v.qFile.isEmpty() || v.kFile.isEmpty())
            throw pelab::Error(tr("choose the files of q and k").toStdString());
        v.params.q = pelab::readRopeVector(v.qFile.toStdString(), v.params.dim, "q");
        v.params.k = pelab::readRopeVector(v.kFile.toStdString(), v.params.dim, "k");
    }
    if (!v.toleranceText.isEmpty()) {
        bool ok = false;
        const double tolerance = v.toleranceText.toDouble(&ok);
        if (!ok || !(tolerance >= 0.0) || !std::isfinite(tolerance))
            throw pelab::Error(
                tr("the tolerance '%1' is not a number ≥ 0").arg(v.toleranceText).toStdString());
        v.params.tolerance = tolerance;
    }
}

void RopePage::recompute()
{
    m_debounce->stop();
    RopeControlValues values = m_controls->values();
    m_computed = values;
    const RopeControlValues entered = values;
    try {
        resolveContent(values); // files are read here, once per change
        pelab::makeRopeSetup(values.params);
        pelab::checkMatrixAllocation(std::uint64_t(values.params.positions),
                                     std::uint64_t(values.params.positions),
                                     pelab::kDefaultMemoryLimit, "the RoPE score matrix");
    } catch (const std::exception &e) {
        m_task->cancel();
        showError(tr("Cannot compute: %1").arg(QString::fromUtf8(e.what())));
        return;
    }
    const Colormap colormap = m_controls->colormap();
    m_task->start<Result>(
        [values, entered, colormap](const TaskControl &control) {
            Result r;
            r.values = entered;
            const auto main =
                pelab::analyzeRope(values.params, pelab::kDefaultMemoryLimit,
                                   [&control](double f) { return control.report(0.7 * f); });
            if (!main)
                throw pelab::Error("cancelled");
            r.analysis = *main;
            const double start = double(values.params.start);
            r.cells = HeatmapWidget::buildCells(*r.analysis.scores, start, start);
            r.limit = RopeFigure::colourLimit(r.analysis);
            r.colors = HeatmapWidget::colorize(*r.cells, colormap, -r.limit, r.limit);
            r.colormap = colormap;
            // The precision sweep on a smaller matrix of the same setup.
            pelab::RopeSetup sweepSetup = r.analysis.setup;
            sweepSetup.positions = std::min(values.sweepPositions, values.params.positions);
            r.sweepPositions = sweepSetup.positions;
            r.sweep = pelab::precisionSweep(
                sweepSetup,
                {pelab::Precision::F64, pelab::Precision::F32, pelab::Precision::BF16,
                 pelab::Precision::F16},
                pelab::powerOfTwoStarts(values.sweepMaxPower),
                [&control](double f) { return control.report(0.7 + 0.28 * f); });
            const std::int64_t far = std::max<std::int64_t>(values.params.positions - 1, 256);
            r.distances = pelab::decayDistances(far);
            r.decay = pelab::longTermDecay(r.analysis.frequencies.invFreq, r.distances);
            r.decayNone = pelab::longTermDecay(r.analysis.frequencies.base, r.distances);
            return r;
        },
        [this](Result result) { showResult(std::move(result)); },
        [this](const QString &error) { showError(tr("Cannot compute: %1").arg(error)); });
}

void RopePage::showResult(Result result)
{
    clearError();
    m_shown = std::move(result.values);
    m_analysis = std::move(result.analysis);
    m_sweep = std::move(result.sweep);
    m_sweepPositions = result.sweepPositions;
    m_distances = std::move(result.distances);
    m_decay = std::move(result.decay);
    m_decayNone = std::move(result.decayNone);
    const pelab::RopeAnalysis &a = *m_analysis;
    const double start = double(a.setup.start);

    RopeFigure::configureHeatmap(*m_heatmap, a, m_controls->colormap());
    m_heatmap->setMatrix(a.scores, start, start, std::move(result.cells), result.colors,
                         result.colormap, -result.limit, result.limit);
    m_readout->setText(tr("Hover a cell: t, s, the offset and a(t, s) against qᵀR_Δk/√d."));
    m_verdict->setText(RopeFigure::verdictText(a));
    RopeCharts::showOffsetChart(*m_offsetChart, a);
    const pelab::RopeScalingType type = m_controls->values().params.scaling.type;
    RopeCharts::showFrequencyChart(*m_frequencyChart, a.frequencies, type);
    m_scalingNote->setText(RopeFigure::scalingText(a.frequencies, type));
    m_frequencyModel->setTable(RopeFigure::frequencyTable(a.frequencies, a.setup.dim));
    RopeCharts::showSweepChart(*m_sweepChart, m_sweep, m_sweepPositions);
    RopeCharts::showDecayChart(*m_decayChart, m_distances, m_decay, m_decayNone,
                               a.frequencies.invFreq != a.frequencies.base);
    m_pairingText->setText(
        tr("Pair i rotates dims (2i, 2i+1) when interleaved, (i, i + d/2) when half-split.\n"
           "The two are the same up to this permutation of dimensions: rotating a half-split\n"
           "vector and permuting it equals permuting it and rotating interleaved, so the scores\n"
           "agree when q and k are permuted too.\n\n") +
        RopeFigure::permutationText(a.setup.dim));
    emit exportChanged();
    emit resultShown();
}

QString RopePage::sessionKey() const
{
    return QStringLiteral("rope");
}

QJsonObject RopePage::parameters() const
{
    // Refused input keeps the last good result on screen, and that is what an export writes:
    // record its parameters then, so that a session replays what was exported.
    if (m_analysis && !errorText().isEmpty() && !isComputing())
        return RopeSessionParameters::toJson(m_shown, m_controls->colormap());
    RopeControlValues values = m_controls->values();
    values.qText = m_computed.qText;
    values.kText = m_computed.kText;
    values.qFile = m_computed.qFile;
    values.kFile = m_computed.kFile;
    values.toleranceText = m_computed.toleranceText;
    return RopeSessionParameters::toJson(values, m_controls->colormap());
}

void RopePage::setParameters(const QJsonObject &parameters, QStringList *warnings)
{
    Colormap colormap = Colormap::RdBu;
    const RopeControlValues values =
        RopeSessionParameters::fromJson(parameters, sessionKey(), warnings, &colormap);
    m_controls->setValues(values);
    m_controls->setColormap(colormap);
    m_computed = m_controls->values();
    m_debounce->start();
}

void RopePage::showReadout(int row, int column)
{
    if (!m_analysis)
        return;
    m_readout->setText(RopeFigure::describeCell(*m_analysis, row, column));
}
