// The "Check an implementation" view of the RoPE and ALiBi tabs: computed from a state against
// tables the test writes deliberately broken (unscaled, permuted, the paper's slopes where MPT
// B = 16 is configured), its table against the relative errors written out here, and the window:
// the instruction while no file is loaded, the verdict in words with its colour and icon, a bad
// file's message in place of the verdict, and a verdict that follows the values (a preset chosen
// after the check clears it; a file that fits the new values checks again).
#include "alibi/alibicheck.h"
#include "alibi/alibispec.h"
#include "alibi/alibiviews.h"
#include "figures/linechartwidget.h"
#include "rope/ropecheck.h"
#include "rope/ropespec.h"
#include "rope/ropeviews.h"
#include "spec/tabspec.h"
#include "spec/tabspecs.h"
#include "spec/viewcomputation.h"
#include "tabs/alibi/alibipage.h"
#include "tabs/check/checkpanel.h"
#include "tabs/model/modelconfigbar.h"
#include "tabs/rope/ropepage.h"
#include "task/tabcontroller.h"
#include "task/taskcontrol.h"

#include <QDir>
#include <QFile>
#include <QFrame>
#include <QLabel>
#include <QPalette>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <vector>

namespace {

QString row(const std::vector<double> &values)
{
    QStringList cells;
    for (double v : values)
        cells << QString::number(v, 'g', 17);
    return cells.join(QLatin1Char(','));
}

// θ_i = base^(−2i/d), i = 0 … d/2 − 1.
std::vector<double> invFreq(int dim, double base)
{
    std::vector<double> out;
    for (int i = 0; i < dim / 2; ++i)
        out.push_back(std::pow(base, -2.0 * i / dim));
    return out;
}

// MPT's rule: 2^(−m·B/H′), m = 1 … H′ (H′ the next power of two), odd-indexed then even-indexed,
// the first H.
std::vector<double> mptSlopes(int heads, double biasMax)
{
    int next = 1;
    while (next < heads)
        next *= 2;
    std::vector<double> all;
    for (int m = 1; m <= next; ++m)
        all.push_back(std::exp2(-m * biasMax / next));
    std::vector<double> out;
    for (std::size_t i = 1; i < all.size(); i += 2)
        out.push_back(all[i]);
    for (std::size_t i = 0; i < all.size(); i += 2)
        out.push_back(all[i]);
    out.resize(std::size_t(heads));
    return out;
}

} // namespace

class TestCheckView : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void ropeUnscaledIsScalingIgnored();
    void ropePermutedCacheIsPairingDiffers();
    void alibiPaperSlopesWhereMptIsConfigured();
    void ropeWindowShowsTheVerdict();
    void alibiWindowShowsTheVerdict();
    void alibiVerdictFollowsAPreset();
    void verdictLooks();

private:
    QString write(const QString &name, const QByteArray &text);
    ViewData compute(const QString &tab, const TabState &state);

    QTemporaryDir m_dir;
};

void TestCheckView::initTestCase()
{
    QVERIFY(m_dir.isValid());
}

QString TestCheckView::write(const QString &name, const QByteArray &text)
{
    const QString path = QDir(m_dir.path()).filePath(name);
    QFile file(path);
    if (file.open(QIODevice::WriteOnly))
        file.write(text);
    return path;
}

ViewData TestCheckView::compute(const QString &tab, const TabState &state)
{
    return ViewComputation::compute(*TabSpecs::find(tab), QStringLiteral("check"), state,
                                    TaskControl());
}

void TestCheckView::ropeUnscaledIsScalingIgnored()
{
    // Linear ×4 configured: θ_i/4. The implementation wrote θ_i itself.
    TabState state = TabSpecs::find(QStringLiteral("rope"))->defaults();
    QVERIFY(state.set(RopeKeys::dim, QVariant::fromValue(qint64(16))).isEmpty());
    QVERIFY(state.set(RopeKeys::scaling, QStringLiteral("linear")).isEmpty());
    QVERIFY(state.set(RopeKeys::factor, 4.0).isEmpty());
    const std::vector<double> theta = invFreq(16, 10000.0);
    QVERIFY(state
                .set(RopeCheckKeys::compare,
                     write(QStringLiteral("unscaled.csv"), row(theta).toUtf8() + '\n'))
                .isEmpty());
    const ViewData data = compute(QStringLiteral("rope"), state);
    const RopeCheckResult &check = data.viewResultAs<RopeCheckResult>();
    QVERIFY(check.comparison);
    QCOMPARE(check.comparison->cause, pelab::LikelyCause::ScalingIgnored);
    QVERIFY(!check.comparison->match);
    QCOMPARE(check.file, QStringLiteral("unscaled.csv"));
    // Per pair |θ_i − θ_i/4| / (θ_i/4) = 3, against 8·2⁻⁵³·(1 + max|ln(θ_i/4)|) relative.
    const ExportTable table = data.view->table(data);
    QVERIFY(table.isValid());
    QCOMPARE(table.matrix->rows(), std::size_t(8));
    QCOMPARE(table.columnLabel(0), QStringLiteral("rel_error"));
    QCOMPARE(table.columnLabel(1), QStringLiteral("tolerance"));
    const double tolerance = 8 * 0x1p-53 * (1 + std::abs(std::log(theta[7] / 4)));
    for (std::size_t i = 0; i < 8; ++i) {
        QVERIFY(std::abs((*table.matrix)(i, 0) - 3.0) <= 1e-14);
        QVERIFY(std::abs((*table.matrix)(i, 1) - tolerance) <= 1e-12 * tolerance);
    }
    QCOMPARE(check.comparison->worstPair, 0);
}

