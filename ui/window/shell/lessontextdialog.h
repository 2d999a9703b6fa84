#pragma once

#include "lesson/lessonfile.h"

#include <QDialog>

class QDialogButtonBox;
class QPlainTextEdit;

// A lesson's text in both languages, English and Japanese: a slide's note (File → Add Current
// View to Lesson…) or the lesson's title (File → Save Lesson…). OK needs the English text when
// `englishRequired`.
class LessonTextDialog : public QDialog
{
    Q_OBJECT

public:
    LessonTextDialog(const QString &title, const QString &prompt, const LessonText &text,
                     bool englishRequired, QWidget *parent = nullptr);

    LessonText text() const;

private:
    QPlainTextEdit *m_en = nullptr;
    QPlainTextEdit *m_ja = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
};
