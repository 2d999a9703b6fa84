#include "learnedpage.h"

#include "figures/heatmapwidget.h"
#include "learned/learnedfigure.h"
#include "learned/learnedsessionparameters.h"
#include "shell/readoutlabel.h"
#include "tabs/common/similaritypanel.h"
#include "tabs/learned/learnedcomparepanel.h"
#include "tabs/learned/learnedsourcebar.h"
#include "tabs/learned/learnedspectrumpanel.h"
#include "task/backgroundtask.h"

#include "error.h"
#include "sinusoidal.h"

#include <QDir>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QJsonObject>
#include <QLabel>
#include <QLocale>
#include <QMimeData>
#include <QShortcut>
#include <QTabWidget>
#include <QVBoxLayout>

#include <cmath>

struct LearnedPage::Loaded
{
    QString fileName;
    pelab::LoadedArray array;
    std::vector<pelab::TensorInfo> tensors;
};

struct LearnedPage::Analysis
{
    std::shared_ptr<const pelab::Matrix> table;
    std::shared_ptr<const pelab::DimensionSpectrum> spectrum;
    std::shared_ptr<const pelab::Matrix> sinusoidal;
    QString note;
};

LearnedPage::LearnedPage(QWidget *parent) : Page(parent)
{
    setAcceptDrops(true);
    m_loadTask = new BackgroundTask(this);
    m_analysisTask = new BackgroundTask(this);

    m_bar = new LearnedSourceBar(this);
    contentLayout()->addWidget(m_bar);

    m_source = new QLabel(this);
    m_source->setObjectName(QStringLiteral("learnedSource"));
    m_source->setTextInteractionFlags(Qt::TextSelectableByMouse);
    contentLayout()->addWidget(m_source);
    m_infoLabel = new QLabel(this);
    m_infoLabel->setObjectName(QStringLiteral("learnedInfo"));
    m_infoLabel->setWordWrap(true);
    m_infoLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    contentLayout()->addWidget(m_infoLabel);

    m_views = new QTabWidget(this);
    m_views->setObjectName(QStringLiteral("learnedViews"));
    m_views->setDocumentMode(true);
    auto *tableView = new QWidget(this);
    auto *tableLayout = new QVBoxLayout(tableView);
    m_heatmap = new HeatmapWidget(tableView);
    m_heatmap->setObjectName(QStringLiteral("learnedHeatmap"));
    tableLayout->addWidget(m_heatmap, 1);
    m_readout = new ReadoutLabel({}, tableView);
    tableLayout->addWidget(m_readout);
    m_views->addTab(tableView, tr("T&able"));
    m_similarity = new SimilarityPanel(this);
    m_similarity->setMeasure(SimilarityPanel::Measure::Cosine);
    m_views->addTab(m_similarity, tr("&Similarity"));
    m_spectrum = new LearnedSpectrumPanel(this);
    m_views->addTab(m_spectrum, tr("S&pectrum"));
    m_compare = new LearnedComparePanel(this);
    m_views->addTab(m_compare, tr("&Compare with sinusoidal"));
    setSessionViews(m_views, {QStringLiteral("table"), QStringLiteral("similarity"),
                              QStringLiteral("spectrum"), QStringLiteral("compare")});
    contentLayout()->addWidget(m_views, 1);

    auto *shortcut = new QShortcut(QKeySequence(tr("Ctrl+Shift+O")), this);
    shortcut->setContext(Qt::WidgetWithChildrenShortcut);
    connect(shortcut, &QShortcut::activated, this, &LearnedPage::chooseFile);
    connect(m_bar, &LearnedSourceBar::chooseRequested, this, &LearnedPage::chooseFile);
    connect(m_bar, &LearnedSourceBar::recentChosen, this, [this](const QString &file) {
        if (file != m_fileName)
            openFile(file);
    });
    connect(m_bar, &LearnedSourceBar::tensorChosen, this,
            [this](const QString &tensor) { openFile(m_fileName, tensor); });
    const auto applyColormap = [this](Colormap c) {
        m_heatmap->setColormap(c);
        m_similarity->setColormap(c);
        m_spectrum->setColormap(c == Colormap::RdBu ? Colormap::Viridis : c);
        m_compare->setColormap(c);
    };
    applyColormap(m_bar->colormap());
    connect(m_bar, &LearnedSourceBar::colormapChanged, this, applyColormap);
    connect(m_heatmap, &HeatmapWidget::cellHovered, this, &LearnedPage::showReadout);
    connect(m_views, &QTabWidget::currentChanged, this, [this](int index) {
        m_similarity->setActive(index == SimilarityView);
        emit exportChanged();
    });
    connect(m_similarity, &SimilarityPanel::exportChanged, this, &Page::exportChanged);
    connect(m_similarity, &SimilarityPanel::statusMessage, this, &Page::statusMessage);
    connect(m_spectrum, &LearnedSpectrumPanel::exportChanged, this, &Page::exportChanged);
    connect(m_compare, &LearnedComparePanel::exportChanged, this, &Page::exportChanged);
    reportTask(m_loadTask, tr("Reading the table…"));
    reportTask(m_analysisTask, tr("Computing the spectrum…"));
    reportTask(m_similarity->task(), tr("Computing the similarity matrix…"));
    openFile({});
}

