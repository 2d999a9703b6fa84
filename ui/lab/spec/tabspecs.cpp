#include "tabspecs.h"

#include "sinusoidal/sinusoidalspec.h"

namespace TabSpecs {

const QList<const TabSpec *> &all()
{
    static const SinusoidalSpec sinusoidal;
    static const QList<const TabSpec *> specs{&sinusoidal};
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
