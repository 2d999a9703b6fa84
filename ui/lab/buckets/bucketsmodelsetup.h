#pragma once

#include "model/modelreading.h"

#include "bucketconfig.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <functional>

class TabState;

// A model's bucketed relative positions in the Buckets tab, shared by `pelab-cli buckets
// --config/--preset` and the window's Model row: a config.json (T5, mT5, UMT5, LongT5, MPNet,
// WavLM, DeBERTa-v2/v3) or a shipped preset read, its values set in the tab's state (the
// encoder's direction), and where each came from in words.
class BucketsModelSetup
{
    Q_DECLARE_TR_FUNCTIONS(BucketsModelSetup)

public:
    // A config file; errors start with `name` (the file name when empty). Throws pelab::Error.
    static pelab::BucketModelConfig readFile(const QString &fileName, const QString &name = {});
    // A shipped bucket preset, read as "preset NAME"; throws pelab::Error for an unknown name.
    static pelab::BucketModelConfig readPreset(const QString &name);
    // The scheme, buckets, max distance, the encoder's direction and the heads into `state`,
    // except the keys `kept` returns true for (the options a user gave). Values are set
    // unchecked: TabSpec::problem() then says what the tab refuses.
    static void applyTo(TabState &state, const pelab::BucketModelConfig &config,
                        const std::function<bool(const QString &key)> &kept = {});
    // One line per value read ("buckets 32 ← relative_attention_num_buckets"), the decoder's
    // direction when the model has one, then what it ignored and the remarks on its code.
    static QStringList sourceLines(const pelab::BucketModelConfig &config, const TabState &state);
    // The window's Model row: a preset or file read into `state` (ModelReader).
    static ModelReading read(TabState &state, const QString &source, bool preset,
                             const QString &layerType);
};
