#pragma once

#include <QString>
#include <QStringList>

#include <functional>

class TabState;

// What a model's config.json or a shipped preset made of a tab's values, for the window's Model
// row (ModelConfigBar): the problem of a value the tab refuses (empty when none), one line per
// value read and its source, and for a config with one entry per layer type, the types and the
// one read.
struct ModelReading
{
    QString problem;
    QStringList lines;
    QStringList layerTypes;
    QString layerType;
};

// How a tab reads a preset (`preset` true: `source` is its name) or a config file into `state`;
// throws pelab::Error "source: what" for one it refuses. Each model tab's setup has one
// (RopeModelSetup::read, AlibiModelSetup::read, BucketsModelSetup::read).
using ModelReader = std::function<ModelReading(TabState &state, const QString &source, bool preset,
                                               const QString &layerType)>;
