#include "learnedpage.h"

#include "editors/parameterform.h"
#include "figures/heatmapwidget.h"
#include "learned/learnedfigures.h"
#include "learned/learnedspec.h"
#include "learned/learnedtables.h"
#include "shell/pageregistration.h"
#include "shell/readoutlabel.h"
#include "similarity/similarityfigure.h"
#include "similarity/similarityview.h"
#include "spec/tabspecs.h"
#include "tabs/learned/learnedcomparepanel.h"
#include "tabs/learned/learnedsourcebar.h"
#include "tabs/learned/learnedspectrumpanel.h"
#include "task/tabcontroller.h"

#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QMimeData>
#include <QShortcut>
#include <QTabWidget>
#include <QVBoxLayout>

namespace {

const QString kSimilarity = QStringLiteral("similarity");
const QString kSpectrum = QStringLiteral("spectrum");
const QString kCompare = QStringLiteral("compare");

} // namespace

LearnedPage::LearnedPage(QWidget *parent)
    : TabPage(*TabSpecs::find(QStringLiteral("learned")), parent)
{
    setAcceptDrops(true);
    m_bar = new LearnedSourceBar(createForm({ColormapKeys::colormap}, nullptr), this);
    contentLayout()->addWidget(m_bar);
    m_spectrum = new LearnedSpectrumPanel(createForm({LearnedKeys::spectrum}, nullptr), this);
    m_compare = new LearnedComparePanel(createForm({LearnedKeys::compareExport}, nullptr), this);
    contentLayout()->addWidget(
        createViews({buildTableView(), buildSimilarityView(), m_spectrum, m_compare},
                    QStringLiteral("learnedViews")),
        1);

    auto *shortcut = new QShortcut(QKeySequence(tr("Ctrl+Shift+O")), this);
    shortcut->setContext(Qt::WidgetWithChildrenShortcut);
    shortcut->setWhatsThis(tr("Open a learned position table (.npy, .csv, .safetensors)"));
    connect(shortcut, &QShortcut::activated, this, &LearnedPage::chooseFile);
    connect(m_bar, &LearnedSourceBar::chooseRequested, this, &LearnedPage::chooseFile);
    connect(m_bar, &LearnedSourceBar::recentChosen, this, [this](const QString &file) {
        if (file != fileName())
            openFile(file);
    });
    connect(m_bar, &LearnedSourceBar::tensorChosen, this,
            [this](const QString &tensor) { openFile(fileName(), tensor); });

    TabController *c = controller();
    connect(c, &TabController::resultChanged, this, &LearnedPage::showResult);
    connect(c, &TabController::viewResultChanged, this, &LearnedPage::showView);
    connect(c, &TabController::displayChanged, this, &LearnedPage::applyDisplay);
    connect(c, &TabController::errorChanged, this, [this](const QString &text) {
        if (text.isEmpty())
            return;
        setViewStatus({}); // the banner says why the view is not shown
        emit loadFailed(text);
    });
    connect(c, &TabController::busyChanged, this, [this](bool busy) {
        setViewStatus(busy && controller()->isComputing()
                          ? tr("Computing…")
                          : tr("Cancelled: show this view again to recompute."));
    });
    connect(m_heatmap, &HeatmapWidget::cellHovered, this, &LearnedPage::showReadout);
    c->recompute();
}

QWidget *LearnedPage::buildTableView()
{
    auto *view = new QWidget(this);
    auto *layout = new QVBoxLayout(view);
    m_heatmap = new HeatmapWidget(view);
    m_heatmap->setObjectName(QStringLiteral("learnedHeatmap"));
    layout->addWidget(m_heatmap, 1);
    m_readout = new ReadoutLabel({}, view);
    layout->addWidget(m_readout);
    return view;
}

QWidget *LearnedPage::buildSimilarityView()
{
    auto *view = new QWidget(this);
    auto *layout = new QVBoxLayout(view);
    auto *bar = new QHBoxLayout;
    bar->addWidget(createForm({SimilarityKeys::measure}, view));
    m_similarityStatus = new QLabel(view);
    bar->addWidget(m_similarityStatus, 1);
    layout->addLayout(bar);
    m_similarity = new HeatmapWidget(view);
    m_similarity->setObjectName(QStringLiteral("similarityHeatmap"));
    layout->addWidget(m_similarity, 1);
    return view;
}

const LearnedResult *LearnedPage::shownResult() const
{
    return controller()->resultAs<LearnedResult>();
}

QString LearnedPage::fileName() const
{
    return shownResult() ? shownResult()->fileName : QString();
}

