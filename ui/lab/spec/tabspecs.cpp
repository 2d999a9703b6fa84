#include "tabspecs.h"

#include "rope/ropespec.h"
#include "sinusoidal/sinusoidalspec.h"

namespace TabSpecs {

const QList<const TabSpec *> &all()
{
    static const SinusoidalSpec sinusoidal;
    static const RopeSpec rope;
    static const QList<const TabSpec *> specs{&sinusoidal, &rope};
    return specs;
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
