#pragma once

#include "common/colormaps.h"
#include "common/similaritymeasure.h"
#include "learned/learnedspectrumview.h"

#include <QJsonObject>
#include <QString>
#include <QStringList>

// Everything the Learned tab's exports depend on: the source and the view-local choices.
struct LearnedSessionValues
{
    QString file; // empty: the bundled sample
    QString tensor;
    Colormap colormap = Colormap::RdBu;
    SimilarityMeasure measure = SimilarityMeasure::Cosine;
    LearnedSpectrumView spectrum = LearnedSpectrumView::Magnitude;
    bool compareSinusoidal = false; // the compare view exports the sinusoidal side

    bool operator==(const LearnedSessionValues &) const = default;
};

// The Learned tab's parameters in sessions and settings: `pelab-cli learned`'s "file", "tensor"
// and "colormap", plus the tab's own "measure" (similarity: dot, cosine, distance), "spectrum"
// (magnitude, peaks) and "compare-export" (learned, sinusoidal).
class LearnedSessionParameters
{
public:
    static QJsonObject toJson(const LearnedSessionValues &values);
    // Known keys applied, missing keys defaulted, one warning per unknown key or bad value.
    static LearnedSessionValues fromJson(const QJsonObject &parameters, const QString &tab,
                                         QStringList *warnings);
};
