#include "scenewidget.h"

#include "steplab/steptexts.h"

#include <QEvent>

#include <set>

SceneWidget::SceneWidget(QWidget *parent) : QLabel(parent)
{
    setObjectName(QStringLiteral("scene"));
    setTextFormat(Qt::RichText);
    setAlignment(Qt::AlignCenter);
    setWordWrap(true);
    rebuild();
}

void SceneWidget::setPositions(qint64 p, qint64 q, bool positionSignal)
{
    m_p = p;
    m_q = q;
    m_on = positionSignal;
    rebuild();
}

void SceneWidget::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::FontChange)
        rebuild();
    QLabel::changeEvent(event);
}

void SceneWidget::rebuild()
{
    const QStringList tokens = StepTexts::tokens();
    std::set<qint64> shown;
    for (qint64 t = 0; t < tokens.size(); ++t)
        shown.insert(t);
    shown.insert(m_p);
    shown.insert(m_q);

    const int size = std::max(14, int(font().pointSizeF() * 1.7));
    const QString text = palette().color(QPalette::WindowText).name();
    QString words;
    QString positions;
    qint64 previous = -1;
    for (qint64 t : shown) {
        if (t > previous + 1) {
            words += QStringLiteral("<td align=center>…</td>");
            positions += QStringLiteral("<td></td>");
        }
        previous = t;
        const bool compared = t == m_p || t == m_q;
        const QString word =
            compared ? tokens.value(0) : tokens.value(t); // both compared are "the"
        const QString style =
            compared ? QStringLiteral("background:#ffe08a; color:#000; font-weight:bold;")
                     : QStringLiteral("color:%1;").arg(text);
        words += QStringLiteral("<td align=center style=\"%1 padding:4px 14px;\">%2</td>")
                     .arg(style, word.toHtmlEscaped());
        const QString label = t == m_p   ? tr("p = %1").arg(t)
                              : t == m_q ? tr("q = %1").arg(t)
                                         : QString::number(t);
        positions += QStringLiteral("<td align=center>%1</td>").arg(label);
    }
    const QString shared =
        m_on ? tr("Both \"the\" share one embedding E: x(p) = E + PE(%1), x(q) = E + PE(%2)")
                   .arg(m_p)
                   .arg(m_q)
             : tr("Both \"the\" share one embedding E; position signal off: x(p) = x(q) = E");
    setText(QStringLiteral("<table cellspacing=6 style=\"font-size:%1pt\"><tr>%2</tr>"
                           "<tr style=\"font-size:%3pt\">%4</tr></table><div>%5</div>")
                .arg(size)
                .arg(words)
                .arg(std::max(9, size / 2))
                .arg(positions, shared.toHtmlEscaped()));
}
