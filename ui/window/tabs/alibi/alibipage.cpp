#include "alibipage.h"

#include "alibi/alibicheck.h"
#include "alibi/alibifigures.h"
#include "alibi/alibimodelsetup.h"
#include "alibi/alibispec.h"
#include "alibi/alibitables.h"
#include "alibi/alibiviews.h"
#include "editors/integerspinbox.h"
#include "editors/parameterform.h"
#include "figures/heatmapwidget.h"
#include "figures/linechartwidget.h"
#include "models/alibiheadmodel.h"
#include "shell/pageregistration.h"
#include "shell/readoutlabel.h"
#include "spec/tabspecs.h"
#include "tabs/alibi/alibiextrapolationpanel.h"
#include "tabs/alibi/alibislopespanel.h"
#include "tabs/check/checkpanel.h"
#include "tabs/model/modelconfigbar.h"
#include "task/tabcontroller.h"

#include <QGroupBox>
#include <QLineEdit>
#include <QScrollArea>
#include <QTableView>
#include <QVBoxLayout>

namespace {} // namespace

AlibiPage::AlibiPage(QWidget *parent) : TabPage(*TabSpecs::find(QStringLiteral("alibi")), parent)
{
    m_slopes = new AlibiSlopesPanel(this);
    m_headModel = new AlibiHeadModel(this);
    m_biasChart = new LineChartWidget(this);
    m_biasChart->setObjectName(QStringLiteral("biasChart"));
    QTableView *spans = createTableView(m_headModel, QStringLiteral("spanView"));
    for (int c : {AlibiHeadModel::WithinTrainColumn, AlibiHeadModel::BeyondTrainColumn})
        spans->setColumnHidden(c, true);
    m_extrapolation = new AlibiExtrapolationPanel(
        m_headModel, createForm({AlibiKeys::train, AlibiKeys::infer}, this), this);
    QWidget *heatmap = buildHeatmapView(); // places the head, which the check uses too
    m_check = new CheckPanel(
        createForm({AlibiCheckKeys::compare, AlibiCheckKeys::compareTensor}, this), controller(),
        {[](const ViewData &data) {
             return AlibiCheck::verdict(data.viewResultAs<AlibiCheckResult>());
         },
         &AlibiTables::check, &AlibiFigures::drawCheck},
        this);
    QWidget *views = createViews(
        {m_slopes, heatmap, m_biasChart, buildAttentionView(), spans, m_extrapolation, m_check},
        QStringLiteral("alibiViews"));

    addSidePanel(buildSide(), views, tr("Model and parameters"), 400);

    TabController *c = controller();
    m_positions = c->state().integer(AlibiKeys::positions);
    connect(c, &TabController::resultChanged, this, &AlibiPage::showResult);
    connect(c, &TabController::viewResultChanged, this, &AlibiPage::showView);
    connect(c, &TabController::valueChanged, this, &AlibiPage::follow);
    connect(c, &TabController::displayChanged, this, [this](const QString &key) {
        const ViewData heatmap = controller()->viewData(QStringLiteral("heatmap"));
        if (key == ColormapKeys::colormap && heatmap.isValid())
            AlibiFigures::applyColors(*m_heatmap, heatmap);
    });
    connect(m_heatmap, &HeatmapWidget::cellHovered, this, &AlibiPage::showReadout);
    connect(m_heatmap, &HeatmapWidget::cellClicked, this, [this](int row, int) {
        controller()->setValue(AlibiKeys::query, QVariant::fromValue(qint64(row)));
        setSessionView(QStringLiteral("attention"));
    });
    for (ParameterKey key : {AlibiKeys::rule, AlibiKeys::positions})
        follow(key);
    c->recompute();
}

