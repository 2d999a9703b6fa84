#include "answerfeedback.h"

#include "shell/notatedtext.h"

#include <QEvent>
#include <QGridLayout>
#include <QLabel>
#include <QPainter>
#include <QPainterPath>
#include <QPixmap>

#include <algorithm>

namespace {

QLabel *wrapped(QWidget *parent, const char *name)
{
    auto *label = new QLabel(parent);
    label->setObjectName(QLatin1String(name));
    label->setWordWrap(true);
    label->setTextFormat(Qt::PlainText);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

} // namespace

AnswerFeedback::AnswerFeedback(QWidget *parent) : QFrame(parent)
{
    setObjectName(QStringLiteral("answerFeedback"));
    setFrameShape(QFrame::NoFrame);
    setAutoFillBackground(true);
    m_icon = new QLabel(this);
    m_icon->setObjectName(QStringLiteral("answerIcon"));
    m_icon->setAlignment(Qt::AlignTop | Qt::AlignHCenter);
    m_verdictLabel = wrapped(this, "answerVerdict");
    QFont bold = m_verdictLabel->font();
    bold.setBold(true);
    m_verdictLabel->setFont(bold);
    m_comparison = wrapped(this, "answerComparison");
    m_reason = wrapped(this, "answerReason");
    // The verdict and the two answers on one line, the reason under them.
    m_verdictLabel->setWordWrap(false);
    auto *layout = new QGridLayout(this);
    layout->addWidget(m_icon, 0, 0, 2, 1);
    layout->addWidget(m_verdictLabel, 0, 1);
    layout->addWidget(m_comparison, 0, 2);
    layout->addWidget(m_reason, 1, 1, 1, 2);
    layout->setColumnStretch(2, 1);
    hide();
}

QColor AnswerFeedback::colour(Verdict verdict)
{
    switch (verdict) {
    case Verdict::Right:
        return QColor(0x1b, 0x7a, 0x3a);
    case Verdict::Close:
        return QColor(0xa8, 0x5c, 0x00);
    case Verdict::Incorrect:
        return QColor(0xc0, 0x26, 0x1c);
    }
    return Qt::black;
}

QColor AnswerFeedback::tint(Verdict verdict)
{
    switch (verdict) {
    case Verdict::Right:
        return QColor(0xe6, 0xf4, 0xea);
    case Verdict::Close:
        return QColor(0xfd, 0xf1, 0xdc);
    case Verdict::Incorrect:
        return QColor(0xfb, 0xe7, 0xe5);
    }
    return Qt::white;
}

AnswerFeedback::Verdict AnswerFeedback::verdictOf(const StepAnswer &answer)
{
    return answer.right ? Verdict::Right : answer.close ? Verdict::Close : Verdict::Incorrect;
}

QPixmap AnswerFeedback::icon(Verdict verdict, int pixels, qreal ratio)
{
    QPixmap pixmap(QSize(pixels, pixels) * ratio);
    pixmap.setDevicePixelRatio(ratio);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing, true);
    const double s = pixels;
    painter.setPen(Qt::NoPen);
    painter.setBrush(colour(verdict));
    painter.drawEllipse(QRectF(0.5, 0.5, s - 1.0, s - 1.0));
    QPen mark(Qt::white, std::max(1.5, s * 0.11), Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin);
    painter.setPen(mark);
    painter.setBrush(Qt::NoBrush);
    QPainterPath path;
    switch (verdict) {
    case Verdict::Right:
        path.moveTo(s * 0.27, s * 0.52);
        path.lineTo(s * 0.43, s * 0.68);
        path.lineTo(s * 0.73, s * 0.34);
        break;
    case Verdict::Close: // ≈: near, not equal
        for (const double y : {0.42, 0.6}) {
            path.moveTo(s * 0.26, s * (y + 0.03));
            path.cubicTo(s * 0.4, s * (y - 0.08), s * 0.6, s * (y + 0.1), s * 0.74, s * (y - 0.03));
        }
        break;
    case Verdict::Incorrect:
        path.moveTo(s * 0.32, s * 0.32);
        path.lineTo(s * 0.68, s * 0.68);
        path.moveTo(s * 0.68, s * 0.32);
        path.lineTo(s * 0.32, s * 0.68);
        break;
    }
    painter.drawPath(path);
    return pixmap;
}

void AnswerFeedback::showAnswer(const StepQuestion &question, const StepAnswer &answer)
{
    m_verdict = verdictOf(answer);
    m_icon->setProperty("verdict", m_verdict == Verdict::Right   ? QStringLiteral("right")
                                   : m_verdict == Verdict::Close ? QStringLiteral("close")
                                                                 : QStringLiteral("incorrect"));
    m_verdictLabel->setText(StepQuestions::verdict(answer));
    m_comparison->setText(StepQuestions::comparison(question, answer));
    setNotatedText(m_reason, answer.comment);
    m_reason->setVisible(!answer.comment.isEmpty());
    QPalette tinted = palette();
    tinted.setColor(QPalette::Window, tint(m_verdict));
    tinted.setColor(QPalette::WindowText, Qt::black);
    setPalette(tinted);
    QPalette coloured = m_verdictLabel->palette();
    coloured.setColor(QPalette::WindowText, colour(m_verdict));
    m_verdictLabel->setPalette(coloured);
    updateIcon();
    show();
}

void AnswerFeedback::setTextPixels(int pixels)
{
    for (QLabel *label : {m_verdictLabel, m_comparison, m_reason}) {
        QFont font = label->font();
        font.setPixelSize(std::max(8, label == m_reason ? pixels * 5 / 6 : pixels));
        label->setFont(font);
    }
    m_textPixels = pixels;
    updateIcon();
}

QString AnswerFeedback::text() const
{
    QStringList lines{m_verdictLabel->text(), m_comparison->text()};
    if (!m_reason->text().isEmpty())
        lines << m_reason->text();
    return lines.join(QLatin1Char('\n'));
}

void AnswerFeedback::changeEvent(QEvent *event)
{
    QFrame::changeEvent(event);
    if (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange)
        updateIcon();
}

void AnswerFeedback::updateIcon()
{
    // Two lines of text high: seen from the back of a room.
    const double line = m_textPixels > 0 ? m_textPixels * 1.2 : QFontMetricsF(font()).height();
    const int pixels = int(line * 2.0);
    m_icon->setPixmap(icon(m_verdict, pixels, devicePixelRatioF()));
    m_icon->setFixedWidth(pixels + 4);
}
