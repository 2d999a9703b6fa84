// Every refusal of core/rope.cpp, each with its exact message (which names the parameter, the
// rule and the value given), and the boundary values next to each that are accepted.
#include "error.h"
#include "rope.h"

#include <QTest>

#include <cmath>
#include <limits>
#include <optional>
#include <string>

using namespace pelab;

Q_DECLARE_METATYPE(pelab::RopeScaling)

namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
constexpr double kInf = std::numeric_limits<double>::infinity();

RopeScaling withScaling(RopeScalingType type, std::optional<double> factor = std::nullopt)
{
    RopeScaling s;
    s.type = type;
    s.factor = factor;
    return s;
}

// The message of the pelab::Error that f throws; "(no error)" or "(another exception)".
template <class F> QString errorOf(F f)
{
    try {
        f();
    } catch (const Error &e) {
        return QString::fromStdString(e.what());
    } catch (...) {
        return QStringLiteral("(another exception)");
    }
    return QStringLiteral("(no error)");
}

} // namespace

class TestRopeValidation : public QObject
{
    Q_OBJECT

private slots:
    void dimension_data();
    void dimension();
    void base_data();
    void base();
    void scaling_data();
    void scaling();
    void accepted_data();
    void accepted();
};

void TestRopeValidation::dimension_data()
{
    QTest::addColumn<qint64>("dim");
    QTest::addColumn<QString>("message");
    const QString range = QStringLiteral("the dimension d must be 2 … 8192 (got %1)");
    const QString even =
        QStringLiteral("the dimension d must be even: RoPE rotates pairs of dimensions (got %1)");
    for (qint64 d : {-2, 0, 1, 8193, 8194, 1 << 20})
        QTest::addRow("d = %lld", d) << d << range.arg(d);
    for (qint64 d : {3, 63, 8191})
        QTest::addRow("d = %lld", d) << d << even.arg(d);
}

void TestRopeValidation::dimension()
{
    QFETCH(qint64, dim);
    QFETCH(QString, message);
    QCOMPARE(errorOf([&] { validateRopeDim(dim); }), message);
    // ropeFrequencies checks it first, whatever the scaling.
    QCOMPARE(errorOf([&] { ropeFrequencies(dim, 10000.0, RopeScaling{}, 10); }), message);
    QCOMPARE(errorOf([&] {
                 ropeFrequencies(dim, 10000.0, withScaling(RopeScalingType::Yarn, 4.0), 10);
             }),
             message);
}

void TestRopeValidation::base_data()
{
    QTest::addColumn<double>("base");
    QTest::addColumn<QString>("got");
    QTest::newRow("1") << 1.0 << "1";
    QTest::newRow("0.5") << 0.5 << "0.5";
    QTest::newRow("0") << 0.0 << "0";
    QTest::newRow("-10000") << -10000.0 << "-10000";
    QTest::newRow("NaN") << kNaN << "nan";
    QTest::newRow("inf") << kInf << "inf";
}

void TestRopeValidation::base()
{
    QFETCH(double, base);
    QFETCH(QString, got);
    const QString message = QStringLiteral("the base must be a finite number above 1 (got %1)");
    QCOMPARE(errorOf([&] { validateRopeBase(base); }), message.arg(got));
    QCOMPARE(errorOf([&] { ropeFrequencies(64, base, RopeScaling{}, 10); }), message.arg(got));
}

void TestRopeValidation::scaling_data()
{
    QTest::addColumn<qint64>("dim");
    QTest::addColumn<RopeScaling>("scaling");
    QTest::addColumn<qint64>("maxPosition");
    QTest::addColumn<QString>("message");
    using T = RopeScalingType;
    // No default factor for linear, dynamic and yarn.
    for (T type : {T::Linear, T::Dynamic, T::Yarn}) {
        const QString name = QString::fromLatin1(scalingName(type).data());
        QTest::addRow("%s without a factor", qPrintable(name))
            << qint64(64) << withScaling(type) << qint64(10)
            << name + QStringLiteral(" scaling needs a factor (rope_scaling \"factor\")");
    }
    // A factor below 1 or not finite, for every scaling that has one.
    for (T type : {T::Linear, T::Dynamic, T::Yarn, T::Llama3}) {
        const char *name = scalingName(type).data();
        for (auto [factor, got] :
             {std::pair{0.999, "0.999"}, std::pair{0.0, "0"}, std::pair{-4.0, "-4"},
              std::pair{kNaN, "nan"}, std::pair{kInf, "inf"}}) {
            QTest::addRow("%s factor %s", name, got)
                << qint64(64) << withScaling(type, factor) << qint64(10)
                << QStringLiteral("the scaling factor must be a finite number of at least 1 "
                                  "(got %1)")
                       .arg(QLatin1String(got));
        }
        for (qint64 length : {0, -5}) {
            RopeScaling s = withScaling(type, 2.0);
            s.originalMaxPositions = length;
            QTest::addRow("%s original %lld", name, length)
                << qint64(64) << s << qint64(10)
                << QStringLiteral("the original maximum position count must be at least 1 "
                                  "(got %1)")
                       .arg(length);
        }
    }
    // dynamic: d ≥ 4, a sequence length of at least 1 (given, or T0 + N).
    QTest::newRow("dynamic d = 2")
        << qint64(2) << withScaling(T::Dynamic, 2.0) << qint64(10)
        << QStringLiteral("dynamic scaling needs d ≥ 4: its exponent is d/(d − 2)");
    for (qint64 length : {0, -3}) {
        RopeScaling s = withScaling(T::Dynamic, 2.0);
        s.sequenceLength = length;
        QTest::addRow("dynamic sequence length %lld", length)
            << qint64(64) << s << qint64(10)
            << QStringLiteral("the sequence length must be at least 1 (got %1)").arg(length);
    }
    QTest::newRow("dynamic T0 + N = 0")
        << qint64(64) << withScaling(T::Dynamic, 2.0) << qint64(0)
        << QStringLiteral("the sequence length must be at least 1 (got 0)");
    // yarn: beta_fast and beta_slow above 0; llama3: both frequency factors above 0.
    const auto set = [](RopeScaling s, double RopeScaling::*member, double value) {
        s.*member = value;
        return s;
    };
    const struct
    {
        T type;
        double RopeScaling::*member;
        const char *name;
    } positives[] = {{T::Yarn, &RopeScaling::betaFast, "beta_fast"},
                     {T::Yarn, &RopeScaling::betaSlow, "beta_slow"},
                     {T::Llama3, &RopeScaling::lowFreqFactor, "low_freq_factor"},
                     {T::Llama3, &RopeScaling::highFreqFactor, "high_freq_factor"}};
    for (const auto &p : positives) {
        for (auto [value, got] : {std::pair{0.0, "0"}, std::pair{-1.0, "-1"},
                                  std::pair{kNaN, "nan"}, std::pair{kInf, "inf"}}) {
            QTest::addRow("%s %s", p.name, got)
                << qint64(64) << set(withScaling(p.type, 4.0), p.member, value) << qint64(10)
                << QStringLiteral("%1 must be a finite number above 0 (got %2)")
                       .arg(QLatin1String(p.name), QLatin1String(got));
        }
    }
    // llama3: the high-frequency factor above the low one.
    for (auto [low, high, text] :
         {std::tuple{2.0, 2.0, "2 and 2"}, std::tuple{4.0, 1.0, "1 and 4"}}) {
        RopeScaling s = withScaling(T::Llama3);
        s.lowFreqFactor = low;
        s.highFreqFactor = high;
        QTest::addRow("llama3 high %g, low %g", high, low)
            << qint64(64) << s << qint64(10)
            << QStringLiteral("high_freq_factor must be above low_freq_factor (got %1)")
                   .arg(QLatin1String(text));
    }
}