LearnedPage::~LearnedPage() = default;

QString LearnedPage::title() const
{
    return tr("Learned");
}

QString LearnedPage::sourceTitle() const
{
    if (m_fileName.isEmpty())
        return tr("bundled sample");
    return LearnedFigure::sourceName(m_fileName, m_array);
}

QString LearnedPage::exportBaseName() const
{
    QString stem = m_fileName.isEmpty() ? QStringLiteral("learned-sample")
                                        : QFileInfo(m_fileName).completeBaseName();
    if (!m_tensorName.isEmpty())
        stem += QLatin1Char('-') + QString(m_tensorName).replace(QLatin1Char('.'), u'_');
    switch (m_views->currentIndex()) {
    case SimilarityView:
        return stem + QLatin1Char('-') + m_similarity->measureId();
    case SpectrumView:
        return stem + (m_spectrum->view() == LearnedSpectrumPanel::View::Magnitude
                           ? QStringLiteral("-spectrum")
                           : QStringLiteral("-peaks"));
    case CompareView:
        return m_compare->exportsSinusoidal() ? stem + QStringLiteral("-sinusoidal") : stem;
    default:
        return stem;
    }
}

ExportTable LearnedPage::exportTable() const
{
    switch (m_views->currentIndex()) {
    case SimilarityView:
        return m_similarity->exportTable();
    case SpectrumView:
        return m_spectrum->exportTable();
    case CompareView:
        return m_compare->exportTable();
    default:
        return LearnedFigure::tableExport(m_table);
    }
}

const FigureSource *LearnedPage::exportFigure() const
{
    switch (m_views->currentIndex()) {
    case SimilarityView:
        return m_similarity->exportFigure();
    case SpectrumView:
        return m_spectrum->exportFigure();
    case CompareView:
        return m_compare->exportFigure();
    default:
        return m_table ? m_heatmap : nullptr;
    }
}

QString LearnedPage::sessionKey() const
{
    return QStringLiteral("learned");
}

QJsonObject LearnedPage::parameters() const
{
    LearnedSessionValues v;
    v.file = m_fileName;
    v.tensor = m_tensorName;
    v.colormap = m_bar->colormap();
    v.measure = m_similarity->measure();
    v.spectrum = m_spectrum->view();
    v.compareSinusoidal = m_compare->exportsSinusoidal();
    return LearnedSessionParameters::toJson(v);
}

