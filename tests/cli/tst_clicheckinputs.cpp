// What pelab-cli rope and alibi check, run as a process on .npy files written here: caches and
// slopes with leading (and other) axes of size 1 are read without them and the report says which
// were dropped; --positions must name the cache's own rows, or the run is refused with one line;
// the report names the file's dtype and the tolerance follows it (float16 here).
#include "clitestutils.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <cmath>
#include <cstring>
#include <vector>

using CliTestUtils::CliFixture;
using CliTestUtils::Run;

namespace {

// x rounded to float16: 11 significant bits, steps of 2⁻²⁴ below 2⁻¹⁴, ties to even.
double toHalf(double x)
{
    if (x == 0.0)
        return x;
    int e = 0;
    std::frexp(x, &e);
    const int step = std::max(e - 11, -24);
    return std::ldexp(std::nearbyint(std::ldexp(x, -step)), step);
}

// The float16 bits of a value already representable in float16.
quint16 halfBits(double x)
{
    const quint16 sign = std::signbit(x) ? 0x8000 : 0;
    const double a = std::abs(x);
    if (a == 0.0)
        return sign;
    int e = 0;
    std::frexp(a, &e); // a = m·2^e, m in [0.5, 1)
    const int biased = e - 1 + 15;
    if (biased < 1)
        return quint16(sign | quint16(std::ldexp(a, 24)));
    const auto mantissa = quint16(std::ldexp(a, 1 - e) * 1024.0 - 1024.0);
    return quint16(sign | quint16(biased << 10) | mantissa);
}

// A version 1.0 .npy file: "<f8" or "<f2" values, C order.
QByteArray npy(const char *descr, const QList<int> &shape, const std::vector<double> &values)
{
    QStringList extents;
    for (int n : shape)
        extents << QString::number(n);
    QByteArray header = QStringLiteral("{'descr': '%1', 'fortran_order': False, 'shape': (%2%3), }")
                            .arg(QLatin1String(descr), extents.join(QStringLiteral(", ")),
                                 shape.size() == 1 ? QStringLiteral(",") : QString())
                            .toUtf8();
    while ((10 + header.size() + 1) % 64 != 0)
        header.append(' ');
    header.append('\n');
    QByteArray out("\x93NUMPY\x01\x00", 8);
    out.append(char(header.size() & 0xff)).append(char(header.size() >> 8)).append(header);
    for (double v : values) {
        if (descr == std::string("<f2")) {
            const quint16 bits = halfBits(v);
            out.append(char(bits & 0xff)).append(char(bits >> 8));
        } else if (descr == std::string("<f4")) {
            const float f = float(v);
            out.append(reinterpret_cast<const char *>(&f), sizeof f); // little-endian here
        } else {
            out.append(reinterpret_cast<const char *>(&v), sizeof v);
        }
    }
    return out;
}

// cos or sin of a d = 8 cache in the rotate_half layout, rows t = 0 … n − 1, θ_i = 10000^(−i/4).
std::vector<double> cacheValues(int n, bool cosine, double (*round)(double) = nullptr)
{
    std::vector<double> out;
    for (int t = 0; t < n; ++t)
        for (int j = 0; j < 8; ++j) {
            const double angle = t * std::pow(10000.0, -2.0 * (j % 4) / 8);
            const double v = cosine ? std::cos(angle) : std::sin(angle);
            out.push_back(round ? round(v) : v);
        }
    return out;
}

QList<int> ints(const QJsonValue &value)
{
    QList<int> out;
    for (const QJsonValue &v : value.toArray())
        out << v.toInt();
    return out;
}

} // namespace

class TestCliCheckInputs : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(m_cli.isValid()); }
    void squeezedCache();
    void positionsAreTheRows();
    void float16Cache();
    void squeezedAlibiSlopes();

private:
    QJsonObject report(const QStringList &arguments);
    void write(const QString &name, const QByteArray &bytes);

    CliFixture m_cli;
};

