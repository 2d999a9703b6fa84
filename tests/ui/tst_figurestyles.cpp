// Figure styles (issues 15 and 25): every figure of every view of every tab laid out at each
// named style and at the smallest and largest sizes, with no text outside the figure, cut short
// ("..." or "…"), clipped or lying on other text, no hyphen for a minus sign, and every axis
// with at least two tick labels (checked on the boxes of every piece of text drawn,
// TextRecorder, FigureTextCheck); a paper column's heatmap gives its cells at least 55 % of the
// figure; the styles' fonts, title and colour bar reach the figure and are taken off again.
#include "alibi/alibicheck.h"
#include "alibi/alibispec.h"
#include "export/figureoptions.h"
#include "export/figurestyle.h"
#include "figures/figurefonts.h"
#include "figures/heatmapwidget.h"
#include "figuretextcheck.h"
#include "rope/ropecheck.h"
#include "rope/ropespec.h"
#include "sinusoidal/sinusoidalspec.h"
#include "spec/tabspec.h"
#include "spec/tabspecs.h"
#include "spec/viewcomputation.h"
#include "steplab/steplabspec.h"
#include "task/taskcontrol.h"
#include "view/figures.h"

#include <QImage>
#include <QTest>

#include <memory>

namespace {

struct Layout
{
    QString name;
    FigureOptions options;
};

FigureOptions optionsFor(const QSizeF &inches, int dpi, const FigureStyle &style)
{
    FigureOptions o;
    o.dpi = dpi;
    o.width = int(std::lround(inches.width() * dpi));
    o.height = int(std::lround(inches.height() * dpi));
    o.style = style;
    return o;
}

QList<Layout> layouts()
{
    QList<Layout> out;
    for (const FigurePreset &preset : FigurePresets::all())
        out.append({preset.name, optionsFor(preset.inches, preset.dpi, preset.style)});
    // The smallest and the largest size a figure is made at, with the fonts made for them: an
    // inset's 6 pt (where a paper column's 8 pt leaves a 2 × 1.5 in chart no room for its
    // legend), and a slide's 20 pt.
    FigureStyle inset = FigurePresets::find(QStringLiteral("paper-column"))->style;
    inset.fontSize = 6.0;
    out.append({QStringLiteral("2x1.5in"), optionsFor({2.0, 1.5}, 300, inset)});
    out.append({QStringLiteral("16x9in"),
                optionsFor({16.0, 9.0}, 96, FigurePresets::find(QStringLiteral("slide"))->style)});
    return out;
}

// The state a tab's figures are checked in: its defaults, with a file to check for the views
// that compare one, and a variant ("step 6", "scaled", "bf16", "mistake", "64 dims").
TabState stateFor(const TabSpec &spec, const QString &variant = {})
{
    TabState state = spec.defaults();
    const auto integer = [&state](ParameterKey key, qint64 value) {
        state.set(key, QVariant::fromValue(value));
    };
    if (variant.startsWith(QLatin1String("step ")))
        integer(StepLabKeys::step, variant.mid(5).toLongLong());
    if (variant == QLatin1String("64 dims")) {
        integer(StepLabKeys::step, 4);
        integer(StepLabKeys::dim, 64);
    }
    if (variant == QLatin1String("mistake"))
        state.set(StepLabKeys::mistake, QStringLiteral("two-denominators"));
    if (variant == QLatin1String("scaled")) {
        state.set(RopeKeys::scaling, QStringLiteral("linear"));
        state.set(RopeKeys::factor, 4.0);
    }
    if (variant == QLatin1String("bf16"))
        state.set(RopeKeys::precision, QStringLiteral("bf16"));
    if (spec.key() == QLatin1String("rope")) {
        state.set(RopeKeys::dim, QVariant::fromValue(qint64(8)));
        state.set(RopeCheckKeys::compare,
                  QStringLiteral(PELAB_TEST_DATA_DIR "/check-inv-freq-d8.csv"));
    }
    if (spec.key() == QLatin1String("alibi")) {
        state.set(AlibiKeys::heads, QVariant::fromValue(qint64(6)));
        state.set(AlibiCheckKeys::compare,
                  QStringLiteral(PELAB_TEST_DATA_DIR "/check-slopes-h6.csv"));
    }
    return state;
}

} // namespace

class TestFigureStyles : public QObject
{
    Q_OBJECT

private slots:
    void noTextClippedOrOverlapping_data();
    void noTextClippedOrOverlapping();
    void paperColumnHeatmapFillsTheFigure();
    void styleReachesTheFigureAndIsTakenOff();
    void presetsAndSizes();
};