void TestCheckView::ropePermutedCacheIsPairingDiffers()
{
    // Half pairing configured (cat(freqs, freqs)); the cache is interleaved: 12 positions, d 8.
    TabState state = TabSpecs::find(QStringLiteral("rope"))->defaults();
    QVERIFY(state.set(RopeKeys::dim, QVariant::fromValue(qint64(8))).isEmpty());
    QVERIFY(state.set(RopeKeys::pairing, QStringLiteral("half")).isEmpty());
    const std::vector<double> theta = invFreq(8, 10000.0);
    QString cosText;
    QString sinText;
    for (int t = 0; t < 12; ++t) {
        std::vector<double> c;
        std::vector<double> s;
        for (int j = 0; j < 8; ++j) {
            c.push_back(std::cos(t * theta[std::size_t(j / 2)]));
            s.push_back(std::sin(t * theta[std::size_t(j / 2)]));
        }
        cosText += row(c) + QLatin1Char('\n');
        sinText += row(s) + QLatin1Char('\n');
    }
    QVERIFY(state.set(RopeCheckKeys::compareCos, write(QStringLiteral("cos.csv"), cosText.toUtf8()))
                .isEmpty());
    QVERIFY(state.set(RopeCheckKeys::compareSin, write(QStringLiteral("sin.csv"), sinText.toUtf8()))
                .isEmpty());
    const ViewData data = compute(QStringLiteral("rope"), state);
    const RopeCheckResult &check = data.viewResultAs<RopeCheckResult>();
    QVERIFY(check.comparison);
    QCOMPARE(check.comparison->quantity, std::string("cos_sin"));
    QCOMPARE(check.comparison->cause, pelab::LikelyCause::PairingDiffers);
    QCOMPARE(data.view->table(data).matrix->rows(), std::size_t(4));
    // Pair 0 is columns 0 and 4 under half: column 4 holds θ_2's angle; at some t the error is
    // at least |cos(t·θ_0) − cos(t·θ_2)| for every t.
    double pair0 = 0.0;
    for (int t = 0; t < 12; ++t)
        pair0 = std::max({pair0, std::abs(std::cos(t * theta[0]) - std::cos(t * theta[2])),
                          std::abs(std::sin(t * theta[0]) - std::sin(t * theta[2]))});
    QVERIFY(std::abs(check.comparison->pairError[0] - pair0) <= 1e-15);
}

void TestCheckView::alibiPaperSlopesWhereMptIsConfigured()
{
    // MPT with B = 16 and 12 heads; the implementation used the paper's 2^(−8k/12).
    TabState state = TabSpecs::find(QStringLiteral("alibi"))->defaults();
    QVERIFY(state.set(AlibiKeys::rule, QStringLiteral("mpt")).isEmpty());
    QVERIFY(state.set(AlibiKeys::heads, QVariant::fromValue(qint64(12))).isEmpty());
    QVERIFY(state.set(AlibiKeys::alibiBiasMax, 16.0).isEmpty());
    std::vector<double> paper;
    for (int k = 1; k <= 12; ++k)
        paper.push_back(std::exp2(-8.0 * k / 12));
    QVERIFY(state
                .set(AlibiCheckKeys::compare,
                     write(QStringLiteral("slopes.csv"), row(paper).toUtf8() + '\n'))
                .isEmpty());
    const ViewData data = compute(QStringLiteral("alibi"), state);
    const AlibiCheckResult &check = data.viewResultAs<AlibiCheckResult>();
    QVERIFY(check.comparison);
    QCOMPARE(check.comparison->cause, pelab::AlibiCause::WrongRule);
    QVERIFY(check.comparison->otherRule);
    QCOMPARE(*check.comparison->otherRule, pelab::SlopeRule::Paper);
    const std::vector<double> mpt = mptSlopes(12, 16.0);
    const ExportTable table = data.view->table(data);
    QCOMPARE(table.matrix->rows(), std::size_t(12));
    QCOMPARE(table.rowLabel(0), QStringLiteral("1"));
    for (std::size_t h = 0; h < 12; ++h) {
        const double rel = std::abs(paper[h] - mpt[h]) / mpt[h];
        QVERIFY(std::abs((*table.matrix)(h, 0) - rel) <= 1e-13 * rel);
        QCOMPARE((*table.matrix)(h, 1), 1e-12); // a CSV file: float64's tolerance
    }
}

