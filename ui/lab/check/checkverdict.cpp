#include "checkverdict.h"

#include <QStringList>

#include <cmath>

namespace {

// "2.40" → "2.4", "7.00" → "7".
QString trimmed(QString text)
{
    if (text.contains(QLatin1Char('.'))) {
        while (text.endsWith(QLatin1Char('0')))
            text.chop(1);
        if (text.endsWith(QLatin1Char('.')))
            text.chop(1);
    }
    return text;
}

QString superscript(int exponent)
{
    static const QChar digits[] = {u'⁰', u'¹', u'²', u'³', u'⁴', u'⁵', u'⁶', u'⁷', u'⁸', u'⁹'};
    QString out = exponent < 0 ? QStringLiteral("⁻") : QString();
    for (const QChar c : QString::number(std::abs(exponent)))
        out += digits[c.digitValue()];
    return out;
}

} // namespace

QString CheckVerdict::text() const
{
    return details.isEmpty()
               ? QStringLiteral("<b>%1</b>").arg(heading.toHtmlEscaped())
               : QStringLiteral("<b>%1</b><br>%2").arg(heading.toHtmlEscaped(), details);
}

CheckVerdict CheckVerdict::pending()
{
    return {Kind::Pending, tr("Checking against the current values…"), {}};
}

CheckVerdict CheckVerdict::notChecked(const QString &why)
{
    return {Kind::NotChecked, tr("Not checked against the current values"), why.toHtmlEscaped()};
}

QString CheckVerdict::number(double value, int digits)
{
    if (value == 0.0)
        return QStringLiteral("0");
    if (!std::isfinite(value))
        return std::isnan(value) ? QStringLiteral("NaN")
               : value > 0       ? QStringLiteral("∞")
                                 : QStringLiteral("−∞");
    const QString sign = value < 0 ? QStringLiteral("−") : QString();
    const double magnitude = std::abs(value);
    // The exponent after rounding to `digits`: 9.996e-4 is 1.00 × 10⁻³.
    const QString scientific = QString::number(magnitude, 'e', digits - 1);
    const qsizetype e = scientific.indexOf(QLatin1Char('e'));
    const int exponent = scientific.mid(e + 1).toInt();
    if (exponent >= -3 && exponent < 6)
        return sign + trimmed(QString::number(magnitude, 'f', std::max(0, digits - 1 - exponent)));
    return sign + trimmed(scientific.left(e)) + QStringLiteral(" × 10") + superscript(exponent);
}

QString CheckVerdict::shape(const std::vector<std::uint64_t> &shape,
                            const std::vector<int> &dropped)
{
    QStringList extents;
    for (std::uint64_t extent : shape)
        extents << QString::number(extent);
    const QString text = QStringLiteral("(%1%2)").arg(
        extents.join(QStringLiteral(", ")), shape.size() == 1 ? QStringLiteral(",") : QString());
    if (dropped.empty())
        return text;
    QStringList axes;
    for (int axis : dropped)
        axes << QString::number(axis);
    return dropped.size() == 1
               ? tr("%1, axis %2 of size 1 dropped").arg(text, axes.constFirst())
               : tr("%1, axes %2 of size 1 dropped").arg(text, axes.join(QStringLiteral(", ")));
}

QString CheckVerdict::dtypeName(const std::string &dtype)
{
    const QString d = QString::fromStdString(dtype);
    if (d == QLatin1String("<f8") || d == QLatin1String(">f8") || d == QLatin1String("F64"))
        return QStringLiteral("float64");
    if (d == QLatin1String("<f4") || d == QLatin1String(">f4") || d == QLatin1String("F32"))
        return QStringLiteral("float32");
    if (d == QLatin1String("<f2") || d == QLatin1String(">f2") || d == QLatin1String("F16"))
        return QStringLiteral("float16");
    if (d == QLatin1String("BF16"))
        return QStringLiteral("bfloat16");
    if (d == QLatin1String("text"))
        return tr("text");
    return d;
}
