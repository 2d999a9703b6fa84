#include "models/matrixmodel.h"
#include "models/pairtablemodel.h"
#include "sinusoidal/sinusoidalspec.h"
#include "sinusoidal/sinusoidaltables.h"
#include "spec/tabspec.h"
#include "spec/tabspecs.h"
#include "spec/viewcomputation.h"
#include "task/taskcontrol.h"

#include "testutils.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

#include <cmath>
#include <numbers>

namespace {

// The Sinusoidal tab's values table, as the tab computes and labels it.
ExportTable sinusoidalValues(const pelab::SinusoidalParams &p)
{
    const TabSpec &spec = *TabSpecs::find(QStringLiteral("sinusoidal"));
    TabState state = spec.defaults();
    state.set(SinusoidalKeys::positions, QVariant::fromValue(qint64(p.positions)));
    state.set(SinusoidalKeys::dim, QVariant::fromValue(qint64(p.dim)));
    state.set(SinusoidalKeys::start, QVariant::fromValue(qint64(p.start)));
    return SinusoidalTables::values(
        ViewComputation::compute(spec, QStringLiteral("values"), state, TaskControl()));
}

} // namespace

class TestModels : public QObject
{
    Q_OBJECT

private slots:
    void matrixModelShowsTheTable_data();
    void matrixModelShowsTheTable();
    void matrixModelResetsOnChange();
    void matrixModelShowsSmallValues();
    void pairTableModel();
};

void TestModels::matrixModelShowsTheTable_data()
{
    QTest::addColumn<int>("positions");
    QTest::addColumn<int>("dim");
    QTest::addColumn<int>("start");
    QTest::newRow("one cell pair") << 1 << 2 << 0;
    QTest::newRow("default shape") << 128 << 512 << 0;
    QTest::newRow("shifted start") << 10 << 8 << 1000;
}

void TestModels::matrixModelShowsTheTable()
{
    QFETCH(int, positions);
    QFETCH(int, dim);
    QFETCH(int, start);
    pelab::SinusoidalParams p;
    p.positions = positions;
    p.dim = dim;
    p.start = start;
    MatrixModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setTable(sinusoidalValues(p));
    QCOMPARE(model.rowCount(), positions);
    QCOMPARE(model.columnCount(), dim);
    QCOMPARE(model.headerData(0, Qt::Vertical).toString(), QString::number(start));
    QCOMPARE(model.headerData(dim - 1, Qt::Horizontal).toString(),
             QStringLiteral("d%1").arg(dim - 1));
    // The raw value of a cell is the formula's value: PE(t)[2i+1] = cos(t·10000^(−2i/d)).
    const int row = positions - 1;
    const int column = dim - 1;
    const double t = start + row;
    const double expected = std::cos(t * std::pow(10000.0, -double(dim - 2) / dim));
    PELAB_COMPARE_NEAR(model.data(model.index(row, column), MatrixModel::RawValueRole).toDouble(),
                       expected, 1e-12);
    QCOMPARE(model.data(model.index(row, column)).toString(), QString::number(expected, 'f', 6));
    QVERIFY(!model.data(model.index(positions, 0)).isValid());
}

void TestModels::matrixModelResetsOnChange()
{
    MatrixModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
    pelab::SinusoidalParams p;
    p.positions = 4;
    p.dim = 4;
    model.setTable(sinusoidalValues(p));
    QCOMPARE(reset.count(), 1);
    model.clear();
    QCOMPARE(reset.count(), 2);
    QCOMPARE(model.rowCount(), 0);
    QCOMPARE(model.columnCount(), 0);
}

void TestModels::matrixModelShowsSmallValues()
{
    // Six decimals would show an error of 1.5e-10 as 0.000000: such values are scientific.
    QCOMPARE(MatrixModel::displayText(0.0), QStringLiteral("0.000000"));
    QCOMPARE(MatrixModel::displayText(2.5), QStringLiteral("2.500000"));
    QCOMPARE(MatrixModel::displayText(-0.001), QStringLiteral("-0.001000"));
    QCOMPARE(MatrixModel::displayText(1.5e-10), QStringLiteral("1.500e-10"));
    QCOMPARE(MatrixModel::displayText(-3e-4), QStringLiteral("-3.000e-04"));
    QCOMPARE(MatrixModel::displayText(1e12), QStringLiteral("1.000e+12"));
}

void TestModels::pairTableModel()
{
    pelab::SinusoidalParams p;
    p.dim = 8;
    p.layout = pelab::Layout::Split;
    PairTableModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setPairs(pelab::pairTable(p));
    QCOMPARE(model.rowCount(), 4);
    QCOMPARE(model.columnCount(), int(PairTableModel::NUM_COLUMNS));
    // Pair 2 of d = 8: denominator 10000^(4/8) = 100, ω = 0.01, wavelength 200π.
    const auto raw = [&model](int column) {
        return model.data(model.index(2, column), PairTableModel::RawValueRole).toDouble();
    };
    PELAB_COMPARE_NEAR(raw(PairTableModel::DenominatorColumn), 100.0, 1e-10);
    PELAB_COMPARE_NEAR(raw(PairTableModel::OmegaColumn), 0.01, 1e-15);
    PELAB_COMPARE_NEAR(raw(PairTableModel::WavelengthColumn), 200.0 * std::numbers::pi, 1e-9);
    QCOMPARE(raw(PairTableModel::SinColumn), 2.0);
    QCOMPARE(raw(PairTableModel::CosColumn), 6.0);
}

QTEST_MAIN(TestModels)
#include "tst_models.moc"
