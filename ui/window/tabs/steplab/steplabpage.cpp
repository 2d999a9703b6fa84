#include "steplabpage.h"

#include "figures/barchartwidget.h"
#include "figures/linechartwidget.h"
#include "steplab/stepfigures.h"
#include "steplab/steplabsessionparameters.h"
#include "steplab/steptablemodel.h"
#include "steplab/steptables.h"
#include "steplab/steptexts.h"
#include "tabs/steplab/scenewidget.h"
#include "tabs/steplab/steplabcontrols.h"

#include <QEvent>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonObject>
#include <QKeyEvent>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QScrollArea>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

namespace {

QLabel *label(QWidget *parent, const char *name, double scale, bool bold)
{
    auto *l = new QLabel(parent);
    l->setObjectName(QLatin1String(name));
    l->setWordWrap(true);
    l->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QFont font = l->font();
    font.setPointSizeF(font.pointSizeF() * scale);
    font.setBold(bold);
    l->setFont(font);
    return l;
}

} // namespace

StepLabPage::StepLabPage(QWidget *parent) : Page(parent)
{
    m_model = new StepTableModel(this);

    auto *side = new QWidget(this);
    auto *sideLayout = new QVBoxLayout(side);
    sideLayout->addWidget(buildNavigation());
    auto *paramsBox = new QGroupBox(tr("Parameters"), side);
    auto *paramsLayout = new QVBoxLayout(paramsBox);
    m_controls = new StepLabControls(paramsBox);
    paramsLayout->addWidget(m_controls);
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

    auto *right = new QSplitter(Qt::Vertical, this);
    right->addWidget(buildStepView());
    right->addWidget(charts);
    right->setStretchFactor(0, 3);
    right->setStretchFactor(1, 2);
    charts->setMinimumHeight(240);
    right->setSizes({600, 340});
    auto *main = new QSplitter(Qt::Horizontal, this);
    main->addWidget(scroll);
    main->addWidget(right);
    main->setStretchFactor(1, 1);
    main->setSizes({380, 1220});
    m_scene = new SceneWidget(this);
    contentLayout()->addWidget(m_scene);
    contentLayout()->addWidget(main, 1);

    connect(m_controls, &StepLabControls::parametersChanged, this, &StepLabPage::recompute);
    connect(m_controls, &StepLabControls::mistakesChanged, this, &StepLabPage::recompute);
    connect(m_controls, &StepLabControls::presetChosen, this, &StepLabPage::applyPreset);
    recompute();
    m_steps->setCurrentRow(0);
}

QWidget *StepLabPage::buildNavigation()
{
    auto *box = new QGroupBox(tr("Steps"), this);
    auto *layout = new QVBoxLayout(box);
    m_steps = new QListWidget(box);
    m_steps->setObjectName(QStringLiteral("stepList"));
    for (int s = 1; s <= pelab::kStepLabStepCount; ++s)
        m_steps->addItem(StepTexts::stepTitle(s));
    m_steps->setToolTip(tr("Left/Right or Page Up/Page Down move between the steps"));
    m_steps->installEventFilter(this);
    QFont font = m_steps->font();
    font.setPointSizeF(font.pointSizeF() * 1.15);
    m_steps->setFont(font);
    m_steps->setFixedHeight(m_steps->sizeHintForRow(0) * pelab::kStepLabStepCount + 8);
    layout->addWidget(m_steps);
    auto *buttons = new QHBoxLayout;
    m_back = new QPushButton(tr("◀ &Back"), box);
    m_back->setObjectName(QStringLiteral("backButton"));
    m_back->setShortcut(QKeySequence(Qt::Key_PageUp));
    m_back->setToolTip(tr("Previous step (Page Up, Left)"));
    m_next = new QPushButton(tr("&Next ▶"), box);
    m_next->setObjectName(QStringLiteral("nextButton"));
    m_next->setShortcut(QKeySequence(Qt::Key_PageDown));
    m_next->setToolTip(tr("Next step (Page Down, Right)"));
    buttons->addWidget(m_back);
    buttons->addWidget(m_next);
    layout->addLayout(buttons);

    connect(m_steps, &QListWidget::currentRowChanged, this, [this](int row) { setStep(row + 1); });
    connect(m_back, &QPushButton::clicked, this, &StepLabPage::previousStep);
    connect(m_next, &QPushButton::clicked, this, &StepLabPage::nextStep);
    return box;
}