void TestFigureStyles::noTextClippedOrOverlapping_data()
{
    QTest::addColumn<QString>("tab");
    QTest::addColumn<QString>("view");
    QTest::addColumn<QString>("variant");
    for (const TabSpec *spec : TabSpecs::all()) {
        for (const ViewSpec &view : spec->views()) {
            if (!view.hasFigure)
                continue;
            QStringList variants{QString()};
            if (spec->key() == QLatin1String("steplab"))
                variants = {QStringLiteral("step 1"),  QStringLiteral("step 2"),
                            QStringLiteral("step 4"),  QStringLiteral("step 5"),
                            QStringLiteral("step 6"),  QStringLiteral("step 7"),
                            QStringLiteral("mistake"), QStringLiteral("64 dims")};
            if (spec->key() == QLatin1String("rope"))
                variants << QStringLiteral("scaled") << QStringLiteral("bf16");
            for (const QString &variant : variants)
                QTest::addRow("%s %s %s", qPrintable(spec->key()), qPrintable(view.name),
                              qPrintable(variant))
                    << spec->key() << view.name << variant;
        }
    }
}

void TestFigureStyles::noTextClippedOrOverlapping()
{
    QFETCH(QString, tab);
    QFETCH(QString, view);
    QFETCH(QString, variant);
    const TabSpec &spec = *TabSpecs::find(tab);
    const ViewData data =
        ViewComputation::compute(spec, view, stateFor(spec, variant), TaskControl());
    for (const Layout &layout : layouts()) {
        // A figure of its own for each layout, as every export makes one (ViewWriter).
        const std::unique_ptr<FigureSource> figure = Figures::create(data);
        QVERIFY2(figure, "the view has a figure");
        const QSize size = layout.options.logicalSize();
        TextRecorder recorder(size);
        figure->renderFigure(recorder, size, 1.0, layout.options.style);
        QVERIFY2(!recorder.texts().isEmpty(), qPrintable(layout.name));
        // PELAB_FIGURE_SHOTS=DIR also writes each layout as a PNG, to look at.
        if (const QString dir = qEnvironmentVariable("PELAB_FIGURE_SHOTS"); !dir.isEmpty()) {
            QImage image(layout.options.width, layout.options.height, QImage::Format_RGB32);
            image.fill(Qt::white);
            figure->renderFigure(image, size, layout.options.scale(), layout.options.style);
            image.save(QStringLiteral("%1/%2-%3%4-%5.png")
                           .arg(dir, tab, view,
                                variant.isEmpty() ? QString() : QLatin1Char('-') + variant,
                                layout.name));
        }
        const QList<TextRecorder::Text> &texts = recorder.texts();
        QString problem = FigureTextCheck::textProblems(texts, QRectF(QPointF(0, 0), size));
        if (problem.isEmpty())
            problem = FigureTextCheck::tickProblems(texts);
        QVERIFY2(problem.isEmpty(), qPrintable(layout.name + QStringLiteral(": ") + problem));
        // The title is the only text 2 pt above the style's size; only sub- and superscripts
        // are below it.
        const FigureStyle &style = layout.options.style;
        for (const TextRecorder::Text &t : texts) {
            const bool titleSized = t.font.pointSizeF() > style.fontSize + 1.0;
            QVERIFY2(style.title || !titleSized,
                     qPrintable(layout.name + QStringLiteral(": the title is drawn: ") + t.text));
            QVERIFY2(t.font.pointSizeF() > style.fontSize - 0.01 ||
                         FigureTextCheck::isScript(t, texts),
                     qPrintable(layout.name + QStringLiteral(": below the style's size: ") +
                                FigureTextCheck::describe(t)));
        }
    }
}

void TestFigureStyles::paperColumnHeatmapFillsTheFigure()
{
    // The figure: 128 positions × 512 dims at 3.25 × 2 in, 8 pt, no title, 300 dpi.
    const TabSpec &spec = *TabSpecs::find(QStringLiteral("sinusoidal"));
    TabState state = spec.defaults();
    state.set(SinusoidalKeys::positions, QVariant::fromValue(qint64(128)));
    state.set(SinusoidalKeys::dim, QVariant::fromValue(qint64(512)));
    const ViewData data =
        ViewComputation::compute(spec, QStringLiteral("heatmap"), state, TaskControl());
    const std::unique_ptr<FigureSource> figure = Figures::create(data);
    FigureStyle style;
    style.fontSize = 8.0;
    style.title = false;
    const FigureOptions options = optionsFor({3.25, 2.0}, 300, style);
    QImage image(options.width, options.height, QImage::Format_RGB32);
    image.setDotsPerMeterX(3780);
    image.setDotsPerMeterY(3780);
    image.fill(Qt::white);
    figure->renderFigure(image, options.logicalSize(), options.scale(), style);
    // The cells and the colour bar are the coloured pixels (the text and axes are grey).
    qint64 coloured = 0;
    for (int y = 0; y < image.height(); ++y) {
        const QRgb *line = reinterpret_cast<const QRgb *>(image.constScanLine(y));
        for (int x = 0; x < image.width(); ++x) {
            const int r = qRed(line[x]), g = qGreen(line[x]), b = qBlue(line[x]);
            if (std::max({r, g, b}) - std::min({r, g, b}) > 40)
                ++coloured;
        }
    }
    const double share = double(coloured) / double(image.width() * image.height());
    qInfo("3.25 x 2 in, 8 pt, no title: cells and colour bar cover %.1f %% of the figure",
          share * 100.0);
    QVERIFY2(share >= 0.55, qPrintable(QStringLiteral("%1 %").arg(share * 100.0, 0, 'f', 1)));
}

