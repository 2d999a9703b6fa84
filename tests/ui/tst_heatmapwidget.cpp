#include "figures/heatmapcells.h"
#include "figures/heatmapwidget.h"
#include "figures/titletext.h"

#include <qcustomplot.h>

#include <QFontMetricsF>
#include <QTest>

#include <algorithm>
#include <cmath>
#include <limits>

// A matrix whose cells all differ, large enough (over 100 cells a side) for prepared colours.
static std::shared_ptr<const pelab::Matrix> pattern(std::size_t rows, std::size_t cols)
{
    auto m = std::make_shared<pelab::Matrix>(rows, cols);
    for (std::size_t r = 0; r < rows; ++r)
        for (std::size_t c = 0; c < cols; ++c)
            (*m)(r, c) = std::sin(0.05 * double(r) + 0.013 * double(c * c));
    return m;
}

static QImage render(const HeatmapWidget &heatmap)
{
    QImage image(600, 400, QImage::Format_ARGB32);
    image.fill(Qt::white);
    heatmap.renderFigure(image, image.size(), 1.0);
    return image;
}

class TestHeatmapWidget : public QObject
{
    Q_OBJECT

private slots:
    void preparedColoursDrawTheSamePicture();
    void colorizeOrientation();
    void cellsFinerThanPixelsAreAveraged();
    void titlesWrapToTheirWidth();
    void maskedCellsAreGreyHoweverPrepared();
    void divergingColoursAreCentredOnZero();
    void ticksFitAndUseTheMinusSign();
};

// Colours prepared on a worker thread (HeatmapCells::colorize) give the very picture that
// QCustomPlot's own colouring gives; with another colormap they are not used.
void TestHeatmapWidget::preparedColoursDrawTheSamePicture()
{
    const auto matrix = pattern(150, 130);
    HeatmapWidget own;
    own.setColormap(Colormap::Magma);
    own.setValueRange(-1.0, 1.0);
    own.setMatrix(matrix, 5.0, 0.0);

    HeatmapWidget prepared;
    prepared.setColormap(Colormap::Magma);
    prepared.setValueRange(-1.0, 1.0);
    auto cells = HeatmapCells::build(*matrix, 5.0, 0.0);
    const QImage colours = HeatmapCells::colorize(*cells, Colormap::Magma, -1.0, 1.0);
    QCOMPARE(colours.size(), QSize(130, 150));
    prepared.setMatrix(matrix, 5.0, 0.0, std::move(cells), colours, Colormap::Magma, -1.0, 1.0);
    QCOMPARE(render(prepared), render(own));

    // Colours made for viridis while magma is shown are ignored, not drawn.
    HeatmapWidget mismatched;
    mismatched.setColormap(Colormap::Magma);
    mismatched.setValueRange(-1.0, 1.0);
    auto viridisCells = HeatmapCells::build(*matrix, 5.0, 0.0);
    const QImage viridis = HeatmapCells::colorize(*viridisCells, Colormap::Viridis, -1.0, 1.0);
    mismatched.setMatrix(matrix, 5.0, 0.0, std::move(viridisCells), viridis, Colormap::Viridis,
                         -1.0, 1.0);
    QCOMPARE(render(mismatched), render(own));
}

// Columns of −1 and +1 in turn, in grey: black and white stripes.
static std::shared_ptr<const pelab::Matrix> stripes(std::size_t rows, std::size_t cols)
{
    auto m = std::make_shared<pelab::Matrix>(rows, cols);
    for (std::size_t r = 0; r < rows; ++r)
        for (std::size_t c = 0; c < cols; ++c)
            (*m)(r, c) = c % 2 == 0 ? -1.0 : 1.0;
    return m;
}

// The grey levels in the middle of a 600 × 400 figure (inside its plot area).
static QList<int> middleGreys(const QImage &image)
{
    QList<int> greys;
    for (int y = 160; y < 240; y += 3)
        for (int x = 240; x < 360; ++x)
            greys.append(qRed(image.pixel(x, y)));
    return greys;
}

