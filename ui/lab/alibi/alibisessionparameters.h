#pragma once

#include "alibi/alibiparameters.h"
#include "common/colormaps.h"

#include <QJsonObject>
#include <QStringList>

#include <cstdint>

// The ALiBi tab's view choices that change what a view exports, beside AlibiParameters.
struct AlibiViewChoices
{
    int head = 1;              // the heatmap's head, 1-based
    std::int64_t query = 511;  // the attention row t
    std::int64_t train = 512;  // L_train of the extrapolation view
    std::int64_t infer = 2048; // L_infer
    Colormap colormap = Colormap::Viridis;
};

// The ALiBi tab's parameters in sessions and settings, keyed by `pelab-cli alibi`'s long option
// names without the dashes ("rule", "heads", "positions", "bidirectional", "head", "colormap")
// plus the tab's own ("slopes", "content", "seed", "head-dim", "query", "train", "infer").
class AlibiSessionParameters
{
public:
    static QJsonObject toJson(const AlibiParameters &params, const AlibiViewChoices &view);
    // Known keys applied, missing keys defaulted (the query: the last row), one warning per
    // unknown key or bad value. The head and query are not yet checked against the heads and
    // positions.
    static AlibiParameters fromJson(const QJsonObject &parameters, const QString &tab,
                                    QStringList *warnings, AlibiViewChoices *view);
    // The number of heads `params` gives (custom: the slopes entered; 1 when they are bad).
    static std::int64_t headCount(const AlibiParameters &params);
};
