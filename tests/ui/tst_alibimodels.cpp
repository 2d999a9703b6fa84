// The ALiBi tab's models under QAbstractItemModelTester, against the slope rules.
#include "alibi/alibislopemodel.h"
#include "models/alibiheadmodel.h"

#include "testutils.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

#include <cmath>

class TestAlibiModels : public QObject
{
    Q_OBJECT

private slots:
    void slopeModelPowerOfTwo();
    void slopeModelTwelveHeads();
    void slopeModelCustomSlopes();
    void headModel();
};

void TestAlibiModels::slopeModelPowerOfTwo()
{
    AlibiSlopeModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setSlopes(pelab::officialSlopes(8), pelab::paperSlopes(8), pelab::officialSlopes(8));
    QCOMPARE(model.rowCount(), 8);
    QCOMPARE(model.columnCount(), int(AlibiSlopeModel::NUM_COLUMNS));
    QCOMPARE(model.differingHeads(), 0);
    QCOMPARE(
        model.data(model.index(2, AlibiSlopeModel::OfficialColumn), AlibiSlopeModel::RawValueRole)
            .toDouble(),
        0.125);
    QCOMPARE(model.data(model.index(0, AlibiSlopeModel::HeadColumn)).toString(),
             QStringLiteral("1"));
    QVERIFY(!model.data(model.index(0, 0), Qt::BackgroundRole).isValid());
}

void TestAlibiModels::slopeModelTwelveHeads()
{
    AlibiSlopeModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
    model.setSlopes(pelab::officialSlopes(12), pelab::paperSlopes(12), pelab::paperSlopes(12));
    QCOMPARE(reset.count(), 1);
    QCOMPARE(model.rowCount(), 12);
    // Head 9: the reference code's 2^−0.5 against the paper text's 2^−6.
    const auto raw = [&model](int row, int column) {
        return model.data(model.index(row, column), AlibiSlopeModel::RawValueRole).toDouble();
    };
    PELAB_COMPARE_NEAR(raw(8, AlibiSlopeModel::OfficialColumn), std::sqrt(0.5), 1e-16);
    PELAB_COMPARE_NEAR(raw(8, AlibiSlopeModel::PaperColumn), 1.0 / 64.0, 1e-17);
    PELAB_COMPARE_NEAR(raw(8, AlibiSlopeModel::DifferenceColumn), std::sqrt(0.5) - 1.0 / 64.0,
                       1e-16);
    PELAB_COMPARE_NEAR(raw(8, AlibiSlopeModel::UsedColumn), 1.0 / 64.0, 1e-17);
    // Head 3: 2^−3 by the code, 2^−2 by the text; every head of H = 12 differs.
    QCOMPARE(model.differingHeads(), 12);
    QVERIFY(model.data(model.index(2, 0), AlibiSlopeModel::DiffersRole).toBool());
    QVERIFY(model.data(model.index(2, 0), Qt::BackgroundRole).isValid());
    QVERIFY(model.headerData(AlibiSlopeModel::PaperColumn, Qt::Horizontal)
                .toString()
                .contains(QStringLiteral("Paper")));
}

void TestAlibiModels::slopeModelCustomSlopes()
{
    AlibiSlopeModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    // Six heads (H = 6: official 2^−2, 2^−4, 2^−6, 2^−8, 2^−1, 2^−3); custom slopes shown beside.
    const std::vector<double> custom = {1.0, 0.5, 0.25, 0.125, 0.0625, 0.0};
    model.setSlopes(pelab::officialSlopes(6), pelab::paperSlopes(6), custom);
    QCOMPARE(model.rowCount(), 6);
    QCOMPARE(model.data(model.index(5, AlibiSlopeModel::UsedColumn), AlibiSlopeModel::RawValueRole)
                 .toDouble(),
             0.0);
    QCOMPARE(
        model.data(model.index(4, AlibiSlopeModel::OfficialColumn), AlibiSlopeModel::RawValueRole)
            .toDouble(),
        0.5);
    model.setSlopes({}, {}, {});
    QCOMPARE(model.rowCount(), 0);
}

void TestAlibiModels::headModel()
{
    AlibiHeadModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    const auto slopes = pelab::officialSlopes(4);
    const auto stats = pelab::attentionStats(slopes, 64, true);
    std::vector<AlibiHeadModel::Row> rows;
    for (std::size_t h = 0; h < slopes.size(); ++h) {
        AlibiHeadModel::Row row;
        row.slope = slopes[h];
        row.span = pelab::effectiveSpan(slopes[h], 64);
        if (h < 2)
            row.stats = stats[h];
        rows.push_back(row);
    }
    model.setRows(rows);
    QCOMPARE(model.rowCount(), 4);
    const auto raw = [&model](int row, int column) {
        return model.data(model.index(row, column), AlibiHeadModel::RawValueRole);
    };
    QCOMPARE(raw(0, AlibiHeadModel::SlopeColumn).toDouble(), 0.25);
    QCOMPARE(raw(3, AlibiHeadModel::SpanColumn).toDouble(),
             double(pelab::effectiveSpan(1.0 / 256.0, 64)));
    QCOMPARE(raw(1, AlibiHeadModel::MeanDistanceColumn).toDouble(), stats[1].meanDistance);
    QVERIFY(!raw(2, AlibiHeadModel::MeanDistanceColumn).isValid());
    QCOMPARE(model.data(model.index(2, AlibiHeadModel::MeanSpanColumn)).toString(),
             QStringLiteral("not computed"));

    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    std::vector<double> beyond;
    for (double m : slopes)
        beyond.push_back(pelab::fractionBeyond(m, 100, 400));
    model.setFractions(beyond);
    QCOMPARE(changed.count(), 1);
    QCOMPARE(raw(3, AlibiHeadModel::BeyondTrainColumn).toDouble(), beyond[3]);
    PELAB_COMPARE_NEAR(raw(3, AlibiHeadModel::WithinTrainColumn).toDouble(), 1.0 - beyond[3],
                       1e-15);
    // Slope 1/256 over 400 keys: e^(−100/256) of the mass lies beyond 100, less the tail.
    const double r = std::exp(-1.0 / 256.0);
    PELAB_COMPARE_NEAR(beyond[3], (std::pow(r, 100) - std::pow(r, 400)) / (1 - std::pow(r, 400)),
                       1e-12);
}

QTEST_MAIN(TestAlibiModels)
#include "tst_alibimodels.moc"
