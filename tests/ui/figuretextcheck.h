#pragma once

// What the figure tests ask of every piece of text a figure draws (TextRecorder): inside the
// figure, whole (never cut short with "..." or "…", never clipped), clear of the other texts,
// numbers with the minus sign U+2212, and every axis with at least two tick labels.
#include "textrecorder.h"

#include <QFontMetricsF>
#include <QRegularExpression>
#include <QString>

#include <algorithm>
#include <cmath>

namespace FigureTextCheck {

inline QString describe(const TextRecorder::Text &t)
{
    return QStringLiteral("\"%1\" at (%2, %3, %4 × %5)")
        .arg(t.text)
        .arg(t.box.x(), 0, 'f', 1)
        .arg(t.box.y(), 0, 'f', 1)
        .arg(t.box.width(), 0, 'f', 1)
        .arg(t.box.height(), 0, 'f', 1);
}

// Whether `a` ends right where `b` begins on one line (across, or upwards beside a vertical
// title `b`), or the other way round.
inline bool adjoining(const TextRecorder::Text &a, const TextRecorder::Text &b)
{
    const double reach = 0.35 * QFontMetricsF(a.font).height() + 1.0;
    const double dx = std::max(b.box.left() - a.box.right(), a.box.left() - b.box.right());
    const double dy = std::max(b.box.top() - a.box.bottom(), a.box.top() - b.box.bottom());
    // Upwards only along a vertical title (`b` a run of several letters turned upright), not
    // under a title's line.
    const bool vertical = b.box.height() > 1.5 * b.box.width();
    return (dx < reach && dy < 0.0) || (vertical && dy < reach && dx < 0.0);
}

// A sub- or superscript (Qt draws them at two thirds of the size): a smaller run adjoining a
// larger one, or adjoining another script of its size ("i·r·θ" then "ᵢ" in e^{i·r·θ_i}).
inline bool isScript(const TextRecorder::Text &t, const QList<TextRecorder::Text> &texts)
{
    QList<const TextRecorder::Text *> chain{&t};
    for (qsizetype at = 0; at < chain.size(); ++at) {
        const TextRecorder::Text &run = *chain[at];
        for (const TextRecorder::Text &other : texts) {
            if (&other == &run || !adjoining(run, other))
                continue;
            if (other.font.pointSizeF() >= run.font.pointSizeF() * 1.2)
                return true;
            const bool sameSize = std::abs(other.font.pointSizeF() - run.font.pointSizeF()) < 0.01;
            if (sameSize && !chain.contains(&other) && chain.size() < 8)
                chain.append(&other);
        }
    }
    return false;
}

// Empty when every text is inside `bounds`, whole, unclipped and clear of the others.
inline QString textProblems(const QList<TextRecorder::Text> &texts, const QRectF &bounds)
{
    const QRectF figure = bounds.adjusted(-0.5, -0.5, 0.5, 0.5);
    for (const TextRecorder::Text &t : texts) {
        if (!figure.contains(t.box))
            return QStringLiteral("outside the %1 × %2 figure: %3")
                .arg(bounds.width())
                .arg(bounds.height())
                .arg(describe(t));
        // Qt Charts shortens what does not fit with "...", QFontMetrics::elidedText with "…".
        if (t.text.contains(QLatin1String("...")) || t.text.trimmed().endsWith(QChar(0x2026)))
            return QStringLiteral("cut short: %1").arg(describe(t));
        if (t.clipped)
            return QStringLiteral("clipped by its rectangle: %1").arg(describe(t));
        // A hyphen-minus before a number: the minus sign is U+2212.
        static const QRegularExpression hyphen(QStringLiteral("(^|[\\s(=,:])-\\d"));
        if (hyphen.match(t.text).hasMatch())
            return QStringLiteral("a hyphen for a minus sign: %1").arg(describe(t));
    }
    for (qsizetype i = 0; i < texts.size(); ++i) {
        for (qsizetype j = i + 1; j < texts.size(); ++j) {
            // A pixel's grace: glyph boxes of neighbouring lines may touch.
            const QRectF a = texts[i].box.adjusted(1, 1, -1, -1);
            const QRectF b = texts[j].box.adjusted(1, 1, -1, -1);
            if (!a.intersects(b))
                continue;
            // Runs of one line drawn in turn (a fallback font's "Σ" beside "j |", a subscript
            // beside its base) touch at their ends: overlapping by a sliver.
            const QRectF both = a.intersected(b);
            if (both.width() < 0.3 * std::min(a.width(), b.width()))
                continue;
            return QStringLiteral("overlapping: %1 and %2")
                .arg(describe(texts[i]), describe(texts[j]));
        }
    }
    return {};
}

inline bool isNumber(const QString &text)
{
    static const QRegularExpression number(QStringLiteral("^[−-]?\\d+(\\.\\d+)?(e[−+-]?\\d+)?$"));
    return number.match(text.trimmed()).hasMatch();
}

// Empty when every tick label (a number drawn at full size) shares its row or its column with
// another: an axis with a single label cannot be read.
inline QString tickProblems(const QList<TextRecorder::Text> &texts)
{
    QList<TextRecorder::Text> ticks;
    for (const TextRecorder::Text &t : texts) {
        if (isNumber(t.text) && !isScript(t, texts))
            ticks.append(t);
    }
    for (const TextRecorder::Text &t : ticks) {
        bool paired = false;
        for (const TextRecorder::Text &o : ticks) {
            if (&o == &t)
                continue;
            // Within a fifth of a line: glyphs' ink differs from their advance by a pixel or two.
            const double near = std::max(1.5, 0.2 * std::max(o.box.height(), t.box.height()));
            const bool row = std::abs(o.box.center().y() - t.box.center().y()) < near;
            const bool column = std::abs(o.box.right() - t.box.right()) < near ||
                                std::abs(o.box.left() - t.box.left()) < near ||
                                std::abs(o.box.center().x() - t.box.center().x()) < near;
            if (row || column) {
                paired = true;
                break;
            }
        }
        if (!paired) {
            QStringList all;
            for (const TextRecorder::Text &o : ticks)
                all << describe(o);
            return QStringLiteral("an axis with one tick label: %1 (the tick labels: %2)")
                .arg(describe(t), all.join(QStringLiteral(", ")));
        }
    }
    return {};
}

} // namespace FigureTextCheck
