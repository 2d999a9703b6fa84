// "Ask first" in the step-through lab (issue 19): with it on, a step's result, table, bars and
// the charts below stay hidden until its question is answered (a choice or a number), then the
// prediction and the computed value stand side by side; the tally counts right answers and
// resets; new parameters ask again; the toggle is remembered; off shows everything. The feedback
// is seen (issue 25 §15): the verdict in its colour with an icon, the right choice marked.
#include "shell/answerfeedback.h"
#include "steplab/steplabspec.h"
#include "steplabtestutils.h"
#include "tabs/steplab/askfirst.h"
#include "tabs/steplab/questionpanel.h"

#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSettings>
#include <QStandardPaths>

using namespace StepLabTest;

class TestStepLabAskFirst : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void offShowsEverything();
    void numberQuestionHidesThenReveals();
    void choiceQuestionAndTally();
    void newParametersAskAgain();
    void feedbackIsSeen();

private:
    QLabel *label(const char *name) const
    {
        return m_page->findChild<QLabel *>(QLatin1String(name));
    }
    bool resultShown() const { return label("stepResult")->isVisible(); }

    StepLabPage *m_page = nullptr;
};

void TestStepLabAskFirst::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QSettings().clear();
}

void TestStepLabAskFirst::init()
{
    m_page = new StepLabPage;
    m_page->resize(1500, 950);
    m_page->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_page));
    QVERIFY(settle(*m_page));
}

void TestStepLabAskFirst::cleanup()
{
    delete m_page;
}

void TestStepLabAskFirst::offShowsEverything()
{
    AskFirst *ask = m_page->askFirst();
    QVERIFY(!ask->isOn());
    for (int step = 1; step <= 7; ++step) {
        m_page->setStep(step);
        QVERIFY(resultShown());
        QVERIFY(!ask->panel()->isVisible());
    }
}

void TestStepLabAskFirst::numberQuestionHidesThenReveals()
{
    AskFirst *ask = m_page->askFirst();
    m_page->setStep(6);
    ask->setOn(true);
    QCOMPARE(QSettings().value(QStringLiteral("steplab/askFirst")).toBool(), true);
    QuestionPanel *panel = ask->panel();
    QVERIFY(panel->isVisible());
    QVERIFY(!resultShown());
    QVERIFY(!label("stepExplanation")->isVisible()); // it says 2.017479 too
    QVERIFY(!m_page->findChild<QWidget *>(QStringLiteral("stepTable"))->isVisible());
    QVERIFY(!m_page->findChild<QWidget *>(QStringLiteral("lengthChart"))->isVisible());
    QCOMPARE(panel->question().kind, StepQuestion::Kind::Number);
    // Not a number: nothing revealed, a hint instead.
    auto *field = panel->findChild<QLineEdit *>(QStringLiteral("questionNumber"));
    QTest::keyClicks(field, QStringLiteral("about two"));
    QTest::keyClick(field, Qt::Key_Return);
    QVERIFY(!panel->isAnswered());
    QVERIFY(!resultShown());
    field->clear();
    QTest::keyClicks(field, QStringLiteral("2.02"));
    QTest::keyClick(field, Qt::Key_Return);
    QVERIFY(panel->isAnswered());
    QVERIFY(resultShown());
    QVERIFY(label("stepExplanation")->isVisible());
    QVERIFY(m_page->findChild<QWidget *>(QStringLiteral("lengthChart"))->isVisible());
    const QString shown = panel->feedback()->text();
    QVERIFY2(shown.startsWith(QStringLiteral("Right.\nYour prediction: 2.02   Computed: 2.02")),
             qPrintable(shown));
    QCOMPARE(ask->right(), 1);
    QCOMPARE(ask->answered(), 1);
    // Back and forth: the answer stays, the result stays revealed.
    m_page->setStep(5);
    m_page->setStep(6);
    QVERIFY(panel->isAnswered());
    QVERIFY(resultShown());
    ask->setOn(false);
}

void TestStepLabAskFirst::choiceQuestionAndTally()
{
    AskFirst *ask = m_page->askFirst();
    ask->setOn(true);
    ask->reset();
    m_page->setStep(2);
    QuestionPanel *panel = ask->panel();
    QCOMPARE(panel->question().kind, StepQuestion::Kind::Choice);
    QVERIFY(!resultShown());
    auto *answer = panel->findChild<QPushButton *>(QStringLiteral("answerButton"));
    QVERIFY(!answer->isEnabled()); // nothing chosen yet
    // The classic wrong answer.
    const int allZero = int(panel->question().choices.indexOf(QStringLiteral("(0.000, 0.000)")));
    QVERIFY(allZero >= 0);
    panel->findChildren<QRadioButton *>().at(allZero)->click();
    QVERIFY(answer->isEnabled());
    QTest::mouseClick(answer, Qt::LeftButton);
    QVERIFY(panel->isAnswered());
    QVERIFY(resultShown());
    QVERIFY(panel->feedback()->text().startsWith(QStringLiteral("Incorrect.")));
    QCOMPARE(label("tally")->text(), QStringLiteral("Right: 0 of 1"));
    // Step 7: the right choice.
    m_page->setStep(7);
    QVERIFY(!resultShown());
    panel->choose(panel->question().correct);
    panel->answer();
    QCOMPARE(label("tally")->text(), QStringLiteral("Right: 1 of 2"));
    // Reset: the tally and the answers go; the step asks again.
    m_page->findChild<QPushButton *>(QStringLiteral("resetTally"))->click();
    QCOMPARE(ask->answered(), 0);
    QCOMPARE(label("tally")->text(), QString());
    QVERIFY(!panel->isAnswered());
    QVERIFY(!resultShown());
    ask->setOn(false);
    QVERIFY(resultShown());
}

