#pragma once

#include <QString>
#include <QTest>

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

#define PELAB_COMPARE_NEAR(actual, expected, tolerance)                                          \
    do {                                                                                           \
        const double pelabActual_ = (actual);                                                      \
        const double pelabExpected_ = (expected);                                                  \
        QVERIFY2(TestUtils::near(pelabActual_, pelabExpected_, (tolerance)),                       \
                 TestUtils::describe(pelabActual_, pelabExpected_, (tolerance)).constData());      \
    } while (false)
