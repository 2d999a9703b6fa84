// Issue 31: numbers typed with a Japanese input method on — full-width digits, signs and points
// ("１２８", "－１", "０．３０") — are read as the half-width number in every field where a number
// is typed: integer and real spin boxes, and the text fields of numbers.
#include "common/halfwidth.h"
#include "editors/integerspinbox.h"
#include "editors/parametereditors.h"
#include "editors/realspinbox.h"
#include "rope/ropespec.h"
#include "spec/tabspec.h"
#include "spec/tabspecs.h"
#include "task/tabcontroller.h"

#include <QLineEdit>
#include <QTest>

namespace {

// What an input method commits: the whole text at once, as a key event carrying it.
void type(QWidget *widget, const QString &text)
{
    QLineEdit *edit = widget->findChild<QLineEdit *>();
    QVERIFY(edit);
    edit->selectAll();
    QTest::keyClick(edit, Qt::Key_Delete);
    QKeyEvent commit(QEvent::KeyPress, Qt::Key_unknown, Qt::NoModifier, text);
    QCoreApplication::sendEvent(edit, &commit);
}

} // namespace

class TestFullWidthInput : public QObject
{
    Q_OBJECT

private slots:
    void numberText_data();
    void numberText();
    void integerSpinBox();
    void realSpinBox();
    void textFieldOfNumbers();
};

void TestFullWidthInput::numberText_data()
{
    QTest::addColumn<QString>("typed");
    QTest::addColumn<QString>("read");
    QTest::newRow("digits") << QStringLiteral("１２８") << QStringLiteral("128");
    QTest::newRow("negative") << QStringLiteral("－１") << QStringLiteral("-1");
    QTest::newRow("decimal") << QStringLiteral("０．３０") << QStringLiteral("0.30");
    QTest::newRow("list") << QStringLiteral("０，　３") << QStringLiteral("0, 3");
    QTest::newRow("exponent") << QStringLiteral("１ｅ－５") << QStringLiteral("1e-5");
    QTest::newRow("minus sign") << QStringLiteral("−2.5") << QStringLiteral("-2.5");
    QTest::newRow("half-width stays") << QStringLiteral("10000") << QStringLiteral("10000");
    QTest::newRow("kana stays") << QStringLiteral("位置 ３") << QStringLiteral("位置 3");
}

void TestFullWidthInput::numberText()
{
    QFETCH(QString, typed);
    QFETCH(QString, read);
    QCOMPARE(HalfWidth::numberText(typed), read);
}

void TestFullWidthInput::integerSpinBox()
{
    IntegerSpinBox box;
    box.setRange(1, 4096);
    box.show();
    type(&box, QStringLiteral("１２８"));
    QCOMPARE(box.value(), std::int64_t(128));
    QCOMPARE(box.findChild<QLineEdit *>()->text(), QStringLiteral("128"));
}

void TestFullWidthInput::realSpinBox()
{
    RealSpinBox box;
    box.setDecimals(6);
    box.setValidRange(-10.0, 10.0);
    box.show();
    type(&box, QStringLiteral("０．３０"));
    QCOMPARE(box.value(), 0.3);
    type(&box, QStringLiteral("－１"));
    QCOMPARE(box.value(), -1.0);
}

// The step-through lab's positions and RoPE's typed q: text parameters holding numbers.
void TestFullWidthInput::textFieldOfNumbers()
{
    const TabSpec &spec = *TabSpecs::find(QStringLiteral("rope"));
    TabController controller(spec);
    QWidget parent;
    QWidget *editor =
        ParameterEditors::createBound(spec.parameter(RopeKeys::qValues), controller, &parent);
    auto *edit = qobject_cast<QLineEdit *>(editor);
    QVERIFY(edit);
    edit->setText(QStringLiteral("０．５，　－１"));
    QCOMPARE(controller.state().text(RopeKeys::qValues), QStringLiteral("0.5, -1"));
    // What the reader typed stays on screen.
    QCOMPARE(edit->text(), QStringLiteral("０．５，　－１"));
}

QTEST_MAIN(TestFullWidthInput)
#include "tst_fullwidthinput.moc"