QString LearnedPage::tensorName() const
{
    return shownResult() ? QString::fromStdString(shownResult()->array.tensorName) : QString();
}

std::shared_ptr<const pelab::Matrix> LearnedPage::table() const
{
    return shownResult() ? shownResult()->table : nullptr;
}

pelab::LoadedArray LearnedPage::loadedInfo() const
{
    if (!shownResult())
        return {};
    const pelab::LoadedArray &a = shownResult()->array;
    return {{}, a.ndim, a.format, a.dtype, a.tensorName, a.nanCount, a.infCount, a.notes};
}

std::shared_ptr<const pelab::DimensionSpectrum> LearnedPage::spectrum() const
{
    const ViewData data = controller()->viewData(kSpectrum);
    return data.isValid() ? m_spectrum->spectrum() : nullptr;
}

void LearnedPage::setCurrentView(View view)
{
    setSessionView(sessionViews().value(int(view)));
}

QStringList LearnedPage::recentFiles()
{
    return LearnedSourceBar::recentFiles();
}

bool LearnedPage::isDrawing() const
{
    return m_heatmap->isPreparing() || m_similarity->isPreparing() || m_compare->isDrawing();
}

void LearnedPage::openFile(const QString &fileName, const QString &tensor)
{
    controller()->setValue(LearnedKeys::tensor, tensor);
    controller()->setValue(LearnedKeys::file, fileName);
    controller()->recompute(); // read again even when the name is the same
}

void LearnedPage::chooseFile()
{
    const QString shown = fileName();
    const QString dir = shown.isEmpty() ? QString() : QFileInfo(shown).absolutePath();
    const QString file = QFileDialog::getOpenFileName(
        this, tr("Open a position table"), dir,
        tr("Array files (*.npy *.csv *.txt *.safetensors);;All files (*)"));
    if (!file.isEmpty())
        openFile(file);
}

void LearnedPage::showResult()
{
    m_bar->showSource(*shownResult());
    LearnedFigures::drawTable(*m_heatmap, controller()->viewData(QStringLiteral("table")), true);
    m_readout->clear();
    // The views with their own computation show this table once they have computed for it.
    m_similarity->clear();
    m_similarityStatus->clear();
    m_spectrum->clear({});
    m_compare->clear({});
    emit statusMessage(tr("Read %1").arg(LearnedTables::sourceTitle(*shownResult())));
    emit tableShown();
}

void LearnedPage::showView(const QString &view)
{
    const ViewData data = controller()->viewData(view);
    if (!data.isValid())
        return;
    if (view == kSimilarity) {
        SimilarityFigure::draw(*m_similarity, data, true);
        m_similarityStatus->setText(
            tr("%1 × %1 positions").arg(data.viewResultAs<SimilarityResult>().matrix->rows()));
    } else if (view == kSpectrum) {
        m_spectrum->showSpectrum(data);
    } else if (view == kCompare) {
        m_compare->showTables(data);
    }
    emit viewShown(view);
}

void LearnedPage::applyDisplay()
{
    if (!shownResult())
        return;
    const Colormap colormap =
        LearnedFigures::colormapOf(controller()->viewData(QStringLiteral("table")));
    m_heatmap->setColormap(colormap);
    m_similarity->setColormap(colormap);
    if (const ViewData data = controller()->viewData(kSpectrum); data.isValid())
        m_spectrum->applyDisplay(data);
    if (const ViewData data = controller()->viewData(kCompare); data.isValid())
        m_compare->applyDisplay(data);
}

void LearnedPage::setViewStatus(const QString &status)
{
    const QString view = controller()->currentView();
    if (view == QLatin1String("table") || controller()->viewData(view).isValid())
        return;
    if (view == kSimilarity)
        m_similarityStatus->setText(status);
    else if (view == kSpectrum)
        m_spectrum->clear(status);
    else
        m_compare->clear(status);
}

void LearnedPage::showReadout(int row, int column)
{
    if (shownResult())
        m_readout->setText(LearnedTables::describeCell(*shownResult(), row, column));
}

void LearnedPage::dragEnterEvent(QDragEnterEvent *event)
{
    const QList<QUrl> urls = event->mimeData()->urls();
    if (urls.size() == 1 && urls.first().isLocalFile())
        event->acceptProposedAction();
}

void LearnedPage::dropEvent(QDropEvent *event)
{
    const QList<QUrl> urls = event->mimeData()->urls();
    if (urls.size() != 1 || !urls.first().isLocalFile())
        return;
    event->acceptProposedAction();
    openFile(urls.first().toLocalFile());
}

PELAB_REGISTER_TAB_PAGE(learned, LearnedPage)
