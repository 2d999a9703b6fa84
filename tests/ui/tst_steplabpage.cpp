// The Step-through lab's page (StepLabPage on StepLabSpec) as a class uses it: the scene, the
// seven steps by button, list and keyboard, and the exports; the values against the formula.
// The parameters: tst_steplabparameters; the common mistakes and the table model:
// tst_steplabmistakes.
#include "editors/integerspinbox.h"
#include "export/figureexporter.h"
#include "figures/barchartwidget.h"
#include "figures/compositefigure.h"
#include "figures/linechartwidget.h"
#include "steplab/steplabspec.h"
#include "steplab/steptablemodel.h"
#include "tabs/steplab/scenewidget.h"
#include "tabs/steplab/steplabpage.h"
#include "task/tabcontroller.h"

#include "steplabtestutils.h"
#include "testutils.h"

#include <QAbstractItemModelTester>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QListWidget>
#include <QPushButton>
#include <QSignalSpy>
#include <QSlider>
#include <QTest>

#include <algorithm>
#include <cmath>
#include <memory>
#include <vector>

using namespace StepLabTest;

class TestStepLabPage : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void sceneShowsTheSentence();
    void clickThroughEveryStep();
    void keyboardNavigation();
    void exportsFollowTheStep();

private:
    StepLabPage *m_page = nullptr;
    std::unique_ptr<QAbstractItemModelTester> m_tester;
};

void TestStepLabPage::init()
{
    m_page = new StepLabPage;
    m_page->resize(1500, 950);
    m_page->show();
    m_page->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_page));
    QVERIFY(settle(*m_page));
    m_tester = std::make_unique<QAbstractItemModelTester>(
        m_page->tableModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
}

void TestStepLabPage::cleanup()
{
    m_tester.reset();
    delete m_page;
}

void TestStepLabPage::sceneShowsTheSentence()
{
    auto *scene = m_page->findChild<SceneWidget *>(QStringLiteral("scene"));
    QVERIFY(scene);
    for (const char *word : {"the", "cat", "saw", "dog", "p = 0", "q = 3"})
        QVERIFY2(scene->text().contains(QLatin1String(word)), word);
    QVERIFY(scene->text().contains(QStringLiteral("one embedding E")));
    QCOMPARE(m_page->step(), 1);
    QVERIFY(!m_page->title().isEmpty());
}

