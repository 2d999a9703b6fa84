// The Compare tab driven offscreen: a tab this suite declares (TestTabSpec, registered with
// TabSpecs::addTab) joins the list of profiles without an edit of the Compare tab, and is
// computed with the settings; the page follows the other tabs' parameters (and stops following
// for a session's settings or when unchecked); the overlay and the panels draw every chosen
// profile, the values the table holds; an empty choice is named in the banner.
#include "compare/comparespec.h"
#include "compare/profilecatalog.h"
#include "compare/profilepanels.h"
#include "figures/linechartwidget.h"
#include "shell/pagefactory.h"
#include "spec/tabspecs.h"
#include "tabs/compare/comparepage.h"
#include "tabs/compare/profilelist.h"
#include "task/tabcontroller.h"
#include "task/taskcontrol.h"

#include "rope/ropespec.h"

#include <QCheckBox>
#include <QJsonObject>
#include <QListWidget>
#include <QSignalSpy>
#include <QTest>

#include <memory>

namespace {

inline constexpr ParameterKey kScale{"scale"};

class TestTabResult : public TabResult
{};

// A tab of this suite only: one parameter and one profile, scale·Δ², defined up to Δ = 100.
class TestTabSpec : public TabSpec
{
public:
    TestTabSpec() : TabSpec("testtab", "TestTabSpec")
    {
        addParameter(Parameter::real(kScale, 1.0, 0.0, 1000.0).help("The scale."));
        RelativeProfile square;
        square.id = QStringLiteral("test-square");
        square.title = "Test: scale·Δ²";
        square.range = [](const TabState &) { return std::optional<std::int64_t>(100); };
        square.compute = [](const TabState &state, std::int64_t maxDistance, const TaskControl &) {
            const double scale = state.real(kScale);
            return pelab::pointwiseProfile(
                maxDistance, [scale](std::int64_t d) { return scale * double(d) * double(d); });
        };
        addProfile(square);
    }
    QString title() const override { return QStringLiteral("Test"); }
    QString summary() const override { return {}; }
    QString busyText() const override { return {}; }
    std::shared_ptr<const TabResult> compute(const TabState &state,
                                             const TaskControl &) const override
    {
        auto result = std::make_shared<TestTabResult>();
        result->state = state;
        return result;
    }
};

const TestTabSpec &testTab()
{
    static const TestTabSpec spec;
    return spec;
}

const TabSpec &compareSpec()
{
    return *TabSpecs::find(QStringLiteral("compare"));
}

} // namespace

