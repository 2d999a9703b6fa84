// libFuzzer target: pelab::fuzz::fuzzLesson of fuzzlesson.h; tst_fuzzcorpus replays it.
#include "fuzzlesson.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    return pelab::fuzz::runFuzzTarget(pelab::fuzz::fuzzLesson, data, size, "fuzz.json");
}
