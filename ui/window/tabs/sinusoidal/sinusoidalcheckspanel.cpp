#include "sinusoidalcheckspanel.h"

#include <QLabel>
#include <QVBoxLayout>

namespace {

QString mark(bool ok)
{
    return ok ? QStringLiteral("<span style='color:#2e7d32'>✔</span> ")
              : QStringLiteral("<span style='color:#c62828'>✘</span> ");
}

QString sci(double value)
{
    return QString::number(value, 'e', 2);
}

} // namespace

SinusoidalChecksPanel::SinusoidalChecksPanel(QWidget *parent)
    : QGroupBox(tr("Property checks"), parent)
{
    auto *layout = new QVBoxLayout(this);
    m_range = addRow(tr("Every value in [−1, 1]"), tr("sin and cos never leave [−1, 1]"));
    m_norm = addRow(tr("‖PE(t)‖² = d/2"),
                    tr("Each of the d/2 pairs contributes sin² + cos² = 1: the largest "
                       "|‖PE(t)‖² − d/2| over all positions"));
    m_dot = addRow(tr("PE(t)·PE(t+Δ) depends only on Δ"),
                   tr("PE(t)·PE(s) = Σ_i cos((t−s)·ω_i): the largest difference from that sum "
                      "over all t, for the first few offsets Δ"));
    m_shift = addRow(tr("PE(t+k) = M_k · PE(t)"),
                     tr("For each pair, a 2×2 rotation by k·ω_i maps position t to t+k: the "
                        "largest residual over all t and pairs"));
    m_verdict = new QLabel(this);
    m_verdict->setObjectName(QStringLiteral("verdict"));
    m_verdict->setWordWrap(true);
    m_verdict->setTextFormat(Qt::RichText);
    layout->addWidget(m_verdict);
    layout->addStretch(1);
    clear();
}

QLabel *SinusoidalChecksPanel::addRow(const QString &property, const QString &tooltip)
{
    auto *title = new QLabel(QStringLiteral("<b>%1</b>").arg(property.toHtmlEscaped()), this);
    title->setWordWrap(true);
    title->setToolTip(tooltip);
    auto *value = new QLabel(this);
    value->setWordWrap(true);
    value->setTextFormat(Qt::RichText);
    value->setTextInteractionFlags(Qt::TextSelectableByMouse);
    value->setToolTip(tooltip);
    layout()->addWidget(title);
    layout()->addWidget(value);
    return value;
}

void SinusoidalChecksPanel::clear()
{
    for (QLabel *label : {m_range, m_norm, m_dot, m_shift})
        label->setText(QStringLiteral("…"));
    m_verdict->clear();
}

void SinusoidalChecksPanel::setChecks(const pelab::SinusoidalChecks &c, std::int64_t dim)
{
    m_range->setText(mark(c.inUnitRange) +
                     tr("min %1, max %2").arg(c.minValue, 0, 'g', 10).arg(c.maxValue, 0, 'g', 10));
    m_norm->setText(mark(c.normPassed()) + tr("largest error %1 at t = %2 (d/2 = %3)")
                                               .arg(sci(c.maxNormError))
                                               .arg(c.worstNormPosition)
                                               .arg(dim / 2));
    if (c.dotOffsetsChecked == 0)
        m_dot->setText(tr("needs at least two positions"));
    else
        m_dot->setText(mark(c.dotPassed()) + tr("largest error %1 at t = %2, Δ = %3 (Δ = 1 … %4)")
                                                 .arg(sci(c.maxDotError))
                                                 .arg(c.worstDotPosition)
                                                 .arg(c.worstDotOffset)
                                                 .arg(c.dotOffsetsChecked));
    if (c.shiftResidualByPosition.empty())
        m_shift->setText(tr("needs more than k positions"));
    else
        m_shift->setText(mark(c.shiftPassed()) + tr("k = %1: largest residual %2 at t = %3, "
                                                    "pair i = %4")
                                                     .arg(c.shift)
                                                     .arg(sci(c.maxShiftResidual))
                                                     .arg(c.worstShiftPosition)
                                                     .arg(c.worstShiftPair));
    const QString tolerance = sci(c.tolerance);
    m_verdict->setText(c.passed() ? tr("<b style='color:#2e7d32'>PASS</b>: every check within "
                                       "the tolerance %1")
                                        .arg(tolerance)
                                  : tr("<b style='color:#c62828'>FAIL</b>: a check exceeds the "
                                       "tolerance %1")
                                        .arg(tolerance));
    m_verdict->setToolTip(tr("Tolerance max(1e-10, 64·2⁻⁵²·t_max): at large positions the float64 "
                             "angle t·ω itself is rounded by about t·2⁻⁵³."));
}
