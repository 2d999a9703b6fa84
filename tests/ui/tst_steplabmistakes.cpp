// The Step-through lab's common mistakes in the window (the mistake chosen instead of a step,
// its table, texts and bars against the formula) and its table model over every step's and
// mistake's table.
#include "figures/barchartwidget.h"
#include "steplab/steptablemodel.h"
#include "steplab/steptables.h"
#include "tabs/steplab/steplabpage.h"

#include "steplabtestutils.h"
#include "testutils.h"

#include <QAbstractItemModelTester>
#include <QComboBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>

#include <algorithm>
#include <cmath>
#include <memory>

using namespace StepLabTest;

class TestStepLabMistakes : public QObject
{
    Q_OBJECT

private slots:
    void mistakes_data();
    void mistakes();
    void modelOverEveryTable_data();
    void modelOverEveryTable();
};

void TestStepLabMistakes::mistakes_data()
{
    QTest::addColumn<int>("mistake");
    QTest::addColumn<QString>("heading");
    QTest::addColumn<QString>("consequence");
    QTest::addColumn<int>("rows");
    QTest::newRow("a") << 0 << "(a)"
                       << "identical again: length 0.000000" << 9;
    QTest::newRow("b") << 1 << "(b)"
                       << "no longer lies on the unit circle" << 9;
    QTest::newRow("c") << 2 << "(c)"
                       << "leave [−1, 1]" << 9;
    QTest::newRow("d") << 3 << "(d)"
                       << "from 8 to 16" << 17;
    QTest::newRow("e") << 4 << "(e)"
                       << "offset alone" << 9;
}

void TestStepLabMistakes::mistakes()
{
    QFETCH(int, mistake);
    QFETCH(QString, heading);
    QFETCH(QString, consequence);
    QFETCH(int, rows);
    StepLabPage page;
    page.resize(1500, 950);
    page.show();
    QVERIFY(settle(page));
    QAbstractItemModelTester tester(page.tableModel(),
                                    QAbstractItemModelTester::FailureReportingMode::QtTest);
    page.setStep(3);
    auto *combo = page.findChild<QComboBox *>(QStringLiteral("mistake"));
    QCOMPARE(combo->count(), 1 + pelab::kStepMistakeCount);
    QCOMPARE(combo->currentData().toString(), QStringLiteral("none"));
    QVERIFY(!page.shownMistake());
    combo->setCurrentIndex(mistake + 1);
    QVERIFY(page.shownMistake());
    QVERIFY(page.headingText().startsWith(heading));
    QVERIFY(combo->currentText().startsWith(heading));
    QVERIFY2(page.resultText().contains(consequence), qPrintable(page.resultText()));
    QVERIFY(!page.findChild<QPushButton *>(QStringLiteral("nextButton"))->isEnabled());
    const ExportTable table = page.exportTable();
    QCOMPARE(int(table.matrix->rows()), rows);
    QCOMPARE(table.matrix->cols(), std::size_t(6));
    QVERIFY(page.exportBaseName().startsWith(QStringLiteral("steplab-mistake-")));
    const auto *bars = dynamic_cast<const BarChartWidget *>(page.exportFigure());
    QVERIFY(bars);
    QVERIFY(bars->figureTitle().startsWith(heading));
    const double norm = distance(pe(3), pe(0));
    const int last = rows - 1;
    PELAB_COMPARE_NEAR(value(table, last, columnOf(table, QStringLiteral("correct_difference"))),
                       norm, 1e-12);
    const double wrong = value(table, last, columnOf(table, QStringLiteral("mistaken_difference")));
    switch (mistake) {
    case 0:
        QCOMPARE(wrong, 0.0);
        break;
    case 1: {
        // Pair 0 at q: (sin 3, cos 0.3); the correct column keeps cos 3.
        PELAB_COMPARE_NEAR(value(table, 1, columnOf(table, QStringLiteral("mistaken_q"))),
                           std::cos(0.3), 1e-12);
        const double radius = std::hypot(std::sin(3.0), std::cos(0.3));
        QVERIFY(page.resultText().contains(six(radius)));
        break;
    }
    case 2:
        PELAB_COMPARE_NEAR(value(table, 1, columnOf(table, QStringLiteral("mistaken_q"))),
                           3.0 * std::cos(3.0), 1e-12);
        {
            double largest = 0.0;
            for (double v : pe(3))
                largest = std::max(largest, std::abs(v));
            QVERIFY(page.resultText().contains(six(3.0 * largest)));
            QVERIFY(3.0 * largest > 1.0);
        }
        break;
    case 3:
        PELAB_COMPARE_NEAR(wrong, norm, 1e-12);
        QCOMPARE(cell(page.tableModel(), 0, columnOf(table, QStringLiteral("mistaken_p"))),
                 QStringLiteral("e_0"));
        QVERIFY(std::isnan(value(table, 8, columnOf(table, QStringLiteral("correct_p")))));
        break;
    case 4:
        PELAB_COMPARE_NEAR(value(table, 2, columnOf(table, QStringLiteral("mistaken_p"))),
                           std::sin(2.0), 1e-12);
        break;
    }
    // A session records the mistake; "none" returns to the step.
    QCOMPARE(page.parameters().value(QStringLiteral("mistake")).toString(),
             combo->currentData().toString());
    combo->setCurrentIndex(0);
    QVERIFY(!page.shownMistake());
    QVERIFY(page.headingText().startsWith(QStringLiteral("Step 3 of 7")));
    QVERIFY(page.findChild<QPushButton *>(QStringLiteral("nextButton"))->isEnabled());
}

