// libFuzzer target: pelab::fuzz::fuzzNpy of fuzzarrays.h; tst_fuzzcorpus replays it.
#include "fuzzarrays.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    return pelab::fuzz::runFuzzTarget(pelab::fuzz::fuzzNpy, data, size, "fuzz.npy");
}
