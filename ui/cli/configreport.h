#pragma once

#include "export/jsonwriter.h"

// Where a model config.json's values came from, as `pelab-cli rope` and `pelab-cli alibi`
// report it: "sources" (each value and the config key it was read from) and "ignored" (what
// the file holds that the tab does not use).
template <typename Config> void writeConfigSources(JsonWriter &json, const Config &config)
{
    json.beginObject("sources");
    for (const auto &[value, key] : config.sources)
        json.add(value, key);
    json.endObject();
    json.beginArray("ignored");
    for (const auto &line : config.ignored)
        json.add({}, line);
    json.endArray();
}
