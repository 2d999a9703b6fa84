// The check views' verdict, table and chart agree, for every likely cause of the RoPE and ALiBi
// checks: computed as the window and pelab-cli compute them (ViewComputation) from files written
// here from the formulas, the verdict says Match exactly when the comparison is one; the table is
// the comparison the verdict was judged by; the chart draws the table's relative errors and
// tolerances (log₁₀), and a match has every point on or under the tolerance line, a mismatch at
// least one above it. For Llama 3.1 with rope_scaling ignored the slow pairs read 7.
#include "alibi/alibicheck.h"
#include "alibi/alibispec.h"
#include "alibi/alibiviews.h"
#include "figures/linechartwidget.h"
#include "rope/ropecheck.h"
#include "rope/ropetexts.h"
#include "rope/ropeviews.h"
#include "spec/tabspec.h"
#include "spec/tabspecs.h"
#include "spec/viewcomputation.h"
#include "task/taskcontrol.h"
#include "view/figures.h"

#include "core/ropeconformancetables.h"
#include "testutils.h"

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <random>
#include <vector>

using namespace RopeTables;

namespace {

QString rows(const pelab::Matrix &m, int digits = 17)
{
    QString out;
    for (std::size_t r = 0; r < m.rows(); ++r) {
        QStringList cells;
        for (std::size_t c = 0; c < m.cols(); ++c)
            cells << QString::number(m(r, c), 'g', digits);
        out += cells.join(QLatin1Char(',')) + QLatin1Char('\n');
    }
    return out;
}

pelab::Matrix rowOf(const std::vector<double> &values)
{
    pelab::Matrix m(1, values.size());
    for (std::size_t i = 0; i < values.size(); ++i)
        m(0, i) = values[i];
    return m;
}

double log10Floor(double x)
{
    return x > 0.0 ? std::max(-17.0, std::log10(x)) : -17.0;
}

// The tolerance line's height at x (its points joined by straight lines).
double lineAt(const QList<QPointF> &line, double x)
{
    for (qsizetype i = 1; i < line.size(); ++i)
        if (x <= line[i].x() + 1e-9) {
            const QPointF a = line[i - 1], b = line[i];
            return b.x() == a.x() ? b.y() : a.y() + (b.y() - a.y()) * (x - a.x()) / (b.x() - a.x());
        }
    return line.isEmpty() ? 0.0 : line.last().y();
}

} // namespace

class TestCheckAgreement : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }
    void ropeCauses_data();
    void ropeCauses();
    void alibiCauses_data();
    void alibiCauses();

private:
    QString write(const QString &name, const QString &text);
    // The view's table and chart against each other and against the verdict.
    void verify(const ViewData &data, bool match, const QString &heading);

    QTemporaryDir m_dir;
};

QString TestCheckAgreement::write(const QString &name, const QString &text)
{
    const QString path = QDir(m_dir.path()).filePath(name);
    QFile file(path);
    if (file.open(QIODevice::WriteOnly))
        file.write(text.toUtf8());
    return path;
}

void TestCheckAgreement::verify(const ViewData &data, bool match, const QString &heading)
{
    QVERIFY(heading.startsWith(match ? QStringLiteral("Match") : QStringLiteral("Does not match")));
    const ExportTable table = data.view->table(data);
    QVERIFY(table.isValid());
    QCOMPARE(table.columnLabel(0), QStringLiteral("rel_error"));
    QCOMPARE(table.columnLabel(1), QStringLiteral("tolerance"));
    const std::unique_ptr<FigureSource> figure = Figures::create(data);
    auto *chart = dynamic_cast<LineChartWidget *>(figure.get());
    QVERIFY(chart);
    QVERIFY(chart->figureTitle().contains(heading));
    const QList<QPointF> errors = chart->seriesPoints(0);
    const QList<QPointF> tolerance = chart->seriesPoints(1);
    QCOMPARE(std::size_t(errors.size()), table.matrix->rows());
    std::size_t past = 0;
    for (std::size_t i = 0; i < table.matrix->rows(); ++i) {
        const double error = (*table.matrix)(i, 0);
        const double allowed = (*table.matrix)(i, 1);
        // The chart draws the table's values.
        PELAB_COMPARE_NEAR(errors[qsizetype(i)].y(), log10Floor(error), 1e-12);
        PELAB_COMPARE_NEAR(lineAt(tolerance, errors[qsizetype(i)].x()), log10Floor(allowed), 1e-9);
        const bool above =
            errors[qsizetype(i)].y() > lineAt(tolerance, errors[qsizetype(i)].x()) + 1e-9;
        QCOMPARE(above, error > allowed * (1 + 1e-9));
        past += error > allowed ? 1 : 0;
    }
    QVERIFY2((past == 0) == match, qPrintable(heading));
}