void TestStepLabAskFirst::newParametersAskAgain()
{
    AskFirst *ask = m_page->askFirst();
    ask->setOn(true);
    m_page->setStep(1);
    // The heading's formula would answer the question ("x(p) = x(q) = E"): not while it waits.
    QCOMPARE(m_page->headingText(), QStringLiteral("Step 1 of 7 — embeddings only"));
    ask->panel()->choose(ask->panel()->question().correct);
    ask->panel()->answer();
    QVERIFY(resultShown());
    QCOMPARE(m_page->headingText(),
             QStringLiteral("Step 1 of 7 — embeddings only: x(p) = x(q) = E"));
    QStringList warnings;
    QJsonObject parameters = m_page->parameters();
    parameters[QStringLiteral("positions")] = QStringLiteral("2,9");
    m_page->setParameters(parameters, &warnings);
    QVERIFY(QTest::qWaitFor([this] {
        return !m_page->isComputing() && m_page->shownResult() &&
               m_page->shownResult()->walk.params.q == 9;
    }));
    QCOMPARE(m_page->step(), 1);
    QVERIFY(!ask->panel()->isAnswered());
    QVERIFY(!resultShown());
    ask->setOn(false);
}

// Right and wrong are told apart by colour and icon as well as words; the right choice is
// marked (a tick, in the right answer's green) and the wrong one given crossed in red; a number
// near the value is "close", one far from it incorrect.
void TestStepLabAskFirst::feedbackIsSeen()
{
    AskFirst *ask = m_page->askFirst();
    ask->setOn(true);
    ask->reset();
    QuestionPanel *panel = ask->panel();
    AnswerFeedback *feedback = panel->feedback();
    const auto verdictColour = [feedback] {
        return feedback->findChild<QLabel *>(QStringLiteral("answerVerdict"))
            ->palette()
            .color(QPalette::WindowText);
    };
    const auto icon = [feedback] {
        return feedback->findChild<QLabel *>(QStringLiteral("answerIcon"));
    };

    m_page->setStep(2);
    QVERIFY(!feedback->isVisible());
    const StepQuestion question = panel->question();
    const int wrong = question.correct == 0 ? 1 : 0;
    panel->choose(wrong);
    panel->answer();
    QVERIFY(feedback->isVisible());
    QCOMPARE(feedback->verdict(), AnswerFeedback::Verdict::Incorrect);
    QCOMPARE(icon()->property("verdict").toString(), QStringLiteral("incorrect"));
    QVERIFY(!icon()->pixmap().isNull());
    QCOMPARE(verdictColour(), AnswerFeedback::colour(AnswerFeedback::Verdict::Incorrect));
    QCOMPARE(feedback->palette().color(QPalette::Window),
             AnswerFeedback::tint(AnswerFeedback::Verdict::Incorrect));
    const QList<QRadioButton *> buttons = panel->findChildren<QRadioButton *>();
    QCOMPARE(buttons.size(), question.choices.size());
    for (int i = 0; i < buttons.size(); ++i) {
        const QString text = buttons[i]->text();
        if (i == question.correct) {
            QVERIFY2(text.startsWith(QStringLiteral("✓ ")) &&
                         text.contains(QStringLiteral("(right answer)")),
                     qPrintable(text));
            QCOMPARE(buttons[i]->palette().color(QPalette::Disabled, QPalette::WindowText),
                     AnswerFeedback::colour(AnswerFeedback::Verdict::Right));
        } else if (i == wrong) {
            QVERIFY2(text.startsWith(QStringLiteral("✗ ")), qPrintable(text));
            QCOMPARE(buttons[i]->palette().color(QPalette::Disabled, QPalette::WindowText),
                     AnswerFeedback::colour(AnswerFeedback::Verdict::Incorrect));
        } else {
            QCOMPARE(text, question.choices[i]);
        }
    }
    QVERIFY(feedback->text().contains(QStringLiteral("Right answer: ") +
                                      question.choices[question.correct]));

    m_page->setStep(3); // a number: close, then (after a reset) right
    panel->typeNumber(six(panel->question().value + 0.03).left(4));
    panel->answer();
    QCOMPARE(feedback->verdict(), AnswerFeedback::Verdict::Close);
    QVERIFY(feedback->text().startsWith(QStringLiteral("Close, but not quite.")));
    QCOMPARE(icon()->property("verdict").toString(), QStringLiteral("close"));
    QCOMPARE(verdictColour(), AnswerFeedback::colour(AnswerFeedback::Verdict::Close));
    ask->reset();
    panel->typeNumber(QString::number(panel->question().value, 'f', 2));
    panel->answer();
    QCOMPARE(feedback->verdict(), AnswerFeedback::Verdict::Right);
    QCOMPARE(icon()->property("verdict").toString(), QStringLiteral("right"));
    QCOMPARE(verdictColour(), AnswerFeedback::colour(AnswerFeedback::Verdict::Right));
    // Three different colours and icons.
    QVERIFY(AnswerFeedback::colour(AnswerFeedback::Verdict::Right) !=
            AnswerFeedback::colour(AnswerFeedback::Verdict::Incorrect));
    QVERIFY(AnswerFeedback::icon(AnswerFeedback::Verdict::Right, 32, 1.0).toImage() !=
            AnswerFeedback::icon(AnswerFeedback::Verdict::Incorrect, 32, 1.0).toImage());
    ask->setOn(false);
}

QTEST_MAIN(TestStepLabAskFirst)
#include "tst_steplabaskfirst.moc"
