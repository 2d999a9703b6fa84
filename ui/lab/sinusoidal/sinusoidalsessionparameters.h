#pragma once

#include "common/colormaps.h"
#include "common/similaritymeasure.h"

#include "sinusoidal.h"

#include <QJsonObject>
#include <QStringList>

#include <cstdint>

// Everything the Sinusoidal tab's exports depend on: the table's parameters, the shift of the
// residual check, the heatmap's colours and value range, and the similarity measure.
struct SinusoidalSessionValues
{
    pelab::SinusoidalParams params;
    std::int64_t shift = 1;
    Colormap colormap = Colormap::Viridis;
    bool fixedRange = true; // colours over −1 … 1 (true) or the data's min … max
    SimilarityMeasure measure = SimilarityMeasure::Dot;
};

// The Sinusoidal tab's parameters in sessions and settings, keyed by `pelab-cli sinusoidal`'s
// long option names without the dashes ("positions", "dim", "base", "start", "layout",
// "colormap") plus the tab's own ("shift", "range", "measure").
class SinusoidalSessionParameters
{
public:
    static QJsonObject toJson(const SinusoidalSessionValues &values);
    // Known keys applied, missing keys defaulted, one warning per unknown key or bad value.
    static SinusoidalSessionValues fromJson(const QJsonObject &parameters, const QString &tab,
                                            QStringList *warnings);
};
