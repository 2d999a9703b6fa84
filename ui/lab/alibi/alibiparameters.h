#pragma once

#include "alibi.h"

#include <QString>

#include <cstdint>

// What the heavy ALiBi computation depends on (the rest are cheap view choices).
struct AlibiParameters
{
    pelab::SlopeRule rule = pelab::SlopeRule::Official;
    std::int64_t heads = 12;
    QString customSlopes; // the text entered, e.g. "0.5, 0.25, 0.125"
    std::int64_t positions = 512;
    bool causal = true;
    bool randomContent = false;
    std::uint64_t seed = 42;
    std::int64_t headDim = 64;

    bool operator==(const AlibiParameters &) const = default;
};
