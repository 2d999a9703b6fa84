#include "chartticks.h"

#include "figures/chartoverlay.h"
#include "figures/figurenumbers.h"
#include "figures/figuretext.h"
#include "figures/logticks.h"

#include <QBarCategoryAxis>
#include <QCategoryAxis>
#include <QFont>
#include <QFontMetricsF>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace ChartTicks {

namespace {

const char *const kLogarithmic = "pelabLogarithmic";

void planLogAxis(Labels &plan, QValueAxis *axis, const QFont &font, bool vertical, double length)
{
    const double line = QFontMetricsF(font).height();
    const auto extent = [&](const QString &label) {
        return vertical ? 1.3 * line : width(label, font) + line;
    };
    for (const LogTicks::Tick &tick : LogTicks::fit(axis->min(), axis->max(), length, extent)) {
        plan.positions << tick.position;
        plan.texts << tick.label;
    }
}

// A category axis's ticks (and grid lines) are its boundaries: at `positions`.
void setBoundaries(QCategoryAxis &axis, const QList<double> &positions)
{
    const QStringList names = axis.categoriesLabels();
    bool same = names.size() + 1 == positions.size();
    for (qsizetype i = 0; same && i < names.size(); ++i)
        same = axis.startValue(names[i]) == positions[i] &&
               axis.endValue(names[i]) == positions[i + 1];
    if (same || positions.size() < 2)
        return;
    for (const QString &name : names)
        axis.remove(name);
    axis.setStartValue(positions.first());
    for (qsizetype i = 1; i < positions.size(); ++i)
        axis.append(QString::number(i), positions[i]); // names must differ; none is drawn
}

void planValueAxis(Labels &plan, QValueAxis *axis, const QFont &font, bool vertical, double length)
{
    const QFontMetricsF metrics(font);
    const double lower = axis->min();
    const double upper = axis->max();
    if (axis->tickType() == QValueAxis::TicksFixed) {
        // A range too small for round steps: its own evenly spaced ticks, 3 digits.
        const int count = std::max(2, axis->tickCount());
        for (int i = 0; i < count; ++i) {
            const double v = lower + double(i) * (upper - lower) / double(count - 1);
            plan.positions << v;
            plan.texts << FigureNumbers::general(v);
        }
        return;
    }
    const double own = NiceTicks::minimumStep(*axis);
    const auto extent = [&](double step) {
        if (!vertical) {
            // The widest label is at an end of the axis (the largest magnitude, maybe a sign).
            const QList<double> values = NiceTicks::values(lower, upper, step);
            const int decimals = FigureNumbers::decimals(step);
            double widest = 0.0;
            for (double v : {values.value(0), values.value(values.size() - 1)})
                widest = std::max(widest, width(FigureNumbers::text(v, decimals), font));
            return widest + metrics.height();
        }
        return 1.3 * metrics.height();
    };
    plan.uniform =
        NiceTicks::fit(lower, upper, own > 0.0 ? own : axis->tickInterval(), length, extent);
    if (!(plan.uniform.step > 0.0))
        return;
    // The decimals of the round step (two end labels of −1, 0, 1 are "−1" and "1").
    const double round =
        plan.uniform.anchor != 0.0 ? std::abs(plan.uniform.anchor) : plan.uniform.step;
    const int decimals = FigureNumbers::decimals(std::min(plan.uniform.step, round));
    for (double v : NiceTicks::values(lower, upper, plan.uniform.step, plan.uniform.anchor)) {
        plan.positions << v;
        plan.texts << FigureNumbers::text(v, decimals);
    }
}

void planCategoryAxis(Labels &plan, QBarCategoryAxis *axis, const QFont &font, bool vertical,
                      double length)
{
    const QStringList categories = axis->categories();
    const QFontMetricsF metrics(font);
    double widest = 0.0;
    for (const QString &c : categories)
        widest = std::max(widest, width(c, font));
    // Every k-th category's label, k as small as lets the labels keep a gap.
    const double slot = length / std::max<qsizetype>(1, categories.size());
    const double needed = vertical ? 1.3 * metrics.height() : widest + metrics.height();
    const int every = std::max(1, int(std::ceil(needed / std::max(slot, 1e-9))));
    for (qsizetype i = 0; i < categories.size(); i += every) {
        plan.positions << double(i);
        plan.texts << categories[i];
    }
}

} // namespace

Labels of(QAbstractAxis *axis, const QFont &font, double length)
{
    Labels labels;
    const bool vertical = axis->orientation() == Qt::Vertical;
    if (auto *value = qobject_cast<QValueAxis *>(axis); value && isLogarithmic(axis))
        planLogAxis(labels, value, font, vertical, length);
    else if (value)
        planValueAxis(labels, value, font, vertical, length);
    else if (auto *categories = qobject_cast<QBarCategoryAxis *>(axis))
        planCategoryAxis(labels, categories, font, vertical, length);
    return labels;
}

void place(QAbstractAxis *axis, const Labels &labels)
{
    if (auto *boundaries = qobject_cast<QCategoryAxis *>(axis))
        setBoundaries(*boundaries, labels.positions);
    else if (auto *value = qobject_cast<QValueAxis *>(axis); value && labels.uniform.step > 0.0) {
        value->setTickAnchor(labels.uniform.anchor);
        value->setTickInterval(labels.uniform.step);
    }
}

void setLogarithmic(QAbstractAxis *axis, bool logarithmic)
{
    axis->setProperty(kLogarithmic, logarithmic);
}

bool isLogarithmic(const QAbstractAxis *axis)
{
    return axis->property(kLogarithmic).toBool();
}

double width(const QString &label, const QFont &font)
{
    return ChartOverlay::measure(FigureText::html(label), font).width();
}

} // namespace ChartTicks
