#include "export/figureexporter.h"
#include "figures/barchartwidget.h"
#include "figures/compositefigure.h"
#include "figures/linechartwidget.h"
#include "steplab/steptablemodel.h"
#include "steplab/steptables.h"
#include "tabs/steplab/scenewidget.h"
#include "tabs/steplab/steplabcontrols.h"
#include "tabs/steplab/steplabpage.h"

#include "testutils.h"

#include <QAbstractItemModelTester>
#include <QCheckBox>
#include <QComboBox>
#include <QListWidget>
#include <QPushButton>
#include <QSignalSpy>
#include <QSlider>
#include <QSpinBox>
#include <QTest>

#include <algorithm>
#include <cmath>
#include <memory>
#include <vector>

namespace {

// PE(t) from the formula (SPEC §2), independently of core.
std::vector<double> pe(double t, int d = 8)
{
    std::vector<double> v;
    for (int i = 0; i < d / 2; ++i) {
        const double angle = t / std::pow(10000.0, 2.0 * i / d);
        v.push_back(std::sin(angle));
        v.push_back(std::cos(angle));
    }
    return v;
}

double distance(const std::vector<double> &a, const std::vector<double> &b)
{
    double s = 0.0;
    for (std::size_t j = 0; j < a.size(); ++j)
        s += (a[j] - b[j]) * (a[j] - b[j]);
    return std::sqrt(s);
}

QString six(double v)
{
    return QString::number(v, 'f', 6);
}

// Clicks a check box on its indicator (the middle of a wide row is outside its hit area).
void clickCheckBox(QCheckBox *box)
{
    QTest::mouseClick(box, Qt::LeftButton, {}, QPoint(8, box->height() / 2));
}

double value(const ExportTable &table, int row, int column)
{
    return (*table.matrix)(std::size_t(row), std::size_t(column));
}

QString cell(const QAbstractItemModel *model, int row, int column)
{
    return model->index(row, column).data().toString();
}

int columnOf(const ExportTable &table, const QString &id)
{
    for (qsizetype c = 0; c < qsizetype(table.matrix->cols()); ++c) {
        if (table.columnLabel(c) == id)
            return int(c);
    }
    return -1;
}

} // namespace

class TestStepLabPage : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void sceneShowsTheSentence();
    void clickThroughEveryStep();
    void keyboardNavigation();
    void offControl();
    void comparedPositionSliderAndChart();
    void presets_data();
    void presets();
    void mistakes_data();
    void mistakes();
    void exportsFollowTheStep();
    void badInputKeepsTheLastResult();
    void modelOverEveryTable_data();
    void modelOverEveryTable();

private:
    StepLabPage *m_page = nullptr;
    std::unique_ptr<QAbstractItemModelTester> m_tester;
};

void TestStepLabPage::init()
{
    m_page = new StepLabPage;
    m_page->resize(1500, 950);
    m_page->show();
    m_page->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_page));
    m_tester = std::make_unique<QAbstractItemModelTester>(
        m_page->tableModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
}

void TestStepLabPage::cleanup()
{
    m_tester.reset();
    delete m_page;
}

void TestStepLabPage::sceneShowsTheSentence()
{
    auto *scene = m_page->findChild<SceneWidget *>(QStringLiteral("scene"));
    QVERIFY(scene);
    for (const char *word : {"the", "cat", "saw", "dog", "p = 0", "q = 3"})
        QVERIFY2(scene->text().contains(QLatin1String(word)), word);
    QVERIFY(scene->text().contains(QStringLiteral("one embedding E")));
    QCOMPARE(m_page->step(), 1);
    QVERIFY(!m_page->title().isEmpty());
}

