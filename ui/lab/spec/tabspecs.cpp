#include "tabspecs.h"

#include "alibi/alibispec.h"
#include "learned/learnedspec.h"
#include "rope/ropespec.h"
#include "shaw/shawspec.h"
#include "sinusoidal/sinusoidalspec.h"
#include "steplab/steplabspec.h"

namespace TabSpecs {

const QList<const TabSpec *> &all()
{
    static const SinusoidalSpec sinusoidal;
    static const StepLabSpec steplab;
    static const AlibiSpec alibi;
    static const RopeSpec rope;
    static const LearnedSpec learned;
    static const ShawSpec shaw;
    // In the window's order.
    static const QList<const TabSpec *> specs{&sinusoidal, &steplab, &alibi,
                                              &rope,       &learned, &shaw};
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
