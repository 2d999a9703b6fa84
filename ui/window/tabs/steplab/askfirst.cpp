#include "askfirst.h"

#include "steplab/steplabspec.h"
#include "tabs/steplab/questionpanel.h"

#include <QCheckBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSettings>

namespace {

const QString kAskFirstKey = QStringLiteral("steplab/askFirst");

} // namespace

AskFirst::AskFirst(QWidget *parent) : QWidget(parent)
{
    m_toggle = new QCheckBox(tr("As&k first"), this);
    m_toggle->setObjectName(QStringLiteral("askFirst"));
    m_toggle->setToolTip(tr("Hide each step's result until a question about it is answered: "
                            "predict, then reveal"));
    m_toggle->setChecked(QSettings().value(kAskFirstKey, false).toBool());
    m_tally = new QLabel(this);
    m_tally->setObjectName(QStringLiteral("tally"));
    m_reset = new QPushButton(tr("Rese&t"), this);
    m_reset->setObjectName(QStringLiteral("resetTally"));
    m_reset->setToolTip(tr("Forget the answers and start the tally again"));
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_toggle);
    layout->addWidget(m_tally, 1);
    layout->addWidget(m_reset);
    m_panel = new QuestionPanel(parent);
    m_panel->hide();
    connect(m_toggle, &QCheckBox::toggled, this, [this](bool on) {
        QSettings().setValue(kAskFirstKey, on);
        update();
    });
    connect(m_reset, &QPushButton::clicked, this, &AskFirst::reset);
    connect(m_panel, &QuestionPanel::answered, this,
            [this](const StepAnswer &answer) { record(m_step, answer); });
    update();
}

bool AskFirst::isOn() const
{
    return m_toggle->isChecked();
}

void AskFirst::setOn(bool on)
{
    m_toggle->setChecked(on);
}

bool AskFirst::isRevealed() const
{
    return m_revealed;
}

void AskFirst::showStep(const StepLabTabResult &result, int step)
{
    if (!(m_state == result.state)) { // new parameters, new questions
        m_answers.clear();
        m_state = result.state;
    }
    m_step = step;
    m_question =
        step > 0 ? StepQuestions::forStep(result.walk, result.mistakes, step) : std::nullopt;
    update();
}

void AskFirst::reset()
{
    m_answers.clear();
    m_right = 0;
    m_answeredCount = 0;
    update();
}

int AskFirst::stepOf(const PresentSlide &slide)
{
    if (!slide.data.isValid() || StepLabSpec::mistake(slide.data.state))
        return 0;
    return StepLabSpec::step(slide.data.state);
}

std::optional<StepQuestion> AskFirst::question(const PresentSlide &slide) const
{
    const int step = stepOf(slide);
    if (!isOn() || step == 0)
        return std::nullopt;
    const auto &result = slide.data.resultAs<StepLabTabResult>();
    return StepQuestions::forStep(result.walk, result.mistakes, step);
}

std::optional<StepAnswer> AskFirst::answer(const PresentSlide &slide) const
{
    const int step = stepOf(slide);
    if (step == 0 || !(slide.data.resultAs<StepLabTabResult>().state == m_state))
        return std::nullopt;
    const auto given = m_answers.constFind(step);
    return given == m_answers.cend() ? std::nullopt : std::optional<StepAnswer>(*given);
}

void AskFirst::record(const PresentSlide &slide, const StepAnswer &answer)
{
    const int step = stepOf(slide);
    if (step == 0)
        return;
    if (slide.data.resultAs<StepLabTabResult>().state == m_state) {
        record(step, answer);
    } else { // parameters no longer shown: counted, not kept
        ++m_answeredCount;
        m_right += answer.right ? 1 : 0;
        update();
    }
}

void AskFirst::record(int step, const StepAnswer &answer)
{
    m_answers.insert(step, answer);
    ++m_answeredCount;
    if (answer.right)
        ++m_right;
    update();
}

void AskFirst::update()
{
    m_tally->setText(m_answeredCount > 0 ? tr("Right: %1 of %2").arg(m_right).arg(m_answeredCount)
                                         : QString());
    m_tally->setVisible(isOn());
    m_reset->setVisible(isOn());
    m_reset->setEnabled(m_answeredCount > 0 || !m_answers.isEmpty());
    const bool asking = isOn() && m_question.has_value();
    if (asking) {
        const auto given = m_answers.constFind(m_step);
        m_panel->ask(*m_question,
                     given == m_answers.cend() ? std::nullopt : std::optional<StepAnswer>(*given));
    }
    m_panel->setVisible(asking);
    const bool revealed = !asking || m_panel->isAnswered();
    if (revealed != m_revealed) {
        m_revealed = revealed;
        emit revealChanged(revealed);
    }
}