void TestStepLabPage::clickThroughEveryStep()
{
    auto *next = m_page->findChild<QPushButton *>(QStringLiteral("nextButton"));
    auto *back = m_page->findChild<QPushButton *>(QStringLiteral("backButton"));
    auto *list = m_page->findChild<QListWidget *>(QStringLiteral("stepList"));
    QVERIFY(next && back && list);
    QVERIFY(!back->isEnabled());
    const std::vector<double> p = pe(0);
    const std::vector<double> q = pe(3);
    const double norm = distance(q, p);
    QSignalSpy steps(m_page, &StepLabPage::stepChanged);

    for (int step = 1; step <= 7; ++step) {
        if (step > 1)
            QTest::mouseClick(next, Qt::LeftButton);
        QCOMPARE(m_page->step(), step);
        QCOMPARE(list->currentRow(), step - 1);
        QVERIFY2(m_page->headingText().startsWith(QStringLiteral("Step %1 of 7").arg(step)),
                 qPrintable(m_page->headingText()));
        QVERIFY(!m_page->explanationText().isEmpty());
        const ExportTable table = m_page->exportTable();
        QVERIFY2(table.isValid(), qPrintable(QString::number(step)));
        QVERIFY(m_page->exportFigure());
        const QAbstractItemModel *model = m_page->tableModel();
        QCOMPARE(model->rowCount(), int(table.matrix->rows()));
        switch (step) {
        case 1:
            QCOMPARE(table.matrix->rows(), std::size_t(8));
            for (int j = 0; j < 8; ++j)
                QCOMPARE(value(table, j, columnOf(table, QStringLiteral("difference"))), 0.0);
            QCOMPARE(cell(model, 3, 0), QStringLiteral("e_3"));
            QCOMPARE(m_page->resultText(), QStringLiteral("x(q) − x(p) = 0"));
            QVERIFY(m_page->noteText().contains(QStringLiteral("never needed")));
            break;
        case 2:
        case 3: {
            const int i = step - 2;
            const double omega = 1.0 / std::pow(10000.0, 2.0 * i / 8);
            QCOMPARE(table.matrix->rows(), std::size_t(2));
            PELAB_COMPARE_NEAR(value(table, 1, columnOf(table, QStringLiteral("angle"))),
                               3.0 * omega, 1e-15);
            PELAB_COMPARE_NEAR(value(table, 1, columnOf(table, QStringLiteral("sin"))),
                               std::sin(3.0 * omega), 1e-12);
            PELAB_COMPARE_NEAR(value(table, 1, columnOf(table, QStringLiteral("cos"))),
                               std::cos(3.0 * omega), 1e-12);
            PELAB_COMPARE_NEAR(value(table, 0, columnOf(table, QStringLiteral("cos"))), 1.0, 0.0);
            QCOMPARE(cell(model, 1, columnOf(table, QStringLiteral("sin"))),
                     six(std::sin(3.0 * omega)));
            QVERIFY(m_page->headingText().contains(step == 2 ? QStringLiteral("denominator 1)")
                                                             : QStringLiteral("denominator 10)")));
            QVERIFY(m_page->explanationText().contains(six(3.0 * omega)));
            break;
        }
        case 4:
            QCOMPARE(table.matrix->rows(), std::size_t(4)); // pairs 2 and 3 at p and q
            PELAB_COMPARE_NEAR(value(table, 3, columnOf(table, QStringLiteral("denominator"))),
                               1000.0, 1e-9);
            PELAB_COMPARE_NEAR(value(table, 3, columnOf(table, QStringLiteral("sin"))),
                               std::sin(0.003), 1e-12);
            QVERIFY(m_page->explanationText().contains(QStringLiteral("100, 1000")));
            break;
        case 5:
            for (int j = 0; j < 8; ++j) {
                PELAB_COMPARE_NEAR(value(table, j, columnOf(table, QStringLiteral("pe_q"))),
                                   q[std::size_t(j)], 1e-12);
                PELAB_COMPARE_NEAR(value(table, j, columnOf(table, QStringLiteral("x_p_minus_E"))),
                                   p[std::size_t(j)], 1e-12);
            }
            QCOMPARE(cell(model, 0, columnOf(table, QStringLiteral("x_q_minus_E"))),
                     QStringLiteral("e_0 + ") + six(q[0]));
            QCOMPARE(cell(model, 1, columnOf(table, QStringLiteral("x_q_minus_E"))),
                     QStringLiteral("e_1 − ") + six(-q[1]));
            QCOMPARE(cell(model, 1, columnOf(table, QStringLiteral("x_p_minus_E"))),
                     QStringLiteral("e_1 + 1.000000")); // PE(0) = [0, 1, 0, 1, …]
            QVERIFY(m_page->noteText().contains(QStringLiteral("not all zeros")));
            break;
        case 6: {
            const int diff = columnOf(table, QStringLiteral("difference"));
            for (int j = 0; j < 8; ++j)
                PELAB_COMPARE_NEAR(value(table, j, diff), q[std::size_t(j)] - p[std::size_t(j)],
                                   1e-12);
            PELAB_COMPARE_NEAR(value(table, 8, diff), norm, 1e-12); // the length row
            PELAB_COMPARE_NEAR(value(table, 8, columnOf(table, QStringLiteral("squared"))),
                               norm * norm, 1e-12);
            QCOMPARE(m_page->resultText(), QStringLiteral("‖x(q) − x(p)‖ = ") + six(norm));
            QVERIFY(
                m_page->explanationText().contains(QStringLiteral("not the distance q − p = 3")));
            QVERIFY(m_page->explanationText().contains(QStringLiteral("not a meaning score")));
            QVERIFY(m_page->noteText().contains(QStringLiteral("no guarantee")));
            // More digits on hover.
            const QString tip = model->index(8, diff).data(Qt::ToolTipRole).toString();
            PELAB_COMPARE_NEAR(tip.toDouble(), norm, 1e-15);
            QVERIFY(tip.size() > 12);
            break;
        }
        case 7:
            PELAB_COMPARE_NEAR(value(table, 8, columnOf(table, QStringLiteral("on_difference"))),
                               norm, 1e-12);
            QCOMPARE(value(table, 8, columnOf(table, QStringLiteral("off_difference"))), 0.0);
            QCOMPARE(m_page->resultText(),
                     QStringLiteral("on: %1    off: 0.000000").arg(six(norm)));
            QVERIFY(m_page->noteText().contains(QStringLiteral("causal masks")));
            break;
        }
    }
    QVERIFY(!next->isEnabled());
    QTest::mouseClick(next, Qt::LeftButton); // disabled: stays at 7
    QCOMPARE(m_page->step(), 7);
    QCOMPARE(steps.count(), 6);
    QTest::mouseClick(back, Qt::LeftButton);
    QCOMPARE(m_page->step(), 6);
}