QWidget *AlibiPage::buildSide()
{
    auto *side = new QWidget(this);
    auto *sideLayout = new QVBoxLayout(side);
    sideLayout->setContentsMargins(0, 0, 0, 0);
    auto *model = new QGroupBox(tr("Model"), side);
    m_modelBar = new ModelConfigBar(pelab::PresetFamily::Alibi, &AlibiModelSetup::read,
                                    *controller(), model);
    m_modelBar->acceptDropsOn(this);
    (new QVBoxLayout(model))->addWidget(m_modelBar);
    sideLayout->addWidget(model);
    auto *box = new QGroupBox(tr("Parameters"), side);
    sideLayout->addWidget(box, 1);
    auto *layout = new QVBoxLayout(box);
    m_form =
        createForm({AlibiKeys::rule, AlibiKeys::heads, AlibiKeys::alibiBiasMax, AlibiKeys::slopes,
                    AlibiKeys::positions, AlibiKeys::bidirectional, AlibiKeys::content,
                    AlibiKeys::seed, AlibiKeys::headDim, ColormapKeys::colormap},
                   box);
    if (auto *slopes = qobject_cast<QLineEdit *>(m_form->editor(AlibiKeys::slopes)))
        slopes->setPlaceholderText(tr("e.g. 0.5, 0.25, 0.125, 0.0625"));
    layout->addWidget(m_form);
    layout->addStretch(1);
    auto *scroll = new QScrollArea(this);
    scroll->setWidget(side);
    scroll->setWidgetResizable(true);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setMinimumWidth(400);
    return scroll;
}

QWidget *AlibiPage::buildHeatmapView()
{
    auto *view = new QWidget(this);
    auto *layout = new QVBoxLayout(view);
    m_headForm = createForm({AlibiKeys::head}, view);
    m_headForm->setMaximumWidth(360);
    layout->addWidget(m_headForm);
    m_heatmap = new HeatmapWidget(view);
    m_heatmap->setObjectName(QStringLiteral("biasHeatmap"));
    m_heatmap->setToolTip(tr("Hover a cell to read its bias; click a row to chart its attention"));
    layout->addWidget(m_heatmap, 1);
    m_readout = new ReadoutLabel({}, view);
    layout->addWidget(m_readout);
    return view;
}

QWidget *AlibiPage::buildAttentionView()
{
    auto *view = new QWidget(this);
    auto *layout = new QVBoxLayout(view);
    m_queryForm = createForm({AlibiKeys::query}, view);
    m_queryForm->setMaximumWidth(360);
    layout->addWidget(m_queryForm);
    m_attentionChart = new LineChartWidget(view);
    m_attentionChart->setObjectName(QStringLiteral("attentionChart"));
    layout->addWidget(m_attentionChart, 1);
    return view;
}

const AlibiResult *AlibiPage::shownResult() const
{
    return controller()->resultAs<AlibiResult>();
}

bool AlibiPage::isDrawing() const
{
    return m_heatmap->isPreparing();
}

void AlibiPage::setParameters(const QJsonObject &parameters, QStringList *warnings)
{
    TabState state = TabState::fromJson(spec(), parameters, warnings);
    const std::int64_t heads = AlibiSpec::headCount(state);
    const std::int64_t positions = state.integer(AlibiKeys::positions);
    const auto remark = [&](const QString &text) {
        if (warnings)
            warnings->append(text);
    };
    if (heads > 0 && state.integer(AlibiKeys::head) > heads) {
        remark(tr("%1: parameter \"head\" is larger than the number of heads (%2)")
                   .arg(sessionKey())
                   .arg(heads));
        state.set(AlibiKeys::head, QVariant::fromValue(qint64(heads)));
    }
    if (state.isSet(AlibiKeys::query) && state.integer(AlibiKeys::query) >= positions) {
        remark(tr("%1: parameter \"query\" must be less than the positions (%2)")
                   .arg(sessionKey())
                   .arg(positions));
        state.set(AlibiKeys::query, QVariant::fromValue(qint64(positions - 1)));
    }
    m_positions = positions; // the query is the session's, not one that follows the last row
    controller()->setState(state);
}

void AlibiPage::follow(const QString &key)
{
    TabController *c = controller();
    const TabState &state = c->state();
    if (key == AlibiKeys::rule || key == AlibiKeys::heads || key == AlibiKeys::slopes) {
        // The heatmap's head stays one of the heads.
        const std::int64_t heads = AlibiSpec::headCount(state);
        if (heads > 0) {
            if (state.integer(AlibiKeys::head) > heads)
                c->setValue(AlibiKeys::head, QVariant::fromValue(qint64(heads)));
            static_cast<IntegerSpinBox *>(m_headForm->editor(AlibiKeys::head))->setRange(1, heads);
        }
    }
    if (key == AlibiKeys::positions) {
        // A query on the last row follows it; one beyond the new last row moves onto it.
        const std::int64_t positions = state.integer(AlibiKeys::positions);
        if (positions != m_positions && state.isSet(AlibiKeys::query)) {
            const std::int64_t query = state.integer(AlibiKeys::query);
            if (query == m_positions - 1)
                c->setValue(AlibiKeys::query, QVariant());
            else if (query >= positions)
                c->setValue(AlibiKeys::query, QVariant::fromValue(qint64(positions - 1)));
        }
        m_positions = positions;
        static_cast<IntegerSpinBox *>(m_queryForm->editor(AlibiKeys::query))
            ->setRange(0, positions - 1);
    }
    updateEnabled();
}

