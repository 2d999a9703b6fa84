#include "figurestyle.h"

#include <QJsonValue>
#include <QRegularExpression>
#include <QSize>

#include <cmath>

bool FigureStyle::isDefault() const
{
    return *this == FigureStyle();
}

QString FigureStyle::problem() const
{
    if (fontSize != 0.0 &&
        !(fontSize >= kMinFontSize && fontSize <= kMaxFontSize && std::isfinite(fontSize)))
        return tr("the font size must be %1 … %2 pt (got %3)")
            .arg(kMinFontSize)
            .arg(kMaxFontSize)
            .arg(fontSize);
    if (lineWidth != 0.0 && !(lineWidth > 0.0 && lineWidth <= kMaxLineWidth))
        return tr("the line width must be above 0 and at most %1 pt (got %2)")
            .arg(kMaxLineWidth)
            .arg(lineWidth);
    if (font.contains(QLatin1Char('\n')) || font.size() > 200)
        return tr("the font family name is not a name: %1").arg(font.left(40));
    return {};
}

QJsonObject FigureStyle::toJson() const
{
    const FigureStyle plain;
    QJsonObject json;
    if (font != plain.font)
        json.insert(QStringLiteral("font"), font);
    if (fontSize != plain.fontSize)
        json.insert(QStringLiteral("font-size"), fontSize);
    if (lineWidth != plain.lineWidth)
        json.insert(QStringLiteral("line-width"), lineWidth);
    if (title != plain.title)
        json.insert(QStringLiteral("title"), title);
    if (colorbar != plain.colorbar)
        json.insert(QStringLiteral("colorbar"), colorbar);
    if (colorbarLabel != plain.colorbarLabel)
        json.insert(QStringLiteral("colorbar-label"), colorbarLabel);
    return json;
}

std::optional<FigureStyle> FigureStyle::fromJson(const QJsonObject &json, QString *error,
                                                 QStringList *unknown)
{
    FigureStyle style;
    const auto fail = [error](const QString &why) -> std::optional<FigureStyle> {
        if (error)
            *error = why;
        return std::nullopt;
    };
    for (auto it = json.begin(); it != json.end(); ++it) {
        const QString key = it.key();
        const QJsonValue value = it.value();
        const bool text = key == QLatin1String("font") || key == QLatin1String("colorbar-label");
        const bool number = key == QLatin1String("font-size") || key == QLatin1String("line-width");
        const bool flag = key == QLatin1String("title") || key == QLatin1String("colorbar");
        if ((text && !value.isString()) || (number && !value.isDouble()) ||
            (flag && !value.isBool()))
            return fail(tr("the figure style's \"%1\" has the wrong type").arg(key));
        if (key == QLatin1String("font"))
            style.font = value.toString();
        else if (key == QLatin1String("colorbar-label"))
            style.colorbarLabel = value.toString();
        else if (key == QLatin1String("font-size"))
            style.fontSize = value.toDouble();
        else if (key == QLatin1String("line-width"))
            style.lineWidth = value.toDouble();
        else if (key == QLatin1String("title"))
            style.title = value.toBool();
        else if (key == QLatin1String("colorbar"))
            style.colorbar = value.toBool();
        else if (unknown)
            unknown->append(key);
    }
    const QString problem = style.problem();
    if (!problem.isEmpty())
        return fail(problem);
    return style;
}

QString FigurePreset::titleText() const
{
    return QCoreApplication::translate("FigureStyle", title);
}

QString FigurePreset::summaryText() const
{
    return QCoreApplication::translate("FigureStyle", summary);
}