void TestCheckView::ropeWindowShowsTheVerdict()
{
    RopePage page;
    page.resize(1400, 900);
    TabController *c = page.controller();
    c->setValue(RopeKeys::dim, QVariant::fromValue(qint64(16)));
    c->setValue(RopeKeys::positions, QVariant::fromValue(qint64(32)));
    c->setValue(RopeKeys::scaling, QStringLiteral("linear"));
    c->setValue(RopeKeys::factor, 4.0);
    c->recompute();
    QVERIFY(page.setSessionView(QStringLiteral("check")));
    QVERIFY(QTest::qWaitFor(
        [&] { return !page.isComputing() && c->viewData(QStringLiteral("check")).isValid(); },
        60000));
    QVERIFY(page.checkVerdict().contains(QStringLiteral("Load the table your implementation")));
    QVERIFY(page.errorText().isEmpty()); // an instruction, not an error

    const QString unscaled =
        write(QStringLiteral("window.csv"), row(invFreq(16, 10000.0)).toUtf8() + '\n');
    c->setValue(RopeCheckKeys::compare, unscaled);
    QVERIFY(QTest::qWaitFor(
        [&] {
            return !page.isComputing() && page.checkVerdict().contains(QStringLiteral("scaling"));
        },
        60000));
    const QString verdict = page.checkVerdict();
    QVERIFY2(verdict.contains(QStringLiteral("scaling ignored: equals the unscaled table")),
             qPrintable(verdict));
    QVERIFY(verdict.contains(QStringLiteral("Does not match")));
    QCOMPARE(page.exportTable().matrix->rows(), std::size_t(8));

    // A file that is not there: a message, in the banner and in place of the verdict.
    c->setValue(RopeCheckKeys::compare, QDir(m_dir.path()).filePath(QStringLiteral("no.csv")));
    QVERIFY(
        QTest::qWaitFor([&] { return !page.isComputing() && !page.errorText().isEmpty(); }, 60000));
    QVERIFY2(page.errorText().contains(QStringLiteral("no.csv")), qPrintable(page.errorText()));
    QVERIFY2(page.checkVerdict().startsWith(QStringLiteral("Not checked")),
             qPrintable(page.checkVerdict()));
    QVERIFY(page.checkVerdict().contains(QStringLiteral("no.csv")));
    QVERIFY(!page.checkVerdict().contains(QStringLiteral("scaling")));
}

void TestCheckView::alibiWindowShowsTheVerdict()
{
    AlibiPage page;
    page.resize(1400, 900);
    TabController *c = page.controller();
    c->setValue(AlibiKeys::rule, QStringLiteral("mpt"));
    c->setValue(AlibiKeys::heads, QVariant::fromValue(qint64(12)));
    c->setValue(AlibiKeys::alibiBiasMax, 16.0);
    std::vector<double> paper;
    for (int k = 1; k <= 12; ++k)
        paper.push_back(std::exp2(-8.0 * k / 12));
    c->setValue(AlibiCheckKeys::compare,
                write(QStringLiteral("paper.csv"), row(paper).toUtf8() + '\n'));
    c->recompute();
    QVERIFY(page.setSessionView(QStringLiteral("check")));
    auto *label = page.findChild<QLabel *>(QStringLiteral("checkVerdict"));
    QVERIFY(label);
    QVERIFY(QTest::qWaitFor(
        [&] { return !page.isComputing() && label->text().contains(QStringLiteral("wrong rule")); },
        60000));
    auto *heading = page.findChild<QLabel *>(QStringLiteral("checkVerdictHeading"));
    QVERIFY(heading);
    QCOMPARE(heading->text(), QStringLiteral("Does not match"));
    QCOMPARE(page.exportTable().matrix->rows(), std::size_t(12));
}

