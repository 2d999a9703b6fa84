#pragma once

#include <QHash>
#include <QWidget>

class ModelConfigBar;
class ParameterForm;
class TabController;

// The RoPE tab's parameters, made from its specification and bound to its controller, under
// the Model row, in four groups: the setup, the scaling (only the chosen type's own values shown),
// q and k (only the chosen source's shown, with a file chooser each) and the invariance check.
class RopeParameterPanel : public QWidget
{
    Q_OBJECT

public:
    explicit RopeParameterPanel(TabController &controller, QWidget *parent = nullptr);

    // The Model row at the top: presets, model configs and where the values came from.
    ModelConfigBar *modelBar() const { return m_modelBar; }

private:
    ParameterForm *addGroup(const QString &title, const QStringList &keys);
    void addFileChooser(ParameterForm *form, const QString &key);
    void setRowShown(const QString &key, bool shown);
    void updateRows();
    void startScaling();

    TabController &m_controller;
    ModelConfigBar *m_modelBar = nullptr;
    QHash<QString, ParameterForm *> m_forms; // key → its form
    QHash<QString, QWidget *> m_fields;      // key → its row's field (editor or chooser)
};