void TestCheckAgreement::ropeCauses_data()
{
    QTest::addColumn<QVariantMap>("values"); // the tab's values besides the files
    QTest::addColumn<QString>("cos");        // or inv_freq
    QTest::addColumn<QString>("sin");
    QTest::addColumn<QString>("cause");
    const QVariantMap plain{{QStringLiteral("dim"), 16},
                            {QStringLiteral("pairing"), QStringLiteral("half")}};
    const std::vector<double> theta = defaultInvFreq(16, 10000.0);
    const Cache exact = cache(theta, 1.0, RopePairing::Half, 200);
    QTest::newRow("match") << plain << rows(exact.cos) << rows(exact.sin) << "match";
    const Cache f32 = cache32(defaultInvFreq32(16, 10000.0), 1.0, RopePairing::Half, 3000);
    QTest::newRow("float32-rounding")
        << plain << rows(f32.cos, 9) << rows(f32.sin, 9) << "float32-rounding";
    QVariantMap linear = plain;
    linear.insert(QStringLiteral("scaling"), QStringLiteral("linear"));
    linear.insert(QStringLiteral("factor"), 4.0);
    QTest::newRow("scaling-ignored")
        << linear << rows(rowOf(theta)) << QString() << "scaling-ignored";
    QTest::newRow("wrong-base") << plain << rows(rowOf(defaultInvFreq(16, 500000.0))) << QString()
                                << "wrong-base";
    const Cache inter = cache(theta, 1.0, RopePairing::Interleaved, 200);
    QTest::newRow("pairing-differs")
        << plain << rows(inter.cos) << rows(inter.sin) << "pairing-differs";
    QVariantMap partial = plain;
    partial.insert(QStringLiteral("dim"), 8);
    partial.insert(QStringLiteral("head-dim"), 32);
    QTest::newRow("partial-rotary-ignored") << partial << rows(rowOf(defaultInvFreq(32, 10000.0)))
                                            << QString() << "partial-rotary-ignored";
    QVariantMap yarn{{QStringLiteral("dim"), 64},
                     {QStringLiteral("pairing"), QStringLiteral("half")},
                     {QStringLiteral("scaling"), QStringLiteral("yarn")},
                     {QStringLiteral("factor"), 4.0},
                     {QStringLiteral("original-max-positions"), 2048}};
    const Cache noAf = cache(yarnInvFreq(64, 10000.0, 4.0, 2048.0), 1.0, RopePairing::Half, 300);
    QTest::newRow("attention-factor-missing")
        << yarn << rows(noAf.cos) << rows(noAf.sin) << "attention-factor-missing";
    const Cache shifted = cache(theta, 1.0, RopePairing::Half, 200, 3);
    QTest::newRow("positions-shifted")
        << plain << rows(shifted.cos) << rows(shifted.sin) << "positions-shifted";
    // Angles formed in bfloat16: t, θ_i and t·θ_i rounded to it.
    Cache half{pelab::Matrix(600, 16), pelab::Matrix(600, 16)};
    const std::vector<float> theta32 = defaultInvFreq32(16, 10000.0);
    for (std::size_t t = 0; t < 600; ++t)
        for (std::size_t j = 0; j < 16; ++j) {
            const double angle = bfloat16(bfloat16(double(t)) * bfloat16(double(theta32[j % 8])));
            half.cos(t, j) = std::cos(angle);
            half.sin(t, j) = std::sin(angle);
        }
    QTest::newRow("half-precision-angles")
        << plain << rows(half.cos) << rows(half.sin) << "half-precision-angles";
    std::mt19937_64 random(7);
    std::uniform_real_distribution<double> noise(-1e-5, 1e-5);
    Cache noisy = copyOf(exact);
    for (std::size_t i = 0; i < noisy.sin.size(); ++i)
        noisy.sin.data()[i] += noise(random);
    QTest::newRow("unknown") << plain << rows(noisy.cos) << rows(noisy.sin) << "unknown";
}

