// The Export Figure dialog's preview (issue 15): at 100 % the figure is as many screen pixels as
// its printed size at the desktop's resolution, laid out as the exported file is (compared with
// the PNG the export writes); fitted, it fills the space; it follows the dialog's options and
// says why when there is nothing to show.
#include "export/figureexporter.h"
#include "export/figureoptions.h"
#include "export/figuresource.h"
#include "export/figurestyle.h"
#include "shell/figureexportdialog.h"
#include "shell/figurepreview.h"
#include "spec/tabspec.h"
#include "spec/tabspecs.h"
#include "spec/viewcomputation.h"
#include "task/taskcontrol.h"
#include "view/figures.h"

#include <QComboBox>
#include <QLabel>
#include <QScrollArea>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTest>
#include <QToolButton>

#include <cmath>
#include <memory>

namespace {

ViewData sinusoidalHeatmap()
{
    const TabSpec &spec = *TabSpecs::find(QStringLiteral("sinusoidal"));
    return ViewComputation::compute(spec, QStringLiteral("heatmap"), spec.defaults(),
                                    TaskControl());
}

FigureOptions presetOptions(const QString &name)
{
    const FigurePreset &preset = *FigurePresets::find(name);
    const FigureSize size{preset.inches.width(), preset.inches.height(), FigureSize::Unit::Inches};
    FigureOptions options;
    options.dpi = preset.dpi;
    options.width = size.pixels(preset.dpi).width();
    options.height = size.pixels(preset.dpi).height();
    options.pagePoints = size.points(preset.dpi);
    options.style = preset.style;
    return options;
}

// Mean absolute difference per channel of two images of one size, 0 … 255, both averaged over
// blocks of 4 × 4 pixels: where the text, the axes and the cells are, not how fine detail was
// resampled.
double meanDifference(const QImage &a, const QImage &b)
{
    const QSize blocks = a.size() / 4;
    const QImage x = a.scaled(blocks, Qt::IgnoreAspectRatio, Qt::SmoothTransformation)
                         .convertToFormat(QImage::Format_RGB32);
    const QImage y = b.scaled(blocks, Qt::IgnoreAspectRatio, Qt::SmoothTransformation)
                         .convertToFormat(QImage::Format_RGB32);
    double sum = 0.0;
    for (int row = 0; row < x.height(); ++row) {
        const auto *p = reinterpret_cast<const QRgb *>(x.constScanLine(row));
        const auto *q = reinterpret_cast<const QRgb *>(y.constScanLine(row));
        for (int col = 0; col < x.width(); ++col)
            sum += std::abs(qRed(p[col]) - qRed(q[col])) +
                   std::abs(qGreen(p[col]) - qGreen(q[col])) +
                   std::abs(qBlue(p[col]) - qBlue(q[col]));
    }
    return sum / (3.0 * x.width() * x.height());
}

} // namespace

class TestFigurePreview : public QObject
{
    Q_OBJECT

private slots:
    void actualSizeIsThePrintedSize();
    void fitFillsTheSpace();
    void followsTheDialog();
    void saysWhyNothingIsShown();
    void largeFigureAtActualSize();
    void slowFiguresWaitForRedraw();
};

