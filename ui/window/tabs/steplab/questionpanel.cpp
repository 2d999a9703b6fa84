#include "questionpanel.h"

#include "figures/screenscale.h"
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
    m_result = new QLabel(this);
    m_result->setObjectName(QStringLiteral("questionResult"));
    m_result->setWordWrap(true);
    m_result->setTextFormat(Qt::PlainText);
    ZoomFont::follow(m_result, ScreenScale::instance().baseFont(), 1.15);
    layout->addWidget(m_prompt);
    layout->addWidget(m_choices);
    layout->addLayout(row);
    layout->addWidget(m_result);
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
    m_prompt->setText(question.prompt);
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
    m_result->clear();
    m_result->hide();
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
        m_result->setText(m_question.kind == StepQuestion::Kind::Choice
                              ? tr("Choose one answer first.")
                              : tr("Type a number, e.g. 0.25."));
        m_result->show();
        return;
    }
    showAnswer(*checked);
    emit answered(*checked);
}

void QuestionPanel::showAnswer(const StepAnswer &answer)
{
    m_answered = true;
    for (QAbstractButton *button : m_group->buttons()) {
        button->setEnabled(false);
        button->setChecked(button->text() == answer.given);
    }
    m_number->setEnabled(false);
    if (m_question.kind == StepQuestion::Kind::Number)
        m_number->setText(answer.given);
    m_answer->setEnabled(false);
    m_result->setText(tr("%1  Your prediction: %2   Computed: %3\n%4")
                          .arg(answer.right ? tr("✓ Right.") : tr("✗ Not quite."), answer.given,
                               m_question.valueText, answer.comment));
    m_result->show();
}
