#include "positionseditor.h"

#include "editors/integerspinbox.h"
#include "spec/tabspec.h"
#include "steplab/steplabspec.h"
#include "task/tabcontroller.h"

#include "sinusoidal.h"
#include "steplab.h"

#include <QHBoxLayout>
#include <QSignalBlocker>
#include <QSlider>

#include <algorithm>

namespace {} // namespace

PositionsEditor::PositionsEditor(TabController &controller, QWidget *parent)
    : QObject(parent), m_controller(controller)
{
    const QString help = controller.spec().parameter(StepLabKeys::positions).helpText();
    m_p = new IntegerSpinBox(parent);
    m_p->setObjectName(QStringLiteral("positionP"));
    m_p->setRange(0, pelab::kMaxPosition);
    m_p->setToolTip(help);

    m_qRow = new QWidget(parent);
    m_qSlider = new QSlider(Qt::Horizontal, m_qRow);
    m_qSlider->setObjectName(QStringLiteral("positionQSlider"));
    m_qSlider->setRange(1, int(pelab::kStepLabComparedPositions));
    m_qSlider->setTickPosition(QSlider::TicksBelow);
    m_qSlider->setTickInterval(4);
    m_qSlider->setToolTip(tr("The compared positions of the length chart, 1 … 32"));
    m_q = new IntegerSpinBox(m_qRow);
    m_q->setObjectName(QStringLiteral("positionQ"));
    m_q->setRange(0, pelab::kMaxPosition);
    m_q->setToolTip(help);
    auto *row = new QHBoxLayout(m_qRow);
    row->setContentsMargins(0, 0, 0, 0);
    row->addWidget(m_qSlider, 1);
    row->addWidget(m_q);
    m_qRow->setFocusProxy(m_q);
    show();

    connect(m_qSlider, &QSlider::valueChanged, m_q, [this](int q) { m_q->setValue(q); });
    connect(m_q, &IntegerSpinBox::valueChanged, this, &PositionsEditor::send);
    connect(m_p, &IntegerSpinBox::valueChanged, this, &PositionsEditor::send);
    connect(&controller, &TabController::valueChanged, this, [this](const QString &key) {
        if (key == StepLabKeys::positions)
            show();
    });
}

QWidget *PositionsEditor::pEditor() const
{
    return m_p;
}

void PositionsEditor::show()
{
    std::int64_t p = 0;
    std::int64_t q = 0;
    if (!StepLabSpec::parsePositions(m_controller.state().text(StepLabKeys::positions), &p, &q))
        return;
    const QSignalBlocker blockP(m_p);
    const QSignalBlocker blockQ(m_q);
    const QSignalBlocker blockSlider(m_qSlider);
    m_p->setValue(p);
    m_q->setValue(q);
    m_qSlider->setValue(int(std::clamp<std::int64_t>(q, 1, pelab::kStepLabComparedPositions)));
}

void PositionsEditor::send()
{
    {
        const QSignalBlocker blocker(m_qSlider);
        m_qSlider->setValue(
            int(std::clamp<std::int64_t>(m_q->value(), 1, pelab::kStepLabComparedPositions)));
    }
    m_controller.setValue(StepLabKeys::positions,
                          StepLabSpec::positionsText(m_p->value(), m_q->value()));
}
