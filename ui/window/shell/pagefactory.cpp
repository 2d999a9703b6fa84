#include "pagefactory.h"

#include "tabs/alibi/alibipage.h"
#include "tabs/learned/learnedpage.h"
#include "tabs/rope/ropepage.h"
#include "tabs/shaw/shawpage.h"
#include "tabs/sinusoidal/sinusoidalpage.h"
#include "tabs/steplab/steplabpage.h"

QStringList PageFactory::keys()
{
    return {QStringLiteral("sinusoidal"), QStringLiteral("steplab"), QStringLiteral("alibi"),
            QStringLiteral("rope"),       QStringLiteral("learned"), QStringLiteral("shaw")};
}

Page *PageFactory::create(const QString &key, QWidget *parent)
{
    if (key == QLatin1String("sinusoidal"))
        return new SinusoidalPage(parent);
    if (key == QLatin1String("steplab"))
        return new StepLabPage(parent);
    if (key == QLatin1String("alibi"))
        return new AlibiPage(parent);
    if (key == QLatin1String("rope"))
        return new RopePage(parent);
    if (key == QLatin1String("learned"))
        return new LearnedPage(parent);
    if (key == QLatin1String("shaw"))
        return new ShawPage(parent);
    return nullptr;
}