void TestRopeValidation::scaling()
{
    QFETCH(qint64, dim);
    QFETCH(RopeScaling, scaling);
    QFETCH(qint64, maxPosition);
    QFETCH(QString, message);
    QCOMPARE(errorOf([&] { ropeFrequencies(dim, 10000.0, scaling, maxPosition); }), message);
}

void TestRopeValidation::accepted_data()
{
    QTest::addColumn<qint64>("dim");
    QTest::addColumn<double>("base");
    QTest::addColumn<RopeScaling>("scaling");
    QTest::addColumn<qint64>("maxPosition");
    using T = RopeScalingType;
    QTest::newRow("d = 2") << qint64(2) << 10000.0 << RopeScaling{} << qint64(10);
    QTest::newRow("d = 8192") << qint64(8192) << 10000.0 << RopeScaling{} << qint64(10);
    QTest::newRow("base just above 1")
        << qint64(64) << std::nextafter(1.0, 2.0) << RopeScaling{} << qint64(10);
    // None takes no parameter, so none is checked.
    RopeScaling none = withScaling(T::None, -1.0);
    none.originalMaxPositions = 0;
    none.betaFast = kNaN;
    none.lowFreqFactor = -1.0;
    QTest::newRow("none ignores the others") << qint64(64) << 10000.0 << none << qint64(0);
    for (T type : {T::Linear, T::Dynamic, T::Yarn, T::Llama3}) {
        RopeScaling s = withScaling(type, 1.0);
        s.originalMaxPositions = 1;
        QTest::addRow("%s factor 1, original 1", scalingName(type).data())
            << qint64(64) << 10000.0 << s << qint64(1);
    }
    QTest::newRow("llama3 without a factor (8)")
        << qint64(64) << 10000.0 << withScaling(T::Llama3) << qint64(10);
    QTest::newRow("dynamic d = 4")
        << qint64(4) << 10000.0 << withScaling(T::Dynamic, 2.0) << qint64(10);
    RopeScaling yarn = withScaling(T::Yarn, 2.0);
    yarn.betaFast = yarn.betaSlow = 1e-300;
    yarn.lowFreqFactor = kNaN; // llama3's, not yarn's
    QTest::newRow("yarn tiny betas") << qint64(64) << 10000.0 << yarn << qint64(10);
    RopeScaling llama = withScaling(T::Llama3, 8.0);
    llama.lowFreqFactor = 1.0;
    llama.highFreqFactor = std::nextafter(1.0, 2.0);
    llama.betaFast = -1.0; // yarn's, not llama3's
    QTest::newRow("llama3 high just above low") << qint64(64) << 10000.0 << llama << qint64(10);
}

void TestRopeValidation::accepted()
{
    QFETCH(qint64, dim);
    QFETCH(double, base);
    QFETCH(RopeScaling, scaling);
    QFETCH(qint64, maxPosition);
    QCOMPARE(errorOf([&] { validateRopeDim(dim); }), QStringLiteral("(no error)"));
    QCOMPARE(errorOf([&] { validateRopeBase(base); }), QStringLiteral("(no error)"));
    QCOMPARE(errorOf([&] { ropeFrequencies(dim, base, scaling, maxPosition); }),
             QStringLiteral("(no error)"));
    const RopeFrequencies f = ropeFrequencies(dim, base, scaling, maxPosition);
    QCOMPARE(f.invFreq.size(), std::size_t(dim / 2));
    for (double theta : f.invFreq)
        QVERIFY2(std::isfinite(theta) && theta > 0.0, QByteArray::number(theta));
}

QTEST_APPLESS_MAIN(TestRopeValidation)
#include "tst_ropevalidation.moc"
