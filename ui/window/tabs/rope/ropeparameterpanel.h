#pragma once

#include <QHash>
#include <QWidget>

class ParameterForm;
class TabController;

// The RoPE tab's parameters, made from its specification and bound to its controller, in four
// groups: the setup, the scaling (only the chosen type's own values shown), q and k (only the
// chosen source's shown, with a file chooser each) and the invariance check.
class RopeParameterPanel : public QWidget
{
    Q_OBJECT

public:
    explicit RopeParameterPanel(TabController &controller, QWidget *parent = nullptr);

private:
    ParameterForm *addGroup(const QString &title, const QStringList &keys);
    void addFileChooser(ParameterForm *form, const QString &key);
    void setRowShown(const QString &key, bool shown);
    void updateRows();
    void startScaling();

    TabController &m_controller;
    QHash<QString, ParameterForm *> m_forms; // key → its form
    QHash<QString, QWidget *> m_fields;      // key → its row's field (editor or chooser)
};
