#pragma once

#include "model/modelreading.h"

#include "alibiconfig.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <functional>

class TabState;

// A model's ALiBi configuration in the ALiBi tab, shared by `pelab-cli alibi --config/--preset`
// and the window's Model row: a config.json (BLOOM, MPT, Falcon with ALiBi) or a shipped preset
// read, its values set in the tab's state, and where each came from in words.
class AlibiModelSetup
{
    Q_DECLARE_TR_FUNCTIONS(AlibiModelSetup)

public:
    // A config file; errors start with `name` (the file name when empty). Throws pelab::Error.
    static pelab::AlibiModelConfig readFile(const QString &fileName, const QString &name = {});
    // A shipped ALiBi preset, read as "preset NAME"; throws pelab::Error for an unknown name.
    static pelab::AlibiModelConfig readPreset(const QString &name);
    // The heads, the rule, B (for MPT's rule) and the positions (the training length) into
    // `state`, except the keys `kept` returns true for (the options a user gave). Values are set
    // unchecked: TabSpec::problem() then says what the tab refuses.
    static void applyTo(TabState &state, const pelab::AlibiModelConfig &config,
                        const std::function<bool(const QString &key)> &kept = {});
    // The heatmap's head and the charted query brought within the heads and positions a config
    // set (the window keeps its views on a model with fewer heads or positions).
    static void keepViewsWithin(TabState &state);
    // One line per value read ("heads 32 ← n_heads"), the rule the config implies, then what it
    // ignored and the remarks on the model's code.
    static QStringList sourceLines(const pelab::AlibiModelConfig &config, const TabState &state);
    // The window's Model row: a preset or file read into `state` (ModelReader), the heatmap's
    // head and the charted query kept within the model's heads and positions.
    static ModelReading read(TabState &state, const QString &source, bool preset,
                             const QString &layerType);
};
