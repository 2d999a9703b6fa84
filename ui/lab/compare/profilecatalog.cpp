#include "profilecatalog.h"

#include "spec/tabspec.h"
#include "spec/tabspecs.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace ProfileCatalog {

QList<Entry> all()
{
    QList<Entry> entries;
    for (const TabSpec *tab : TabSpecs::all()) {
        for (const RelativeProfile &profile : tab->profiles())
            entries.append({tab, &profile});
    }
    return entries;
}

Entry find(const QString &id)
{
    for (const Entry &entry : all()) {
        if (entry.profile->id == id)
            return entry;
    }
    return {};
}

QStringList ids()
{
    QStringList out;
    for (const Entry &entry : all())
        out << entry.profile->id;
    return out;
}

QStringList parse(const QString &text, QString *error)
{
    const auto fail = [error](const QString &problem) {
        if (error)
            *error = problem;
        return QStringList{};
    };
    static const QRegularExpression separators(QStringLiteral("[,\\s]+"));
    const QStringList names = text.split(separators, Qt::SkipEmptyParts);
    if (names.isEmpty())
        return fail(
            QCoreApplication::translate("ProfileCatalog", "choose at least one profile (%1)")
                .arg(ids().join(QStringLiteral(", "))));
    const QStringList known = ids();
    QStringList out;
    for (const QString &name : names) {
        if (!known.contains(name))
            return fail(QCoreApplication::translate("ProfileCatalog",
                                                    "no profile is called '%1' (the profiles: %2)")
                            .arg(name, known.join(QStringLiteral(", "))));
        if (out.contains(name))
            return fail(
                QCoreApplication::translate("ProfileCatalog", "'%1' is listed twice").arg(name));
        out << name;
    }
    if (error)
        error->clear();
    return out;
}

} // namespace ProfileCatalog
