#include "alibicustomslopes.h"

#include "alibi.h"
#include "error.h"

#include <QCoreApplication>
#include <QLocale>
#include <QRegularExpression>
#include <QStringList>

std::vector<double> parseCustomSlopes(const QString &text)
{
    static const QRegularExpression separators(QStringLiteral("[,;\\s]+"));
    const QStringList items = text.split(separators, Qt::SkipEmptyParts);
    std::vector<double> slopes;
    for (const QString &item : items) {
        bool ok = false;
        const double value = QLocale::c().toDouble(item, &ok);
        if (!ok)
            // The ALiBi tab's translation context.
            throw pelab::Error(
                QCoreApplication::translate("AlibiSpec", "custom slope %1 is not a number: '%2'")
                    .arg(slopes.size() + 1)
                    .arg(item)
                    .toStdString());
        slopes.push_back(value);
    }
    pelab::validateSlopes(slopes);
    return slopes;
}
