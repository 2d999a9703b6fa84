#pragma once

#include <QString>

// Numbers typed with a Japanese input method on: full-width digits, signs, points and spaces
// ("０．３０", "－１", "１，２") read as the half-width text they stand for ("0.30", "-1", "1,2"),
// and the minus sign U+2212 as '-'. Every field where a number is typed reads its text through
// this, so the IME may stay on.
namespace HalfWidth {

QString numberText(const QString &text);

} // namespace HalfWidth
