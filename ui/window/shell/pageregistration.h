#pragma once

class Page;
class QWidget;

// How a tab's page joins PageFactory: one line in its page's .cpp,
//     PELAB_REGISTER_TAB_PAGE(rope, RopePage)
// with the tab's key as in ui/tabs.cmake.
#define PELAB_REGISTER_TAB_PAGE(key, PageClass)                                                    \
    Page *pelabTabPage_##key(QWidget *parent)                                                      \
    {                                                                                              \
        return new PageClass(parent);                                                              \
    }