void TestStepLabMistakes::modelOverEveryTable_data()
{
    QTest::addColumn<int>("d");
    QTest::addColumn<bool>("on");
    QTest::newRow("d 2") << 2 << true;
    QTest::newRow("d 4 off") << 4 << false;
    QTest::newRow("d 8") << 8 << true;
    QTest::newRow("d 64") << 64 << true;
}

void TestStepLabMistakes::modelOverEveryTable()
{
    QFETCH(int, d);
    QFETCH(bool, on);
    pelab::StepLabParams params;
    params.dim = d;
    params.positionSignal = on;
    const pelab::StepLabResult result = pelab::computeStepLab(params);
    StepTableModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QList<StepTable> tables;
    for (int step = 1; step <= 7; ++step)
        tables << StepTables::forStep(result, step);
    for (int m = 0; m < pelab::kStepMistakeCount; ++m)
        tables << StepTables::forMistake(pelab::computeMistake(params, pelab::StepMistake(m)));
    for (const StepTable &table : std::as_const(tables)) {
        QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
        model.setTable(table);
        QCOMPARE(reset.count(), 1);
        QCOMPARE(model.rowCount(), table.rowCount());
        QCOMPARE(model.columnCount(), table.columnCount());
        if (!table.data.isValid()) {
            QCOMPARE(model.rowCount(), 0); // steps 3 and 4 have no pairs for small d
            continue;
        }
        QCOMPARE(int(table.data.matrix->rows()), model.rowCount());
        QCOMPARE(int(table.data.matrix->cols()), model.columnCount());
        for (int r = 0; r < model.rowCount(); ++r) {
            QCOMPARE(model.headerData(r, Qt::Vertical).toString(), table.rowTitles[r]);
            for (int c = 0; c < model.columnCount(); ++c) {
                const QModelIndex index = model.index(r, c);
                const double raw = index.data(StepTableModel::RawValueRole).toDouble();
                const double expected = (*table.data.matrix)(std::size_t(r), std::size_t(c));
                QVERIFY(raw == expected || (std::isnan(raw) && std::isnan(expected)));
                QVERIFY(!index.data().toString().isEmpty());
            }
        }
    }
    QCOMPARE(StepTables::forStep(result, 3).rowCount(), d >= 4 ? 2 : 0);
    QCOMPARE(StepTables::forStep(result, 4).rowCount(), d >= 6 ? 2 * (d / 2 - 2) : 0);
}

QTEST_MAIN(TestStepLabMistakes)
#include "tst_steplabmistakes.moc"