void TestFigurePreview::actualSizeIsThePrintedSize()
{
    const ViewData data = sinusoidalHeatmap();
    const FigureOptions options = presetOptions(QStringLiteral("paper-column")); // 3.25 × 2.2 in
    FigurePreview preview;
    preview.setData(data);
    preview.setOptions(options);
    preview.setZoom(FigurePreview::Zoom::Actual);
    preview.redraw();
    QVERIFY2(preview.problem().isEmpty(), qPrintable(preview.problem()));
    const double ppi = preview.logicalDpiX() * preview.devicePixelRatioF();
    const QImage shown = preview.image();
    QCOMPARE(shown.width(), int(std::lround(3.25 * ppi)));
    QCOMPARE(shown.height(), int(std::lround(2.2 * ppi)));
    QCOMPARE(preview.shownScale(), 1.0);

    // The layout is the file's: the 300-DPI PNG the export writes, brought to the preview's
    // size, differs from it only by the resampling.
    const std::unique_ptr<FigureSource> figure = Figures::create(data);
    const QImage png = FigureExporter::renderImage(*figure, options);
    QCOMPARE(png.size(), QSize(975, 660));
    const QImage small = png.scaled(shown.size(), Qt::IgnoreAspectRatio, Qt::SmoothTransformation);
    const double same = meanDifference(shown, small);
    // A preview laid out as a 975 × 660 px screen figure (text a third of the size) is far off.
    FigureOptions screen = options;
    screen.dpi = 96;
    screen.pagePoints = {};
    const QImage wrong = FigureExporter::renderImage(*Figures::create(data), screen)
                             .scaled(shown.size(), Qt::IgnoreAspectRatio, Qt::SmoothTransformation);
    const double other = meanDifference(shown, wrong);
    if (qEnvironmentVariableIsSet("PELAB_PREVIEW_SHOTS")) {
        const QString dir = qEnvironmentVariable("PELAB_PREVIEW_SHOTS");
        shown.save(dir + QStringLiteral("/preview.png"));
        small.save(dir + QStringLiteral("/png-scaled.png"));
        wrong.save(dir + QStringLiteral("/wrong-scaled.png"));
    }
    qInfo("mean difference to the PNG %.2f, to a wrong layout %.2f", same, other);
    QVERIFY2(
        same < 10.0 && other > 3.0 * same,
        qPrintable(
            QStringLiteral("difference to the PNG %1, to a wrong layout %2").arg(same).arg(other)));
}

void TestFigurePreview::fitFillsTheSpace()
{
    FigurePreview preview;
    preview.resize(900, 640);
    preview.show();
    QVERIFY(QTest::qWaitForWindowExposed(&preview));
    preview.setData(sinusoidalHeatmap());
    preview.setOptions(presetOptions(QStringLiteral("paper-column")));
    QCOMPARE(preview.zoom(), FigurePreview::Zoom::Fit);
    preview.redraw();
    const QSize space =
        preview.findChild<QScrollArea *>()->viewport()->size() * preview.devicePixelRatioF();
    const QSize shown = preview.image().size();
    QVERIFY2(shown.width() <= space.width() && shown.height() <= space.height(),
             qPrintable(QStringLiteral("%1 × %2 in %3 × %4")
                            .arg(shown.width())
                            .arg(shown.height())
                            .arg(space.width())
                            .arg(space.height())));
    // One side fills it but for the border, at the figure's aspect ratio.
    QVERIFY(shown.width() >= space.width() - 10 || shown.height() >= space.height() - 10);
    QVERIFY(std::abs(double(shown.width()) / shown.height() - 3.25 / 2.2) < 0.01);
    QVERIFY(preview.shownScale() > 1.0); // a column figure is smaller than this space

    // Made smaller, it is drawn again for the new space (after the pause).
    QSignalSpy redrawn(&preview, &FigurePreview::redrawn);
    preview.resize(500, 360);
    QVERIFY(redrawn.wait(2000));
    QVERIFY(preview.image().width() < shown.width());
}