void TestStepLabPage::keyboardNavigation()
{
    auto *list = m_page->findChild<QListWidget *>(QStringLiteral("stepList"));
    list->setFocus();
    QTRY_VERIFY(list->hasFocus());
    for (int step = 2; step <= 7; ++step) {
        QTest::keyClick(list, Qt::Key_Right);
        QCOMPARE(m_page->step(), step);
    }
    QTest::keyClick(list, Qt::Key_Right);
    QCOMPARE(m_page->step(), 7);
    QTest::keyClick(list, Qt::Key_Left);
    QCOMPARE(m_page->step(), 6);
    // Page Up / Page Down are the Back / Next buttons' shortcuts, wherever the focus is.
    // (QAbstractButton animates a shortcut's click: the step changes a moment later.)
    QTest::keyClick(list, Qt::Key_PageUp);
    QTRY_COMPARE(m_page->step(), 5);
    auto *dim = m_page->findChild<QSpinBox *>(QStringLiteral("dim"));
    dim->setFocus();
    QTest::keyClick(dim, Qt::Key_PageDown);
    QTRY_COMPARE(m_page->step(), 6);
    QCOMPARE(dim->value(), 8); // the spin box did not take the key
    // The step list itself: Up and Down select a step.
    list->setFocus();
    QTest::keyClick(list, Qt::Key_Up);
    QCOMPARE(m_page->step(), 5);
    QTest::keyClick(list, Qt::Key_Home);
    QCOMPARE(m_page->step(), 1);
}