class TestComparePage : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { TabSpecs::addTab(&testTab()); }

    void aNewTabsProfileIsListedAndComputed()
    {
        QCOMPARE(ProfileCatalog::ids().last(), QStringLiteral("test-square"));
        QCOMPARE(ProfileCatalog::find(QStringLiteral("test-square")).tab, &testTab());
        TabState state = compareSpec().defaults();
        state.set(CompareKeys::profiles, QStringLiteral("rope,test-square"));
        state.set(CompareKeys::settings, QStringLiteral("testtab.scale=3"));
        state.set(CompareKeys::maxDistance, QVariant::fromValue(qint64(10)));
        state.set(CompareKeys::normalise, QStringLiteral("none"));
        QVERIFY(compareSpec().problem(state).isEmpty());
        const auto result = std::static_pointer_cast<const CompareResult>(
            compareSpec().compute(state, TaskControl()));
        QCOMPARE(result->profiles.size(), 2);
        const ComparedProfile &square = result->profiles[1];
        QCOMPARE(square.tabKey, QStringLiteral("testtab"));
        for (int d = 0; d <= 10; ++d)
            QCOMPARE(square.shown.centre[std::size_t(d)], 3.0 * d * d);
        // Its declared range is refused beyond.
        state.set(CompareKeys::maxDistance, QVariant::fromValue(qint64(101)));
        QVERIFY2(compareSpec().problem(state).contains(QStringLiteral("up to Δ = 100")),
                 qPrintable(compareSpec().problem(state)));
        state.set(CompareKeys::settings, QStringLiteral("testtab.scale=-1"));
        QVERIFY(compareSpec().problem(state).contains(QStringLiteral("testtab.scale")));

        ComparePage page;
        QListWidget *list = page.profileList()->list();
        QCOMPARE(list->count(), ProfileCatalog::ids().size());
        QCOMPARE(list->item(list->count() - 1)->data(Qt::UserRole).toString(),
                 QStringLiteral("test-square"));
    }

    void drawsEveryProfile()
    {
        ComparePage page;
        page.resize(1400, 900);
        page.show();
        QSignalSpy shown(&page, &ComparePage::resultShown);
        QVERIFY(QTest::qWaitFor([&] { return shown.count() >= 1 && !page.isComputing(); }, 60000));
        const auto &r = *page.controller()->resultAs<CompareResult>();
        QCOMPARE(r.profiles.size(), 4); // sinusoidal, rope, alibi, shaw
        QCOMPARE(page.overlay()->seriesCount(), 4);
        const QList<QPointF> alibi = page.overlay()->seriesPoints(2);
        QCOMPARE(alibi.size(), 513);
        QCOMPARE(alibi.last().x(), 512.0);
        QCOMPARE(alibi.last().y(), r.profiles[2].shown.centre.back());
        QCOMPARE(page.panels()->charts().size(), 4);
        QCOMPARE(page.panels()->charts()[3]->seriesPoints(0).size(), 513);

        // Unchecking every profile names the problem and keeps the last result.
        QListWidget *list = page.profileList()->list();
        for (int i = 0; i < list->count(); ++i)
            list->item(i)->setCheckState(Qt::Unchecked);
        QVERIFY(QTest::qWaitFor(
            [&] { return page.controller()->errorText().contains(QStringLiteral("at least one")); },
            10000));
        QCOMPARE(page.overlay()->seriesCount(), 4);
    }

    void followsTheTabs()
    {
        ComparePage page;
        std::unique_ptr<Page> rope(PageFactory::create(QStringLiteral("rope")));
        std::unique_ptr<Page> alibi(PageFactory::create(QStringLiteral("alibi")));
        page.setSiblingPages({rope.get(), alibi.get(), &page});
        QVERIFY(page.isFollowing());
        auto *ropeTab = qobject_cast<TabPage *>(rope.get());
        auto *alibiTab = qobject_cast<TabPage *>(alibi.get());
        ropeTab->controller()->setValue(RopeKeys::base, 500000.0);
        alibiTab->controller()->setValue(QStringLiteral("heads"), QVariant::fromValue(qint64(16)));
        QCOMPARE(page.controller()->state().text(CompareKeys::settings),
                 QStringLiteral("rope.base=500000; alibi.heads=16"));
        // Not chosen: not followed.
        page.controller()->setValue(CompareKeys::profiles, QStringLiteral("alibi"));
        QCOMPARE(page.controller()->state().text(CompareKeys::settings),
                 QStringLiteral("alibi.heads=16"));
        // Unchecked: the settings are the user's.
        page.findChild<QCheckBox *>(QStringLiteral("followTabs"))->setChecked(false);
        alibiTab->controller()->setValue(QStringLiteral("heads"), QVariant::fromValue(qint64(4)));
        QCOMPARE(page.controller()->state().text(CompareKeys::settings),
                 QStringLiteral("alibi.heads=16"));
        // Checked again: the tabs' values at once.
        page.setFollowing(true);
        QCOMPARE(page.controller()->state().text(CompareKeys::settings),
                 QStringLiteral("alibi.heads=4"));
        // A session's settings are kept as it recorded them.
        QStringList warnings;
        page.setParameters({{QStringLiteral("profiles"), QStringLiteral("rope")},
                            {QStringLiteral("settings"), QStringLiteral("rope.dim=32")}},
                           &warnings);
        QVERIFY(warnings.isEmpty());
        QVERIFY(!page.isFollowing());
        QCOMPARE(page.controller()->state().text(CompareKeys::settings),
                 QStringLiteral("rope.dim=32"));
    }
};

QTEST_MAIN(TestComparePage)
#include "tst_comparepage.moc"
