#include "configfile.h"

#include "error.h"

#include <fstream>

namespace pelab {

std::string readConfigFileText(const std::string &path, const std::string &name)
{
    std::ifstream stream(path, std::ios::binary);
    if (!stream)
        throw Error(name + ": cannot open the file");
    std::string text;
    char buffer[65536];
    while (stream.read(buffer, sizeof buffer) || stream.gcount() > 0) {
        text.append(buffer, std::size_t(stream.gcount()));
        if (text.size() > kMaxConfigFileBytes)
            throw Error(name + ": larger than 16 MiB, not a model config");
    }
    if (stream.bad())
        throw Error(name + ": cannot read the file");
    return text;
}

} // namespace pelab
