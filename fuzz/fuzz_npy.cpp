// libFuzzer target: the .npy reader on arbitrary bytes. pelab::Error is the only acceptable
// failure; any other exception, crash, sanitizer report or broken invariant is a finding.
#include "error.h"
#include "fuzzcheck.h"
#include "npyreader.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const char *bytes = reinterpret_cast<const char *>(data);
    try {
        pelab::parseNpyHeader(bytes, size, "fuzz.npy");
    } catch (const pelab::Error &) {
    }
    try {
        pelab::fuzz::checkLoaded(
            pelab::readNpyBytes(bytes, size, "fuzz.npy", pelab::fuzz::fuzzOptions()));
    } catch (const pelab::Error &) {
    }
    return 0;
}