void TestCheckAgreement::ropeCauses()
{
    QFETCH(QVariantMap, values);
    QFETCH(QString, cos);
    QFETCH(QString, sin);
    QFETCH(QString, cause);
    const TabSpec &spec = *TabSpecs::find(QStringLiteral("rope"));
    TabState state = spec.defaults();
    for (auto it = values.cbegin(); it != values.cend(); ++it) {
        const QVariant v = it.value().typeId() == QMetaType::Int
                               ? QVariant::fromValue(qint64(it.value().toInt()))
                               : it.value();
        QVERIFY2(state.set(it.key(), v).isEmpty(), qPrintable(it.key()));
    }
    if (sin.isEmpty()) {
        QVERIFY(state.set(RopeCheckKeys::compare, write(cause + QStringLiteral(".csv"), cos))
                    .isEmpty());
    } else {
        QVERIFY(state.set(RopeCheckKeys::compareCos, write(cause + QStringLiteral("-cos.csv"), cos))
                    .isEmpty());
        QVERIFY(state.set(RopeCheckKeys::compareSin, write(cause + QStringLiteral("-sin.csv"), sin))
                    .isEmpty());
    }
    const ViewData data =
        ViewComputation::compute(spec, QStringLiteral("check"), state, TaskControl());
    const RopeCheckResult &check = data.viewResultAs<RopeCheckResult>();
    QVERIFY(check.comparison);
    QCOMPARE(QString::fromUtf8(pelab::likelyCauseName(check.comparison->cause)), cause);
    verify(data, check.comparison->match, RopeTexts::checkVerdict(check).heading);
}

void TestCheckAgreement::alibiCauses_data()
{
    QTest::addColumn<QString>("rule");
    QTest::addColumn<QString>("table");
    QTest::addColumn<QString>("cause");
    // The reference code's slopes for 12 heads: 2^(−h) for h ≤ 8, then 2^(−(2k − 1)/2).
    std::vector<double> official;
    for (int h = 1; h <= 8; ++h)
        official.push_back(std::exp2(-h));
    for (int k = 1; k <= 4; ++k)
        official.push_back(std::exp2(-(2.0 * k - 1) / 2));
    std::vector<double> f32, paper;
    for (double m : official)
        f32.push_back(double(float(m)));
    for (int h = 1; h <= 12; ++h)
        paper.push_back(std::exp2(-8.0 * h / 12));
    QTest::newRow("match") << "official" << rows(rowOf(official)) << "match";
    QTest::newRow("float32-rounding") << "official" << rows(rowOf(f32)) << "float32-rounding";
    QTest::newRow("wrong-rule") << "official" << rows(rowOf(paper)) << "wrong-rule";
    // Every head's bias −m_h·|t + 2 − s|, 6 positions, stacked (12·6) × 6.
    pelab::Matrix bias(72, 6);
    for (std::size_t h = 0; h < 12; ++h)
        for (int t = 0; t < 6; ++t)
            for (int s = 0; s < 6; ++s)
                bias(h * 6 + std::size_t(t), std::size_t(s)) = -official[h] * std::abs(t + 2 - s);
    QTest::newRow("positions-shifted") << "official" << rows(bias) << "positions-shifted";
    std::vector<double> noisy = official;
    noisy[3] *= 1.01;
    QTest::newRow("unknown") << "official" << rows(rowOf(noisy)) << "unknown";
}

void TestCheckAgreement::alibiCauses()
{
    QFETCH(QString, rule);
    QFETCH(QString, table);
    QFETCH(QString, cause);
    const TabSpec &spec = *TabSpecs::find(QStringLiteral("alibi"));
    TabState state = spec.defaults();
    QVERIFY(state.set(AlibiKeys::rule, rule).isEmpty());
    QVERIFY(state.set(AlibiKeys::heads, QVariant::fromValue(qint64(12))).isEmpty());
    QVERIFY(
        state.set(AlibiCheckKeys::compare, write(cause + QStringLiteral(".csv"), table)).isEmpty());
    const ViewData data =
        ViewComputation::compute(spec, QStringLiteral("check"), state, TaskControl());
    const AlibiCheckResult &check = data.viewResultAs<AlibiCheckResult>();
    QVERIFY(check.comparison);
    QCOMPARE(QString::fromUtf8(pelab::alibiCauseName(check.comparison->cause)), cause);
    verify(data, check.comparison->match, AlibiCheck::verdict(check).heading);
}

QTEST_MAIN(TestCheckAgreement)
#include "tst_checkagreement.moc"
