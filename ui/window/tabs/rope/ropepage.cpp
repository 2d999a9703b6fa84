#include "ropepage.h"

#include "shell/pageregistration.h"
#include "shell/zoomfont.h"

#include "editors/parameterform.h"
#include "figures/heatmapwidget.h"
#include "figures/linechartwidget.h"
#include "models/matrixmodel.h"
#include "rope/ropecheck.h"
#include "rope/ropefigures.h"
#include "rope/ropespec.h"
#include "rope/ropetables.h"
#include "rope/ropetexts.h"
#include "rope/ropeviews.h"
#include "shell/readoutlabel.h"
#include "spec/tabspecs.h"
#include "tabs/check/checkpanel.h"
#include "tabs/model/modelconfigbar.h"
#include "tabs/rope/ropeparameterpanel.h"
#include "tabs/rope/ropesequencepane.h"
#include "task/tabcontroller.h"

#include <QEvent>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QScrollArea>
#include <QSplitter>
#include <QTableView>
#include <QTabWidget>
#include <QVBoxLayout>

namespace {

const QString kHeatmap = QStringLiteral("heatmap");
const QString kPrecision = QStringLiteral("precision");
const QString kScoreTable = QStringLiteral("scores");

// A bar above a view: its own parameters' form and a status line.
QLabel *addBar(QVBoxLayout *layout, ParameterForm *form)
{
    auto *bar = new QHBoxLayout;
    bar->addWidget(form);
    auto *status = new QLabel(form->parentWidget());
    bar->addWidget(status, 1);
    layout->addLayout(bar);
    return status;
}

} // namespace

RopePage::RopePage(QWidget *parent) : TabPage(*TabSpecs::find(QStringLiteral("rope")), parent)
{
    auto *panel = new RopeParameterPanel(*controller(), this);
    m_modelBar = panel->modelBar();
    m_modelBar->acceptDropsOn(this);
    auto *scroll = new QScrollArea(this);
    scroll->setWidget(panel);
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
    m_verdict->installEventFilter(this);
    rightLayout->addWidget(m_verdict);
    m_offsetChart = new LineChartWidget(this);
    m_offsetChart->setObjectName(QStringLiteral("offsetChart"));
    m_decayChart = new LineChartWidget(this);
    m_decayChart->setObjectName(QStringLiteral("decayChart"));
    m_check = new CheckPanel(
        createForm({RopeCheckKeys::compare, RopeCheckKeys::compareCos, RopeCheckKeys::compareSin,
                    RopeCheckKeys::compareTensor, RopeCheckKeys::headDim},
                   this),
        controller(),
        {[](const ViewData &data) {
             return RopeTexts::checkVerdict(data.viewResultAs<RopeCheckResult>());
         },
         &RopeTables::check, &RopeFigures::drawCheck},
        this);
    m_sequencePane = new RopeSequencePane(
        *controller(), createForm({RopeKeys::image, RopeKeys::patchRow, RopeKeys::patchCol}, this),
        this);
    rightLayout->addWidget(
        createViews(QList<QWidget *>{buildHeatmapView(), buildScoreTableView(), m_offsetChart,
                                     buildFrequencyView(), buildSweepView(), m_decayChart,
                                     buildPairingView()} +
                        m_sequencePane->views() + QList<QWidget *>{m_check},
                    QStringLiteral("ropeViews")),
        1);

    addSidePanel(scroll, right, tr("Model and parameters"), 420);

    TabController *c = controller();
    connect(c, &TabController::resultChanged, this, &RopePage::showResult);
    connect(c, &TabController::viewResultChanged, this, &RopePage::showViewResult);
    connect(c, &TabController::displayChanged, this, &RopePage::applyDisplay);
    connect(c, &TabController::busyChanged, this, [this](bool busy) {
        const QString view = controller()->currentView();
        QLabel *status = view == kHeatmap      ? m_heatmapStatus
                         : view == kScoreTable ? m_scoreTableStatus
                         : view == kPrecision  ? m_sweepStatus
                                               : nullptr;
        if (!status || controller()->viewData(view).isValid())
            return;
        if (busy)
            status->setText(tr("Computing…"));
        else if (!controller()->errorText().isEmpty())
            status->setText(tr("Not computed: see the message above."));
        else
            status->setText(tr("Cancelled: show this view again to recompute."));
    });
    connect(m_heatmap, &HeatmapWidget::cellHovered, this, &RopePage::showReadout);
    connect(m_heatmap, &HeatmapWidget::cellClicked, this, [this](int row, int column) {
        m_heatmap->setCurrentCell(row, column);
        showReadout(row, column);
    });
    c->recompute();
}

