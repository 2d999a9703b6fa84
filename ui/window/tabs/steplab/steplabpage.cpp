#include "steplabpage.h"

#include "editors/parameterform.h"
#include "figures/barchartwidget.h"
#include "figures/linechartwidget.h"
#include "shell/pageregistration.h"
#include "spec/tabspecs.h"
#include "steplab/stepfigures.h"
#include "steplab/steplabspec.h"
#include "steplab/steptexts.h"
#include "tabs/steplab/askfirst.h"
#include "tabs/steplab/positionseditor.h"
#include "tabs/steplab/questionpanel.h"
#include "tabs/steplab/scenewidget.h"
#include "tabs/steplab/stepnavigator.h"
#include "tabs/steplab/stepview.h"
#include "task/tabcontroller.h"

#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QKeyEvent>
#include <QLabel>
#include <QScrollArea>
#include <QSplitter>
#include <QVBoxLayout>

namespace {} // namespace

StepLabPage::StepLabPage(QWidget *parent)
    : TabPage(*TabSpecs::find(QStringLiteral("steplab")), parent)
{
    m_stepView = new StepView(this);
    auto *right = new QSplitter(Qt::Vertical, this);
    right->addWidget(m_stepView);
    m_charts = buildCharts();
    right->addWidget(m_charts);
    right->setStretchFactor(0, 3);
    right->setStretchFactor(1, 2);
    right->setSizes({600, 340});
    m_scene = new SceneWidget(this);
    contentLayout()->addWidget(m_scene);
    addSidePanel(buildSide(), right, tr("Steps and parameters"), 380, 1220);

    TabController *c = controller();
    connect(c, &TabController::resultChanged, this, &StepLabPage::showResult);
    connect(c, &TabController::displayChanged, this, &StepLabPage::showStep);
    connect(c, &TabController::valueChanged, this, [this](const QString &key) {
        if (key == StepLabKeys::step)
            emit stepChanged(step());
    });
    c->recompute();
}

QWidget *StepLabPage::buildSide()
{
    auto *side = new QWidget(this);
    auto *sideLayout = new QVBoxLayout(side);
    m_navigator = new StepNavigator(*controller(), side);
    sideLayout->addWidget(m_navigator);
    m_askFirst = new AskFirst(m_stepView);
    m_stepView->setQuestionPanel(m_askFirst->panel());
    connect(m_askFirst, &AskFirst::revealChanged, this, [this](bool revealed) {
        m_stepView->setRevealed(revealed);
        m_charts->setVisible(revealed); // the length chart would give step 4's and 6's answers
    });
    sideLayout->addWidget(m_askFirst);
    auto *paramsBox = new QGroupBox(tr("Parameters"), side);
    auto *paramsLayout = new QVBoxLayout(paramsBox);
    ParameterForm *form = createForm(
        {StepLabKeys::off, StepLabKeys::dim, StepLabKeys::base, StepLabKeys::mistake}, paramsBox);
    // The mistakes' names are long: the combo box keeps to the side panel's width.
    auto *mistake = static_cast<QComboBox *>(form->editor(StepLabKeys::mistake));
    mistake->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    mistake->setMinimumContentsLength(16);
    auto *positions = new PositionsEditor(*controller(), form);
    QFormLayout *rows = form->formLayout();
    rows->insertRow(0, tr("P&reset:"), buildPresets(form));
    rows->insertRow(2, tr("Position &p:"), positions->pEditor());
    rows->insertRow(3, tr("Position &q:"), positions->qEditor());
    paramsLayout->addWidget(form);
    sideLayout->addWidget(paramsBox);
    m_cost = new QLabel(side);
    m_cost->setObjectName(QStringLiteral("cost"));
    m_cost->setWordWrap(true);
    sideLayout->addWidget(m_cost);
    sideLayout->addStretch(1);
    auto *scroll = new QScrollArea(this);
    scroll->setWidget(side);
    scroll->setWidgetResizable(true);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setMinimumWidth(360);
    return scroll;
}

