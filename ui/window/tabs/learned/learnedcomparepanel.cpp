#include "learnedcomparepanel.h"

#include "figures/heatmapwidget.h"
#include "learned/learnedfigure.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QSplitter>
#include <QVBoxLayout>

#include <algorithm>

LearnedComparePanel::LearnedComparePanel(QWidget *parent) : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    auto *bar = new QHBoxLayout;
    m_note = new QLabel(this);
    m_note->setObjectName(QStringLiteral("compareNote"));
    m_note->setWordWrap(true);
    bar->addWidget(m_note, 1);
    bar->addWidget(new QLabel(tr("Export:"), this));
    m_exportSide = new QComboBox(this);
    m_exportSide->setObjectName(QStringLiteral("compareExportSide"));
    m_exportSide->addItems({tr("learned table"), tr("sinusoidal table")});
    bar->addWidget(m_exportSide);
    layout->addLayout(bar);
    auto *split = new QSplitter(Qt::Horizontal, this);
    m_learned = new HeatmapWidget(split);
    m_learned->setObjectName(QStringLiteral("compareLearned"));
    m_sinusoidal = new HeatmapWidget(split);
    m_sinusoidal->setObjectName(QStringLiteral("compareSinusoidal"));
    split->addWidget(m_learned);
    split->addWidget(m_sinusoidal);
    split->setStretchFactor(0, 1);
    split->setStretchFactor(1, 1);
    split->setSizes({600, 600}); // equal halves, whatever the size hints
    layout->addWidget(split, 1);
    connect(m_exportSide, &QComboBox::currentIndexChanged, this,
            &LearnedComparePanel::exportChanged);
}

void LearnedComparePanel::setTables(std::shared_ptr<const pelab::Matrix> learned,
                                    std::shared_ptr<const pelab::Matrix> sinusoidal,
                                    const QString &learnedTitle, const QString &note)
{
    m_learnedTable = std::move(learned);
    m_sinusoidalTable = std::move(sinusoidal);
    m_note->setText(note);
    // Each on its own range symmetric about zero: a learned table is often 10× smaller.
    const double a = m_learnedTable ? LearnedFigure::absMax(*m_learnedTable) : 1.0;
    LearnedFigure::configureTableHeatmap(*m_learned, learnedTitle, m_learned->colormap());
    m_learned->setMatrix(m_learnedTable);
    m_learned->setValueRange(-a, a);
    if (m_sinusoidalTable) {
        LearnedFigure::configureTableHeatmap(
            *m_sinusoidal,
            tr("Sinusoidal table, %1 × %2 (base 10000, interleaved)")
                .arg(m_sinusoidalTable->rows())
                .arg(m_sinusoidalTable->cols()),
            m_sinusoidal->colormap());
        m_sinusoidal->setMatrix(m_sinusoidalTable);
        m_sinusoidal->setValueRange(-1.0, 1.0);
    } else {
        m_sinusoidal->clear();
    }
    emit exportChanged();
}

void LearnedComparePanel::setColormap(Colormap colormap)
{
    m_learned->setColormap(colormap);
    m_sinusoidal->setColormap(colormap);
}

bool LearnedComparePanel::exportsSinusoidal() const
{
    return m_exportSide->currentIndex() == 1;
}

void LearnedComparePanel::setExportsSinusoidal(bool sinusoidal)
{
    m_exportSide->setCurrentIndex(sinusoidal ? 1 : 0);
}

ExportTable LearnedComparePanel::exportTable() const
{
    return LearnedFigure::tableExport(exportsSinusoidal() ? m_sinusoidalTable : m_learnedTable);
}

const FigureSource *LearnedComparePanel::exportFigure() const
{
    if (exportsSinusoidal())
        return m_sinusoidalTable ? m_sinusoidal : nullptr;
    return m_learnedTable ? m_learned : nullptr;
}
