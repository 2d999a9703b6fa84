#include "viewspec.h"

#include "spec/tabresult.h"
#include "spec/tabspec.h"

#include <QCoreApplication>
#include <QRegularExpression>

QString ViewSpec::titleText() const
{
    return title ? QCoreApplication::translate(context, title) : name;
}

QString ViewSpec::summaryText() const
{
    return summary ? QCoreApplication::translate(context, summary) : QString();
}

QString ViewSpec::busyText() const
{
    return busy ? QCoreApplication::translate(context, busy) : QString();
}

bool ViewData::needsViewResult() const
{
    return view && bool(view->compute);
}

QString ViewData::title() const
{
    QString viewTitle = view ? view->titleText() : QString();
    // A translation's mnemonic in brackets ("ヒートマップ(&H)") goes whole, then any other '&'.
    static const QRegularExpression bracketed(QStringLiteral("\\s*\\(&[^)]\\)"));
    viewTitle.remove(bracketed);
    viewTitle.remove(QLatin1Char('&'));
    return tab ? QCoreApplication::translate("ViewData", "%1: %2").arg(tab->title(), viewTitle)
               : viewTitle;
}
