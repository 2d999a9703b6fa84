// A key a tab does not have is refused, never read as 0: TabState::set() returns the problem
// and keeps the state; reading the key (TabState::value(), setUnchecked(), TabSpec::parameter())
// stops the program in every build with a message that names the tab and the key, shown here
// in a child process of this suite. The specifications' key constants (`<Tab>Keys`) name their
// tabs' parameters.
#include "alibi/alibicheck.h"
#include "alibi/alibispec.h"
#include "common/colormaps.h"
#include "learned/learnedspec.h"
#include "rope/ropecheck.h"
#include "rope/ropespec.h"
#include "shaw/shawspec.h"
#include "similarity/similarityview.h"
#include "sinusoidal/sinusoidalspec.h"
#include "spec/tabspec.h"
#include "spec/tabspecs.h"
#include "steplab/steplabspec.h"

#include <QProcess>
#include <QTest>

#ifdef Q_OS_UNIX
#include <sys/resource.h>
#endif

namespace {

const char *const kChildVariable = "PELAB_UNKNOWN_KEY_CHILD";

} // namespace

class TestParameterKeys : public QObject
{
    Q_OBJECT

private slots:
    void setRefusesAnUnknownKey();
    void nullStateRefusesEveryKey();
    void constantsNameTheirTabsParameters();
    void unknownKeyStopsTheProgram_data();
    void unknownKeyStopsTheProgram();
    // Run only as the child of unknownKeyStopsTheProgram (skipped otherwise).
    void unknownKeyChild();
};

void TestParameterKeys::setRefusesAnUnknownKey()
{
    for (const TabSpec *spec : TabSpecs::all()) {
        TabState state = spec->defaults();
        const QString problem = state.set(QStringLiteral("no-such-key"), 1);
        QVERIFY2(problem.contains(spec->key()) && problem.contains(QStringLiteral("no-such-key")),
                 qPrintable(problem));
        QVERIFY(state == spec->defaults());
        QCOMPARE(spec->parameterIndex(QStringLiteral("no-such-key")), -1);
    }
    // "bse" for the Sinusoidal tab's base: refused, and the base is still 10000.
    TabState state = TabSpecs::find(QStringLiteral("sinusoidal"))->defaults();
    QVERIFY(!state.set(QStringLiteral("bse"), 2.0).isEmpty());
    QCOMPARE(state.real(SinusoidalKeys::base), 10000.0);
    // Another tab's key is unknown too: the step-through lab has no "start".
    TabState steps = TabSpecs::find(QStringLiteral("steplab"))->defaults();
    QVERIFY(!steps.set(SinusoidalKeys::start, QVariant::fromValue(qint64(3))).isEmpty());
}

void TestParameterKeys::nullStateRefusesEveryKey()
{
    TabState state;
    QVERIFY(state.isNull());
    QVERIFY(!state.set(SinusoidalKeys::positions, QVariant::fromValue(qint64(8))).isEmpty());
    QVERIFY(state.value(SinusoidalKeys::positions).isNull());
}

void TestParameterKeys::constantsNameTheirTabsParameters()
{
    // A sample of each declaring header: shared keys in every tab that declares them, and each
    // tab's own.
    const auto has = [](const char *tab, ParameterKey key) {
        return TabSpecs::find(QLatin1String(tab))->parameterIndex(key) >= 0;
    };
    for (const char *tab : {"sinusoidal", "alibi", "rope", "learned", "shaw"})
        QVERIFY2(has(tab, ColormapKeys::colormap), tab);
    QVERIFY(!has("steplab", ColormapKeys::colormap));
    QVERIFY(has("sinusoidal", SimilarityKeys::measure));
    QVERIFY(has("learned", SimilarityKeys::measure));
    QVERIFY(has("rope", RopeCheckKeys::compareCos));
    QVERIFY(has("rope", RopeCheckKeys::headDim));
    QVERIFY(has("alibi", AlibiCheckKeys::compareTensor));
    QVERIFY(has("sinusoidal", SinusoidalKeys::dotOffsets));
    QVERIFY(has("steplab", StepLabKeys::mistake));
    QVERIFY(has("alibi", AlibiKeys::alibiBiasMax));
    QVERIFY(has("rope", RopeKeys::originalMaxPositions));
    QVERIFY(has("rope", RopeKeys::row));
    QVERIFY(has("learned", LearnedKeys::compareExport));
    QVERIFY(has("shaw", ShawKeys::rowOrder));
    QCOMPARE(RopeKeys::mscaleAllDim.toString(), QStringLiteral("mscale-all-dim"));
}

void TestParameterKeys::unknownKeyStopsTheProgram_data()
{
    QTest::addColumn<QString>("what");
    QTest::addColumn<QString>("message");
    QTest::newRow("TabState::value") << "value"
                                     << R"(TabState: the tab sinusoidal has no parameter "bse")";
    QTest::newRow("TabState::setUnchecked")
        << "setUnchecked"
        << R"(TabState: the tab rope has no parameter "sweep-power")";
    QTest::newRow("TabSpec::parameter")
        << "parameter"
        << R"(TabSpec: the tab shaw has no parameter "row-sorting")";
}

void TestParameterKeys::unknownKeyStopsTheProgram()
{
    QFETCH(QString, what);
    QFETCH(QString, message);
    QProcess child;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QLatin1String(kChildVariable), what);
    // The child aborts on purpose: no core file, and no stack trace from the test library.
    environment.insert(QStringLiteral("QTEST_DISABLE_CORE_DUMP"), QStringLiteral("1"));
    environment.insert(QStringLiteral("QTEST_DISABLE_STACK_DUMP"), QStringLiteral("1"));
    child.setProcessEnvironment(environment);
#ifdef Q_OS_UNIX
    child.setChildProcessModifier([] {
        const rlimit none{0, 0};
        setrlimit(RLIMIT_CORE, &none);
    });
#endif
    child.setProcessChannelMode(QProcess::MergedChannels);
    child.start(QCoreApplication::applicationFilePath(), {QStringLiteral("unknownKeyChild")});
    QVERIFY(child.waitForFinished(60000));
    const QString output = QString::fromUtf8(child.readAll());
    QVERIFY2(child.exitStatus() == QProcess::CrashExit || child.exitCode() != 0,
             qPrintable(output));
    QVERIFY2(output.contains(message), qPrintable(output));
    QVERIFY2(!output.contains(QStringLiteral("read back")), qPrintable(output));
}

void TestParameterKeys::unknownKeyChild()
{
    const QString what = qEnvironmentVariable(kChildVariable);
    if (what.isEmpty())
        QSKIP("the child of unknownKeyStopsTheProgram");
    // Each read below stops the program before it returns.
    if (what == QLatin1String("value")) {
        const TabState state = TabSpecs::find(QStringLiteral("sinusoidal"))->defaults();
        qInfo("read back %s", qPrintable(state.value(QStringLiteral("bse")).toString()));
    } else if (what == QLatin1String("setUnchecked")) {
        TabState state = TabSpecs::find(QStringLiteral("rope"))->defaults();
        state.setUnchecked(QStringLiteral("sweep-power"), 3);
        qInfo("read back");
    } else if (what == QLatin1String("parameter")) {
        const TabSpec &spec = *TabSpecs::find(QStringLiteral("shaw"));
        qInfo("read back %s", qPrintable(spec.parameter(QStringLiteral("row-sorting")).key()));
    }
}

QTEST_GUILESS_MAIN(TestParameterKeys)
#include "tst_parameterkeys.moc"
