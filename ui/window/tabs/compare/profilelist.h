#pragma once

#include <QWidget>

class QListWidget;
class TabController;

// The Compare tab's choice of profiles: every profile the tabs declare (ProfileCatalog), each
// with a check box, its title and tab, and its formula as the tooltip; bound to the
// controller's "profiles" text (the ids checked, in the list's order), which it holds
// (Parameter::heldByView()).
class ProfileList : public QWidget
{
    Q_OBJECT

public:
    explicit ProfileList(TabController &controller, QWidget *parent = nullptr);

    QListWidget *list() const { return m_list; }
    // Shows the controller's value.
    void showValue();

private:
    void writeValue();

    TabController &m_controller;
    QListWidget *m_list = nullptr;
    bool m_showing = false;
};
