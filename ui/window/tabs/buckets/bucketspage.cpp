#include "bucketspage.h"

#include "buckets/bucketscheck.h"
#include "buckets/bucketsfigures.h"
#include "buckets/bucketsmodelsetup.h"
#include "buckets/bucketsspec.h"
#include "buckets/bucketstables.h"
#include "buckets/bucketsviews.h"
#include "editors/integerspinbox.h"
#include "editors/parameterform.h"
#include "figures/heatmapwidget.h"
#include "figures/linechartwidget.h"
#include "models/matrixmodel.h"
#include "shell/pageregistration.h"
#include "shell/readoutlabel.h"
#include "spec/tabspecs.h"
#include "tabs/check/checkpanel.h"
#include "tabs/model/modelconfigbar.h"
#include "task/tabcontroller.h"

#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QScrollArea>
#include <QSplitter>
#include <QTableView>
#include <QTextDocumentFragment>
#include <QVBoxLayout>

using namespace BucketsKeys;

BucketsPage::BucketsPage(QWidget *parent)
    : TabPage(*TabSpecs::find(QStringLiteral("buckets")), parent)
{
    m_headForm = createForm({head}, this);
    m_headForm->setMaximumWidth(360);
    m_check =
        new CheckPanel(createForm({compare, compareTensor}, this), controller(),
                       {[](const ViewData &data) {
                            return BucketsCheck::verdict(data.viewResultAs<BucketsCheckResult>());
                        },
                        &BucketsTables::check, &BucketsFigures::drawCheck},
                       this);
    m_profile = new LineChartWidget(this);
    m_profile->setObjectName(QStringLiteral("profileChart"));
    QWidget *views = createViews(
        {buildBucketsView(), buildStartsView(),
         buildHeatmapView(&m_map, &m_mapReadout, nullptr, QStringLiteral("bucketMap")),
         buildHeatmapView(&m_bias, &m_biasReadout, m_headForm, QStringLiteral("biasHeatmap")),
         m_profile, m_check},
        QStringLiteral("bucketsViews"));
    addSidePanel(buildSide(), views, tr("Model and parameters"), 400);

    TabController *c = controller();
    connect(c, &TabController::resultChanged, this, &BucketsPage::showResult);
    connect(c, &TabController::viewResultChanged, this, &BucketsPage::showView);
    connect(c, &TabController::valueChanged, this, &BucketsPage::updateEnabled);
    connect(c, &TabController::displayChanged, this, [this](const QString &key) {
        const ViewData map = controller()->viewData(QStringLiteral("map"));
        if (key == colormap.view() && map.isValid())
            BucketsFigures::applyColors(*m_map, map);
    });
    connect(m_map, &HeatmapWidget::cellHovered, this,
            [this](int row, int column) { showReadout(QStringLiteral("map"), row, column); });
    connect(m_bias, &HeatmapWidget::cellHovered, this,
            [this](int row, int column) { showReadout(QStringLiteral("bias"), row, column); });
    updateEnabled();
    c->recompute();
}

QWidget *BucketsPage::buildSide()
{
    auto *side = new QWidget(this);
    auto *sideLayout = new QVBoxLayout(side);
    sideLayout->setContentsMargins(0, 0, 0, 0);
    auto *model = new QGroupBox(tr("Model"), side);
    m_modelBar = new ModelConfigBar(pelab::PresetFamily::Buckets, &BucketsModelSetup::read,
                                    *controller(), model);
    m_modelBar->acceptDropsOn(this);
    (new QVBoxLayout(model))->addWidget(m_modelBar);
    sideLayout->addWidget(model);
    auto *box = new QGroupBox(tr("Parameters"), side);
    sideLayout->addWidget(box, 1);
    auto *layout = new QVBoxLayout(box);
    m_form = createForm(box); // every parameter the views do not hold
    layout->addWidget(m_form);
    layout->addStretch(1);
    auto *scroll = new QScrollArea(this);
    scroll->setWidget(side);
    scroll->setWidgetResizable(true);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setMinimumWidth(400);
    return scroll;
}