void TestStepLabPage::clickThroughEveryStep()
{
    auto *next = m_page->findChild<QPushButton *>(QStringLiteral("nextButton"));
    auto *back = m_page->findChild<QPushButton *>(QStringLiteral("backButton"));
    auto *list = m_page->findChild<QListWidget *>(QStringLiteral("stepList"));
    QVERIFY(next && back && list);
    QVERIFY(!back->isEnabled());
    const std::vector<double> p = pe(0);
    const std::vector<double> q = pe(3);
    const double norm = distance(q, p);
    QSignalSpy steps(m_page, &StepLabPage::stepChanged);

    for (int step = 1; step <= 7; ++step) {
        if (step > 1)
            QTest::mouseClick(next, Qt::LeftButton);
        QCOMPARE(m_page->step(), step);
        QCOMPARE(list->currentRow(), step - 1);
        QVERIFY2(m_page->headingText().startsWith(QStringLiteral("Step %1 of 7").arg(step)),
                 qPrintable(m_page->headingText()));
        QVERIFY(!m_page->explanationText().isEmpty());
        const ExportTable table = m_page->exportTable();
        QVERIFY2(table.isValid(), qPrintable(QString::number(step)));
        QVERIFY(m_page->exportFigure());
        const QAbstractItemModel *model = m_page->tableModel();
        QCOMPARE(model->rowCount(), int(table.matrix->rows()));
        switch (step) {
        case 1:
            QCOMPARE(table.matrix->rows(), std::size_t(8));
            for (int j = 0; j < 8; ++j)
                QCOMPARE(value(table, j, columnOf(table, QStringLiteral("difference"))), 0.0);
            QCOMPARE(cell(model, 3, 0), QStringLiteral("e_3"));
            QCOMPARE(m_page->resultText(), QStringLiteral("x(q) − x(p) = 0"));
            QVERIFY(m_page->noteText().contains(QStringLiteral("never needed")));
            break;
        case 2:
        case 3: {
            const int i = step - 2;
            const double omega = 1.0 / std::pow(10000.0, 2.0 * i / 8);
            QCOMPARE(table.matrix->rows(), std::size_t(2));
            PELAB_COMPARE_NEAR(value(table, 1, columnOf(table, QStringLiteral("angle"))),
                               3.0 * omega, 1e-15);
            PELAB_COMPARE_NEAR(value(table, 1, columnOf(table, QStringLiteral("sin"))),
                               std::sin(3.0 * omega), 1e-12);
            PELAB_COMPARE_NEAR(value(table, 1, columnOf(table, QStringLiteral("cos"))),
                               std::cos(3.0 * omega), 1e-12);
            PELAB_COMPARE_NEAR(value(table, 0, columnOf(table, QStringLiteral("cos"))), 1.0, 0.0);
            QCOMPARE(cell(model, 1, columnOf(table, QStringLiteral("sin"))),
                     six(std::sin(3.0 * omega)));
            QVERIFY(m_page->headingText().contains(step == 2 ? QStringLiteral("denominator 1)")
                                                             : QStringLiteral("denominator 10)")));
            QVERIFY(m_page->explanationText().contains(six(3.0 * omega)));
            break;
        }
        case 4:
            QCOMPARE(table.matrix->rows(), std::size_t(4)); // pairs 2 and 3 at p and q
            PELAB_COMPARE_NEAR(value(table, 3, columnOf(table, QStringLiteral("denominator"))),
                               1000.0, 1e-9);
            PELAB_COMPARE_NEAR(value(table, 3, columnOf(table, QStringLiteral("sin"))),
                               std::sin(0.003), 1e-12);
            QVERIFY(m_page->explanationText().contains(QStringLiteral("100, 1000")));
            break;
        case 5:
            for (int j = 0; j < 8; ++j) {
                PELAB_COMPARE_NEAR(value(table, j, columnOf(table, QStringLiteral("pe_q"))),
                                   q[std::size_t(j)], 1e-12);
                PELAB_COMPARE_NEAR(value(table, j, columnOf(table, QStringLiteral("x_p_minus_E"))),
                                   p[std::size_t(j)], 1e-12);
            }
            QCOMPARE(cell(model, 0, columnOf(table, QStringLiteral("x_q_minus_E"))),
                     QStringLiteral("e_0 + ") + six(q[0]));
            QCOMPARE(cell(model, 1, columnOf(table, QStringLiteral("x_q_minus_E"))),
                     QStringLiteral("e_1 − ") + six(-q[1]));
            QCOMPARE(cell(model, 1, columnOf(table, QStringLiteral("x_p_minus_E"))),
                     QStringLiteral("e_1 + 1.000000")); // PE(0) = [0, 1, 0, 1, …]
            QVERIFY(m_page->noteText().contains(QStringLiteral("not all zeros")));
            break;
        case 6: {
            const int diff = columnOf(table, QStringLiteral("difference"));
            for (int j = 0; j < 8; ++j)
                PELAB_COMPARE_NEAR(value(table, j, diff), q[std::size_t(j)] - p[std::size_t(j)],
                                   1e-12);
            PELAB_COMPARE_NEAR(value(table, 8, diff), norm, 1e-12); // the length row
            PELAB_COMPARE_NEAR(value(table, 8, columnOf(table, QStringLiteral("squared"))),
                               norm * norm, 1e-12);
            QCOMPARE(m_page->resultText(), QStringLiteral("‖x(q) − x(p)‖ = ") + six(norm));
            QVERIFY(
                m_page->explanationText().contains(QStringLiteral("not the distance q − p = 3")));
            QVERIFY(m_page->explanationText().contains(QStringLiteral("not a meaning score")));
            QVERIFY(m_page->noteText().contains(QStringLiteral("no guarantee")));
            // More digits on hover.
            const QString tip = model->index(8, diff).data(Qt::ToolTipRole).toString();
            PELAB_COMPARE_NEAR(tip.toDouble(), norm, 1e-15);
            QVERIFY(tip.size() > 12);
            break;
        }
        case 7:
            PELAB_COMPARE_NEAR(value(table, 8, columnOf(table, QStringLiteral("on_difference"))),
                               norm, 1e-12);
            QCOMPARE(value(table, 8, columnOf(table, QStringLiteral("off_difference"))), 0.0);
            QCOMPARE(m_page->resultText(),
                     QStringLiteral("on: %1    off: 0.000000").arg(six(norm)));
            QVERIFY(m_page->noteText().contains(QStringLiteral("causal masks")));
            break;
        }
    }
    QVERIFY(!next->isEnabled());
    QTest::mouseClick(next, Qt::LeftButton); // disabled: stays at 7
    QCOMPARE(m_page->step(), 7);
    QCOMPARE(steps.count(), 6);
    QTest::mouseClick(back, Qt::LeftButton);
    QCOMPARE(m_page->step(), 6);
}