void AlibiPage::updateEnabled()
{
    const TabState &state = controller()->state();
    const QString rule = state.text(AlibiKeys::rule);
    const bool random = state.text(AlibiKeys::content) == QLatin1String("random");
    m_form->editor(AlibiKeys::heads)->setEnabled(rule != QLatin1String("custom"));
    m_form->editor(AlibiKeys::slopes)->setEnabled(rule == QLatin1String("custom"));
    m_form->editor(AlibiKeys::alibiBiasMax)->setEnabled(rule == QLatin1String("mpt"));
    m_form->editor(AlibiKeys::seed)->setEnabled(random);
    m_form->editor(AlibiKeys::headDim)->setEnabled(random);
}

void AlibiPage::showResult()
{
    const AlibiResult &r = *shownResult();
    const int heads = int(r.heads());
    m_slopes->showResult(r);
    updateHeadModel();
    AlibiFigures::drawBiasChart(*m_biasChart, r);
    // The rule in words (its choice's label), not its id.
    const QString rule = spec()
                             .parameter(AlibiKeys::rule)
                             .choiceLabel(QString::fromLatin1(pelab::slopeRuleName(r.rule)));
    emit statusMessage(
        tr("ALiBi: %1 heads × %2 positions, slopes: %3").arg(heads).arg(r.positions).arg(rule));
    emit resultShown();
}

void AlibiPage::showView(const QString &view)
{
    const ViewData data = controller()->viewData(view);
    if (!data.isValid())
        return;
    if (view == QLatin1String("heatmap")) {
        AlibiFigures::drawHeatmap(*m_heatmap, data, true);
        m_readout->setText(
            data.resultAs<AlibiResult>().causal
                ? tr("<span style='background:%1'>&nbsp;&nbsp;&nbsp;&nbsp;</span> grey: masked by "
                     "the causal mask (key s after query t); the exported table holds every "
                     "cell.")
                      .arg(HeatmapWidget::maskColor().name())
                : tr("Bidirectional: every key is visible to every query."));
    } else if (view == QLatin1String("attention")) {
        AlibiFigures::drawAttention(*m_attentionChart, data);
    } else if (view == QLatin1String("span") || view == QLatin1String("extrapolation")) {
        updateHeadModel();
        if (view == QLatin1String("extrapolation"))
            m_extrapolation->showResult(data);
        else if (!data.viewResultAs<AlibiSpanResult>().stats)
            emit statusMessage(tr("ALiBi: H·N² is too large for the statistics over every "
                                  "query row; they are skipped"));
    }
    emit viewShown(view);
}

void AlibiPage::updateHeadModel()
{
    const AlibiResult &r = *shownResult();
    const ViewData span = controller()->viewData(QStringLiteral("span"));
    const ViewData lengths = controller()->viewData(QStringLiteral("extrapolation"));
    std::vector<AlibiHeadModel::Row> rows(r.slopes.size());
    for (std::size_t h = 0; h < rows.size(); ++h) {
        rows[h].slope = r.slopes[h];
        rows[h].span = r.spans[h];
        if (span.isValid() && span.viewResultAs<AlibiSpanResult>().stats)
            rows[h].stats = (*span.viewResultAs<AlibiSpanResult>().stats)[h];
        if (lengths.isValid())
            rows[h].beyond = lengths.viewResultAs<AlibiExtrapolationResult>().fractions.beyond[h];
    }
    m_headModel->setRows(std::move(rows));
}

void AlibiPage::showReadout(int row, int column)
{
    const ViewData data = controller()->viewData(QStringLiteral("heatmap"));
    if (data.isValid())
        m_readout->setText(AlibiFigures::describeCell(data.viewResultAs<AlibiBiasResult>().slope,
                                                      row, column,
                                                      data.resultAs<AlibiResult>().causal));
}

void AlibiPage::openModelConfig()
{
    m_modelBar->chooseFile();
}

PELAB_REGISTER_TAB_PAGE(alibi, AlibiPage)
