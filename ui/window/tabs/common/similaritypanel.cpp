#include "similaritypanel.h"

#include "figures/heatmapwidget.h"

#include "similarity.h"

#include <qcustomplot.h>

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QVBoxLayout>

#include <cmath>

namespace {

struct SimilarityResult
{
    std::shared_ptr<const pelab::Matrix> gram;
    std::shared_ptr<const pelab::Matrix> matrix;
    std::unique_ptr<QCPColorMapData> cells;
};

} // namespace

SimilarityPanel::SimilarityPanel(QWidget *parent) : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    auto *bar = new QHBoxLayout;
    m_measure = new QComboBox(this);
    m_measure->setObjectName(QStringLiteral("similarityMeasure"));
    m_measure->addItem(tr("Dot product PE(t)·PE(s)"));
    m_measure->addItem(tr("Cosine similarity"));
    m_measure->addItem(tr("Distance ‖PE(t) − PE(s)‖"));
    m_measure->setToolTip(tr("How two positions are compared"));
    auto *label = new QLabel(tr("&Measure:"), this);
    label->setBuddy(m_measure);
    bar->addWidget(label);
    bar->addWidget(m_measure);
    m_status = new QLabel(this);
    bar->addWidget(m_status, 1);
    layout->addLayout(bar);
    m_heatmap = new HeatmapWidget(this);
    m_heatmap->setObjectName(QStringLiteral("similarityHeatmap"));
    layout->addWidget(m_heatmap, 1);
    m_task = new BackgroundTask(this);

    connect(m_measure, qOverload<int>(&QComboBox::currentIndexChanged), this, [this] {
        m_result.reset();
        m_dirty = true;
        if (m_active)
            recompute();
        emit exportChanged();
    });
    connect(m_task, &BackgroundTask::progressChanged, this,
            [this](int percent) { m_status->setText(tr("Computing… %1 %").arg(percent)); });
    // A cancelled job leaves the panel to compute again when shown, as its text says; starting
    // a job cancels the one before, so only a later cancel counts.
    connect(m_task, &BackgroundTask::started, this, [this] { m_dirty = false; });
    connect(m_task, &BackgroundTask::cancelled, this, [this] {
        m_dirty = true;
        m_status->setText(tr("Cancelled: show this view again to recompute."));
    });
}

void SimilarityPanel::setSource(std::shared_ptr<const pelab::Matrix> table, qint64 rowOrigin,
                                const QString &sourceTitle)
{
    m_task->cancel();
    m_source = std::move(table);
    m_rowOrigin = rowOrigin;
    m_sourceTitle = sourceTitle;
    m_gram.reset();
    m_result.reset();
    m_dirty = true;
    if (m_active)
        recompute();
    emit exportChanged();
}

void SimilarityPanel::setColormap(Colormap colormap)
{
    m_heatmap->setColormap(colormap);
}

void SimilarityPanel::setMeasure(Measure measure)
{
    m_measure->setCurrentIndex(int(measure));
}

SimilarityPanel::Measure SimilarityPanel::measure() const
{
    return Measure(m_measure->currentIndex());
}

void SimilarityPanel::setActive(bool active)
{
    m_active = active;
    if (m_active && m_dirty)
        recompute();
}

QString SimilarityPanel::measureId() const
{
    return measureId(measure());
}

QString SimilarityPanel::measureId(Measure measure)
{
    return similarityMeasureId(measure);
}

QString SimilarityPanel::measureTitle() const
{
    return m_measure->currentText();
}

void SimilarityPanel::recompute()
{
    m_dirty = false;
    if (!m_source)
        return;
    m_status->setText(tr("Computing…"));
    const auto source = m_source;
    const auto knownGram = m_gram;
    const Measure kind = measure();
    const double origin = double(m_rowOrigin);
    m_task->start<SimilarityResult>(
        [source, knownGram, kind, origin](const TaskControl &control) {
            SimilarityResult out;
            out.gram = knownGram;
            if (!out.gram) {
                auto gram = pelab::gramMatrix(*source, pelab::kDefaultMemoryLimit,
                                              [&control](double f) { return control.report(f); });
                if (gram.empty())
                    return out;
                out.gram = std::make_shared<const pelab::Matrix>(std::move(gram));
            }
            if (kind == Measure::Dot)
                out.matrix = out.gram;
            else if (kind == Measure::Cosine)
                out.matrix =
                    std::make_shared<const pelab::Matrix>(pelab::cosineFromGram(*out.gram));
            else
                out.matrix =
                    std::make_shared<const pelab::Matrix>(pelab::distanceFromGram(*out.gram));
            out.cells = HeatmapWidget::buildCells(*out.matrix, origin, origin);
            return out;
        },
        [this](SimilarityResult result) {
            if (!result.matrix)
                return;
            m_gram = result.gram;
            m_result = result.matrix;
            m_heatmap->setLabels(measureTitle() + QStringLiteral(": ") + m_sourceTitle,
                                 tr("position s"), tr("position t"), measureTitle());
            m_heatmap->setAutoValueRange();
            m_heatmap->setMatrix(m_result, double(m_rowOrigin), double(m_rowOrigin),
                                 std::move(result.cells));
            m_status->setText(tr("%1 × %1 positions").arg(m_result->rows()));
            emit exportChanged();
        },
        [this](const QString &error) {
            m_status->setText(error);
            emit statusMessage(error);
        });
}

ExportTable SimilarityPanel::exportTable() const
{
    ExportTable out;
    if (!m_result)
        return out;
    out.matrix = m_result;
    out.cornerHeader = QStringLiteral("position");
    const qint64 origin = m_rowOrigin;
    out.rowLabel = [origin](qsizetype row) { return QString::number(origin + row); };
    out.columnLabel = [origin](qsizetype column) { return QString::number(origin + column); };
    return out;
}

const FigureSource *SimilarityPanel::exportFigure() const
{
    return m_result ? m_heatmap : nullptr;
}
