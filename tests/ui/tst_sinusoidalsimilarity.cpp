// The Sinusoidal tab's cosine similarity (Similarity view, measure "Cosine similarity") against
// values computed here from the formula: PE(t)[2i] = sin(t·ω_i), PE(t)[2i+1] = cos(t·ω_i),
// ω_i = base^(−2i/d), so ‖PE(t)‖² = d/2 and cos(PE(t), PE(s)) = Σ_i cos((t − s)·ω_i) / (d/2);
// and the same cosine from the two vectors themselves, built here in the tab's layout.
#include "tabs/sinusoidal/sinusoidalpage.h"

#include "testutils.h"

#include <QComboBox>
#include <QJsonObject>
#include <QStandardPaths>
#include <QTest>

#include <cmath>
#include <vector>

namespace {

// PE(t) in the interleaved [sin, cos, …] or split [sin … | cos …] layout.
std::vector<double> encoding(double t, int dim, double base, bool split)
{
    std::vector<double> v(std::size_t(dim), 0.0);
    for (int i = 0; i < dim / 2; ++i) {
        const double omega = std::pow(base, -2.0 * i / dim);
        v[std::size_t(split ? i : 2 * i)] = std::sin(t * omega);
        v[std::size_t(split ? i + dim / 2 : 2 * i + 1)] = std::cos(t * omega);
    }
    return v;
}

double cosineOfVectors(const std::vector<double> &a, const std::vector<double> &b)
{
    double dot = 0, aa = 0, bb = 0;
    for (std::size_t j = 0; j < a.size(); ++j) {
        dot += a[j] * b[j];
        aa += a[j] * a[j];
        bb += b[j] * b[j];
    }
    return dot / std::sqrt(aa * bb);
}

double cosineOfOffset(double offset, int dim, double base)
{
    double sum = 0;
    for (int i = 0; i < dim / 2; ++i)
        sum += std::cos(offset * std::pow(base, -2.0 * i / dim));
    return sum / (dim / 2.0);
}

} // namespace

class TestSinusoidalSimilarity : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cosine_data();
    void cosine();
};

void TestSinusoidalSimilarity::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void TestSinusoidalSimilarity::cosine_data()
{
    QTest::addColumn<int>("positions");
    QTest::addColumn<int>("dim");
    QTest::addColumn<double>("base");
    QTest::addColumn<int>("start");
    QTest::addColumn<bool>("split");
    QTest::newRow("64 x 32") << 64 << 32 << 10000.0 << 0 << false;
    QTest::newRow("split, from 1000") << 40 << 16 << 10000.0 << 1000 << true;
    QTest::newRow("d = 6, base 50") << 30 << 6 << 50.0 << 7 << false;
}

void TestSinusoidalSimilarity::cosine()
{
    QFETCH(int, positions);
    QFETCH(int, dim);
    QFETCH(double, base);
    QFETCH(int, start);
    QFETCH(bool, split);
    SinusoidalPage page;
    page.resize(1200, 800);
    page.show();
    QStringList warnings;
    page.setParameters({{QStringLiteral("positions"), positions},
                        {QStringLiteral("dim"), dim},
                        {QStringLiteral("base"), base},
                        {QStringLiteral("start"), start},
                        {QStringLiteral("layout"),
                         split ? QStringLiteral("split") : QStringLiteral("interleaved")}},
                       &warnings);
    QVERIFY2(warnings.isEmpty(), qPrintable(warnings.join(QLatin1Char('\n'))));
    // As a user: the Similarity view, then "Cosine similarity" in its measure box.
    page.setSessionView(QStringLiteral("similarity"));
    auto *measure = page.findChild<QComboBox *>(QStringLiteral("measure"));
    QVERIFY(measure);
    measure->setCurrentIndex(1);
    QCOMPARE(measure->currentText(), QStringLiteral("Cosine similarity"));
    QVERIFY(QTest::qWaitFor(
        [&] {
            const ExportTable table = page.exportTable();
            return !page.isComputing() && page.shownParameters().dim == dim &&
                   page.shownParameters().start == start && table.isValid() &&
                   table.matrix->rows() == std::size_t(positions);
        },
        60000));
    QVERIFY(page.exportBaseName().contains(QStringLiteral("cosine")));
    const ExportTable table = page.exportTable();
    const pelab::Matrix &cosine = *table.matrix;
    QCOMPARE(cosine.cols(), std::size_t(positions));
    QCOMPARE(table.rowLabel(0), QString::number(start)); // rows are absolute positions
    QCOMPARE(table.columnLabel(positions - 1), QString::number(start + positions - 1));
    for (int r = 0; r < positions; ++r) {
        const std::vector<double> a = encoding(start + r, dim, base, split);
        for (int c = 0; c < positions; ++c) {
            const double value = cosine(std::size_t(r), std::size_t(c));
            const std::vector<double> b = encoding(start + c, dim, base, split);
            // float64 sums of d products: a few ulps of d/2 each, far below 1e-12.
            PELAB_COMPARE_NEAR(value, cosineOfOffset(double(r - c), dim, base), 1e-12);
            PELAB_COMPARE_NEAR(value, cosineOfVectors(a, b), 1e-12);
        }
        PELAB_COMPARE_NEAR(cosine(std::size_t(r), std::size_t(r)), 1.0, 1e-15);
    }
}

QTEST_MAIN(TestSinusoidalSimilarity)
#include "tst_sinusoidalsimilarity.moc"
