#include "figures/heatmapcells.h"
#include "figures/heatmapwidget.h"
#include "figures/titletext.h"

#include <qcustomplot.h>

#include <QFontMetricsF>
#include <QTest>

#include <algorithm>
#include <cmath>

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

QTEST_MAIN(TestHeatmapWidget)
#include "tst_heatmapwidget.moc"
