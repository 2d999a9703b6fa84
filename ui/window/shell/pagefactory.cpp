#include "pagefactory.h"

#include "shell/pageregistration.h"

// Each tab's registration (PELAB_REGISTER_TAB_PAGE in its folder under tabs/).
#define PELAB_TAB(key) Page *pelabTabPage_##key(QWidget *parent);
#include "pelabtabs.inc"
#undef PELAB_TAB

namespace {

struct TabPageMaker
{
    const char *key;
    Page *(*create)(QWidget *parent);
};

// In ui/tabs.cmake's order.
const TabPageMaker kPages[] = {
#define PELAB_TAB(key) {#key, &pelabTabPage_##key},
#include "pelabtabs.inc"
#undef PELAB_TAB
};

} // namespace

QStringList PageFactory::keys()
{
    QStringList keys;
    for (const TabPageMaker &page : kPages)
        keys << QLatin1String(page.key);
    return keys;
}

Page *PageFactory::create(const QString &key, QWidget *parent)
{
    for (const TabPageMaker &page : kPages) {
        if (key == QLatin1String(page.key))
            return page.create(parent);
    }
    return nullptr;
}