void TestStepLabPage::offControl()
{
    auto *signal = m_page->findChild<QCheckBox *>(QStringLiteral("positionSignal"));
    QVERIFY(signal->isChecked());
    const double norm = distance(pe(3), pe(0));
    m_page->setStep(6);
    clickCheckBox(signal);
    QVERIFY(!signal->isChecked());
    QCOMPARE(m_page->resultText(), QStringLiteral("‖x(q) − x(p)‖ = 0.000000"));
    ExportTable table = m_page->exportTable();
    for (int j = 0; j <= 8; ++j)
        QCOMPARE(value(table, j, columnOf(table, QStringLiteral("difference"))), 0.0);
    QCOMPARE(m_page->result().norm, 0.0);
    PELAB_COMPARE_NEAR(m_page->result().normOn, norm, 1e-12);

    // Step 5: the candidates are still computed, greyed; nothing is added.
    m_page->setStep(5);
    table = m_page->exportTable();
    const int candidate = columnOf(table, QStringLiteral("pe_q"));
    const int added = columnOf(table, QStringLiteral("x_q_minus_E"));
    PELAB_COMPARE_NEAR(value(table, 0, candidate), std::sin(3.0), 1e-12);
    QVERIFY(m_page->tableModel()->index(0, candidate).data(StepTableModel::GreyedRole).toBool());
    QVERIFY(!m_page->tableModel()->index(0, added).data(StepTableModel::GreyedRole).toBool());
    QCOMPARE(cell(m_page->tableModel(), 0, added), QStringLiteral("e_0 + 0.000000"));
    QVERIFY(m_page->explanationText().contains(QStringLiteral("off")));

    // Step 2: greyed too, values unchanged.
    m_page->setStep(2);
    QVERIFY(m_page->tableModel()->index(1, 4).data(StepTableModel::GreyedRole).toBool());
    PELAB_COMPARE_NEAR(value(m_page->exportTable(), 1, 4), std::sin(3.0), 1e-12);

    // The chart follows the switch, the on curve stays for comparison.
    auto *chart = m_page->findChild<LineChartWidget *>(QStringLiteral("lengthChart"));
    QCOMPARE(chart->seriesCount(), 2);
    for (const QPointF &point : chart->seriesPoints(1))
        QCOMPARE(point.y(), 0.0);
    auto *pairs = m_page->findChild<BarChartWidget *>(QStringLiteral("pairDistanceChart"));
    for (qreal v : pairs->sets().constFirst().values)
        QCOMPARE(v, 0.0);

    // Step 7 side by side, and back on.
    m_page->setStep(7);
    QCOMPARE(m_page->resultText(), QStringLiteral("on: %1    off: 0.000000").arg(six(norm)));
    clickCheckBox(signal);
    m_page->setStep(6);
    QCOMPARE(m_page->resultText(), QStringLiteral("‖x(q) − x(p)‖ = ") + six(norm));
    QCOMPARE(chart->seriesCount(), 1);
}

void TestStepLabPage::comparedPositionSliderAndChart()
{
    auto *slider = m_page->findChild<QSlider *>(QStringLiteral("positionQSlider"));
    auto *spin = m_page->findChild<QSpinBox *>(QStringLiteral("positionQ"));
    QCOMPARE(slider->minimum(), 1);
    QCOMPARE(slider->maximum(), 32);
    m_page->setStep(6);
    slider->setValue(6);
    QCOMPARE(spin->value(), 6);
    QCOMPARE(m_page->result().params.q, 6);
    const double norm6 = distance(pe(6), pe(0));
    QCOMPARE(m_page->resultText(), QStringLiteral("‖x(q) − x(p)‖ = ") + six(norm6));
    auto *chart = m_page->findChild<LineChartWidget *>(QStringLiteral("lengthChart"));
    const QList<QPointF> points = chart->seriesPoints(0);
    QCOMPARE(points.size(), 32);
    for (int t = 1; t <= 32; ++t) {
        QCOMPARE(points[t - 1].x(), double(t));
        PELAB_COMPARE_NEAR(points[t - 1].y(), distance(pe(t), pe(0)), 1e-12);
    }
    auto *note = m_page->findChild<QLabel *>(QStringLiteral("lengthNote"));
    QVERIFY2(note->text().startsWith(QStringLiteral("Not monotonic")), qPrintable(note->text()));
    QVERIFY(note->text().contains(QStringLiteral("word distance")));
    // The per-pair bars: the chord 2·|sin(6·ω_i / 2)|.
    auto *pairs = m_page->findChild<BarChartWidget *>(QStringLiteral("pairDistanceChart"));
    const QList<qreal> bars = pairs->sets().constFirst().values;
    QCOMPARE(bars.size(), 4);
    for (int i = 0; i < 4; ++i)
        PELAB_COMPARE_NEAR(bars[i], 2.0 * std::abs(std::sin(3.0 / std::pow(10000.0, i / 4.0))),
                           1e-9);
    spin->setValue(20);
    QCOMPARE(slider->value(), 20);
    QCOMPARE(m_page->result().params.q, 20);
    auto *scene = m_page->findChild<SceneWidget *>(QStringLiteral("scene"));
    QVERIFY(scene->text().contains(QStringLiteral("q = 20")));
}