QWidget *RopePage::buildHeatmapView()
{
    auto *view = new QWidget(this);
    auto *layout = new QVBoxLayout(view);
    m_heatmapStatus = addBar(layout, createForm({RopeKeys::row, ColormapKeys::colormap}, view));
    m_heatmapStatus->setObjectName(QStringLiteral("heatmapStatus"));
    m_heatmapStatus->setWordWrap(true);
    m_heatmap = new HeatmapWidget(view);
    m_heatmap->setObjectName(QStringLiteral("scoreHeatmap"));
    m_heatmap->setToolTip(tr("Hover a cell to read a(t, s) against the exact relative score"));
    layout->addWidget(m_heatmap, 1);
    m_readout = new ReadoutLabel({}, view);
    layout->addWidget(m_readout);
    return view;
}

QWidget *RopePage::buildScoreTableView()
{
    auto *view = new QWidget(this);
    auto *layout = new QVBoxLayout(view);
    m_scoreTableStatus = new QLabel(view);
    layout->addWidget(m_scoreTableStatus);
    m_scoreTableStatus->setObjectName(QStringLiteral("scoreTableStatus"));
    m_scoreTableStatus->setWordWrap(true);
    m_scoreTableModel = new MatrixModel(this);
    QTableView *table = createTableView(m_scoreTableModel, QStringLiteral("scoreTable"));
    table->verticalHeader()->setVisible(true);
    table->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    layout->addWidget(table, 1);
    return view;
}

QWidget *RopePage::buildFrequencyView()
{
    auto *view = new QWidget(this);
    auto *layout = new QVBoxLayout(view);
    m_scalingNote = new QLabel(view);
    m_scalingNote->setWordWrap(true);
    layout->addWidget(m_scalingNote);
    auto *split = new QSplitter(Qt::Vertical, view);
    m_frequencyChart = new LineChartWidget(split);
    m_frequencyChart->setObjectName(QStringLiteral("frequencyChart"));
    m_frequencyModel = new MatrixModel(this);
    auto *table = new QTableView(split);
    table->setObjectName(QStringLiteral("frequencyTable"));
    table->setModel(m_frequencyModel);
    table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    split->addWidget(m_frequencyChart);
    split->addWidget(table);
    layout->addWidget(split, 1);
    return view;
}

QWidget *RopePage::buildSweepView()
{
    auto *view = new QWidget(this);
    auto *layout = new QVBoxLayout(view);
    m_sweepStatus =
        addBar(layout, createForm({RopeKeys::sweepPositions, RopeKeys::sweepMaxPower}, view));
    m_sweepChart = new LineChartWidget(view);
    m_sweepChart->setObjectName(QStringLiteral("sweepChart"));
    layout->addWidget(m_sweepChart, 1);
    return view;
}

QWidget *RopePage::buildPairingView()
{
    m_pairingText = new QLabel(this);
    m_pairingText->setObjectName(QStringLiteral("pairingText"));
    m_pairingText->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_pairingText->setTextInteractionFlags(Qt::TextSelectableByMouse);
    ZoomFont::follow(m_pairingText, QFontDatabase::systemFont(QFontDatabase::FixedFont), 1.0);
    auto *scroll = new QScrollArea(this);
    scroll->setWidget(m_pairingText);
    scroll->setWidgetResizable(true);
    return scroll;
}

const RopeResult *RopePage::shownResult() const
{
    return controller()->resultAs<RopeResult>();
}

const RopeScoresResult *RopePage::shownScores() const
{
    const ViewData data = controller()->viewData(kHeatmap);
    return data.isValid() ? &data.viewResultAs<RopeScoresResult>() : nullptr;
}

const RopeSweepResult *RopePage::shownSweep() const
{
    const ViewData data = controller()->viewData(kPrecision);
    return data.isValid() ? &data.viewResultAs<RopeSweepResult>() : nullptr;
}

QString RopePage::verdict() const
{
    return m_verdict->text();
}

QString RopePage::checkVerdict() const
{
    return m_check->verdict();
}