void TestCliCheckInputs::write(const QString &name, const QByteArray &bytes)
{
    QFile file(m_cli.path(name));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(bytes);
}

QJsonObject TestCliCheckInputs::report(const QStringList &arguments)
{
    const Run run = m_cli.run(arguments + QStringList{QStringLiteral("--json")});
    if (run.exitCode != 0)
        qWarning("%s", run.err.constData());
    return QJsonDocument::fromJson(run.out).object();
}

void TestCliCheckInputs::squeezedCache()
{
    // transformers' rotary forward returns (1, N, D); apply_rotary_pos_emb's unsqueeze (1, 1, N,
    // D).
    const QStringList rope = {QStringLiteral("rope"), QStringLiteral("--dim"), QStringLiteral("8"),
                              QStringLiteral("--pairing"), QStringLiteral("half")};
    for (const QList<int> &lead : {QList<int>{1}, QList<int>{1, 1}}) {
        write(QStringLiteral("cos.npy"),
              npy("<f8", lead + QList<int>{12, 8}, cacheValues(12, true)));
        write(QStringLiteral("sin.npy"),
              npy("<f8", lead + QList<int>{12, 8}, cacheValues(12, false)));
        const QJsonObject r =
            report(rope + QStringList{QStringLiteral("--compare-cos"), QStringLiteral("cos.npy"),
                                      QStringLiteral("--compare-sin"), QStringLiteral("sin.npy")});
        const QJsonObject c = r.value(QStringLiteral("comparison")).toObject();
        QCOMPARE(ints(c.value(QStringLiteral("shape"))), (lead + QList<int>{12, 8}));
        QCOMPARE(ints(c.value(QStringLiteral("squeezed_axes"))),
                 (lead.size() == 1 ? QList<int>{0} : QList<int>{0, 1}));
        QCOMPARE(c.value(QStringLiteral("positions")).toInt(), 12);
        QCOMPARE(r.value(QStringLiteral("positions")).toInt(), 12);
        QCOMPARE(c.value(QStringLiteral("likely_cause")).toString(), QStringLiteral("match"));
    }
    // A batch of two is not squeezed: refused, naming the shape.
    write(QStringLiteral("two.npy"), npy("<f8", {2, 12, 8}, std::vector<double>(192, 0.5)));
    const Run run =
        m_cli.run(rope + QStringList{QStringLiteral("--compare-cos"), QStringLiteral("two.npy"),
                                     QStringLiteral("--compare-sin"), QStringLiteral("two.npy"),
                                     QStringLiteral("--json")});
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains("two.npy: 3-D array of shape (2, 12, 8)"), run.err.constData());
}

void TestCliCheckInputs::positionsAreTheRows()
{
    // The check compares every row of the cache: --positions says as many, or is refused.
    write(QStringLiteral("cos.npy"), npy("<f8", {12, 8}, cacheValues(12, true)));
    write(QStringLiteral("sin.npy"), npy("<f8", {12, 8}, cacheValues(12, false)));
    const QStringList rope = {QStringLiteral("rope"),    QStringLiteral("--dim"),
                              QStringLiteral("8"),       QStringLiteral("--pairing"),
                              QStringLiteral("half"),    QStringLiteral("--compare-cos"),
                              QStringLiteral("cos.npy"), QStringLiteral("--compare-sin"),
                              QStringLiteral("sin.npy"), QStringLiteral("--positions")};
    const QJsonObject r = report(rope + QStringList{QStringLiteral("12")});
    QCOMPARE(r.value(QStringLiteral("positions")).toInt(), 12);
    QCOMPARE(
        r.value(QStringLiteral("comparison")).toObject().value(QStringLiteral("positions")).toInt(),
        12);
    const Run run = m_cli.run(rope + QStringList{QStringLiteral("6"), QStringLiteral("--json")});
    QCOMPARE(run.exitCode, 2);
    QVERIFY(run.out.isEmpty());
    QCOMPARE(run.err.trimmed().split('\n').size(), 1);
    QVERIFY2(run.err.contains("--positions 6, but cos.npy holds 12 positions (rows)"),
             run.err.constData());
}

