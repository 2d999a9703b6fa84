#pragma once

#include "sinusoidalchecks.h"

#include <QGroupBox>

class QLabel;

// The property checks of SPEC §2 with their largest errors, where they occur, and a verdict.
class SinusoidalChecksPanel : public QGroupBox
{
    Q_OBJECT

public:
    explicit SinusoidalChecksPanel(QWidget *parent = nullptr);

    void setChecks(const pelab::SinusoidalChecks &checks, std::int64_t dim);
    void clear();

private:
    QLabel *addRow(const QString &property, const QString &tooltip);

    QLabel *m_range = nullptr;
    QLabel *m_norm = nullptr;
    QLabel *m_dot = nullptr;
    QLabel *m_shift = nullptr;
    QLabel *m_verdict = nullptr;
};
