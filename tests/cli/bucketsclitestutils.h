#pragma once

// `pelab-cli buckets` run by the tests: its arguments and its JSON report.
#include "bucketreference.h"
#include "clitestutils.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QStringList>

namespace BucketsCliTest {

using namespace BucketReference;

inline QStringList args(std::initializer_list<const char *> list)
{
    QStringList out{QStringLiteral("buckets")};
    for (const char *a : list)
        out << QString::fromUtf8(a);
    return out;
}

// The JSON report of a run that must succeed; empty (with the error printed) otherwise.
inline QJsonObject report(const CliTestUtils::CliFixture &cli, const QStringList &arguments)
{
    const CliTestUtils::Run run = cli.run(arguments);
    if (run.exitCode != 0) {
        qWarning("exit %d: %s", run.exitCode, run.err.constData());
        return {};
    }
    return QJsonDocument::fromJson(run.out).object();
}

} // namespace BucketsCliTest
