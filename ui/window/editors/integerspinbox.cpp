#include "integerspinbox.h"

#include "common/halfwidth.h"

#include <QLineEdit>
#include <QLocale>

#include <algorithm>

IntegerSpinBox::IntegerSpinBox(QWidget *parent) : QAbstractSpinBox(parent)
{
    setAccelerated(true);
    lineEdit()->setText(textFor(m_value));
    connect(lineEdit(), &QLineEdit::textEdited, this, [this](const QString &text) {
        std::int64_t value = 0;
        if (parse(text, &value) && value >= lowest() && value <= m_maximum &&
            (!m_even || value % 2 == 0 || value < m_minimum))
            commit(value);
    });
    connect(this, &QAbstractSpinBox::editingFinished, this,
            [this] { lineEdit()->setText(textFor(m_value)); });
}

QString IntegerSpinBox::textFor(std::int64_t value) const
{
    if (!m_automatic.isEmpty() && value < m_minimum)
        return m_automatic;
    return QString::number(value) + m_suffix;
}

void IntegerSpinBox::setSuffix(const QString &suffix)
{
    m_suffix = suffix;
    lineEdit()->setText(textFor(m_value));
}

bool IntegerSpinBox::parse(const QString &text, std::int64_t *value) const
{
    QString trimmed = HalfWidth::numberText(text).trimmed();
    if (!m_suffix.isEmpty() && trimmed.endsWith(m_suffix.trimmed()))
        trimmed = trimmed.chopped(m_suffix.trimmed().size()).trimmed();
    if (!m_automatic.isEmpty() && trimmed == m_automatic) {
        *value = m_minimum - 1;
        return true;
    }
    bool ok = false;
    const qlonglong number = trimmed.toLongLong(&ok);
    if (!ok) {
        QString digits = trimmed;
        digits.remove(QLocale().groupSeparator());
        const qlonglong local = QLocale().toLongLong(digits, &ok);
        if (ok)
            *value = local;
        return ok;
    }
    *value = number;
    return true;
}

void IntegerSpinBox::commit(std::int64_t value)
{
    if (value == m_value)
        return;
    m_value = value;
    emit valueChanged(m_value);
}

void IntegerSpinBox::setValue(std::int64_t value)
{
    value = std::clamp(value, lowest(), m_maximum);
    if (m_even && value >= m_minimum && value % 2 != 0)
        value = value + 1 <= m_maximum ? value + 1 : value - 1;
    lineEdit()->setText(textFor(value));
    commit(value);
}

void IntegerSpinBox::setRange(std::int64_t minimum, std::int64_t maximum)
{
    m_minimum = minimum;
    m_maximum = std::max(minimum, maximum);
    setValue(m_value);
}

void IntegerSpinBox::setEvenOnly(bool even)
{
    m_even = even;
    setValue(m_value);
}

void IntegerSpinBox::setAutomaticText(const QString &text)
{
    m_automatic = text;
    setValue(m_value);
}

void IntegerSpinBox::setAutomatic()
{
    if (!m_automatic.isEmpty())
        setValue(m_minimum - 1);
}

QValidator::State IntegerSpinBox::validate(QString &input, int &) const
{
    input = HalfWidth::numberText(input); // the IME's "１２８" is 128
    QString trimmed = input.trimmed();
    if (!m_suffix.isEmpty() && trimmed.endsWith(m_suffix.trimmed()))
        trimmed = trimmed.chopped(m_suffix.trimmed().size()).trimmed();
    if (trimmed.isEmpty() || trimmed == QLatin1String("-") || trimmed == QLatin1String("+") ||
        (!m_automatic.isEmpty() && m_automatic.startsWith(trimmed)))
        return trimmed == m_automatic ? QValidator::Acceptable : QValidator::Intermediate;
    std::int64_t value = 0;
    if (!parse(trimmed, &value))
        return QValidator::Invalid;
    if (value < m_minimum || value > m_maximum || (m_even && value % 2 != 0))
        return QValidator::Intermediate; // may become valid as more digits are typed
    return QValidator::Acceptable;
}

void IntegerSpinBox::fixup(QString &input) const
{
    input = textFor(m_value);
}

void IntegerSpinBox::stepBy(int steps)
{
    const std::int64_t step = m_even ? std::max<std::int64_t>(m_step, 2) : m_step;
    std::int64_t value = m_value;
    if (value < m_minimum) {
        value = steps > 0 ? m_minimum : value;
    } else {
        const long double next = (long double)value + (long double)steps * (long double)step;
        if (next < (long double)m_minimum)
            value = lowest();
        else
            value = next > (long double)m_maximum ? m_maximum : std::int64_t(next);
    }
    setValue(value);
    selectAll();
}

QAbstractSpinBox::StepEnabled IntegerSpinBox::stepEnabled() const
{
    StepEnabled enabled = StepNone;
    if (m_value > lowest())
        enabled |= StepDownEnabled;
    if (m_value < m_maximum)
        enabled |= StepUpEnabled;
    return enabled;
}

QSize IntegerSpinBox::sizeHint() const
{
    ensurePolished();
    const QFontMetrics metrics(font());
    int width = std::max(metrics.horizontalAdvance(textFor(m_maximum)),
                         metrics.horizontalAdvance(textFor(lowest())));
    width = std::max(width, metrics.horizontalAdvance(QStringLiteral("0000000")));
    QSize hint = QAbstractSpinBox::sizeHint();
    hint.setWidth(width + 48);
    return hint;
}

QSize IntegerSpinBox::minimumSizeHint() const
{
    return sizeHint();
}
