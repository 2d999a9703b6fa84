#include "relativeprofile.h"

#include "spec/tabstate.h"

#include <QCoreApplication>

QString RelativeProfile::titleText() const
{
    return title ? QCoreApplication::translate(context, title) : id;
}

QString RelativeProfile::shortTitleText() const
{
    return shortTitle ? QCoreApplication::translate(context, shortTitle) : titleText();
}

QString RelativeProfile::formulaText() const
{
    return formula ? QCoreApplication::translate(context, formula) : QString();
}

QString RelativeProfile::bandText() const
{
    return band ? QCoreApplication::translate(context, band) : QString();
}

std::optional<std::int64_t> RelativeProfile::maxDistance(const TabState &state) const
{
    return range ? range(state) : std::nullopt;
}