namespace FigurePresets {

namespace {

FigureStyle style(double fontSize, bool title, double lineWidth)
{
    FigureStyle s;
    s.fontSize = fontSize;
    s.title = title;
    s.lineWidth = lineWidth;
    return s;
}

} // namespace

const QList<FigurePreset> &all()
{
    static const QList<FigurePreset> presets = {
        {QStringLiteral("paper-column"), QT_TRANSLATE_NOOP("FigureStyle", "Paper, one column"),
         QT_TRANSLATE_NOOP("FigureStyle",
                           "one column of a two-column paper (the caption holds the title)"),
         QSizeF(3.25, 2.2), 300, style(8.0, false, 1.0)},
        {QStringLiteral("paper-page"), QT_TRANSLATE_NOOP("FigureStyle", "Paper, full width"),
         QT_TRANSLATE_NOOP("FigureStyle", "the full text width of a paper"), QSizeF(6.75, 2.8), 300,
         style(9.0, false, 1.0)},
        {QStringLiteral("slide"), QT_TRANSLATE_NOOP("FigureStyle", "Slide"),
         QT_TRANSLATE_NOOP("FigureStyle", "a 16:9 presentation slide (1920 × 1080 as PNG)"),
         QSizeF(13.3333, 7.5), 144, style(20.0, true, 2.5)},
        {QStringLiteral("projector"), QT_TRANSLATE_NOOP("FigureStyle", "Projector"),
         QT_TRANSLATE_NOOP("FigureStyle", "a classroom projector read from the back row: "
                                          "large text, thick lines (1280 × 720 as PNG)"),
         QSizeF(13.3333, 7.5), 96, style(24.0, true, 4.0)},
    };
    return presets;
}

const FigurePreset *find(const QString &name)
{
    for (const FigurePreset &preset : all()) {
        if (preset.name == name)
            return &preset;
    }
    return nullptr;
}

QStringList names()
{
    QStringList out;
    for (const FigurePreset &preset : all())
        out.append(preset.name);
    return out;
}

QString listing()
{
    QString out;
    for (const FigurePreset &p : all()) {
        out += QStringLiteral("%1  %2 × %3 in, %4 dpi, %5 pt%6: %7\n")
                   .arg(p.name, -12)
                   .arg(p.inches.width(), 0, 'g', 4)
                   .arg(p.inches.height(), 0, 'g', 4)
                   .arg(p.dpi)
                   .arg(p.style.fontSize)
                   .arg(p.style.title ? QString() : QStringLiteral(", no title"))
                   .arg(p.summaryText());
    }
    return out;
}

} // namespace FigurePresets

std::optional<FigureSize> FigureSize::parse(const QString &text, QString *error)
{
    static const QRegularExpression pattern(QStringLiteral(
        R"(^\s*([0-9]*\.?[0-9]+(?:[eE][-+]?[0-9]+)?)\s*[x×]\s*([0-9]*\.?[0-9]+(?:[eE][-+]?[0-9]+)?)\s*([A-Za-z]*)\s*$)"));
    const QRegularExpressionMatch m = pattern.match(text);
    const auto fail = [&](const QString &why) -> std::optional<FigureSize> {
        if (error)
            *error = why;
        return std::nullopt;
    };
    if (!m.hasMatch())
        return fail(tr("--size takes WIDTHxHEIGHT and a unit, e.g. 3.25x2in, 8.5x5cm, 234x144pt "
                       "or 1200x600px (got \"%1\")")
                        .arg(text));
    FigureSize size;
    size.width = m.captured(1).toDouble();
    size.height = m.captured(2).toDouble();
    const QString unit = m.captured(3).toLower();
    if (unit == QLatin1String("in"))
        size.unit = Unit::Inches;
    else if (unit == QLatin1String("cm"))
        size.unit = Unit::Centimetres;
    else if (unit == QLatin1String("pt"))
        size.unit = Unit::Points;
    else if (unit == QLatin1String("px"))
        size.unit = Unit::Pixels;
    else if (unit.isEmpty())
        return fail(tr("--size %1 has no unit: add in, cm, pt or px").arg(text));
    else
        return fail(tr("unknown unit \"%1\" in --size %2: use in, cm, pt or px").arg(unit, text));
    if (!(size.width > 0.0) || !(size.height > 0.0) || !std::isfinite(size.width) ||
        !std::isfinite(size.height))
        return fail(tr("--size %1: the width and the height must be above 0").arg(text));
    return size;
}

QSizeF FigureSize::points(int dpi) const
{
    double factor = 1.0;
    switch (unit) {
    case Unit::Pixels:
        factor = 72.0 / double(dpi);
        break;
    case Unit::Inches:
        factor = 72.0;
        break;
    case Unit::Centimetres:
        factor = 72.0 / 2.54;
        break;
    case Unit::Points:
        factor = 1.0;
        break;
    }
    return {width * factor, height * factor};
}

QSize FigureSize::pixels(int dpi) const
{
    if (unit == Unit::Pixels)
        return {int(std::lround(width)), int(std::lround(height))};
    const QSizeF pt = points(dpi);
    const auto px = [dpi](double p) {
        const double v = p / 72.0 * double(dpi);
        return v < 1e9 ? int(std::lround(v)) : 1000000000;
    };
    return {px(pt.width()), px(pt.height())};
}

QString FigureSize::text() const
{
    const char *units[] = {"px", "in", "cm", "pt"};
    return QStringLiteral("%1x%2%3")
        .arg(width, 0, 'g', 6)
        .arg(height, 0, 'g', 6)
        .arg(QLatin1String(units[int(unit)]));
}