void TestFigureStyles::styleReachesTheFigureAndIsTakenOff()
{
    const TabSpec &spec = *TabSpecs::find(QStringLiteral("sinusoidal"));
    const ViewData data =
        ViewComputation::compute(spec, QStringLiteral("heatmap"), spec.defaults(), TaskControl());
    const std::unique_ptr<FigureSource> figure = Figures::create(data);
    const QSize size(312, 211);
    FigureStyle style;
    style.fontSize = 9.0;
    style.colorbar = false;
    style.colorbarLabel = QStringLiteral("never shown");
    TextRecorder styled(size);
    figure->renderFigure(styled, size, 1.0, style);
    bool titled = false;
    for (const TextRecorder::Text &t : styled.texts()) {
        QVERIFY2(!t.text.contains(QLatin1String("never shown")), "no colour bar, no label");
        titled = titled || figure->figureTitle().startsWith(t.text.left(10));
    }
    QVERIFY(titled);
    // 9 pt at 96 per inch: a line of 12 px and a bit, far below the default 1200 × 600 look.
    // 9 pt text and an 11 pt title, far from the default 1200 × 600 look's sizes.
    for (const TextRecorder::Text &t : styled.texts())
        QVERIFY2(std::abs(t.font.pointSizeF() - 9.0) < 0.1 ||
                     std::abs(t.font.pointSizeF() - 11.0) < 0.1,
                 qPrintable(FigureTextCheck::describe(t) +
                            QStringLiteral(" %1 pt").arg(t.font.pointSizeF())));
    // Taken off again: the default look draws the colour bar's label.
    TextRecorder plain(QSize(1200, 600));
    figure->renderFigure(plain, QSize(1200, 600), 1.0);
    bool label = false;
    for (const TextRecorder::Text &t : plain.texts())
        label = label || t.text == QLatin1String("PE(t)[j]");
    QVERIFY(label);
}

void TestFigureStyles::presetsAndSizes()
{
    const FigurePreset *column = FigurePresets::find(QStringLiteral("paper-column"));
    QVERIFY(column);
    QCOMPARE(column->style.fontSize, 8.0);
    QVERIFY(!column->style.title);
    QCOMPARE(column->dpi, 300);
    QCOMPARE(FigurePresets::names(),
             (QStringList{QStringLiteral("paper-column"), QStringLiteral("paper-page"),
                          QStringLiteral("slide"), QStringLiteral("projector")}));
    QString error;
    const auto inches = FigureSize::parse(QStringLiteral("3.25x2in"), &error);
    QVERIFY(inches);
    QCOMPARE(inches->pixels(300), QSize(975, 600));
    QCOMPARE(inches->points(300), QSizeF(234.0, 144.0));
    const auto cm = FigureSize::parse(QStringLiteral("8.5×5cm"), &error);
    QVERIFY(cm);
    QVERIFY(std::abs(cm->points(96).width() - 8.5 / 2.54 * 72.0) < 1e-9);
    QCOMPARE(FigureSize::parse(QStringLiteral("1200x600px"), &error)->pixels(300),
             QSize(1200, 600));
    QVERIFY(!FigureSize::parse(QStringLiteral("3x2mm"), &error));
    QVERIFY2(error.contains(QLatin1String("unknown unit")), qPrintable(error));
    QVERIFY(!FigureSize::parse(QStringLiteral("0x2in"), &error));
    QVERIFY2(error.contains(QLatin1String("above 0")), qPrintable(error));
    QVERIFY(!FigureSize::parse(QStringLiteral("3x2"), &error));
    FigureStyle small;
    small.fontSize = 3.9;
    QVERIFY2(small.problem().contains(QStringLiteral("4 … 72")), qPrintable(small.problem()));
    small.fontSize = 72.0;
    QVERIFY(small.problem().isEmpty());
    small.fontSize = 72.5;
    QVERIFY(!small.problem().isEmpty());
    FigureStyle missing;
    missing.font = QStringLiteral("No Such Family PE Lab");
    QVERIFY(FigureFonts::problem(missing).contains(QLatin1String("not installed")));
    missing.font = QStringLiteral("DejaVu Sans");
    QVERIFY2(FigureFonts::problem(missing).isEmpty(), qPrintable(FigureFonts::problem(missing)));
}

QTEST_MAIN(TestFigureStyles)
#include "tst_figurestyles.moc"
