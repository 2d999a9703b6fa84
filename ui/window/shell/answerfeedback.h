#pragma once

#include "steplab/stepquestions.h"

#include <QColor>
#include <QFrame>

class QLabel;

// What an "Ask first" answer was found to be, seen at a glance: a round icon (a tick on green
// for right, a cross on red for incorrect, a tilde on amber for close) beside the verdict in the
// same colour, the answer against the right one, and one line on why; tinted to match. The
// step-through lab's question panel and its slides when presenting show the same one.
class AnswerFeedback : public QFrame
{
    Q_OBJECT

public:
    enum class Verdict
    {
        Right,
        Close,
        Incorrect
    };

    explicit AnswerFeedback(QWidget *parent = nullptr);

    void showAnswer(const StepQuestion &question, const StepAnswer &answer);
    Verdict verdict() const { return m_verdict; }
    // The verdict's colour (also the icon's) and the tint behind the feedback.
    static QColor colour(Verdict verdict);
    static QColor tint(Verdict verdict);
    static Verdict verdictOf(const StepAnswer &answer);
    // The icon of `verdict`, `pixels` across (logical), at `ratio` device pixels per pixel.
    static QPixmap icon(Verdict verdict, int pixels, qreal ratio);

    // The text sizes: the verdict and the comparison at `pixels`, the reason a little smaller
    // (presenting sizes its text from the screen; the tab follows the window's zoom instead).
    void setTextPixels(int pixels);
    // Every line shown, for tests and the status bar.
    QString text() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void updateIcon();

    Verdict m_verdict = Verdict::Right;
    int m_textPixels = 0; // 0: the widget's font
    QLabel *m_icon = nullptr;
    QLabel *m_verdictLabel = nullptr;
    QLabel *m_comparison = nullptr;
    QLabel *m_reason = nullptr;
};
