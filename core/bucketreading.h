#pragma once

// Shared by bucketconfig.cpp and bucketfamilies.cpp: the families PE Lab reads and the state of
// one reading. Not part of core's interface.
#include "bucketconfig.h"
#include "configreader.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace pelab::bucketdetail {

enum class Family
{
    T5,
    Mt5,
    Umt5,
    LongT5,
    Mpnet,
    Wavlm,
    DebertaV2
};

struct FamilyInfo
{
    Family family;
    const char *modelType;
    const char *configClass; // whose defaults apply when a key is absent
    std::int64_t heads;      // that class's default head count
};

bool isT5Stack(Family family);

struct Reading
{
    const ConfigReader &in;
    BucketModelConfig &config;
    const FamilyInfo &info;
    std::vector<std::string> used{"model_type"};

    // "default (T5Config's 32)"
    std::string fallback(std::int64_t value) const;

    // The first of `keys` present (a whole number ≥ 1, at most `maximum`), its source recorded
    // as `value`; aliases present together must agree.
    std::optional<std::int64_t> count(const std::string &value,
                                      const std::vector<std::string> &keys, std::int64_t maximum);
    // The same, or `byDefault` (the config class's default) when no key is present.
    std::int64_t countOr(const std::string &value, const std::vector<std::string> &keys,
                         std::int64_t maximum, std::int64_t byDefault);
    // A whole number of any sign (DeBERTa's -1 means "none").
    std::optional<std::int64_t> integer(const std::string &key);
};

// Each family's keys, defaults and notes (bucketfamilies.cpp).
void readT5Stack(Reading &r);
void readMpnet(Reading &r);
void readWavlm(Reading &r);
void readDeberta(Reading &r);

} // namespace pelab::bucketdetail
