#include "comparepage.h"

#include "compare/comparefigures.h"
#include "compare/comparesettings.h"
#include "compare/comparespec.h"
#include "compare/profilecatalog.h"
#include "compare/profilepanels.h"
#include "editors/parameterform.h"
#include "figures/linechartwidget.h"
#include "shell/pageregistration.h"
#include "spec/tabspecs.h"
#include "tabs/compare/profilelist.h"
#include "task/tabcontroller.h"

#include <QCheckBox>
#include <QLabel>
#include <QScrollArea>
#include <QTabWidget>
#include <QVBoxLayout>

#include <algorithm>

ComparePage::ComparePage(QWidget *parent)
    : TabPage(*TabSpecs::find(QStringLiteral("compare")), parent)
{
    auto *side = new QWidget(this);
    auto *sideLayout = new QVBoxLayout(side);
    m_profiles = new ProfileList(*controller(), side);
    sideLayout->addWidget(m_profiles, 1);
    sideLayout->addWidget(createForm(
        {CompareKeys::maxDistance, CompareKeys::distanceScale, CompareKeys::normalise}, side));
    m_follow = new QCheckBox(tr("Follo&w the tabs"), side);
    m_follow->setObjectName(QStringLiteral("followTabs"));
    m_follow->setChecked(true);
    m_follow->setToolTip(tr("Checked, each profile is computed with its tab's parameters: the "
                            "settings below are what each chosen profile's tab now shows (its "
                            "parameters other than their defaults), kept up to date; unchecked, "
                            "they are yours to type."));
    sideLayout->addWidget(m_follow);
    ParameterForm *settings = createForm({CompareKeys::settings}, side);
    m_settingsEditor = settings->editor(CompareKeys::settings);
    sideLayout->addWidget(settings);
    auto *scroll = new QScrollArea(this);
    scroll->setWidget(side);
    scroll->setWidgetResizable(true);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setMinimumWidth(360);

    auto *overlayView = new QWidget(this);
    auto *overlayLayout = new QVBoxLayout(overlayView);
    m_overlay = new LineChartWidget(overlayView);
    m_overlay->setObjectName(QStringLiteral("compareOverlay"));
    m_overlay->setBaseMinimumHeight(300); // its legend under the plot: room at every zoom
    overlayLayout->addWidget(m_overlay, 1);
    m_note = new QLabel(tr("Δ = t − s: the key Δ positions before the query. A shaded band is "
                           "a profile's spread over the absolute position t (or over the "
                           "heads); its line the median (or the mean). Hover a profile in the "
                           "list for its formula."),
                        overlayView);
    m_note->setWordWrap(true);
    overlayLayout->addWidget(m_note);
    m_panels = new ProfilePanels(this);
    m_panels->setObjectName(QStringLiteral("comparePanels"));
    auto *panelsView = new QScrollArea(this);
    panelsView->setWidget(m_panels);
    panelsView->setWidgetResizable(true);
    panelsView->setFrameShape(QFrame::NoFrame);
    QTabWidget *views = createViews({overlayView, panelsView}, QStringLiteral("compareViews"));
    addSidePanel(scroll, views, tr("Parameters"), 360);

    connect(m_follow, &QCheckBox::toggled, this, [this](bool on) {
        m_settingsEditor->setEnabled(!on);
        if (on)
            follow();
    });
    m_settingsEditor->setEnabled(false);
    TabController *c = controller();
    connect(c, &TabController::resultChanged, this, &ComparePage::showResult);
    connect(c, &TabController::displayChanged, this, [this](const QString &) { showResult(); });
    connect(c, &TabController::valueChanged, this, [this](const QString &key) {
        if (key == CompareKeys::profiles)
            follow();
    });
    c->recompute();
}

void ComparePage::setSiblingPages(const QList<Page *> &pages)
{
    for (Page *page : pages) {
        auto *tab = qobject_cast<TabPage *>(page);
        if (!tab || tab == this || tab->spec().profiles().isEmpty())
            continue;
        m_followed.append(tab);
        connect(tab->controller(), &TabController::valueChanged, this,
                [this](const QString &) { follow(); });
    }
    follow();
}

void ComparePage::setParameters(const QJsonObject &parameters, QStringList *warnings)
{
    // Settings other than the tabs' (a lesson's slide, a session saved while not following) are
    // kept as they were recorded: following stops. Settings equal to the tabs' (the remembered
    // state at start-up, most sessions) go on following.
    m_restoring = true;
    TabPage::setParameters(parameters, warnings);
    m_restoring = false;
    setFollowing(followedSettings() == controller()->state().text(CompareKeys::settings));
}

bool ComparePage::isFollowing() const
{
    return m_follow->isChecked();
}

void ComparePage::setFollowing(bool follow)
{
    m_follow->setChecked(follow);
}

QString ComparePage::followedSettings() const
{
    const QStringList ids =
        ProfileCatalog::parse(controller()->state().text(CompareKeys::profiles));
    QStringList entries;
    for (const TabPage *tab : std::as_const(m_followed)) {
        const bool chosen = std::any_of(ids.begin(), ids.end(), [tab](const QString &id) {
            return ProfileCatalog::find(id).tab == &tab->spec();
        });
        if (!chosen)
            continue;
        const QString own = CompareSettings::entriesOf(tab->spec(), tab->controller()->state());
        if (!own.isEmpty())
            entries << own;
    }
    return entries.join(QStringLiteral("; "));
}

void ComparePage::follow()
{
    if (!isFollowing() || m_restoring)
        return;
    const QString text = followedSettings();
    if (text != controller()->state().text(CompareKeys::settings))
        controller()->setValue(CompareKeys::settings, text);
}

void ComparePage::showResult()
{
    const ViewData overlay = controller()->viewData(QStringLiteral("overlay"));
    if (!overlay.result)
        return;
    CompareFigures::drawOverlay(*m_overlay, overlay);
    m_panels->setData(controller()->viewData(QStringLiteral("panels")));
    const auto &r = overlay.resultAs<CompareResult>();
    emit statusMessage(
        tr("Compare: %1 profiles over Δ = 0 … %2").arg(r.profiles.size()).arg(r.maxDistance));
    emit resultShown();
}

PELAB_REGISTER_TAB_PAGE(compare, ComparePage)