void LearnedPage::setParameters(const QJsonObject &parameters, QStringList *warnings)
{
    const LearnedSessionValues v =
        LearnedSessionParameters::fromJson(parameters, sessionKey(), warnings);
    m_bar->setColormap(v.colormap);
    m_similarity->setMeasure(v.measure);
    m_spectrum->setView(v.spectrum);
    m_compare->setExportsSinusoidal(v.compareSinusoidal);
    if (v.file != m_fileName || v.tensor != m_tensorName)
        openFile(v.file, v.tensor);
}

void LearnedPage::chooseFile()
{
    const QString dir = m_fileName.isEmpty() ? QString() : QFileInfo(m_fileName).absolutePath();
    const QString file = QFileDialog::getOpenFileName(
        this, tr("Open a position table"), dir,
        tr("Array files (*.npy *.csv *.txt *.safetensors);;All files (*)"));
    if (!file.isEmpty())
        openFile(file);
}

void LearnedPage::openFile(const QString &fileName, const QString &tensor)
{
    m_similarity->task()->cancel();
    m_analysisTask->cancel();
    m_loadTask->start<Loaded>(
        [fileName, tensor](const TaskControl &) {
            Loaded loaded;
            loaded.fileName = fileName;
            pelab::ArrayReadOptions options;
            options.tensorName = tensor.toStdString();
            if (fileName.isEmpty()) {
                QFile sample(sampleResource());
                if (!sample.open(QIODevice::ReadOnly))
                    throw pelab::Error("the bundled sample is missing");
                const QByteArray bytes = sample.readAll();
                loaded.array = pelab::readArrayBytes(bytes.constData(), std::size_t(bytes.size()),
                                                     "learned-sample.npy", options);
                return loaded;
            }
            const std::string path = QFile::encodeName(fileName).toStdString();
            loaded.tensors = pelab::listArrayTensors(path);
            if (options.tensorName.empty() && loaded.tensors.size() > 1)
                options.tensorName = LearnedSourceBar::defaultTensor(loaded.tensors);
            loaded.array = pelab::readArrayFile(path, options);
            return loaded;
        },
        [this](Loaded loaded) { showLoaded(std::move(loaded)); },
        [this, fileName](const QString &message) {
            showError(tr("Cannot open %1: %2").arg(QFileInfo(fileName).fileName(), message));
            emit loadFailed(message);
        });
}

void LearnedPage::showLoaded(Loaded loaded)
{
    clearError();
    m_fileName = loaded.fileName;
    m_tensorName = QString::fromStdString(loaded.array.tensorName);
    m_table = std::make_shared<const pelab::Matrix>(std::move(loaded.array.values));
    m_array = std::move(loaded.array);
    m_tensors = std::move(loaded.tensors);

    m_bar->setTensors(m_tensors, m_tensorName);
    if (!m_fileName.isEmpty())
        m_bar->rememberRecent(m_fileName);

    m_source->setText(m_fileName.isEmpty()
                          ? tr("<b>Sample learned-like table, not from a trained model</b> "
                               "(a sinusoid plus seeded noise; open or drop your own file)")
                          : tr("<b>%1</b> — %2")
                                .arg(sourceTitle().toHtmlEscaped(),
                                     QDir::toNativeSeparators(m_fileName).toHtmlEscaped()));
    const pelab::TableSummary summary = pelab::summarizeTable(*m_table);
    const QLocale locale;
    m_infoLabel->setText(
        LearnedFigure::describeArray(m_array) +
        tr(". Values %1 … %2; mean cosine similarity of neighbouring positions %3.")
            .arg(locale.toString(summary.min, 'g', 4), locale.toString(summary.max, 'g', 4),
                 locale.toString(summary.meanNeighbourCosine, 'f', 4)));
    const QString title = tr("Learned position table: %1").arg(sourceTitle());
    LearnedFigure::configureTableHeatmap(*m_heatmap, title, m_bar->colormap());
    LearnedFigure::showTable(*m_heatmap, LearnedFigure::displayTable(m_table, m_array.infCount));
    m_readout->clear();
    m_similarity->setSource(LearnedFigure::displayTable(m_table, m_array.infCount), 0, title);
    m_similarity->setActive(m_views->currentIndex() == SimilarityView);
    m_spectrum->setSpectrum(nullptr, {});
    m_compare->setTables(nullptr, nullptr, {}, tr("Computing…"));
    emit statusMessage(tr("Read %1").arg(sourceTitle()));
    emit exportChanged();
    emit tableShown();
    startAnalysis();
}

