// libFuzzer target: pelab::fuzz::fuzzCsv of fuzzarrays.h; tst_fuzzcorpus replays it.
#include "fuzzarrays.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    return pelab::fuzz::runFuzzTarget(pelab::fuzz::fuzzCsv, data, size, "fuzz.csv");
}
