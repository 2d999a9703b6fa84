#pragma once

#include "figures/colormap.h"

#include "arrayfile.h"

#include <QWidget>

#include <string>
#include <vector>

class QComboBox;
class QLabel;
class QPushButton;

// The Learned tab's top row: Open table…, the recent files (kept in QSettings), the tensor
// picker of a multi-tensor file (hidden otherwise) and the colormap.
class LearnedSourceBar : public QWidget
{
    Q_OBJECT

public:
    static constexpr int kMaxRecentFiles = 8;

    explicit LearnedSourceBar(QWidget *parent = nullptr);

    // The tensors of the shown file; `current` is selected. Unreadable ones are disabled.
    void setTensors(const std::vector<pelab::TensorInfo> &tensors, const QString &current);
    // Puts a file at the top of the recent list.
    void rememberRecent(const QString &fileName);
    static QStringList recentFiles();
    // The tensor to show first from a multi-tensor file: a position table if one is named so.
    static std::string defaultTensor(const std::vector<pelab::TensorInfo> &tensors);

    Colormap colormap() const;
    void setColormap(Colormap colormap);

signals:
    void chooseRequested();
    void recentChosen(const QString &fileName);
    void tensorChosen(const QString &tensor);
    void colormapChanged(Colormap colormap);

private:
    void updateRecent();

    QPushButton *m_open = nullptr;
    QComboBox *m_recent = nullptr;
    QLabel *m_tensorLabel = nullptr;
    QComboBox *m_tensor = nullptr;
    QComboBox *m_colormap = nullptr;
    bool m_updating = false;
};
