#pragma once

#include <QList>
#include <QString>
#include <QStringList>

class TabSpec;
struct RelativeProfile;

// Every relative profile every tab declares (TabSpec::profiles()), in the tabs' order: what the
// Compare tab offers. A tab that declares a profile is in it without an edit here.
namespace ProfileCatalog {

struct Entry
{
    const TabSpec *tab = nullptr;
    const RelativeProfile *profile = nullptr;
};

QList<Entry> all();
Entry find(const QString &id); // a null entry for an id no tab declares
QStringList ids();

// The ids of a --profiles text: names separated by commas or spaces. The problem of the first
// unknown or repeated name, or of an empty list, in `error` (then the list is empty).
QStringList parse(const QString &text, QString *error = nullptr);

} // namespace ProfileCatalog
