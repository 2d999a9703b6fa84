#pragma once

#include "arrayfile.h"

#include <QWidget>

#include <vector>

class LearnedResult;
class QComboBox;
class QLabel;
class QPushButton;

// The Learned tab's source: a row with Open table…, the recent files (kept in QSettings), the
// tensor picker of a multi-tensor file (hidden otherwise) and the tab's colours; below it, what
// is shown (file and tensor) and what the reader said of it.
class LearnedSourceBar : public QWidget
{
    Q_OBJECT

public:
    static constexpr int kMaxRecentFiles = 8;

    // `form` (the page's editors, bound to its controller) ends the row.
    explicit LearnedSourceBar(QWidget *form, QWidget *parent = nullptr);

    // A new table is shown: its tensors in the picker, its file first in the recent list, the
    // two lines that describe it.
    void showSource(const LearnedResult &result);
    static QStringList recentFiles();

signals:
    void chooseRequested();
    void recentChosen(const QString &fileName);
    void tensorChosen(const QString &tensor);

private:
    // The tensors of the shown file; `current` is selected. Unreadable ones are disabled.
    void setTensors(const std::vector<pelab::TensorInfo> &tensors, const QString &current);
    // Puts a file at the top of the recent list.
    void rememberRecent(const QString &fileName);
    void updateRecent();

    QPushButton *m_open = nullptr;
    QComboBox *m_recent = nullptr;
    QLabel *m_tensorLabel = nullptr;
    QComboBox *m_tensor = nullptr;
    QLabel *m_source = nullptr;
    QLabel *m_info = nullptr;
    bool m_updating = false;
};
