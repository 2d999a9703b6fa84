#pragma once

#include <QString>

#include <vector>

// The ALiBi slopes typed by hand ("0.5, 0.25; 0.125"): numbers separated by commas,
// semicolons or spaces, '.' decimals whatever the locale. Throws pelab::Error naming the first
// entry that is not a number, or what pelab::validateSlopes refuses.
std::vector<double> parseCustomSlopes(const QString &text);
