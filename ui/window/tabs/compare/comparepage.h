#pragma once

#include "shell/tabpage.h"

#include <QList>

class LineChartWidget;
class ProfileList;
class ProfilePanels;
class QCheckBox;
class QLabel;
class TabPage;

// The Compare tab: the profiles the tabs declare (ProfileList), the range of Δ, the axis and
// the normalisation on the left; the overlay (one chart, bands where a profile varies with t or
// the head) and the panels (one chart each) on the right. While "Follow the tabs" is checked,
// the settings are each chosen profile's tab's current parameters (what differs from its
// defaults), written again whenever one changes; unchecked, they are typed here. Settings set
// from outside (a session, a lesson's slide) other than the tabs' are kept as they came, and
// following stops.
class ComparePage : public TabPage
{
    Q_OBJECT

public:
    explicit ComparePage(QWidget *parent = nullptr);

    void setSiblingPages(const QList<Page *> &pages) override;
    void setParameters(const QJsonObject &parameters, QStringList *warnings) override;

    bool isFollowing() const;
    void setFollowing(bool follow);
    LineChartWidget *overlay() const { return m_overlay; }
    ProfilePanels *panels() const { return m_panels; }
    ProfileList *profileList() const { return m_profiles; }

signals:
    void resultShown();

private:
    void showResult();
    // The settings the followed tabs' current parameters give, and setting them.
    QString followedSettings() const;
    void follow();

    ProfileList *m_profiles = nullptr;
    QCheckBox *m_follow = nullptr;
    QWidget *m_settingsEditor = nullptr;
    LineChartWidget *m_overlay = nullptr;
    ProfilePanels *m_panels = nullptr;
    QLabel *m_note = nullptr;
    QList<TabPage *> m_followed;
    bool m_restoring = false; // in setParameters(): its settings are not overwritten
};
