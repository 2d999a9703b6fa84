#include "presentquestion.h"

#include "shell/answerfeedback.h"
#include "shell/notatedtext.h"

#include <QKeyEvent>
#include <QLabel>
#include <QVBoxLayout>

#include <algorithm>

namespace {

constexpr int kMaxChoices = 9; // the keys 1 … 9

QLabel *blackLabel(QWidget *parent, const char *name, bool bold)
{
    auto *label = new QLabel(parent);
    label->setObjectName(QLatin1String(name));
    label->setWordWrap(true);
    label->setTextFormat(Qt::PlainText);
    QPalette black = label->palette();
    black.setColor(QPalette::WindowText, Qt::black);
    label->setPalette(black);
    QFont font = label->font();
    font.setBold(bold);
    label->setFont(font);
    return label;
}

// The digit of a key 1 … 9 (top row or keypad), else 0.
int digitOf(const QKeyEvent &event)
{
    return event.key() >= Qt::Key_1 && event.key() <= Qt::Key_9 ? event.key() - Qt::Key_0 : 0;
}

bool plainKey(const QKeyEvent &event)
{
    return (event.modifiers() & ~(Qt::KeypadModifier | Qt::ShiftModifier)) == Qt::NoModifier;
}

} // namespace

PresentQuestion::PresentQuestion(QWidget *parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("presentQuestion"));
    m_prompt = blackLabel(this, "presentQuestionPrompt", true);
    m_choiceBox = new QWidget(this);
    auto *choices = new QVBoxLayout(m_choiceBox);
    choices->setContentsMargins(0, 0, 0, 0);
    for (int i = 0; i < kMaxChoices; ++i) {
        QLabel *choice = blackLabel(m_choiceBox, "presentChoice", false);
        choice->hide();
        choices->addWidget(choice);
        m_choices << choice;
    }
    m_number = blackLabel(this, "presentTyped", true);
    m_hint = blackLabel(this, "presentQuestionHint", false);
    QPalette grey = m_hint->palette();
    grey.setColor(QPalette::WindowText, QColor(0x44, 0x44, 0x44));
    m_hint->setPalette(grey);
    m_feedback = new AnswerFeedback(this);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_prompt);
    layout->addWidget(m_choiceBox);
    layout->addWidget(m_number);
    layout->addWidget(m_hint);
    layout->addWidget(m_feedback);
    layout->addStretch(1);
    clear();
}

void PresentQuestion::ask(const StepQuestion &question)
{
    m_question = question;
    m_asking = true;
    m_typed.clear();
    m_feedback->hide();
    setNotatedText(m_prompt, question.prompt);
    m_prompt->show();
    const bool choice = question.kind == StepQuestion::Kind::Choice;
    const int count = choice ? int(std::min<qsizetype>(question.choices.size(), kMaxChoices)) : 0;
    for (int i = 0; i < kMaxChoices; ++i) {
        m_choices[i]->setText(
            i < count ? QStringLiteral("%1   %2").arg(i + 1).arg(question.choices[i]) : QString());
        m_choices[i]->setVisible(i < count);
    }
    m_choiceBox->setVisible(choice);
    m_number->setVisible(!choice);
    showTyped();
    m_hint->setText(choice ? (count == 2 ? tr("Press 1 or 2 for the class's answer, or → to show "
                                              "the result.")
                                         : tr("Press 1 … %1 for the class's answer, or → to show "
                                              "the result.")
                                               .arg(count))
                           : tr("Type the class's prediction (within ± %1) and press Enter, or "
                                "press → with nothing typed to show the result.")
                                 .arg(QString::number(question.tolerance)));
    m_hint->show();
    show();
}

void PresentQuestion::showAnswer(const StepQuestion &question, const StepAnswer &answer)
{
    m_question = question;
    m_asking = false;
    m_prompt->hide();
    m_choiceBox->hide();
    m_number->hide();
    m_hint->hide();
    m_feedback->showAnswer(question, answer);
    show();
}

void PresentQuestion::clear()
{
    m_asking = false;
    m_typed.clear();
    m_feedback->hide();
    hide();
}

bool PresentQuestion::wantsKey(const QKeyEvent &event) const
{
    if (!m_asking || !plainKey(event))
        return false;
    if (m_question.kind == StepQuestion::Kind::Choice) {
        const int digit = digitOf(event);
        return digit >= 1 && digit <= std::min<qsizetype>(m_question.choices.size(), kMaxChoices);
    }
    switch (event.key()) {
    case Qt::Key_0:
    case Qt::Key_1:
    case Qt::Key_2:
    case Qt::Key_3:
    case Qt::Key_4:
    case Qt::Key_5:
    case Qt::Key_6:
    case Qt::Key_7:
    case Qt::Key_8:
    case Qt::Key_9:
    case Qt::Key_Period:
    case Qt::Key_Comma:
    case Qt::Key_Minus:
        return true;
    case Qt::Key_Backspace:
        return !m_typed.isEmpty(); // else: the previous slide
    default:
        return false;
    }
}

void PresentQuestion::keyPressed(const QKeyEvent &event)
{
    if (!wantsKey(event))
        return;
    if (m_question.kind == StepQuestion::Kind::Choice) {
        if (const auto answer = StepQuestions::check(m_question, digitOf(event) - 1))
            answerWith(*answer);
        return;
    }
    if (event.key() == Qt::Key_Backspace)
        m_typed.chop(1);
    else if (event.key() == Qt::Key_Minus)
        m_typed += QLatin1Char('-');
    else if (event.key() == Qt::Key_Period || event.key() == Qt::Key_Comma)
        m_typed += QLatin1Char('.');
    else
        m_typed += QChar(u'0' + (event.key() - Qt::Key_0));
    showTyped();
}

bool PresentQuestion::submitTyped()
{
    if (!m_asking || m_question.kind != StepQuestion::Kind::Number || m_typed.isEmpty())
        return false;
    const auto answer = StepQuestions::check(m_question, m_typed);
    if (!answer) {
        m_hint->setText(tr("Type a number, e.g. 0.25."));
        return true;
    }
    answerWith(*answer);
    return true;
}

void PresentQuestion::answerWith(const StepAnswer &answer)
{
    const StepQuestion question = m_question;
    showAnswer(question, answer);
    emit answered(answer);
}

void PresentQuestion::showTyped()
{
    m_number->setText(tr("Prediction: %1").arg(m_typed.isEmpty() ? QStringLiteral("_") : m_typed));
}

void PresentQuestion::fitFonts(double height)
{
    const std::pair<QLabel *, double> sizes[] = {
        {m_prompt, height / 22.0},
        {m_number, height / 18.0},
        {m_hint, height / 36.0},
    };
    for (const auto &[label, pixels] : sizes) {
        QFont font = label->font();
        font.setPixelSize(std::max(8, int(pixels)));
        label->setFont(font);
    }
    for (QLabel *choice : m_choices) {
        QFont font = choice->font();
        font.setPixelSize(std::max(8, int(height / 22.0)));
        choice->setFont(font);
    }
    m_feedback->setTextPixels(int(height / 28.0));
}
