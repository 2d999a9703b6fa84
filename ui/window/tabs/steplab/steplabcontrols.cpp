#include "steplabcontrols.h"

#include "steplab/steptexts.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QSlider>
#include <QSpinBox>

StepLabControls::StepLabControls(QWidget *parent) : QWidget(parent)
{
    const pelab::StepLabParams defaults;
    auto *form = new QFormLayout(this);
    form->setContentsMargins(0, 0, 0, 0);

    m_presets = new QComboBox(this);
    m_presets->setObjectName(QStringLiteral("presets"));
    m_presets->addItem(tr("Choose a preset…"));
    for (const pelab::StepLabPreset &preset : pelab::stepLabPresets()) {
        m_presets->addItem(StepTexts::presetName(preset.id));
        m_presets->setItemData(m_presets->count() - 1, StepTexts::presetDescription(preset.id),
                               Qt::ToolTipRole);
    }
    m_presets->setToolTip(tr("Jump straight to the evidence"));
    m_presets->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_presets->setMinimumContentsLength(16);
    form->addRow(tr("P&reset:"), m_presets);

    m_signal = new QCheckBox(tr("P&osition signal on"), this);
    m_signal->setObjectName(QStringLiteral("positionSignal"));
    m_signal->setChecked(defaults.positionSignal);
    m_signal->setToolTip(tr("Off: PE is still computed (greyed) but not added; x(p) = x(q) = E"));
    form->addRow(m_signal);

    m_p = new QSpinBox(this);
    m_p->setObjectName(QStringLiteral("positionP"));
    m_p->setRange(0, 1000000);
    m_p->setValue(int(defaults.p));
    m_p->setToolTip(tr("Position p of the first \"the\""));
    form->addRow(tr("Position &p:"), m_p);

    m_qSlider = new QSlider(Qt::Horizontal, this);
    m_qSlider->setObjectName(QStringLiteral("positionQSlider"));
    m_qSlider->setRange(1, int(pelab::kStepLabComparedPositions));
    m_qSlider->setValue(int(defaults.q));
    m_qSlider->setTickPosition(QSlider::TicksBelow);
    m_qSlider->setTickInterval(4);
    m_q = new QSpinBox(this);
    m_q->setObjectName(QStringLiteral("positionQ"));
    m_q->setRange(1, int(pelab::kStepLabComparedPositions));
    m_q->setValue(int(defaults.q));
    m_q->setToolTip(tr("Compared position q, 1 … 32"));
    auto *qRow = new QHBoxLayout;
    qRow->addWidget(m_qSlider, 1);
    qRow->addWidget(m_q);
    auto *qLabel = new QLabel(tr("Position &q:"), this);
    qLabel->setBuddy(m_q);
    form->addRow(qLabel, qRow);

    m_dim = new QSpinBox(this);
    m_dim->setObjectName(QStringLiteral("dim"));
    m_dim->setRange(int(pelab::kStepLabMinDim), int(pelab::kStepLabMaxDim));
    m_dim->setSingleStep(2);
    m_dim->setValue(int(defaults.dim));
    m_dim->setToolTip(tr("Model width d: even, 2 … 64 (d/2 sin/cos pairs)"));
    form->addRow(tr("Width &d:"), m_dim);

    m_base = new QDoubleSpinBox(this);
    m_base->setObjectName(QStringLiteral("base"));
    m_base->setDecimals(1);
    m_base->setRange(1.5, 1e9);
    m_base->setValue(defaults.base);
    m_base->setToolTip(tr("Base of the denominators base^(2i/d) (10000 in the paper)"));
    form->addRow(tr("&Base:"), m_base);

    m_mistakesMode = new QCheckBox(tr("Common &mistakes mode"), this);
    m_mistakesMode->setObjectName(QStringLiteral("mistakesMode"));
    m_mistakesMode->setToolTip(tr("Show a mistake's consequence next to the correct computation"));
    form->addRow(m_mistakesMode);
    m_mistake = new QComboBox(this);
    m_mistake->setObjectName(QStringLiteral("mistake"));
    for (int m = 0; m < pelab::kStepMistakeCount; ++m)
        m_mistake->addItem(StepTexts::mistakeName(pelab::StepMistake(m)));
    m_mistake->setEnabled(false);
    m_mistake->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_mistake->setMinimumContentsLength(16);
    form->addRow(tr("M&istake:"), m_mistake);

    connect(m_qSlider, &QSlider::valueChanged, m_q, &QSpinBox::setValue);
    connect(m_q, qOverload<int>(&QSpinBox::valueChanged), m_qSlider, &QSlider::setValue);
    const auto changed = [this] {
        if (!m_setting)
            emit parametersChanged();
    };
    connect(m_p, qOverload<int>(&QSpinBox::valueChanged), this, changed);
    connect(m_q, qOverload<int>(&QSpinBox::valueChanged), this, changed);
    connect(m_dim, qOverload<int>(&QSpinBox::valueChanged), this, changed);
    connect(m_base, qOverload<double>(&QDoubleSpinBox::valueChanged), this, changed);
    connect(m_signal, &QCheckBox::toggled, this, changed);
    connect(m_mistakesMode, &QCheckBox::toggled, this, [this](bool on) {
        m_mistake->setEnabled(on);
        emit mistakesChanged();
    });
    connect(m_mistake, qOverload<int>(&QComboBox::currentIndexChanged), this,
            &StepLabControls::mistakesChanged);
    connect(m_presets, qOverload<int>(&QComboBox::activated), this, [this](int index) {
        if (index > 0)
            emit presetChosen(index - 1);
    });
}

pelab::StepLabParams StepLabControls::parameters() const
{
    pelab::StepLabParams p;
    p.p = m_p->value();
    p.q = m_q->value();
    p.dim = m_dim->value();
    p.base = m_base->value();
    p.positionSignal = m_signal->isChecked();
    return p;
}

void StepLabControls::setParameters(const pelab::StepLabParams &params)
{
    m_setting = true;
    m_p->setValue(int(params.p));
    m_q->setValue(int(params.q));
    m_dim->setValue(int(params.dim));
    m_base->setValue(params.base);
    m_signal->setChecked(params.positionSignal);
    m_setting = false;
    emit parametersChanged();
}

void StepLabControls::setPositionSignal(bool on)
{
    m_signal->setChecked(on);
}

bool StepLabControls::mistakesMode() const
{
    return m_mistakesMode->isChecked();
}

pelab::StepMistake StepLabControls::mistake() const
{
    return pelab::StepMistake(m_mistake->currentIndex());
}

void StepLabControls::setMistakesMode(bool on)
{
    m_mistakesMode->setChecked(on);
}

void StepLabControls::setMistake(pelab::StepMistake mistake)
{
    m_mistake->setCurrentIndex(int(mistake));
}
