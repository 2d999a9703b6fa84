#include "shell/documentdialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QVBoxLayout>

namespace {

const QString kFile = QStringLiteral("/file");
const QString kPaper = QStringLiteral("/paper");
const QString kLanguage = QStringLiteral("/language");

} // namespace

DocumentDialog::DocumentDialog(const QString &settingsGroup, const QString &defaultName,
                               QWidget *parent)
    : QDialog(parent), m_group(settingsGroup)
{
    auto *layout = new QVBoxLayout(this);
    m_form = new QFormLayout;
    layout->addLayout(m_form);
    m_file = addFileRow(tr("&File:"), QStringLiteral("file"), tr("PDF (*.pdf)"));
    m_paper = new QComboBox(this);
    m_paper->setObjectName(QStringLiteral("paper"));
    for (const QString &id : DocumentOptions::paperIds())
        m_paper->addItem(DocumentOptions::paperName(*DocumentOptions::parsePaper(id)), id);
    m_form->addRow(tr("&Paper:"), m_paper);
    m_language = new QComboBox(this);
    m_language->setObjectName(QStringLiteral("language"));
    for (const QString &id : DocumentOptions::languageIds())
        m_language->addItem(DocumentOptions::languageName(id), id);
    m_form->addRow(tr("&Language:"), m_language);

    const QSettings settings;
    setFileName(settings.value(m_group + kFile, QDir::home().filePath(defaultName)).toString());
    DocumentOptions options;
    options.paper = DocumentOptions::parsePaper(settings.value(m_group + kPaper).toString())
                        .value_or(DocumentOptions::Paper::A4);
    const QString language = settings.value(m_group + kLanguage).toString();
    if (DocumentOptions::isLanguage(language))
        options.language = language;
    setOptions(options);
}

QLineEdit *DocumentDialog::addFileRow(const QString &label, const QString &objectName,
                                      const QString &filter)
{
    auto *edit = new QLineEdit(this);
    edit->setObjectName(objectName);
    edit->setMinimumWidth(320);
    auto *browse = new QPushButton(tr("&Browse…"), this);
    browse->setObjectName(objectName + QStringLiteral("Browse"));
    connect(browse, &QPushButton::clicked, this, [this, edit, filter] {
        const QString chosen =
            QFileDialog::getSaveFileName(this, windowTitle(), edit->text(), filter);
        if (!chosen.isEmpty())
            edit->setText(QDir::toNativeSeparators(chosen));
    });
    auto *row = new QHBoxLayout;
    row->addWidget(edit, 1);
    row->addWidget(browse);
    m_form->addRow(buddyLabel(label, edit), row);
    return edit;
}

QLabel *DocumentDialog::buddyLabel(const QString &text, QWidget *buddy)
{
    // A row whose field is a layout gets no buddy from QFormLayout: its label would show the
    // "&" of its shortcut instead of underlining the letter.
    auto *label = new QLabel(text, this);
    label->setBuddy(buddy);
    return label;
}

void DocumentDialog::finish()
{
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("&Export"));
    connect(buttons, &QDialogButtonBox::accepted, this, &DocumentDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &DocumentDialog::reject);
    static_cast<QVBoxLayout *>(layout())->addWidget(buttons);
}

QString DocumentDialog::fileName() const
{
    return QDir::fromNativeSeparators(m_file->text().trimmed());
}

void DocumentDialog::setFileName(const QString &fileName)
{
    m_file->setText(QDir::toNativeSeparators(fileName));
}

DocumentOptions DocumentDialog::options() const
{
    DocumentOptions options;
    options.paper = DocumentOptions::parsePaper(m_paper->currentData().toString())
                        .value_or(DocumentOptions::Paper::A4);
    options.language = m_language->currentData().toString();
    return options;
}

void DocumentDialog::setOptions(const DocumentOptions &options)
{
    m_paper->setCurrentIndex(m_paper->findData(DocumentOptions::paperId(options.paper)));
    m_language->setCurrentIndex(m_language->findData(options.language));
}

QString DocumentDialog::problem() const
{
    if (QFileInfo(fileName()).suffix().toLower() != QLatin1String("pdf"))
        return tr("The file must be a PDF file (.pdf).");
    return {};
}

void DocumentDialog::saveSettings() const
{
    QSettings settings;
    settings.setValue(m_group + kFile, fileName());
    settings.setValue(m_group + kPaper, DocumentOptions::paperId(options().paper));
    settings.setValue(m_group + kLanguage, options().language);
}

void DocumentDialog::accept()
{
    const QString message = problem();
    if (!message.isEmpty()) {
        QMessageBox::warning(this, windowTitle(), message);
        return;
    }
    saveSettings();
    QDialog::accept();
}
