#include "figurefonts.h"

#include <QCoreApplication>
#include <QFontDatabase>

namespace FigureFonts {

QFont text(const FigureStyle &style, const QFont &own)
{
    QFont font = own;
    if (!style.font.isEmpty())
        font.setFamilies({style.font});
    if (style.fontSize > 0.0)
        font.setPointSizeF(style.fontSize);
    return font;
}

QFont title(const FigureStyle &style, const QFont &own)
{
    QFont font = text(style, own);
    if (style.fontSize > 0.0)
        font.setPointSizeF(style.titleSize());
    return font;
}

double pixels(double points)
{
    return points * 96.0 / 72.0;
}

QString problem(const FigureStyle &style)
{
    if (style.font.isEmpty())
        return {};
    for (const QString &family : QFontDatabase::families()) {
        if (family.compare(style.font, Qt::CaseInsensitive) == 0)
            return {};
    }
    return QCoreApplication::translate("FigureFonts", "the font \"%1\" is not installed here "
                                                      "(fc-list : family lists those that are)")
        .arg(style.font);
}

} // namespace FigureFonts