void TestCheckView::alibiVerdictFollowsAPreset()
{
    // 12 heads, the reference code's slopes loaded: a match. Then MPT-7B (32 heads) is chosen:
    // the 12-head verdict must not stay next to its values.
    AlibiPage page;
    page.resize(1400, 900);
    TabController *c = page.controller();
    c->setValue(AlibiKeys::heads, QVariant::fromValue(qint64(12)));
    std::vector<double> official;
    for (int h = 1; h <= 8; ++h)
        official.push_back(std::exp2(-h));
    for (int k = 1; k <= 4; ++k)
        official.push_back(std::exp2(-(2.0 * k - 1) / 2));
    c->setValue(AlibiCheckKeys::compare,
                write(QStringLiteral("official12.csv"), row(official).toUtf8() + '\n'));
    c->recompute();
    QVERIFY(page.setSessionView(QStringLiteral("check")));
    auto *panel = page.findChild<CheckPanel *>();
    QVERIFY(panel);
    const auto settled = [&] { return !page.isComputing(); };
    QVERIFY(QTest::qWaitFor(
        [&] { return settled() && panel->verdictKind() == CheckVerdict::Kind::Match; }, 60000));
    QVERIFY(panel->verdict().contains(QStringLiteral("12 slopes")));

    QVERIFY(page.modelBar()->applyPreset(QStringLiteral("mpt-7b")));
    QVERIFY(panel->verdictKind() != CheckVerdict::Kind::Match); // at once, not after the work
    QVERIFY(QTest::qWaitFor(
        [&] { return settled() && panel->verdictKind() == CheckVerdict::Kind::NotChecked; },
        60000));
    QVERIFY2(panel->verdict().contains(QStringLiteral("32 slopes")), qPrintable(panel->verdict()));
    QVERIFY(!panel->verdict().contains(QStringLiteral("Match")));
    QVERIFY(!panel->chart()->isVisibleTo(panel));

    // MPT-7B's 32 slopes (B = 8: 2^(−m/4)) loaded: checked again against its values.
    std::vector<double> mpt32;
    for (int m = 1; m <= 32; ++m)
        mpt32.push_back(std::exp2(-m / 4.0));
    c->setValue(AlibiCheckKeys::compare,
                write(QStringLiteral("mpt32.csv"), row(mpt32).toUtf8() + '\n'));
    QVERIFY(QTest::qWaitFor(
        [&] { return settled() && panel->verdictKind() == CheckVerdict::Kind::Match; }, 60000));
    QVERIFY(panel->verdict().contains(QStringLiteral("32 slopes")));
    QVERIFY(panel->chart()->isVisibleTo(panel));
    QCOMPARE(page.exportTable().matrix->rows(), std::size_t(32));
}

void TestCheckView::verdictLooks()
{
    // Each kind has its own icon and colours, set together (background and text), so that the
    // verdict reads in a light and a dark palette: text against background at least 7:1 (WCAG AAA).
    const auto luminance = [](const QColor &colour) {
        const auto linear = [](double c) {
            return c <= 0.03928 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
        };
        return 0.2126 * linear(colour.redF()) + 0.7152 * linear(colour.greenF()) +
               0.0722 * linear(colour.blueF());
    };
    QStringList icons;
    for (CheckVerdict::Kind kind :
         {CheckVerdict::Kind::NoFile, CheckVerdict::Kind::Pending, CheckVerdict::Kind::NotChecked,
          CheckVerdict::Kind::Match, CheckVerdict::Kind::Mismatch}) {
        const CheckPanel::Look look = CheckPanel::look(kind);
        const double a = luminance(look.text), b = luminance(look.background);
        QVERIFY2((std::max(a, b) + 0.05) / (std::min(a, b) + 0.05) >= 7.0, qPrintable(look.icon));
        QVERIFY(!icons.contains(look.icon));
        icons << look.icon;
    }
    // The page under a dark palette: the verdict box keeps its own colours.
    RopePage page;
    QPalette dark;
    dark.setColor(QPalette::Window, QColor(0x20, 0x20, 0x20));
    dark.setColor(QPalette::WindowText, Qt::white);
    page.setPalette(dark);
    auto *box = page.findChild<QFrame *>(QStringLiteral("checkVerdictBox"));
    QVERIFY(box);
    const CheckPanel::Look look = CheckPanel::look(page.findChild<CheckPanel *>()->verdictKind());
    QVERIFY(box->styleSheet().contains(look.background.name()));
    QVERIFY(box->styleSheet().contains(look.text.name()));
}

QTEST_MAIN(TestCheckView)
#include "tst_checkview.moc"