void TestStepLabPage::keyboardNavigation()
{
    auto *list = m_page->findChild<QListWidget *>(QStringLiteral("stepList"));
    list->setFocus();
    QTRY_VERIFY(list->hasFocus());
    for (int step = 2; step <= 7; ++step) {
        QTest::keyClick(list, Qt::Key_Right);
        QCOMPARE(m_page->step(), step);
    }
    QTest::keyClick(list, Qt::Key_Right);
    QCOMPARE(m_page->step(), 7);
    QTest::keyClick(list, Qt::Key_Left);
    QCOMPARE(m_page->step(), 6);
    // Page Up / Page Down are the Back / Next buttons' shortcuts, wherever the focus is.
    // (QAbstractButton animates a shortcut's click: the step changes a moment later.)
    QTest::keyClick(list, Qt::Key_PageUp);
    QTRY_COMPARE(m_page->step(), 5);
    auto *dim = m_page->findChild<IntegerSpinBox *>(QStringLiteral("dim"));
    dim->setFocus();
    QTest::keyClick(dim, Qt::Key_PageDown);
    QTRY_COMPARE(m_page->step(), 6);
    QCOMPARE(dim->value(), 8); // the spin box did not take the key
    // The step list itself: Up and Down select a step.
    list->setFocus();
    QTest::keyClick(list, Qt::Key_Up);
    QCOMPARE(m_page->step(), 5);
    QTest::keyClick(list, Qt::Key_Home);
    QCOMPARE(m_page->step(), 1);
}

void TestStepLabPage::exportsFollowTheStep()
{
    QSignalSpy changed(m_page, &Page::exportChanged);
    m_page->setStep(6);
    QVERIFY(changed.count() >= 1);
    QCOMPARE(m_page->exportBaseName(), QStringLiteral("steplab-step6-p0-q3-d8"));
    const auto *figure = dynamic_cast<const CompositeFigure *>(m_page->exportFigure());
    QVERIFY(figure);
    QCOMPARE(figure->parts().size(), 2); // the length chart next to the per-pair distances
    QVERIFY(figure->figureTitle().startsWith(QStringLiteral("Step 6: x(q) − x(p), length ")));
    FigureOptions options;
    options.width = 900;
    options.height = 400;
    QString error;
    const QImage image = FigureExporter::renderImage(*figure, options, &error);
    QVERIFY2(!image.isNull(), qPrintable(error));
    QCOMPARE(image.size(), QSize(900, 400));
    // Drawn on white, with dark ink somewhere (axes, text, bars).
    QCOMPARE(image.pixelColor(2, 2), QColor(Qt::white));
    bool ink = false;
    for (int y = 0; y < image.height() && !ink; y += 2) {
        for (int x = 0; x < image.width() && !ink; x += 2)
            ink = qGray(image.pixel(x, y)) < 100;
    }
    QVERIFY(ink);
    // Every other step: its bars, as the window shows them.
    m_page->setStep(2);
    const auto *bars = dynamic_cast<const BarChartWidget *>(m_page->exportFigure());
    QVERIFY(bars);
    // In figure notation: drawn sin ω₀, cos ω₀.
    QCOMPARE(bars->categories(),
             (QStringList{QStringLiteral("sin ω_{0}"), QStringLiteral("cos ω_{0}")}));
    auto *shown = m_page->findChild<BarChartWidget *>(QStringLiteral("stepBars"));
    QCOMPARE(shown->categories(), bars->categories());
    QCOMPARE(shown->figureTitle(), bars->figureTitle());
    m_page->findChild<QCheckBox *>(QStringLiteral("off"))->setChecked(true);
    QVERIFY(settle(*m_page));
    QCOMPARE(m_page->exportBaseName(), QStringLiteral("steplab-step2-p0-q3-d8-off"));
    QCOMPARE(m_page->sessionView(), QStringLiteral("main"));
}

QTEST_MAIN(TestStepLabPage)
#include "tst_steplabpage.moc"
