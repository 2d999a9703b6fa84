#pragma once

#include "model/modelreading.h"

#include "ropeconfig.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>
#include <QStringList>

class TabState;

// A model's RoPE configuration in the RoPE tab, shared by `pelab-cli rope --config/--preset`
// and the window's Model row: a Hugging Face config.json or a shipped preset read, its values
// set in the tab's state, and where each came from in words.
class RopeModelSetup
{
    Q_DECLARE_TR_FUNCTIONS(RopeModelSetup)

public:
    // The largest config.json read (a config is small).
    static constexpr qint64 kMaxConfigBytes = qint64(64) << 20;

    // The whole file, `limit` bytes at most; throws pelab::Error naming the file.
    static QByteArray readBytes(const QString &fileName, qint64 limit);
    // A config file; `layerType` picks a per-layer-type entry (empty: the first). Throws
    // pelab::Error "file: what".
    static pelab::RopeModelConfig readFile(const QString &fileName, const QString &layerType = {});
    // A shipped RoPE preset, read as "preset NAME"; throws pelab::Error for an unknown name.
    static pelab::RopeModelConfig readPreset(const QString &name, const QString &layerType = {});
    // dim (the rotary part), base, pairing and every value of the scaling, as the config says.
    // Returns the problem of a value the tab refuses, else empty.
    static QString applyTo(TabState &state, const pelab::RopeModelConfig &config);
    // One line per value read: "rotary dim 64 ← qk_rope_head_dim"; values the tab holds are
    // taken from `state` (after applyTo).
    static QStringList sourceLines(const pelab::RopeModelConfig &config, const TabState &state);
    // The window's Model row: a preset or file read into `state` (ModelReader), with what the
    // config ignored and its layer types.
    static ModelReading read(TabState &state, const QString &source, bool preset,
                             const QString &layerType);
};