void TestStepLabPage::presets_data()
{
    QTest::addColumn<int>("index");
    QTest::addColumn<int>("step");
    QTest::addColumn<int>("p");
    QTest::addColumn<int>("q");
    QTest::addColumn<bool>("on");
    QTest::newRow("default") << 0 << 6 << 0 << 3 << true;
    QTest::newRow("fast pair nearly repeats") << 1 << 6 << 0 << 6 << true;
    QTest::newRow("position zero") << 2 << 5 << 0 << 3 << true;
    QTest::newRow("off control") << 3 << 7 << 0 << 3 << false;
    QTest::newRow("offset only") << 4 << 6 << 10 << 13 << true;
}

void TestStepLabPage::presets()
{
    QFETCH(int, index);
    QFETCH(int, step);
    QFETCH(int, p);
    QFETCH(int, q);
    QFETCH(bool, on);
    // Start away from the preset, then choose it in the combo box.
    m_page->findChild<QSpinBox *>(QStringLiteral("positionQ"))->setValue(17);
    m_page->findChild<QCheckBox *>(QStringLiteral("mistakesMode"))->setChecked(true);
    auto *combo = m_page->findChild<QComboBox *>(QStringLiteral("presets"));
    QSignalSpy status(m_page, &Page::statusMessage);
    combo->setCurrentIndex(index + 1);
    emit combo->activated(index + 1);
    QCOMPARE(m_page->step(), step);
    QVERIFY(!m_page->mistakeResult());
    const pelab::StepLabParams params = m_page->result().params;
    QCOMPARE(params.p, p);
    QCOMPARE(params.q, q);
    QCOMPARE(params.dim, 8);
    QCOMPARE(params.positionSignal, on);
    QCOMPARE(status.count(), 1);
    const double norm = distance(pe(q), pe(p));
    switch (index) {
    case 0:
        QCOMPARE(m_page->resultText(), QStringLiteral("‖x(q) − x(p)‖ = ") + six(norm));
        break;
    case 1: {
        const QList<qreal> bars =
            m_page->findChild<BarChartWidget *>(QStringLiteral("pairDistanceChart"))
                ->sets()
                .constFirst()
                .values;
        QVERIFY(bars[0] < 0.3);     // the fastest pair has almost come round
        QVERIFY(bars[1] > bars[0]); // the second pair still separates the two
        break;
    }
    case 2:
        for (int j = 0; j < 8; ++j)
            QCOMPARE(value(m_page->exportTable(), j, 1), j % 2 ? 1.0 : 0.0); // PE(0)
        break;
    case 3:
        QCOMPARE(m_page->resultText(), QStringLiteral("on: %1    off: 0.000000").arg(six(norm)));
        break;
    case 4:
        PELAB_COMPARE_NEAR(m_page->result().norm, distance(pe(3), pe(0)), 1e-12);
        break;
    }
}

void TestStepLabPage::mistakes_data()
{
    QTest::addColumn<int>("mistake");
    QTest::addColumn<QString>("heading");
    QTest::addColumn<QString>("consequence");
    QTest::addColumn<int>("rows");
    QTest::newRow("a") << 0 << "(a)"
                       << "identical again: length 0.000000" << 9;
    QTest::newRow("b") << 1 << "(b)"
                       << "no longer lies on the unit circle" << 9;
    QTest::newRow("c") << 2 << "(c)"
                       << "leave [−1, 1]" << 9;
    QTest::newRow("d") << 3 << "(d)"
                       << "from 8 to 16" << 17;
    QTest::newRow("e") << 4 << "(e)"
                       << "offset alone" << 9;
}

