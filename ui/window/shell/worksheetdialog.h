#pragma once

#include "shell/documentdialog.h"

#include <cstdint>
#include <optional>

class QLineEdit;
class QSpinBox;

// File → Export Worksheets…: besides the PDF file, paper and language, the number of students,
// the seed (with a New Seed button) and an optional answer key file (.json, .csv or .pdf), all
// remembered in the settings.
class WorksheetDialog : public DocumentDialog
{
    Q_OBJECT

public:
    explicit WorksheetDialog(QWidget *parent = nullptr);

    int students() const;
    void setStudents(int students);
    std::optional<std::uint64_t> seed() const;
    void setSeed(std::uint64_t seed);
    QString keyFileName() const; // empty: no key
    void setKeyFileName(const QString &fileName);

protected:
    QString problem() const override;
    void saveSettings() const override;

private:
    QSpinBox *m_students = nullptr;
    QLineEdit *m_seed = nullptr;
    QLineEdit *m_key = nullptr;
};
