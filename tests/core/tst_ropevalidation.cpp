// Every refusal of core/rope.cpp, each with its exact message (which names the parameter, the
// rule and the value given), and the boundary values next to each that are accepted.
#include "error.h"
#include "rope.h"
#include "ropeanalysis.h"
#include "ropescores.h"

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
    void baseAtMost1e12();
    void scalingValues_data();
    void scalingValues();
    void sweepBounds();
    void seedBound();
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
    // llama3: the high-frequency factor at least the low one (equal: Llama 4 Scout's 1 and 1).
    for (auto [low, high, text] :
         {std::tuple{2.0, 1.999, "1.999 and 2"}, std::tuple{4.0, 1.0, "1 and 4"}}) {
        RopeScaling s = withScaling(T::Llama3);
        s.lowFreqFactor = low;
        s.highFreqFactor = high;
        QTest::addRow("llama3 high %g, low %g", high, low)
            << qint64(64) << s << qint64(10)
            << QStringLiteral("high_freq_factor must be at least low_freq_factor (got %1)")
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

void TestRopeValidation::baseAtMost1e12()
{
    QCOMPARE(errorOf([] { validateRopeBase(1e12); }), QStringLiteral("(no error)"));
    const double above = std::nextafter(1e12, kInf);
    QCOMPARE(errorOf([&] { validateRopeBase(above); }),
             QStringLiteral("the base must be at most 1e+12 (got 1e+12)"));
    QCOMPARE(errorOf([] { ropeFrequencies(64, 2e12, RopeScaling{}, 10); }),
             QStringLiteral("the base must be at most 1e+12 (got 2e+12)"));
}

// Each value in its own range whatever the type: a form's or a command line's values.
void TestRopeValidation::scalingValues_data()
{
    QTest::addColumn<RopeScaling>("scaling");
    QTest::addColumn<QString>("message"); // empty: accepted
    const auto with = [](auto member, auto value) {
        RopeScaling s; // none: ropeFrequencies itself would ignore every one of them
        s.*member = value;
        return s;
    };
    QTest::newRow("defaults") << RopeScaling{} << QString();
    const QString positive =
        QStringLiteral("%1 must be a finite number above 0 and at most 1000000 (got %2)");
    const struct
    {
        double RopeScaling::*member;
        const char *name;
    } reals[] = {{&RopeScaling::lowFreqFactor, "low_freq_factor"},
                 {&RopeScaling::highFreqFactor, "high_freq_factor"},
                 {&RopeScaling::betaFast, "beta_fast"},
                 {&RopeScaling::betaSlow, "beta_slow"}};
    for (const auto &r : reals) {
        for (auto [value, got] : {std::pair{0.0, "0"}, std::pair{-1.0, "-1"},
                                  std::pair{1000000.5, "1000000.5"}, std::pair{kNaN, "nan"}})
            QTest::addRow("%s %s", r.name, got)
                << with(r.member, value) << positive.arg(QLatin1String(r.name), QLatin1String(got));
        QTest::addRow("%s 1e6", r.name) << with(r.member, 1e6) << QString();
        QTest::addRow("%s tiny", r.name) << with(r.member, 1e-300) << QString();
    }
    using OptionalReal = std::optional<double> RopeScaling::*;
    const struct
    {
        OptionalReal member;
        const char *name;
    } optionals[] = {{&RopeScaling::factor, "the scaling factor"},
                     {&RopeScaling::attentionFactor, "attention_factor"}};
    for (const auto &r : optionals) {
        for (auto [value, got] :
             {std::pair{0.0, "0"}, std::pair{2e6, "2000000"}, std::pair{kInf, "inf"}})
            QTest::addRow("%s %s", r.name, got)
                << with(r.member, std::optional<double>(value))
                << positive.arg(QLatin1String(r.name), QLatin1String(got));
        QTest::addRow("%s 0.5", r.name) << with(r.member, std::optional<double>(0.5)) << QString();
        QTest::addRow("%s 1e6", r.name) << with(r.member, std::optional<double>(1e6)) << QString();
    }
    for (OptionalReal member : {&RopeScaling::mscale, &RopeScaling::mscaleAllDim}) {
        const char *name = member == &RopeScaling::mscale ? "mscale" : "mscale_all_dim";
        for (double value : {-1e6, 0.0, 0.707, 1e6})
            QTest::addRow("%s %g", name, value)
                << with(member, std::optional<double>(value)) << QString();
        for (auto [value, got] : {std::pair{-1000001.0, "-1000001"}, std::pair{kNaN, "nan"}})
            QTest::addRow("%s %s", name, got)
                << with(member, std::optional<double>(value))
                << QStringLiteral("%1 must be a finite number from -1000000 to 1000000 (got %2)")
                       .arg(QLatin1String(name), QLatin1String(got));
    }
    using OptionalLength = std::optional<std::int64_t> RopeScaling::*;
    for (auto [member, name] :
         {std::pair<OptionalLength, const char *>{&RopeScaling::originalMaxPositions,
                                                  "the original maximum position count"},
          std::pair<OptionalLength, const char *>{&RopeScaling::sequenceLength,
                                                  "the sequence length"}}) {
        for (std::int64_t length : {std::int64_t(1), kMaxRopeLength})
            QTest::addRow("%s %lld", name, qint64(length))
                << with(member, std::optional<std::int64_t>(length)) << QString();
        for (std::int64_t length : {std::int64_t(0), kMaxRopeLength + 1})
            QTest::addRow("%s %lld", name, qint64(length))
                << with(member, std::optional<std::int64_t>(length))
                << QStringLiteral("%1 must be 1 … 2^40 (got %2)")
                       .arg(QLatin1String(name))
                       .arg(length);
    }
    QTest::newRow("long_factor 0")
        << with(&RopeScaling::longFactor, std::vector<double>{1.0, 0.0})
        << QStringLiteral("long_factor must be a finite number above 0 (got 0)");
    QTest::newRow("short_factor") << with(&RopeScaling::shortFactor, std::vector<double>{1.0, 2.5})
                                  << QString();
}

void TestRopeValidation::scalingValues()
{
    QFETCH(RopeScaling, scaling);
    QFETCH(QString, message);
    QCOMPARE(errorOf([&] { validateRopeScalingValues(scaling); }),
             message.isEmpty() ? QStringLiteral("(no error)") : message);
}

void TestRopeValidation::sweepBounds()
{
    for (auto [positions, power] : {std::pair{2, 1}, std::pair{1024, 40}, std::pair{128, 20}})
        QCOMPARE(errorOf([&] { validatePrecisionSweep(positions, power); }),
                 QStringLiteral("(no error)"));
    for (int positions : {1, 1025})
        QCOMPARE(errorOf([&] { validatePrecisionSweep(positions, 20); }),
                 QStringLiteral("the positions of the precision sweep must be 2 … 1024 (got %1)")
                     .arg(positions));
    for (int power : {0, 41})
        QCOMPARE(errorOf([&] { validatePrecisionSweep(128, power); }),
                 QStringLiteral("the largest start of the precision sweep must be 2^1 … 2^40 "
                                "(got 2^%1)")
                     .arg(power));
    // 2^40 is the largest start a setup takes.
    QCOMPARE(powerOfTwoStarts(kMaxSweepPower).back(), kMaxRopeStart);
}

void TestRopeValidation::seedBound()
{
    RopeParameters p;
    p.dim = 4;
    p.positions = 2;
    p.seed = kMaxRopeSeed;
    QCOMPARE(errorOf([&] { makeRopeSetup(p); }), QStringLiteral("(no error)"));
    p.seed = kMaxRopeSeed + 1;
    QCOMPARE(errorOf([&] { makeRopeSetup(p); }),
             QStringLiteral("the seed must be 0 … 2^53 − 1 (got 9007199254740992)"));
}

QTEST_APPLESS_MAIN(TestRopeValidation)
#include "tst_ropevalidation.moc"