QComboBox *StepLabPage::buildPresets(QWidget *parent)
{
    auto *presets = new QComboBox(parent);
    presets->setObjectName(QStringLiteral("presets"));
    presets->addItem(tr("Choose a preset…"));
    for (const pelab::StepLabPreset &preset : pelab::stepLabPresets()) {
        presets->addItem(StepTexts::presetName(preset.id));
        presets->setItemData(presets->count() - 1, StepTexts::presetDescription(preset.id),
                             Qt::ToolTipRole);
    }
    presets->setToolTip(tr("Jump straight to the evidence"));
    presets->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    presets->setMinimumContentsLength(16);
    connect(presets, &QComboBox::activated, this, [this](int index) {
        if (index > 0)
            applyPreset(index - 1);
    });
    return presets;
}

QWidget *StepLabPage::buildCharts()
{
    m_lengthChart = new LineChartWidget(this);
    m_lengthChart->setObjectName(QStringLiteral("lengthChart"));
    m_lengthNote = new QLabel(this);
    m_lengthNote->setObjectName(QStringLiteral("lengthNote"));
    m_lengthNote->setWordWrap(true);
    auto *lengthBox = new QWidget(this);
    auto *lengthLayout = new QVBoxLayout(lengthBox);
    lengthLayout->setContentsMargins(0, 0, 0, 0);
    lengthLayout->addWidget(m_lengthChart, 1);
    lengthLayout->addWidget(m_lengthNote);
    m_pairChart = new BarChartWidget(this);
    m_pairChart->setObjectName(QStringLiteral("pairDistanceChart"));
    auto *charts = new QSplitter(Qt::Horizontal, this);
    charts->addWidget(lengthBox);
    charts->addWidget(m_pairChart);
    charts->setSizes({700, 500});
    charts->setMinimumHeight(240);
    return charts;
}

const StepLabTabResult *StepLabPage::shownResult() const
{
    return controller()->resultAs<StepLabTabResult>();
}

const pelab::StepMistakeResult *StepLabPage::shownMistake() const
{
    const auto mistake = StepLabSpec::mistake(controller()->state());
    return shownResult() && mistake ? &shownResult()->mistake(*mistake) : nullptr;
}

int StepLabPage::step() const
{
    return m_navigator->step();
}

StepTableModel *StepLabPage::tableModel() const
{
    return m_stepView->model();
}

QString StepLabPage::headingText() const
{
    return m_stepView->headingText();
}

QString StepLabPage::explanationText() const
{
    return m_stepView->explanationText();
}

QString StepLabPage::resultText() const
{
    return m_stepView->resultText();
}

QString StepLabPage::noteText() const
{
    return m_stepView->noteText();
}

SlideQuestions *StepLabPage::slideQuestions()
{
    return m_askFirst;
}

void StepLabPage::setStep(int step)
{
    m_navigator->setStep(step);
}

void StepLabPage::nextStep()
{
    m_navigator->next();
}

void StepLabPage::previousStep()
{
    m_navigator->previous();
}

void StepLabPage::applyPreset(int index)
{
    const auto &presets = pelab::stepLabPresets();
    if (index < 0 || index >= int(presets.size()))
        return;
    controller()->setState(static_cast<const StepLabSpec &>(spec()).presetState(index));
    emit statusMessage(StepTexts::presetDescription(presets[std::size_t(index)].id));
}

void StepLabPage::showResult()
{
    const ViewData data = currentViewData();
    const pelab::StepLabParams &p = shownResult()->walk.params;
    m_scene->setPositions(p.p, p.q, p.positionSignal);
    m_cost->setText(StepTexts::cost(p));
    StepFigures::drawLengthChart(*m_lengthChart, data);
    m_lengthNote->setText(StepTexts::monotonicityNote(shownResult()->walk));
    StepFigures::drawPairDistances(*m_pairChart, data);
    showStep();
    emit resultShown();
}

void StepLabPage::showStep()
{
    m_navigator->setLocked(StepLabSpec::mistake(controller()->state()).has_value());
    const ViewData data = currentViewData();
    if (data.isValid()) {
        m_stepView->show(data);
        const bool mistake = StepLabSpec::mistake(data.state).has_value();
        m_askFirst->showStep(data.resultAs<StepLabTabResult>(), mistake ? 0 : step());
    }
}

void StepLabPage::keyPressEvent(QKeyEvent *event)
{
    if (event->key() == Qt::Key_Right)
        nextStep();
    else if (event->key() == Qt::Key_Left)
        previousStep();
    else
        TabPage::keyPressEvent(event);
}

PELAB_REGISTER_TAB_PAGE(steplab, StepLabPage)
