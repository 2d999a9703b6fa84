#include "lessontextdialog.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QVBoxLayout>

LessonTextDialog::LessonTextDialog(const QString &title, const QString &prompt,
                                   const LessonText &text, bool englishRequired, QWidget *parent)
    : QDialog(parent)
{
    setWindowTitle(title);
    setObjectName(QStringLiteral("lessonTextDialog"));
    auto *intro = new QLabel(prompt, this);
    intro->setWordWrap(true);
    m_en = new QPlainTextEdit(text.en, this);
    m_en->setObjectName(QStringLiteral("lessonTextEn"));
    m_en->setTabChangesFocus(true);
    m_ja = new QPlainTextEdit(text.ja, this);
    m_ja->setObjectName(QStringLiteral("lessonTextJa"));
    m_ja->setTabChangesFocus(true);
    m_ja->setToolTip(tr("Shown when the window is in Japanese; empty: the English text"));
    for (QPlainTextEdit *edit : {m_en, m_ja})
        edit->setMinimumHeight(edit->fontMetrics().lineSpacing() * 4);
    auto *form = new QFormLayout;
    form->addRow(tr("&English:"), m_en);
    form->addRow(tr("&Japanese:"), m_ja);
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(form);
    layout->addWidget(m_buttons);
    if (englishRequired) {
        const auto update = [this] {
            m_buttons->button(QDialogButtonBox::Ok)
                ->setEnabled(!m_en->toPlainText().trimmed().isEmpty());
        };
        connect(m_en, &QPlainTextEdit::textChanged, this, update);
        update();
    }
    resize(560, 340); // about six lines for each language
}

LessonText LessonTextDialog::text() const
{
    return {m_en->toPlainText().trimmed(), m_ja->toPlainText().trimmed()};
}
