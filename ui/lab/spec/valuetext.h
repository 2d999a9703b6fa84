#pragma once

#include <QString>

#include <cstdint>
#include <optional>

// The texts of parameter values: what a user types, what the CLI prints and sessions hold.
namespace ValueText {

// The whole text (spaces around it aside) as an integer / a finite number; nullopt otherwise.
std::optional<std::int64_t> parseInteger(const QString &text);
std::optional<double> parseReal(const QString &text);
// The shortest text that reads back as the same double, positional from 10⁻⁴ to 10¹⁵ (500000,
// 0.0001), the shortest of positional and scientific otherwise.
QString shortest(double value);
// "auto" or "automatic", in any case: an optional value left unset.
bool isAutomatic(const QString &text);

} // namespace ValueText