QWidget *StepLabPage::buildStepView()
{
    auto *view = new QWidget(this);
    auto *layout = new QVBoxLayout(view);
    m_heading = label(view, "stepHeading", 1.6, true);
    m_explanation = label(view, "stepExplanation", 1.25, false);
    m_resultLabel = label(view, "stepResult", 2.0, true);
    m_note = label(view, "boundaryNote", 1.05, false);
    m_note->setTextFormat(Qt::RichText);
    m_table = new QTableView(view);
    m_table->setObjectName(QStringLiteral("stepTable"));
    m_table->setModel(m_model);
    QFont font = m_table->font();
    font.setPointSizeF(font.pointSizeF() * 1.35);
    m_table->setFont(font);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_stepBars = new BarChartWidget(view);
    m_stepBars->setObjectName(QStringLiteral("stepBars"));
    auto *split = new QSplitter(Qt::Horizontal, view);
    split->addWidget(m_table);
    split->addWidget(m_stepBars);
    split->setStretchFactor(0, 1);
    split->setStretchFactor(1, 1);
    split->setSizes({760, 440});
    layout->addWidget(m_heading);
    layout->addWidget(m_explanation);
    layout->addWidget(m_resultLabel);
    layout->addWidget(split, 1);
    layout->addWidget(m_note);
    return view;
}

QString StepLabPage::title() const
{
    return tr("Step-through lab");
}

QString StepLabPage::exportBaseName() const
{
    const auto &p = m_result.params;
    const QString where = QStringLiteral("p%1-q%2-d%3%4")
                              .arg(p.p)
                              .arg(p.q)
                              .arg(p.dim)
                              .arg(p.positionSignal ? QString() : QStringLiteral("-off"));
    if (m_mistake)
        return QStringLiteral("steplab-mistake-%1-%2")
            .arg(QLatin1String(pelab::mistakeId(m_mistake->mistake).data()), where);
    return QStringLiteral("steplab-step%1-%2").arg(m_step).arg(where);
}

ExportTable StepLabPage::exportTable() const
{
    return m_model->table().data;
}

const FigureSource *StepLabPage::exportFigure() const
{
    if (m_result.pairs.empty())
        return nullptr;
    return m_mistake ? static_cast<const FigureSource *>(m_stepBars) : &m_figure;
}

QString StepLabPage::sessionKey() const
{
    return QStringLiteral("steplab");
}

QJsonObject StepLabPage::parameters() const
{
    StepLabSessionValues v;
    v.step = m_step;
    // Input the lab refused keeps the last good walk-through on screen, and that is what an
    // export writes: record its parameters then, so that a session replays what was exported.
    if (!errorText().isEmpty() && !m_result.pairs.empty()) {
        v.params = m_result.params;
        if (m_mistake)
            v.mistake = m_mistake->mistake;
    } else {
        v.params = m_controls->parameters();
        if (m_controls->mistakesMode())
            v.mistake = m_controls->mistake();
    }
    return StepLabSessionParameters::toJson(v);
}

void StepLabPage::setParameters(const QJsonObject &parameters, QStringList *warnings)
{
    const StepLabSessionValues v =
        StepLabSessionParameters::fromJson(parameters, sessionKey(), warnings);
    m_controls->setMistakesMode(false);
    m_controls->setParameters(v.params);
    setStep(v.step);
    if (v.mistake) {
        m_controls->setMistake(*v.mistake);
        m_controls->setMistakesMode(true);
    }
}

QString StepLabPage::headingText() const
{
    return m_heading->text();
}

QString StepLabPage::explanationText() const
{
    return m_explanation->text();
}

QString StepLabPage::resultText() const
{
    return m_resultLabel->text();
}

QString StepLabPage::noteText() const
{
    return m_note->text();
}

