#pragma once

#include <QByteArray>
#include <QString>
#include <QTest>
#include <QtGlobal>

#include <cmath>

// Compares two doubles with an explicit absolute tolerance (qFuzzyCompare fails near zero).
// Use as: QVERIFY2(TestUtils::near(actual, expected, 1e-12), TestUtils::describe(...)).
namespace TestUtils {

inline bool near(double actual, double expected, double tolerance)
{
    if (std::isnan(actual) || std::isnan(expected))
        return std::isnan(actual) && std::isnan(expected);
    return std::abs(actual - expected) <= tolerance;
}

// PELAB_REQUIRE_TOOLS=1 (set by .ci/run, where scripts/setup.sh installed every tool): a check
// that needs a tool or a locale must run, so a missing one is a failure, not a skip.
inline bool toolsRequired()
{
    return qEnvironmentVariableIntValue("PELAB_REQUIRE_TOOLS") == 1;
}

inline QByteArray describe(double actual, double expected, double tolerance)
{
    return QStringLiteral("actual %1, expected %2, |difference| %3 > tolerance %4")
        .arg(actual, 0, 'g', 17)
        .arg(expected, 0, 'g', 17)
        .arg(std::abs(actual - expected), 0, 'g', 3)
        .arg(tolerance, 0, 'g', 3)
        .toUtf8();
}

} // namespace TestUtils

#define PELAB_COMPARE_NEAR(actual, expected, tolerance)                                            \
    do {                                                                                           \
        const double pelabActual_ = (actual);                                                      \
        const double pelabExpected_ = (expected);                                                  \
        QVERIFY2(TestUtils::near(pelabActual_, pelabExpected_, (tolerance)),                       \
                 TestUtils::describe(pelabActual_, pelabExpected_, (tolerance)).constData());      \
    } while (false)

// Skips the current test because `reason` (a tool or locale it needs is missing), except under
// PELAB_REQUIRE_TOOLS=1, where it fails instead: a check that stops running turns CI red.
#define PELAB_SKIP_UNLESS_REQUIRED(reason)                                                         \
    do {                                                                                           \
        const QByteArray pelabReason_(reason);                                                     \
        if (TestUtils::toolsRequired())                                                            \
            QFAIL(QByteArray("PELAB_REQUIRE_TOOLS=1 but ").append(pelabReason_).constData());      \
        QSKIP(pelabReason_.constData());                                                           \
    } while (false)
