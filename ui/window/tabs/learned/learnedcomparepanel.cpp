#include "learnedcomparepanel.h"

#include "figures/heatmapwidget.h"
#include "learned/learnedfigures.h"
#include "learned/learnedspec.h"
#include "learned/learnedtables.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QSplitter>
#include <QVBoxLayout>

LearnedComparePanel::LearnedComparePanel(QWidget *form, QWidget *parent) : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    auto *bar = new QHBoxLayout;
    m_note = new QLabel(this);
    m_note->setObjectName(QStringLiteral("compareNote"));
    m_note->setWordWrap(true);
    bar->addWidget(m_note, 1);
    bar->addWidget(form);
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
}

void LearnedComparePanel::showTables(const ViewData &data)
{
    m_note->setText(LearnedTables::compareNote(data.resultAs<LearnedResult>().table->cols()));
    LearnedFigures::drawCompareLearned(*m_learned, data, true);
    LearnedFigures::drawCompareSinusoidal(*m_sinusoidal, data, true);
}

void LearnedComparePanel::applyDisplay(const ViewData &data)
{
    const Colormap colormap = LearnedFigures::colormapOf(data);
    m_learned->setColormap(colormap);
    m_sinusoidal->setColormap(colormap);
}

void LearnedComparePanel::clear(const QString &note)
{
    m_note->setText(note);
    m_learned->clear();
    m_sinusoidal->clear();
}

bool LearnedComparePanel::isDrawing() const
{
    return m_learned->isPreparing() || m_sinusoidal->isPreparing();
}