void TestCliCheckInputs::float16Cache()
{
    // A float16 cache: the report says <f2 and float16, no longer "float32": true, and the
    // tolerance is float16's: 2·2⁻¹¹ + 8·2⁻⁵³·(1 + 11·max θ(1 + |ln θ|)) = 2⁻¹⁰ + 8·2⁻⁵³·12.
    write(QStringLiteral("cos16.npy"), npy("<f2", {12, 8}, cacheValues(12, true, &toHalf)));
    write(QStringLiteral("sin16.npy"), npy("<f2", {12, 8}, cacheValues(12, false, &toHalf)));
    const QJsonObject c =
        report({QStringLiteral("rope"), QStringLiteral("--dim"), QStringLiteral("8"),
                QStringLiteral("--pairing"), QStringLiteral("half"),
                QStringLiteral("--compare-cos"), QStringLiteral("cos16.npy"),
                QStringLiteral("--compare-sin"), QStringLiteral("sin16.npy")})
            .value(QStringLiteral("comparison"))
            .toObject();
    QCOMPARE(c.value(QStringLiteral("dtype")).toString(), QStringLiteral("<f2"));
    QCOMPARE(c.value(QStringLiteral("precision")).toString(), QStringLiteral("float16"));
    QVERIFY(!c.contains(QStringLiteral("float32")));
    QCOMPARE(c.value(QStringLiteral("likely_cause")).toString(), QStringLiteral("match"));
    const double tolerance = std::ldexp(1.0, -10) + 8 * std::ldexp(1.0, -53) * 12.0;
    QVERIFY(std::abs(c.value(QStringLiteral("tolerance")).toDouble() - tolerance) <= 1e-18);
    for (const QJsonValue &t : c.value(QStringLiteral("pair_tolerance")).toArray())
        QVERIFY(std::abs(t.toDouble() - tolerance) <= 1e-18);
    QVERIFY(c.value(QStringLiteral("max_rel_error")).toDouble() > 1e-5); // float16's rounding
    QVERIFY(c.value(QStringLiteral("max_rel_error")).toDouble() <= tolerance);
}

void TestCliCheckInputs::squeezedAlibiSlopes()
{
    // MPT's gen_slopes returns (1, H, 1, 1), in float32 here.
    std::vector<double> slopes;
    for (int h = 1; h <= 8; ++h)
        slopes.push_back(std::exp2(-h));
    write(QStringLiteral("slopes.npy"), npy("<f4", {1, 8, 1, 1}, slopes));
    const QJsonObject c =
        report({QStringLiteral("alibi"), QStringLiteral("--heads"), QStringLiteral("8"),
                QStringLiteral("--positions"), QStringLiteral("16"), QStringLiteral("--compare"),
                QStringLiteral("slopes.npy")})
            .value(QStringLiteral("comparison"))
            .toObject();
    QCOMPARE(ints(c.value(QStringLiteral("shape"))), (QList<int>{1, 8, 1, 1}));
    QCOMPARE(ints(c.value(QStringLiteral("squeezed_axes"))), (QList<int>{0, 2}));
    QCOMPARE(c.value(QStringLiteral("quantity")).toString(), QStringLiteral("slopes"));
    QCOMPARE(c.value(QStringLiteral("dtype")).toString(), QStringLiteral("<f4"));
    QCOMPARE(c.value(QStringLiteral("precision")).toString(), QStringLiteral("float32"));
    QCOMPARE(c.value(QStringLiteral("tolerance")).toDouble(), 1e-5);
    QCOMPARE(c.value(QStringLiteral("match")).toBool(), true);
}

QTEST_GUILESS_MAIN(TestCliCheckInputs)
#include "tst_clicheckinputs.moc"
