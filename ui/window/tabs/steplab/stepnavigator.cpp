#include "stepnavigator.h"

#include "figures/screenscale.h"
#include "shell/zoomfont.h"

#include "steplab/steplabspec.h"
#include "steplab/steptexts.h"
#include "task/tabcontroller.h"

#include "steplab.h"

#include <QHBoxLayout>
#include <QKeyEvent>
#include <QListWidget>
#include <QPushButton>
#include <QSignalBlocker>
#include <QVBoxLayout>

#include <algorithm>

namespace {} // namespace

StepNavigator::StepNavigator(TabController &controller, QWidget *parent)
    : QGroupBox(tr("Steps"), parent), m_controller(controller)
{
    auto *layout = new QVBoxLayout(this);
    m_steps = new QListWidget(this);
    m_steps->setObjectName(QStringLiteral("stepList"));
    for (int s = 1; s <= pelab::kStepLabStepCount; ++s)
        m_steps->addItem(StepTexts::stepTitle(s));
    m_steps->setToolTip(tr("Left/Right or Page Up/Page Down move between the steps"));
    m_steps->installEventFilter(this);
    ZoomFont::follow(
        m_steps, ScreenScale::instance().baseFont(), 1.15,
        [this] {
            m_steps->setFixedHeight(m_steps->sizeHintForRow(0) * pelab::kStepLabStepCount + 8);
        },
        ZoomFont::Projector::Larger);
    layout->addWidget(m_steps);
    auto *buttons = new QHBoxLayout;
    m_back = new QPushButton(tr("◀ &Back"), this);
    m_back->setObjectName(QStringLiteral("backButton"));
    m_back->setShortcut(QKeySequence(Qt::Key_PageUp));
    m_back->setToolTip(tr("Previous step (Page Up, Left)"));
    m_next = new QPushButton(tr("&Next ▶"), this);
    m_next->setObjectName(QStringLiteral("nextButton"));
    m_next->setShortcut(QKeySequence(Qt::Key_PageDown));
    m_next->setToolTip(tr("Next step (Page Down, Right)"));
    buttons->addWidget(m_back);
    buttons->addWidget(m_next);
    layout->addLayout(buttons);
    show();

    connect(m_steps, &QListWidget::currentRowChanged, this, [this](int row) {
        if (row >= 0)
            setStep(row + 1);
    });
    connect(m_back, &QPushButton::clicked, this, &StepNavigator::previous);
    connect(m_next, &QPushButton::clicked, this, &StepNavigator::next);
    connect(&controller, &TabController::valueChanged, this, [this](const QString &key) {
        if (key == StepLabKeys::step)
            show();
    });
}

int StepNavigator::step() const
{
    return StepLabSpec::step(m_controller.state());
}

void StepNavigator::setStep(int step)
{
    m_controller.setValue(StepLabKeys::step, QVariant::fromValue(qint64(
                                                 std::clamp(step, 1, pelab::kStepLabStepCount))));
}

void StepNavigator::next()
{
    if (!m_locked)
        setStep(step() + 1);
}

void StepNavigator::previous()
{
    if (!m_locked)
        setStep(step() - 1);
}

void StepNavigator::setLocked(bool locked)
{
    m_locked = locked;
    show();
}

void StepNavigator::show()
{
    const int current = step();
    {
        const QSignalBlocker blocker(m_steps);
        m_steps->setCurrentRow(current - 1);
    }
    m_steps->setEnabled(!m_locked);
    m_back->setEnabled(!m_locked && current > 1);
    m_next->setEnabled(!m_locked && current < pelab::kStepLabStepCount);
}

bool StepNavigator::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_steps && event->type() == QEvent::KeyPress) {
        const int key = static_cast<QKeyEvent *>(event)->key();
        if (key == Qt::Key_Right) {
            next();
            return true;
        }
        if (key == Qt::Key_Left) {
            previous();
            return true;
        }
    }
    return QGroupBox::eventFilter(watched, event);
}