// Where the figure has fewer pixels than cells (1024 columns in a plot under 600 px), each pixel
// shows the mean colour of the cells it covers: even grey, not stripes or moiré picked out of
// the cells; where a cell has several pixels, the cells stay crisp. Prepared colours draw the
// same picture.
void TestHeatmapWidget::cellsFinerThanPixelsAreAveraged()
{
    const auto fine = stripes(120, 1024);
    HeatmapWidget own;
    own.setColormap(Colormap::Grey);
    own.setValueRange(-1.0, 1.0);
    own.setMatrix(fine);
    const QImage averaged = render(own);
    for (int grey : middleGreys(averaged))
        QVERIFY2(grey > 100 && grey < 155, qPrintable(QString::number(grey)));

    HeatmapWidget prepared;
    prepared.setColormap(Colormap::Grey);
    prepared.setValueRange(-1.0, 1.0);
    auto cells = HeatmapCells::build(*fine, 0.0, 0.0);
    const QImage colours = HeatmapCells::colorize(*cells, Colormap::Grey, -1.0, 1.0);
    prepared.setMatrix(fine, 0.0, 0.0, std::move(cells), colours, Colormap::Grey, -1.0, 1.0);
    QCOMPARE(render(prepared), averaged);

    HeatmapWidget coarse;
    coarse.setColormap(Colormap::Grey);
    coarse.setValueRange(-1.0, 1.0);
    coarse.setMatrix(stripes(120, 64));
    const QList<int> greys = middleGreys(render(coarse));
    const auto extreme = [](int grey) { return grey < 8 || grey > 247; };
    QVERIFY(std::count_if(greys.begin(), greys.end(), extreme) > 0.8 * greys.size());
    QVERIFY(std::any_of(greys.begin(), greys.end(), [](int g) { return g < 8; }));
    QVERIFY(std::any_of(greys.begin(), greys.end(), [](int g) { return g > 247; }));
}

// Row 0 of the cells is the bottom scan line, as QCustomPlot lays out its map image.
void TestHeatmapWidget::colorizeOrientation()
{
    QCPColorMapData cells(2, 3, QCPRange(0, 1), QCPRange(0, 2));
    for (int r = 0; r < 3; ++r)
        for (int c = 0; c < 2; ++c)
            cells.setCell(c, r, r == 0 ? -1.0 : 1.0);
    const QImage image = HeatmapCells::colorize(cells, Colormap::Grey, -1.0, 1.0);
    QCOMPARE(QColor(image.pixel(0, 2)), QColor(Qt::black)); // row 0, lowest value
    QCOMPARE(QColor(image.pixel(1, 0)), QColor(Qt::white)); // row 2, highest value
}

// A title wider than the figure is broken after its separators into lines that each fit; a
// title that fits is left alone.
void TestHeatmapWidget::titlesWrapToTheirWidth()
{
    const QFont font(QStringLiteral("DejaVu Sans"), 11, QFont::Bold);
    const QFontMetricsF metrics(font);
    const QString title = QStringLiteral("Dot product PE(t)·PE(s): Sinusoidal position encoding: "
                                         "64 positions × 32 dims, base 10000, interleaved");
    QCOMPARE(TitleText::wrap(title, font, metrics.horizontalAdvance(title) + 1), title);
    const double width = 400;
    QVERIFY(metrics.horizontalAdvance(title) > width);
    const QString wrapped = TitleText::wrap(title, font, width);
    const QStringList lines = wrapped.split(QLatin1Char('\n'));
    QVERIFY2(lines.size() >= 2, qPrintable(wrapped));
    for (const QString &line : lines)
        QVERIFY2(metrics.horizontalAdvance(line) <= width, qPrintable(line));
    // Nothing is lost: the lines put back together are the title.
    QCOMPARE(lines.join(QLatin1Char(' ')), title);
    // Broken after the colons first, so "64 positions × 32 dims" stays on one line.
    QVERIFY2(lines.contains(QStringLiteral("Dot product PE(t)·PE(s):")), qPrintable(wrapped));
    QVERIFY(wrapped.contains(QStringLiteral("64 positions × 32 dims")));
}

// Masked cells (NaN: ALiBi's causal mask) are drawn in the mask colour, the grey the legends
// name, whether QCustomPlot colours them or HeatmapCells::colorize did off the GUI thread (issue
// 31: the window drew them as viridis' dark purple).
void TestHeatmapWidget::maskedCellsAreGreyHoweverPrepared()
{
    auto matrix = std::make_shared<pelab::Matrix>(300, 300);
    for (std::size_t r = 0; r < 300; ++r)
        for (std::size_t c = 0; c < 300; ++c)
            (*matrix)(r, c) = c > r ? std::numeric_limits<double>::quiet_NaN() : -double(r - c);
    auto cells = HeatmapCells::build(*matrix, 0.0, 0.0);
    const QImage colours = HeatmapCells::colorize(*cells, Colormap::Viridis, -299.0, 0.0);
    // Row 10, column 200 (masked): the image's rows run upwards.
    QCOMPARE(QColor(colours.pixel(200, 299 - 10)), HeatmapWidget::maskColor());
    QVERIFY(QColor(colours.pixel(5, 299 - 10)) != HeatmapWidget::maskColor());

    HeatmapWidget heatmap;
    heatmap.setValueRange(-299.0, 0.0);
    heatmap.setMatrixInBackground(matrix); // 90 000 cells: prepared on a worker thread
    QTRY_VERIFY_WITH_TIMEOUT(!heatmap.isPreparing() && heatmap.matrix(), 20000);
    // Drawn from the prepared colours: the masked half of the cells is grey.
    const QImage shown = render(heatmap);
    qint64 grey = 0;
    for (int y = 0; y < shown.height(); ++y)
        for (int x = 0; x < shown.width(); ++x)
            grey += QColor(shown.pixel(x, y)) == HeatmapWidget::maskColor() ? 1 : 0;
    QVERIFY2(grey > shown.width() * shown.height() / 6, qPrintable(QString::number(grey)));
}

