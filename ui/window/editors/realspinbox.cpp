#include "realspinbox.h"

#include "common/halfwidth.h"

#include <QLocale>

#include <algorithm>

RealSpinBox::RealSpinBox(QWidget *parent) : QDoubleSpinBox(parent)
{
    setAccelerated(true);
}

void RealSpinBox::setValidRange(double minimum, double maximum)
{
    m_validMinimum = minimum;
    setRange(specialValueText().isEmpty() ? minimum : minimum - singleStep(), maximum);
}

void RealSpinBox::setAutomaticText(const QString &text)
{
    setSpecialValueText(text);
    setValidRange(m_validMinimum, maximum());
}

bool RealSpinBox::isAutomatic() const
{
    return !specialValueText().isEmpty() && value() < m_validMinimum;
}

void RealSpinBox::setAutomatic()
{
    if (!specialValueText().isEmpty())
        setValue(minimum());
}

QString RealSpinBox::textFromValue(double value) const
{
    // The shortest text that shows every decimal the box keeps.
    QString text = locale().toString(value, 'f', decimals());
    if (text.contains(locale().decimalPoint())) {
        while (text.endsWith(locale().zeroDigit()))
            text.chop(1);
        if (text.endsWith(locale().decimalPoint()))
            text.chop(1);
    }
    if (!isGroupSeparatorShown())
        text.remove(locale().groupSeparator());
    return text;
}

QValidator::State RealSpinBox::validate(QString &input, int &pos) const
{
    input = HalfWidth::numberText(input);
    return QDoubleSpinBox::validate(input, pos);
}

double RealSpinBox::valueFromText(const QString &text) const
{
    return QDoubleSpinBox::valueFromText(HalfWidth::numberText(text));
}

QSize RealSpinBox::sizeHint() const
{
    ensurePolished();
    const QFontMetrics metrics(font());
    int width = metrics.horizontalAdvance(QStringLiteral("0000000000.000"));
    width = std::max(width, metrics.horizontalAdvance(specialValueText()));
    QSize hint = QDoubleSpinBox::sizeHint();
    hint.setWidth(width + 48);
    return hint;
}

QSize RealSpinBox::minimumSizeHint() const
{
    return sizeHint();
}