void LearnedPage::startAnalysis()
{
    auto table = m_table;
    const std::size_t infCount = m_array.infCount;
    m_analysisTask->start<Analysis>(
        [table, infCount](const TaskControl &control) {
            Analysis out;
            out.table = LearnedFigure::displayTable(table, infCount);
            if (table->rows() >= 2) {
                auto spectrum = pelab::dimensionSpectrum(
                    *table, pelab::kDefaultMemoryLimit,
                    [&control](double f) { return control.report(0.9 * f); });
                if (!spectrum.magnitude.empty())
                    out.spectrum =
                        std::make_shared<const pelab::DimensionSpectrum>(std::move(spectrum));
            }
            pelab::SinusoidalParams params;
            params.positions = std::int64_t(table->rows());
            params.dim = std::int64_t(table->cols() + table->cols() % 2);
            const pelab::Matrix full = pelab::sinusoidalTable(params);
            auto same = std::make_shared<pelab::Matrix>(table->rows(), table->cols());
            for (std::size_t r = 0; r < table->rows(); ++r)
                std::copy_n(full.row(r), table->cols(), same->row(r));
            out.sinusoidal = std::move(same);
            out.note =
                table->cols() % 2
                    ? QCoreApplication::translate("LearnedPage",
                                                  "Left: the learned table. Right: the sinusoidal "
                                                  "table of the same shape (odd width: the "
                                                  "last cosine column of d + 1 is left out).")
                    : QCoreApplication::translate("LearnedPage",
                                                  "Left: the learned table. Right: the sinusoidal "
                                                  "table of the same shape, each on its own "
                                                  "colour range symmetric about zero.");
            return out;
        },
        [this](Analysis analysis) {
            if (analysis.spectrum)
                m_spectrum->setSpectrum(analysis.spectrum, sourceTitle());
            m_compare->setTables(analysis.table, analysis.sinusoidal,
                                 tr("Learned: %1").arg(sourceTitle()), analysis.note);
            emit analysisShown();
        },
        [this](const QString &message) {
            m_compare->setTables(m_table, nullptr, sourceTitle(), message);
            emit statusMessage(message);
        });
}

void LearnedPage::showReadout(int row, int column)
{
    if (!m_table || row < 0 || column < 0 || std::size_t(row) >= m_table->rows() ||
        std::size_t(column) >= m_table->cols())
        return;
    const double v = (*m_table)(std::size_t(row), std::size_t(column));
    const QString value = std::isnan(v)   ? tr("NaN (drawn grey)")
                          : std::isinf(v) ? tr("%1 infinity (drawn grey)").arg(v > 0 ? u'+' : u'−')
                                          : QLocale().toString(v, 'g', 6);
    m_readout->setText(tr("position %1, dimension %2: %3").arg(row).arg(column).arg(value));
}

std::shared_ptr<const pelab::DimensionSpectrum> LearnedPage::spectrum() const
{
    return m_spectrum->spectrum();
}

void LearnedPage::setCurrentView(View view)
{
    m_views->setCurrentIndex(int(view));
}

void LearnedPage::cancel()
{
    m_loadTask->cancel();
    m_analysisTask->cancel();
    m_similarity->task()->cancel();
}

QStringList LearnedPage::recentFiles() const
{
    return LearnedSourceBar::recentFiles();
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