// Automatic limits on a diverging colormap are ±max|v| (white at 0), on others min … max; limits
// the user fixes are kept (issue 25).
void TestHeatmapWidget::divergingColoursAreCentredOnZero()
{
    auto matrix = std::make_shared<pelab::Matrix>(4, 4);
    for (std::size_t i = 0; i < 16; ++i)
        matrix->data()[i] = -0.45 + 1.45 * double(i) / 15.0; // −0.45 … 1
    const auto rangeOf = [](HeatmapWidget &heatmap) {
        auto *map = qobject_cast<QCPColorMap *>(heatmap.plot()->plottable(0));
        return map->dataRange();
    };
    HeatmapWidget heatmap;
    heatmap.setColormap(Colormap::RdBu);
    heatmap.setAutoValueRange();
    heatmap.setMatrix(matrix);
    QCOMPARE(rangeOf(heatmap).lower, -1.0);
    QCOMPARE(rangeOf(heatmap).upper, 1.0);
    heatmap.setColormap(Colormap::Viridis);
    QCOMPARE(rangeOf(heatmap).lower, -0.45);
    QCOMPARE(rangeOf(heatmap).upper, 1.0);
    heatmap.setColormap(Colormap::RdBu);
    QCOMPARE(rangeOf(heatmap).lower, -1.0);
    heatmap.setValueRange(-0.45, 1.0); // fixed by the user: kept
    heatmap.setColormap(Colormap::RdBu);
    QCOMPARE(rangeOf(heatmap).lower, -0.45);
    // Prepared off the GUI thread: the same centred range.
    HeatmapWidget large;
    large.setColormap(Colormap::RdBu);
    auto big = std::make_shared<pelab::Matrix>(300, 300);
    for (std::size_t i = 0; i < big->size(); ++i)
        big->data()[i] = -0.45 + 1.45 * double(i) / double(big->size() - 1);
    large.setMatrixInBackground(big);
    QTRY_VERIFY_WITH_TIMEOUT(!large.isPreparing() && large.matrix(), 20000);
    QCOMPARE(rangeOf(large).lower, -1.0);
    QCOMPARE(rangeOf(large).upper, 1.0);
}

// The ticks: at most as many labels as fit, at least two, written with the minus sign.
void TestHeatmapWidget::ticksFitAndUseTheMinusSign()
{
    auto matrix = std::make_shared<pelab::Matrix>(32, 512);
    for (std::size_t i = 0; i < matrix->size(); ++i)
        matrix->data()[i] = std::sin(double(i));
    HeatmapWidget heatmap;
    heatmap.setValueRange(-1.0, 1.0);
    heatmap.setMatrix(matrix, 3.0, 0.0);
    for (const QSize &size : {QSize(1200, 600), QSize(240, 180)}) {
        QImage image(size, QImage::Format_ARGB32);
        image.fill(Qt::white);
        heatmap.renderFigure(image, size, 1.0);
        for (QCPAxis *axis : {heatmap.plot()->xAxis, heatmap.plot()->yAxis}) {
            const QList<double> ticks = axis->tickVector();
            int inside = 0;
            for (double t : ticks)
                inside += axis->range().contains(t) ? 1 : 0;
            QVERIFY2(inside >= 2, qPrintable(QStringLiteral("%1 ticks").arg(inside)));
            for (double t : ticks)
                QCOMPARE(t, std::round(t)); // positions and dimensions are whole
        }
    }
    QStringList labels;
    for (QCPLayoutElement *element : heatmap.plot()->plotLayout()->elements(true)) {
        if (auto *colourScale = qobject_cast<QCPColorScale *>(element))
            labels = colourScale->axis()->tickVectorLabels().toList();
    }
    QVERIFY2(labels.contains(QStringLiteral("−1")) || labels.contains(QStringLiteral("−1.0")),
             qPrintable(labels.join(u'|')));
    for (const QString &label : std::as_const(labels))
        QVERIFY2(!label.contains(QLatin1Char('-')), qPrintable(label));
}

QTEST_MAIN(TestHeatmapWidget)
#include "tst_heatmapwidget.moc"