QWidget *BucketsPage::buildBucketsView()
{
    auto *view = new QWidget(this);
    auto *layout = new QVBoxLayout(view);
    m_facts = new QLabel(view);
    m_facts->setObjectName(QStringLiteral("bucketFacts"));
    m_facts->setWordWrap(true);
    m_facts->setTextFormat(Qt::RichText);
    m_facts->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_facts);
    auto *split = new QSplitter(Qt::Vertical, view);
    m_bucketsChart = new LineChartWidget(split);
    m_bucketsChart->setObjectName(QStringLiteral("bucketsChart"));
    m_bucketsModel = new MatrixModel(this);
    split->addWidget(m_bucketsChart);
    QTableView *table = createTableView(m_bucketsModel, QStringLiteral("bucketsTable"));
    table->verticalHeader()->setVisible(true); // the relative position r of each row
    split->addWidget(table);
    split->setStretchFactor(0, 2);
    split->setStretchFactor(1, 1);
    layout->addWidget(split, 1);
    return view;
}

QWidget *BucketsPage::buildStartsView()
{
    auto *split = new QSplitter(Qt::Vertical, this);
    m_startsModel = new MatrixModel(this);
    split->addWidget(createTableView(m_startsModel, QStringLiteral("startsTable")));
    m_startsChart = new LineChartWidget(split);
    m_startsChart->setObjectName(QStringLiteral("startsChart"));
    split->addWidget(m_startsChart);
    return split;
}

QWidget *BucketsPage::buildHeatmapView(HeatmapWidget **heatmap, QLabel **readout,
                                       ParameterForm *form, const QString &name)
{
    auto *view = new QWidget(this);
    auto *layout = new QVBoxLayout(view);
    if (form)
        layout->addWidget(form);
    *heatmap = new HeatmapWidget(view);
    (*heatmap)->setObjectName(name);
    (*heatmap)->setToolTip(tr("Hover a cell to read its relative position and bucket"));
    layout->addWidget(*heatmap, 1);
    *readout = new ReadoutLabel({}, view);
    layout->addWidget(*readout);
    return view;
}

const BucketsResult *BucketsPage::shownResult() const
{
    return controller()->resultAs<BucketsResult>();
}

QString BucketsPage::factsText() const
{
    return QTextDocumentFragment::fromHtml(m_facts->text()).toPlainText(); // as it reads
}

bool BucketsPage::isDrawing() const
{
    return m_map->isPreparing() || m_bias->isPreparing();
}

void BucketsPage::updateEnabled()
{
    const TabState &state = controller()->state();
    const bool t5 = state.text(scheme) == QLatin1String("t5");
    const bool seeded = state.text(bias).isEmpty();
    m_form->editor(causal)->setEnabled(t5);
    m_form->editor(heads)->setEnabled(seeded);
    m_form->editor(seed)->setEnabled(seeded);
    m_form->editor(tensor)->setEnabled(!seeded);
}

void BucketsPage::showResult()
{
    const BucketsResult &r = *shownResult();
    const ViewData buckets = controller()->viewData(QStringLiteral("buckets"));
    const ViewData starts = controller()->viewData(QStringLiteral("starts"));
    m_facts->setText(BucketsTables::facts(r));
    BucketsFigures::drawBuckets(*m_bucketsChart, buckets);
    m_bucketsModel->setTable(BucketsTables::buckets(buckets));
    BucketsFigures::drawStarts(*m_startsChart, starts);
    m_startsModel->setTable(BucketsTables::starts(starts));
    static_cast<IntegerSpinBox *>(m_headForm->editor(head))->setRange(1, r.heads());
    emit statusMessage(tr("Buckets: %1 relative positions, last bucket from |r| = %2")
                           .arg(2 * r.positions - 1)
                           .arg(r.layout.lastBucketStart));
    emit resultShown();
}

void BucketsPage::showView(const QString &view)
{
    const ViewData data = controller()->viewData(view);
    if (!data.isValid())
        return;
    if (view == QLatin1String("map")) {
        BucketsFigures::drawMap(*m_map, data);
        m_mapReadout->setText(tr("Hover a cell: its query, key, relative position and bucket."));
    } else if (view == QLatin1String("bias")) {
        BucketsFigures::drawBias(*m_bias, data);
        m_biasReadout->setText(tr("Hover a cell: its relative position, bucket and bias."));
    } else if (view == QLatin1String("profile")) {
        BucketsFigures::drawProfile(*m_profile, data);
    }
    emit viewShown(view);
}

void BucketsPage::showReadout(const QString &view, int row, int column)
{
    const ViewData data = controller()->viewData(view);
    if (data.isValid())
        (view == QLatin1String("map") ? m_mapReadout : m_biasReadout)
            ->setText(BucketsFigures::describeCell(data, row, column));
}

void BucketsPage::openModelConfig()
{
    m_modelBar->chooseFile();
}

PELAB_REGISTER_TAB_PAGE(buckets, BucketsPage)