void TestStepLabPage::mistakes()
{
    QFETCH(int, mistake);
    QFETCH(QString, heading);
    QFETCH(QString, consequence);
    QFETCH(int, rows);
    m_page->setStep(3);
    auto *mode = m_page->findChild<QCheckBox *>(QStringLiteral("mistakesMode"));
    auto *combo = m_page->findChild<QComboBox *>(QStringLiteral("mistake"));
    QVERIFY(!combo->isEnabled());
    clickCheckBox(mode);
    QVERIFY(combo->isEnabled());
    combo->setCurrentIndex(mistake);
    QVERIFY(m_page->mistakeResult());
    QVERIFY(m_page->headingText().startsWith(heading));
    QVERIFY2(m_page->resultText().contains(consequence), qPrintable(m_page->resultText()));
    QVERIFY(!m_page->findChild<QPushButton *>(QStringLiteral("nextButton"))->isEnabled());
    const ExportTable table = m_page->exportTable();
    QCOMPARE(int(table.matrix->rows()), rows);
    QCOMPARE(table.matrix->cols(), std::size_t(6));
    QVERIFY(m_page->exportBaseName().startsWith(QStringLiteral("steplab-mistake-")));
    auto *bars = m_page->findChild<BarChartWidget *>(QStringLiteral("stepBars"));
    QCOMPARE(m_page->exportFigure(), static_cast<const FigureSource *>(bars));
    const double norm = distance(pe(3), pe(0));
    const int last = rows - 1;
    PELAB_COMPARE_NEAR(value(table, last, columnOf(table, QStringLiteral("correct_difference"))),
                       norm, 1e-12);
    const double wrong = value(table, last, columnOf(table, QStringLiteral("mistaken_difference")));
    switch (mistake) {
    case 0:
        QCOMPARE(wrong, 0.0);
        break;
    case 1: {
        // Pair 0 at q: (sin 3, cos 0.3); the correct column keeps cos 3.
        PELAB_COMPARE_NEAR(value(table, 1, columnOf(table, QStringLiteral("mistaken_q"))),
                           std::cos(0.3), 1e-12);
        const double radius = std::hypot(std::sin(3.0), std::cos(0.3));
        QVERIFY(m_page->resultText().contains(six(radius)));
        break;
    }
    case 2:
        PELAB_COMPARE_NEAR(value(table, 1, columnOf(table, QStringLiteral("mistaken_q"))),
                           3.0 * std::cos(3.0), 1e-12);
        {
            double largest = 0.0;
            for (double v : pe(3))
                largest = std::max(largest, std::abs(v));
            QVERIFY(m_page->resultText().contains(six(3.0 * largest)));
            QVERIFY(3.0 * largest > 1.0);
        }
        break;
    case 3:
        PELAB_COMPARE_NEAR(wrong, norm, 1e-12);
        QCOMPARE(cell(m_page->tableModel(), 0, columnOf(table, QStringLiteral("mistaken_p"))),
                 QStringLiteral("e_0"));
        QVERIFY(std::isnan(value(table, 8, columnOf(table, QStringLiteral("correct_p")))));
        break;
    case 4:
        PELAB_COMPARE_NEAR(value(table, 2, columnOf(table, QStringLiteral("mistaken_p"))),
                           std::sin(2.0), 1e-12);
        break;
    }
    // Leaving the mode returns to the step.
    clickCheckBox(mode);
    QVERIFY(!m_page->mistakeResult());
    QVERIFY(m_page->headingText().startsWith(QStringLiteral("Step 3 of 7")));
}

void TestStepLabPage::exportsFollowTheStep()
{
    QSignalSpy changed(m_page, &Page::exportChanged);
    m_page->setStep(6);
    QVERIFY(changed.count() >= 1);
    QCOMPARE(m_page->exportBaseName(), QStringLiteral("steplab-step6-p0-q3-d8"));
    const auto *figure = dynamic_cast<const CompositeFigure *>(m_page->exportFigure());
    QVERIFY(figure);
    QCOMPARE(figure->parts().size(), 2); // the length chart next to the per-pair distances
    FigureOptions options;
    options.width = 900;
    options.height = 400;
    QString error;
    const QImage image = FigureExporter::renderImage(*figure, options, &error);
    QVERIFY2(!image.isNull(), qPrintable(error));
    QCOMPARE(image.size(), QSize(900, 400));
    // Drawn on white, with dark ink somewhere (axes, text, bars).
    QCOMPARE(image.pixelColor(2, 2), QColor(Qt::white));
    bool ink = false;
    for (int y = 0; y < image.height() && !ink; y += 2) {
        for (int x = 0; x < image.width() && !ink; x += 2)
            ink = qGray(image.pixel(x, y)) < 100;
    }
    QVERIFY(ink);
    m_page->setStep(2);
    figure = dynamic_cast<const CompositeFigure *>(m_page->exportFigure());
    QCOMPARE(figure->parts().size(), 1);
    auto *bars = m_page->findChild<BarChartWidget *>(QStringLiteral("stepBars"));
    QCOMPARE(figure->parts().constFirst(), static_cast<const FigureSource *>(bars));
    QCOMPARE(bars->categories(), (QStringList{QStringLiteral("sin ω0"), QStringLiteral("cos ω0")}));
    QCOMPARE(m_page->controls()->findChild<QCheckBox *>(QStringLiteral("positionSignal"))->text(),
             QStringLiteral("P&osition signal on"));
    m_page->controls()->setPositionSignal(false);
    QCOMPARE(m_page->exportBaseName(), QStringLiteral("steplab-step2-p0-q3-d8-off"));
}

