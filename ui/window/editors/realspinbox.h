#pragma once

#include <QDoubleSpinBox>

// A spin box for real numbers that shows the shortest text of its value ("10000", not
// "10000.000000"), with an optional "automatic" entry at the bottom of its range.
class RealSpinBox : public QDoubleSpinBox
{
    Q_OBJECT

public:
    explicit RealSpinBox(QWidget *parent = nullptr);

    // The valid values run from `minimum` to `maximum`; with an automatic text, one step below
    // `minimum` shows it and means "automatic".
    void setValidRange(double minimum, double maximum);
    void setAutomaticText(const QString &text);
    bool isAutomatic() const;
    void setAutomatic();

    QString textFromValue(double value) const override;
    // Full-width text typed with a Japanese input method reads as its half-width number.
    QValidator::State validate(QString &input, int &pos) const override;
    double valueFromText(const QString &text) const override;
    // Sized for a value of ordinary length, not for the text of the largest double.
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

private:
    double m_validMinimum = 0.0;
};
