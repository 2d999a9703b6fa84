#pragma once

#include <stdexcept>

namespace pelab {

// The one exception type core throws: its message names the problem in plain words.
class Error : public std::runtime_error
{
public:
    using std::runtime_error::runtime_error;
};

} // namespace pelab