bool RopePage::isDrawing() const
{
    return m_heatmap->isPreparing() || m_sequencePane->isDrawing();
}

void RopePage::showResult()
{
    const RopeResult *r = shownResult();
    const pelab::RopeAnalysis &a = r->analysis;
    m_verdict->setMinimumHeight(0); // as tall as the new text needs (eventFilter)
    m_verdict->setText(RopeTexts::verdict(a));
    RopeFigures::drawOffsets(*m_offsetChart, controller()->viewData(QStringLiteral("offsets")));
    const ViewData frequencies = controller()->viewData(QStringLiteral("frequencies"));
    RopeFigures::drawFrequencies(*m_frequencyChart, frequencies);
    m_scalingNote->setText(RopeTexts::scaling(a.frequencies, r->params.scaling.type));
    m_frequencyModel->setTable(RopeTables::frequencies(frequencies));
    RopeFigures::drawDecay(*m_decayChart, controller()->viewData(QStringLiteral("decay")));
    m_pairingText->setText(RopeTexts::pairing(a.setup.dim));
    m_sequencePane->showStateViews();
    emit statusMessage(tr("RoPE: d = %1, %2 positions from T0 = %3; %4")
                           .arg(a.setup.dim)
                           .arg(a.setup.positions)
                           .arg(a.setup.start)
                           .arg(a.invariant ? tr("relative") : tr("NOT relative")));
    emit resultShown();
}

void RopePage::showViewResult(const QString &view)
{
    const ViewData data = controller()->viewData(view);
    if (m_sequencePane->show(view, data) || !data.isValid())
        return;
    if (view == kHeatmap) {
        RopeFigures::drawHeatmap(*m_heatmap, data, true);
        m_readout->setText(tr("Hover a cell: t, s, the offset and a(t, s) against qᵀR_Δk/√d."));
        const RopeWindow &w = data.viewResultAs<RopeScoresResult>().window;
        const std::int64_t n = data.resultAs<RopeResult>().analysis.setup.positions;
        const std::int64_t t0 = data.resultAs<RopeResult>().analysis.setup.start;
        m_heatmapStatus->setText(
            w.isWhole(n) ? tr("%1 × %1 scores").arg(n)
                         : tr("A window of %1 × %1 scores (t, s = %2 … %3) of the %4 × %4 "
                              "matrix, centred on the window row; this view exports the window "
                              "(pelab-cli rope --view heatmap --row R).")
                               .arg(w.size)
                               .arg(t0 + w.first)
                               .arg(t0 + w.first + w.size - 1)
                               .arg(n));
    } else if (view == kScoreTable) {
        m_scoreTableModel->setTable(RopeTables::scores(data));
        const std::int64_t n = data.resultAs<RopeResult>().analysis.setup.positions;
        m_scoreTableStatus->setText(
            tr("The whole %1 × %1 matrix: rows t, columns s (true positions); this view "
               "exports all of it and its heatmap.")
                .arg(n));
    } else if (view == kPrecision) {
        RopeFigures::drawSweep(*m_sweepChart, data);
        m_sweepStatus->setText(tr("%1 precisions × %2 starts on %3 × %3 scores")
                                   .arg(4)
                                   .arg(data.state.integer(RopeKeys::sweepMaxPower) + 1)
                                   .arg(data.viewResultAs<RopeSweepResult>().positions));
    }
}

void RopePage::applyDisplay()
{
    if (!shownResult())
        return;
    RopeFigures::applyColors(*m_heatmap, controller()->viewData(kHeatmap));
    m_sequencePane->showStateViews(); // the axes and layers follow their values directly
}

void RopePage::showReadout(int row, int column)
{
    const RopeResult *r = shownResult();
    const RopeScoresResult *scores = shownScores();
    if (r && scores)
        m_readout->setText(RopeTexts::describeCell(r->analysis, *scores->scores, row, column,
                                                   scores->window.first));
}

void RopePage::openModelConfig()
{
    m_modelBar->chooseFile();
}

bool RopePage::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_verdict && event->type() == QEvent::Resize) {
        const int lines = m_verdict->heightForWidth(m_verdict->width());
        if (lines > 0 && m_verdict->minimumHeight() != lines)
            m_verdict->setMinimumHeight(lines);
    }
    return TabPage::eventFilter(watched, event);
}

PELAB_REGISTER_TAB_PAGE(rope, RopePage)
