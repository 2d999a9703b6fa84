#include "halfwidth.h"

namespace HalfWidth {

QString numberText(const QString &text)
{
    QString out = text;
    for (QChar &c : out) {
        const char16_t u = c.unicode();
        if (u >= 0xFF01 && u <= 0xFF5E) // the full-width forms of ASCII '!' … '~'
            c = QChar(char16_t(u - 0xFF01 + 0x21));
        else if (u == 0x3000) // the ideographic space
            c = QLatin1Char(' ');
        else if (u == 0x2212) // the minus sign
            c = QLatin1Char('-');
    }
    return out;
}

} // namespace HalfWidth
