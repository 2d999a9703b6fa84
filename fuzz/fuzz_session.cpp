// libFuzzer target: pelab::fuzz::fuzzSession of fuzzsession.h; tst_fuzzcorpus replays it.
#include "fuzzsession.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    return pelab::fuzz::runFuzzTarget(pelab::fuzz::fuzzSession, data, size, "fuzz.json");
}
