#include "profilelist.h"

#include "compare/comparespec.h"
#include "compare/profilecatalog.h"
#include "spec/tabspec.h"
#include "task/tabcontroller.h"

#include <QLabel>
#include <QListWidget>
#include <QVBoxLayout>

ProfileList::ProfileList(TabController &controller, QWidget *parent)
    : QWidget(parent), m_controller(controller)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *label = new QLabel(tr("&Profiles (each tab declares its own):"), this);
    layout->addWidget(label);
    m_list = new QListWidget(this);
    m_list->setObjectName(QStringLiteral("profileList"));
    label->setBuddy(m_list);
    for (const ProfileCatalog::Entry &entry : ProfileCatalog::all()) {
        const RelativeProfile &profile = *entry.profile;
        auto *item = new QListWidgetItem(profile.titleText(), m_list);
        item->setData(Qt::UserRole, profile.id);
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
        item->setCheckState(Qt::Unchecked);
        QString tip = profile.formulaText();
        if (profile.band)
            tip += QLatin1Char('\n') + tr("Band: its spread over %1").arg(profile.bandText());
        item->setToolTip(tip);
    }
    layout->addWidget(m_list);
    connect(m_list, &QListWidget::itemChanged, this, [this] {
        if (!m_showing)
            writeValue();
    });
    connect(&m_controller, &TabController::valueChanged, this, [this](const QString &key) {
        if (key == CompareKeys::profiles)
            showValue();
    });
    showValue();
}

void ProfileList::showValue()
{
    const QStringList ids = ProfileCatalog::parse(m_controller.state().text(CompareKeys::profiles));
    m_showing = true;
    for (int i = 0; i < m_list->count(); ++i) {
        QListWidgetItem *item = m_list->item(i);
        item->setCheckState(ids.contains(item->data(Qt::UserRole).toString()) ? Qt::Checked
                                                                              : Qt::Unchecked);
    }
    m_showing = false;
}

void ProfileList::writeValue()
{
    QStringList ids;
    for (int i = 0; i < m_list->count(); ++i) {
        if (m_list->item(i)->checkState() == Qt::Checked)
            ids << m_list->item(i)->data(Qt::UserRole).toString();
    }
    // An empty choice is kept as typed: the banner names the problem.
    m_controller.setValue(CompareKeys::profiles, ids.join(QLatin1Char(',')));
}
