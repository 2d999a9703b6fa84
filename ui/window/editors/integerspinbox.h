#pragma once

#include <QAbstractSpinBox>

#include <cstdint>

// A spin box for 64-bit integers (positions reach 2^40, beyond QSpinBox's int), optionally
// even values only, with an optional "automatic" entry below the minimum.
class IntegerSpinBox : public QAbstractSpinBox
{
    Q_OBJECT

public:
    explicit IntegerSpinBox(QWidget *parent = nullptr);

    std::int64_t value() const { return m_value; }
    void setValue(std::int64_t value); // clamped to the range (and to an even value)
    std::int64_t minimum() const { return m_minimum; }
    std::int64_t maximum() const { return m_maximum; }
    void setRange(std::int64_t minimum, std::int64_t maximum);
    void setSingleStep(std::int64_t step) { m_step = step; }
    void setEvenOnly(bool even);
    // Shown for the value minimum() − 1, which then means "automatic"; empty: no such entry.
    void setAutomaticText(const QString &text);
    bool isAutomatic() const { return !m_automatic.isEmpty() && m_value < m_minimum; }
    // Shown after the number: " positions".
    void setSuffix(const QString &suffix);
    void setAutomatic();

    QValidator::State validate(QString &input, int &pos) const override;
    void fixup(QString &input) const override;
    void stepBy(int steps) override;
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

signals:
    void valueChanged(std::int64_t value);

protected:
    StepEnabled stepEnabled() const override;

private:
    QString textFor(std::int64_t value) const;
    bool parse(const QString &text, std::int64_t *value) const;
    std::int64_t lowest() const { return m_automatic.isEmpty() ? m_minimum : m_minimum - 1; }
    void commit(std::int64_t value);

    std::int64_t m_value = 0;
    std::int64_t m_minimum = 0;
    std::int64_t m_maximum = 99;
    std::int64_t m_step = 1;
    bool m_even = false;
    QString m_automatic;
    QString m_suffix;
};