void TestFigurePreview::followsTheDialog()
{
    FigureExportDialog dialog(ExportFormat::Pdf);
    dialog.setPreviewData(sinusoidalHeatmap());
    FigurePreview *preview = dialog.preview();
    preview->setZoom(FigurePreview::Zoom::Actual);
    QSignalSpy redrawn(preview, &FigurePreview::redrawn);
    QVERIFY(redrawn.wait(2000));
    const double ppi = preview->logicalDpiX() * preview->devicePixelRatioF();
    // The default: 1200 × 600 px at 96 DPI, 12.5 × 6.25 in.
    QCOMPARE(preview->image().size(),
             QSize(int(std::lround(12.5 * ppi)), int(std::lround(6.25 * ppi))));

    auto *style = dialog.findChild<QComboBox *>(QStringLiteral("figureStyle"));
    style->setCurrentIndex(style->findData(QStringLiteral("slide"))); // 13.33 × 7.5 in
    emit style->activated(style->currentIndex());
    QVERIFY(redrawn.wait(2000));
    QCOMPARE(preview->image().width(), int(std::lround(13.33 * ppi)));
    const QImage slide = preview->image();

    // A larger text size: the same size, drawn again, different.
    auto *fontSize = dialog.findChild<QSpinBox *>(QStringLiteral("figureFontSize"));
    fontSize->setValue(32);
    QVERIFY(redrawn.wait(2000));
    QCOMPARE(preview->image().size(), slide.size());
    QVERIFY(preview->image() != slide);
    QVERIFY(preview->problem().isEmpty());
}

void TestFigurePreview::saysWhyNothingIsShown()
{
    FigurePreview preview;
    preview.setOptions(FigureOptions{});
    preview.redraw();
    QVERIFY(preview.image().isNull());
    QVERIFY2(preview.problem().contains(QLatin1String("no result")), qPrintable(preview.problem()));

    FigureOptions options;
    options.style.font = QStringLiteral("No Such Family 7");
    preview.setData(sinusoidalHeatmap());
    preview.setOptions(options);
    preview.redraw();
    QVERIFY(preview.image().isNull());
    QVERIFY2(preview.problem().contains(QLatin1String("No Such Family 7")),
             qPrintable(preview.problem()));
}

void TestFigurePreview::largeFigureAtActualSize()
{
    // 16384 px at 24 DPI: 682 in, far more than a preview draws at 100 %.
    FigureOptions options;
    options.width = FigureOptions::kMaxPixels;
    options.height = 2048;
    options.dpi = FigureOptions::kMinDpi;
    FigurePreview preview;
    preview.setData(sinusoidalHeatmap());
    preview.setOptions(options);
    preview.setZoom(FigurePreview::Zoom::Actual);
    preview.redraw();
    QVERIFY2(preview.problem().isEmpty(), qPrintable(preview.problem()));
    QVERIFY(preview.image().width() <= FigureExporter::kMaxPreviewPixels);
    QVERIFY(preview.image().width() > FigureExporter::kMaxPreviewPixels - 64);
    QVERIFY(preview.shownScale() < 0.2);
}

void TestFigurePreview::slowFiguresWaitForRedraw()
{
    // A figure slower to draw than the limit (here any) is drawn again only on Redraw.
    FigurePreview preview;
    preview.setAutoRedrawLimit(-1);
    preview.setData(sinusoidalHeatmap());
    preview.setOptions(FigureOptions{});
    preview.redraw();
    QVERIFY(!preview.redrawsByItself());
    auto *redraw = preview.findChild<QToolButton *>(QStringLiteral("previewRedraw"));
    QVERIFY(redraw && redraw->isVisibleTo(&preview));
    const QImage first = preview.image();
    QSignalSpy redrawn(&preview, &FigurePreview::redrawn);
    FigureOptions larger;
    larger.style.fontSize = 30;
    preview.setOptions(larger);
    QVERIFY(!redrawn.wait(800)); // the pause is 250 ms: nothing drawn by itself
    QCOMPARE(preview.image(), first);
    auto *caption = preview.findChild<QLabel *>(QStringLiteral("previewCaption"));
    QVERIFY2(caption->text().contains(QLatin1String("Redraw")), qPrintable(caption->text()));
    redraw->click();
    QCOMPARE(redrawn.size(), 1);
    QVERIFY(preview.image() != first);
}

QTEST_MAIN(TestFigurePreview)
#include "tst_figurepreview.moc"