void TestStepLabPage::badInputKeepsTheLastResult()
{
    auto *dim = m_page->findChild<QSpinBox *>(QStringLiteral("dim"));
    m_page->setStep(6);
    dim->setValue(7);
    QVERIFY(m_page->errorText().contains(QStringLiteral("even")));
    QCOMPARE(m_page->exportTable().matrix->rows(), std::size_t(9)); // the last d = 8 result
    dim->setValue(4);
    QVERIFY(m_page->errorText().isEmpty());
    QCOMPARE(m_page->exportTable().matrix->rows(), std::size_t(5));
    // d = 4 has no "remaining pairs": step 4 says so and has no table.
    m_page->setStep(4);
    QVERIFY(m_page->explanationText().contains(QStringLiteral("no further pairs")));
    QVERIFY(!m_page->exportTable().isValid());
}

void TestStepLabPage::modelOverEveryTable_data()
{
    QTest::addColumn<int>("d");
    QTest::addColumn<bool>("on");
    QTest::newRow("d 2") << 2 << true;
    QTest::newRow("d 4 off") << 4 << false;
    QTest::newRow("d 8") << 8 << true;
    QTest::newRow("d 64") << 64 << true;
}

void TestStepLabPage::modelOverEveryTable()
{
    QFETCH(int, d);
    QFETCH(bool, on);
    pelab::StepLabParams params;
    params.dim = d;
    params.positionSignal = on;
    const pelab::StepLabResult result = pelab::computeStepLab(params);
    StepTableModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QList<StepTable> tables;
    for (int step = 1; step <= 7; ++step)
        tables << StepTables::forStep(result, step);
    for (int m = 0; m < pelab::kStepMistakeCount; ++m)
        tables << StepTables::forMistake(pelab::computeMistake(params, pelab::StepMistake(m)));
    for (const StepTable &table : std::as_const(tables)) {
        QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
        model.setTable(table);
        QCOMPARE(reset.count(), 1);
        QCOMPARE(model.rowCount(), table.rowCount());
        QCOMPARE(model.columnCount(), table.columnCount());
        if (!table.data.isValid()) {
            QCOMPARE(model.rowCount(), 0); // steps 3 and 4 have no pairs for small d
            continue;
        }
        QCOMPARE(int(table.data.matrix->rows()), model.rowCount());
        QCOMPARE(int(table.data.matrix->cols()), model.columnCount());
        for (int r = 0; r < model.rowCount(); ++r) {
            QCOMPARE(model.headerData(r, Qt::Vertical).toString(), table.rowTitles[r]);
            for (int c = 0; c < model.columnCount(); ++c) {
                const QModelIndex index = model.index(r, c);
                const double raw = index.data(StepTableModel::RawValueRole).toDouble();
                const double expected = (*table.data.matrix)(std::size_t(r), std::size_t(c));
                QVERIFY(raw == expected || (std::isnan(raw) && std::isnan(expected)));
                QVERIFY(!index.data().toString().isEmpty());
            }
        }
    }
    QCOMPARE(StepTables::forStep(result, 3).rowCount(), d >= 4 ? 2 : 0);
    QCOMPARE(StepTables::forStep(result, 4).rowCount(), d >= 6 ? 2 * (d / 2 - 2) : 0);
}

QTEST_MAIN(TestStepLabPage)
#include "tst_steplabpage.moc"
