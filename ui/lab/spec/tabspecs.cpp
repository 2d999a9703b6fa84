#include "tabspecs.h"

#include "spec/tabspec.h"

// Each tab's registration (PELAB_REGISTER_TAB_SPEC in its own folder), in ui/tabs.cmake's order.
#define PELAB_TAB(key) const TabSpec &pelabTabSpec_##key();
#include "pelabtabs.inc"
#undef PELAB_TAB

namespace TabSpecs {

namespace {

QList<const TabSpec *> &specs()
{
#define PELAB_TAB(key) &pelabTabSpec_##key(),
    static QList<const TabSpec *> list{
#include "pelabtabs.inc"
    };
#undef PELAB_TAB
    return list;
}

} // namespace

const QList<const TabSpec *> &all()
{
    return specs();
}

void addTab(const TabSpec *spec)
{
    if (spec && !specs().contains(spec))
        specs().append(spec);
}

const TabSpec *find(const QString &key)
{
    for (const TabSpec *spec : all()) {
        if (spec->key() == key)
            return spec;
    }
    return nullptr;
}

} // namespace TabSpecs
