#pragma once

#include "export/documentoptions.h"

#include <QDialog>

class QComboBox;
class QFormLayout;
class QLabel;
class QLineEdit;

// The rows the printed documents' dialogs share (Export Handout…, Export Worksheets…): the PDF
// file with a Browse… button, the paper and the language, remembered in the settings under
// `settingsGroup`. A subclass adds its rows to form() and checks them in problem().
class DocumentDialog : public QDialog
{
    Q_OBJECT

public:
    DocumentDialog(const QString &settingsGroup, const QString &defaultName, QWidget *parent);

    QString fileName() const;
    void setFileName(const QString &fileName);
    DocumentOptions options() const;
    void setOptions(const DocumentOptions &options);

    void accept() override; // refuses (with a message) what problem() names; saves the settings

protected:
    QFormLayout *form() const { return m_form; }
    // A row with a line edit and a Browse… button that asks for a file to save.
    QLineEdit *addFileRow(const QString &label, const QString &objectName, const QString &filter);
    // The label of a row whose field is a layout: its shortcut ("&File:") moves to `buddy`.
    QLabel *buddyLabel(const QString &text, QWidget *buddy);
    // What is wrong with the entries, or empty.
    virtual QString problem() const;
    virtual void saveSettings() const;
    QString settingsGroup() const { return m_group; }
    // Adds the OK and Cancel buttons; call once the subclass's rows are in.
    void finish();

private:
    QString m_group;
    QFormLayout *m_form = nullptr;
    QLineEdit *m_file = nullptr;
    QComboBox *m_paper = nullptr;
    QComboBox *m_language = nullptr;
};
