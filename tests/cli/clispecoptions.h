#pragma once

#include "spec/tabspec.h"

#include <QJsonObject>
#include <QStringList>

namespace CliTestUtils {

// The `pelab-cli TAB` options that give a tab these session parameters (a flag only when true).
inline QStringList options(const TabSpec &spec, const QJsonObject &parameters)
{
    QStringList out;
    for (auto it = parameters.begin(); it != parameters.end(); ++it) {
        const Parameter &p = spec.parameter(it.key());
        QString error;
        const QVariant value = p.fromJson(it.value(), &error);
        if (p.type() == Parameter::Type::Flag) {
            if (value.toBool())
                out << QStringLiteral("--") + it.key();
            continue;
        }
        out << QStringLiteral("--") + it.key() + QLatin1Char('=') + p.toText(value);
    }
    return out;
}

} // namespace CliTestUtils
