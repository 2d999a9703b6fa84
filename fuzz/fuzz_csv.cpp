// libFuzzer target: the CSV reader on arbitrary bytes. pelab::Error is the only acceptable
// failure; any other exception, crash, sanitizer report or broken invariant is a finding.
#include "csvreader.h"
#include "error.h"
#include "fuzzcheck.h"

#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const char *bytes = reinterpret_cast<const char *>(data);
    try {
        pelab::fuzz::checkLoaded(
            pelab::readCsvBytes(bytes, size, "fuzz.csv", pelab::fuzz::fuzzOptions()));
    } catch (const pelab::Error &) {
    }
    // The field parser on its own, for inputs short enough to be one field.
    if (size <= 64)
        pelab::parseCsvNumber(std::string_view(bytes, size));
    return 0;
}
