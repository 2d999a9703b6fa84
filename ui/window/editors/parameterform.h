#pragma once

#include <QHash>
#include <QStringList>
#include <QWidget>

class QFormLayout;
class TabController;

// A form of a tab's parameters: one row per key, its label (with the parameter's mnemonic) and
// its editor, made from the declarations and bound to the controller.
class ParameterForm : public QWidget
{
    Q_OBJECT

public:
    ParameterForm(TabController &controller, const QStringList &keys, QWidget *parent = nullptr);

    QWidget *editor(const QString &key) const { return m_editors.value(key); }
    QFormLayout *formLayout() const { return m_form; }
    // Shows or hides a parameter's row (e.g. a scaling's own parameters).
    void setRowVisible(const QString &key, bool visible);

private:
    QFormLayout *m_form = nullptr;
    QHash<QString, QWidget *> m_editors;
};
