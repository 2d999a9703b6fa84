#include "questionpanel.h"

#include "figures/screenscale.h"
#include "shell/answerfeedback.h"
#include "shell/notatedtext.h"
#include "shell/zoomfont.h"

#include <QButtonGroup>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QVBoxLayout>

QuestionPanel::QuestionPanel(QWidget *parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("questionPanel"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_prompt = new QLabel(this);
    m_prompt->setObjectName(QStringLiteral("questionPrompt"));
    m_prompt->setWordWrap(true);
    QFont bold = ScreenScale::instance().baseFont();
    bold.setBold(true);
    ZoomFont::follow(m_prompt, bold, 1.25);
    m_choices = new QWidget(this);
    m_choiceLayout = new QVBoxLayout(m_choices);
    m_choiceLayout->setContentsMargins(0, 0, 0, 0);
    m_group = new QButtonGroup(this);
    m_number = new QLineEdit(this);
    m_number->setObjectName(QStringLiteral("questionNumber"));
    m_answer = new QPushButton(tr("&Answer"), this);
    m_answer->setObjectName(QStringLiteral("answerButton"));
    m_answer->setToolTip(tr("Check the prediction and show the computed result"));
    auto *row = new QHBoxLayout;
    m_number->setMaximumWidth(m_number->fontMetrics().horizontalAdvance(QLatin1Char('0')) * 28);
    row->addWidget(m_number, 1);
    row->addWidget(m_answer);
    row->addStretch(1);
    m_hint = new QLabel(this);
    m_hint->setObjectName(QStringLiteral("questionHint"));
    m_hint->setWordWrap(true);
    m_hint->setTextFormat(Qt::PlainText);
    m_feedback = new AnswerFeedback(this);
    ZoomFont::follow(m_feedback, ScreenScale::instance().baseFont(), 1.15);
    layout->addWidget(m_prompt);
    layout->addWidget(m_choices);
    layout->addLayout(row);
    layout->addWidget(m_hint);
    layout->addWidget(m_feedback);
    connect(m_answer, &QPushButton::clicked, this, &QuestionPanel::answer);
    connect(m_number, &QLineEdit::returnPressed, this, &QuestionPanel::answer);
    connect(m_group, &QButtonGroup::idClicked, this, [this] { m_answer->setEnabled(!m_answered); });
}

void QuestionPanel::ask(const StepQuestion &question, const std::optional<StepAnswer> &answer)
{
    m_question = question;
    m_answered = false;
    for (QAbstractButton *button : m_group->buttons()) {
        m_group->removeButton(button);
        delete button;
    }
    const bool choice = question.kind == StepQuestion::Kind::Choice;
    setNotatedText(m_prompt, question.prompt);
    for (int i = 0; choice && i < question.choices.size(); ++i) {
        auto *button = new QRadioButton(question.choices[i], m_choices);
        ZoomFont::follow(button, ScreenScale::instance().baseFont(), 1.15);
        m_group->addButton(button, i);
        m_choiceLayout->addWidget(button);
    }
    m_choices->setVisible(choice);
    m_number->setVisible(!choice);
    m_number->clear();
    m_number->setEnabled(true);
    m_number->setPlaceholderText(
        tr("your prediction (within ± %1)").arg(QString::number(question.tolerance)));
    m_answer->setEnabled(!choice);
    m_answer->show();
    m_hint->clear();
    m_hint->hide();
    m_feedback->hide();
    if (answer)
        showAnswer(*answer);
}

void QuestionPanel::choose(int index)
{
    if (QAbstractButton *button = m_group->button(index))
        button->click();
}

void QuestionPanel::typeNumber(const QString &number)
{
    m_number->setText(number);
}

void QuestionPanel::answer()
{
    if (m_answered)
        return;
    const std::optional<StepAnswer> checked =
        m_question.kind == StepQuestion::Kind::Choice
            ? StepQuestions::check(m_question, m_group->checkedId())
            : StepQuestions::check(m_question, m_number->text());
    if (!checked) {
        m_hint->setText(m_question.kind == StepQuestion::Kind::Choice
                            ? tr("Choose one answer first.")
                            : tr("Type a number, e.g. 0.25."));
        m_hint->show();
        return;
    }
    showAnswer(*checked);
    emit answered(*checked);
}

void QuestionPanel::showAnswer(const StepAnswer &answer)
{
    m_answered = true;
    markChoices(answer);
    m_number->setEnabled(false);
    if (m_question.kind == StepQuestion::Kind::Number)
        m_number->setText(answer.given);
    m_answer->setEnabled(false);
    m_answer->hide();
    m_hint->hide();
    m_feedback->showAnswer(m_question, answer);
}

// The right choice ticked in the verdict's green, the wrong one given crossed in red.
void QuestionPanel::markChoices(const StepAnswer &answer)
{
    for (QAbstractButton *button : m_group->buttons()) {
        const int index = m_group->id(button);
        const bool given = index == answer.choice;
        const bool right = index == m_question.correct;
        button->setEnabled(false);
        button->setChecked(given);
        QString text = m_question.choices.value(index);
        QPalette palette = button->palette();
        if (right) {
            text = QStringLiteral("✓ ") + text + QStringLiteral("   ") + tr("(right answer)");
            palette.setColor(QPalette::Disabled, QPalette::WindowText,
                             AnswerFeedback::colour(AnswerFeedback::Verdict::Right));
            palette.setColor(QPalette::Disabled, QPalette::ButtonText,
                             AnswerFeedback::colour(AnswerFeedback::Verdict::Right));
        } else if (given) {
            text = QStringLiteral("✗ ") + text;
            palette.setColor(QPalette::Disabled, QPalette::WindowText,
                             AnswerFeedback::colour(AnswerFeedback::Verdict::Incorrect));
            palette.setColor(QPalette::Disabled, QPalette::ButtonText,
                             AnswerFeedback::colour(AnswerFeedback::Verdict::Incorrect));
        }
        button->setText(text);
        button->setPalette(palette);
    }
}
