// libFuzzer target: the safetensors reader on arbitrary bytes. The header is listed, then
// every listed tensor is read by name, then the file is read with no name (the only tensor).
// pelab::Error is the only acceptable failure; any other exception, crash, sanitizer report or
// broken invariant is a finding.
#include "error.h"
#include "fuzzcheck.h"
#include "safetensorsreader.h"

#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const char *bytes = reinterpret_cast<const char *>(data);
    const std::string name = "fuzz.safetensors";
    std::vector<pelab::TensorInfo> tensors;
    try {
        tensors = pelab::listSafetensorsBytes(bytes, size, name);
    } catch (const pelab::Error &) {
    }
    pelab::ArrayReadOptions options = pelab::fuzz::fuzzOptions();
    for (const pelab::TensorInfo &tensor : tensors) {
        options.tensorName = tensor.name;
        try {
            pelab::LoadedArray array = pelab::readSafetensorsBytes(bytes, size, name, options);
            pelab::fuzz::checkLoaded(array);
        } catch (const pelab::Error &) {
        }
    }
    options.tensorName.clear();
    try {
        pelab::fuzz::checkLoaded(pelab::readSafetensorsBytes(bytes, size, name, options));
    } catch (const pelab::Error &) {
    }
    return 0;
}
