#pragma once

// Shared by the tests of readBucketConfig (tst_bucketconfig, tst_bucketconfigencoders).
#include "bucketconfig.h"

#include <algorithm>
#include <string>

namespace buckettest {

inline pelab::BucketModelConfig read(const std::string &json)
{
    return pelab::readBucketConfig(json, "config.json");
}

// An ignored line for `key` ("key: why").
inline bool hasIgnored(const pelab::BucketModelConfig &config, const std::string &key)
{
    return std::any_of(config.ignored.begin(), config.ignored.end(),
                       [&](const std::string &line) { return line.rfind(key + ": ", 0) == 0; });
}

// A note holding `words`.
inline bool hasNote(const pelab::BucketModelConfig &config, const std::string &words)
{
    return std::any_of(config.notes.begin(), config.notes.end(), [&](const std::string &line) {
        return line.find(words) != std::string::npos;
    });
}

} // namespace buckettest