void StepLabPage::setStep(int step)
{
    step = std::clamp(step, 1, pelab::kStepLabStepCount);
    if (step == m_step && m_steps->currentRow() == step - 1)
        return;
    m_step = step;
    m_steps->setCurrentRow(step - 1);
    showStep();
    emit stepChanged(step);
}

void StepLabPage::nextStep()
{
    setStep(m_step + 1);
}

void StepLabPage::previousStep()
{
    setStep(m_step - 1);
}

void StepLabPage::applyPreset(int index)
{
    const auto &presets = pelab::stepLabPresets();
    if (index < 0 || index >= int(presets.size()))
        return;
    const pelab::StepLabPreset &preset = presets[std::size_t(index)];
    m_controls->setMistakesMode(false);
    m_controls->setParameters(preset.params);
    setStep(preset.step);
    emit statusMessage(StepTexts::presetDescription(preset.id));
}

void StepLabPage::recompute()
{
    const pelab::StepLabParams params = m_controls->parameters();
    try {
        m_result = pelab::computeStepLab(params);
        if (m_controls->mistakesMode())
            m_mistake = pelab::computeMistake(params, m_controls->mistake());
        else
            m_mistake.reset();
    } catch (const std::exception &e) {
        // Keep the last good walk-through on screen; say what is wrong with the new input.
        showError(tr("Cannot compute: %1").arg(QString::fromUtf8(e.what())));
        return;
    }
    clearError();
    m_scene->setPositions(params.p, params.q, params.positionSignal);
    m_cost->setText(StepTexts::cost(params));
    StepFigures::showLengthChart(*m_lengthChart, m_result);
    m_lengthNote->setText(StepTexts::monotonicityNote(m_result));
    StepFigures::showPairDistances(*m_pairChart, m_result);
    showStep();
}

void StepLabPage::showStep()
{
    if (m_result.pairs.empty())
        return;
    const bool mistakes = m_mistake.has_value();
    m_steps->setEnabled(!mistakes);
    m_back->setEnabled(!mistakes && m_step > 1);
    m_next->setEnabled(!mistakes && m_step < pelab::kStepLabStepCount);
    if (mistakes) {
        m_heading->setText(StepTexts::mistakeName(m_mistake->mistake));
        m_explanation->setText(StepTexts::mistakeFormula(m_mistake->mistake));
        m_resultLabel->setText(StepTexts::mistakeConsequence(*m_mistake));
        m_note->setText(tr("Columns: the correct computation, then the mistaken one; the last "
                           "row holds each column's Euclidean length."));
        m_model->setTable(StepTables::forMistake(*m_mistake));
        StepFigures::showMistakeBars(*m_stepBars, *m_mistake);
    } else {
        m_heading->setText(StepTexts::stepHeading(m_result, m_step));
        m_explanation->setText(StepTexts::stepExplanation(m_result, m_step));
        m_resultLabel->setText(StepTexts::stepResult(m_result, m_step));
        m_resultLabel->setToolTip(
            m_step == 6 || m_step == 7
                ? tr("Full precision: %1")
                      .arg(StepTables::precise(m_step == 6 ? m_result.norm : m_result.normOn))
                : QString());
        m_note->setText(StepTexts::boundaryNote(m_result, m_step));
        m_model->setTable(StepTables::forStep(m_result, m_step));
        StepFigures::showStepBars(*m_stepBars, m_result, m_step);
        StepFigures::composeStep(m_figure, m_result, m_step, *m_lengthChart, *m_pairChart,
                                 *m_stepBars);
    }
    m_note->setVisible(!m_note->text().isEmpty());
    emit exportChanged();
}

void StepLabPage::keyPressEvent(QKeyEvent *event)
{
    if (event->key() == Qt::Key_Right)
        nextStep();
    else if (event->key() == Qt::Key_Left)
        previousStep();
    else
        Page::keyPressEvent(event);
}

bool StepLabPage::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_steps && event->type() == QEvent::KeyPress) {
        const int key = static_cast<QKeyEvent *>(event)->key();
        if (key == Qt::Key_Right) {
            nextStep();
            return true;
        }
        if (key == Qt::Key_Left) {
            previousStep();
            return true;
        }
    }
    return Page::eventFilter(watched, event);
}
