#include "shawpage.h"

#include "editors/parameterform.h"
#include "figures/heatmapwidget.h"
#include "models/matrixmodel.h"
#include "shaw/shawfigures.h"
#include "shaw/shawscoremodel.h"
#include "shaw/shawspec.h"
#include "shaw/shawtables.h"
#include "shaw/shawviews.h"
#include "shell/pageregistration.h"
#include "shell/readoutlabel.h"
#include "spec/tabspecs.h"
#include "tabs/shaw/shawparametersbox.h"
#include "tabs/shaw/shawrowpanel.h"
#include "tabs/shaw/shawvaluepanel.h"
#include "task/tabcontroller.h"

#include <QHeaderView>
#include <QLabel>
#include <QScrollArea>
#include <QTableView>
#include <QTabWidget>
#include <QVBoxLayout>

ShawPage::ShawPage(QWidget *parent) : TabPage(*TabSpecs::find(QStringLiteral("shaw")), parent)
{
    m_scoreModel = new ShawScoreModel(this);
    m_relModel = new MatrixModel(this);
    m_parameters =
        new ShawParametersBox(*controller(),
                              createForm({ShawKeys::positions, ShawKeys::dim, ShawKeys::clip,
                                          ShawKeys::seed, ShawKeys::q, ShawKeys::k, ShawKeys::rel,
                                          ShawKeys::query, ShawKeys::term, ColormapKeys::colormap},
                                         this),
                              this);
    auto *scroll = new QScrollArea(this);
    scroll->setWidget(m_parameters);
    scroll->setWidgetResizable(true);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setMinimumWidth(380);

    m_rowPanel = new ShawRowPanel(*controller(), this);
    m_valuePanel = new ShawValuePanel(this);
    QTabWidget *views =
        createViews({buildTableView(), buildHeatmapView(), m_rowPanel,
                     createTableView(m_relModel, QStringLiteral("relativeView")), m_valuePanel},
                    QStringLiteral("shawViews"));
    addSidePanel(scroll, views, tr("Parameters"), 380);

    TabController *c = controller();
    connect(c, &TabController::resultChanged, this, &ShawPage::showResult);
    connect(c, &TabController::viewResultChanged, this, &ShawPage::showViewResult);
    connect(c, &TabController::displayChanged, this, [this](const QString &key) {
        if (key == ColormapKeys::colormap)
            m_heatmap->setColormap(parseColormap(controller()->state().text(ColormapKeys::colormap))
                                       .value_or(Colormap::RdBu));
    });
    connect(m_heatmap, &HeatmapWidget::cellHovered, this, [this](int row, int column) {
        if (!m_heatmapData.isValid())
            return;
        const std::int64_t first = m_heatmapData.viewResultAs<ShawTermResult>().window.first;
        m_readout->setText(ShawTables::describeCell(*m_heatmapData.resultAs<ShawResult>().scores,
                                                    first + row, first + column));
    });
    connect(m_heatmap, &HeatmapWidget::cellClicked, this, [this](int row, int) {
        if (m_heatmapData.isValid())
            pickRow(m_heatmapData.viewResultAs<ShawTermResult>().window.first + row);
    });
    c->recompute();
}

QWidget *ShawPage::buildTableView()
{
    auto *view = new QWidget(this);
    auto *layout = new QVBoxLayout(view);
    auto *note = new QLabel(tr("Each cell is a(t, s), computed when it scrolls into view; hover "
                               "for its content and position terms and clip index. Tinted "
                               "cells: |s − t| > K, the offset is clipped. Click a cell to "
                               "list its row."),
                            view);
    note->setWordWrap(true);
    layout->addWidget(note);
    auto *table = new QTableView(view);
    table->setObjectName(QStringLiteral("scoreTable"));
    table->setModel(m_scoreModel);
    // Uniform sections: the headers never ask the model for sizes, so N = 100 000 scrolls.
    for (QHeaderView *header : {table->horizontalHeader(), table->verticalHeader()})
        header->setSectionResizeMode(QHeaderView::Fixed);
    table->horizontalHeader()->setDefaultSectionSize(84);
    table->verticalHeader()->setDefaultSectionSize(table->fontMetrics().height() + 6);
    table->setWordWrap(false);
    layout->addWidget(table, 1);
    m_tableExport = new QLabel(view);
    m_tableExport->setObjectName(QStringLiteral("tableExport"));
    m_tableExport->setWordWrap(true);
    layout->addWidget(m_tableExport);
    connect(table, &QTableView::clicked, this,
            [this](const QModelIndex &index) { pickRow(index.row()); });
    return view;
}

QWidget *ShawPage::buildHeatmapView()
{
    auto *view = new QWidget(this);
    auto *layout = new QVBoxLayout(view);
    m_heatmapNote = new QLabel(view);
    m_heatmapNote->setObjectName(QStringLiteral("heatmapNote"));
    m_heatmapNote->setWordWrap(true);
    layout->addWidget(m_heatmapNote);
    m_heatmap = new HeatmapWidget(view);
    m_heatmap->setObjectName(QStringLiteral("shawHeatmap"));
    m_heatmap->setToolTip(tr("Hover a cell to read its terms; click a row to list it"));
    layout->addWidget(m_heatmap, 1);
    m_readout = new ReadoutLabel({}, view);
    layout->addWidget(m_readout);
    return view;
}

void ShawPage::setParameters(const QJsonObject &parameters, QStringList *warnings)
{
    TabPage::setParameters(parameters, warnings);
    m_parameters->showSource();
}

const ShawResult *ShawPage::shownResult() const
{
    return controller()->resultAs<ShawResult>();
}

std::shared_ptr<const pelab::Matrix> ShawPage::shownWindow() const
{
    return m_heatmap->matrix();
}

bool ShawPage::isDrawing() const
{
    return m_heatmap->isPreparing();
}

void ShawPage::pickRow(std::int64_t t)
{
    if (t < controller()->state().integer(ShawKeys::positions))
        controller()->setValue(ShawKeys::query, QVariant::fromValue(qint64(t)));
}

void ShawPage::showResult()
{
    const ShawResult *r = shownResult();
    // Loaded files give N, d and K: the form shows them, and nothing is computed again.
    if (r->loaded) {
        for (ParameterKey key : {ShawKeys::positions, ShawKeys::dim, ShawKeys::clip})
            controller()->setValue(key, r->state.value(key));
    }
    m_parameters->setFileNotes(r->notes);
    m_scoreModel->setScores(r->scores);
    m_relModel->setTable(ShawTables::relative(controller()->viewData(QStringLiteral("relative"))));
    const pelab::ShawScores &scores = *r->scores;
    const std::int64_t n = scores.positions();
    emit statusMessage(tr("Shaw: N = %1, d = %2, K = %3 (%4 relative vectors); %5 of %6 cells "
                          "have a clipped offset")
                           .arg(n)
                           .arg(scores.dim())
                           .arg(scores.clip())
                           .arg(2 * scores.clip() + 1)
                           .arg(pelab::shawClippedCells(n, scores.clip()))
                           .arg(double(n) * double(n), 0, 'g', 15));
    emit resultShown();
}

void ShawPage::showViewResult(const QString &view)
{
    const ViewData data = controller()->viewData(view);
    if (!data.isValid())
        return;
    if (view == QLatin1String("table")) {
        const auto &table = data.viewResultAs<ShawTermResult>();
        const std::int64_t n = table.window.size;
        m_tableExport->setText(
            table.matrix ? tr("Export Data and Export Figure write the whole %1 × %1 table of the "
                              "%2 term, as pelab-cli shaw does.")
                               .arg(n)
                               .arg(ShawTables::termLabel(table.term))
                         : tr("Export is off for this view: %1. The Heatmap view exports the "
                              "window around row t.")
                               .arg(table.refusal));
    } else if (view == QLatin1String("heatmap")) {
        m_heatmapData = data;
        showHeatmap();
    } else if (view == QLatin1String("row")) {
        m_rowPanel->setRow(data.viewResultAs<ShawRowResult>());
        emit rowShown();
    } else if (view == QLatin1String("value")) {
        m_valuePanel->setValue(data.viewResultAs<ShawValueResult>(),
                               data.resultAs<ShawResult>().seed);
        emit rowShown();
    }
}

void ShawPage::showHeatmap()
{
    const ViewData &data = m_heatmapData;
    ShawFigures::drawHeatmap(*m_heatmap, data, true);
    const ShawWindow &window = data.viewResultAs<ShawTermResult>().window;
    const pelab::ShawScores &scores = *data.resultAs<ShawResult>().scores;
    const std::int64_t n = scores.positions();
    m_heatmapNote->setText(
        window.isWhole(n)
            ? tr("The whole %1 × %1 table. Bands beyond |s − t| = K = %2: the position "
                 "term is constant along each row there (r_±K).")
                  .arg(n)
                  .arg(scores.clip())
            : tr("A window of %1 × %1 cells (t, s = %2 … %3) of the %4 × %4 table, centred on "
                 "the query row t; this view exports the window (pelab-cli shaw --view heatmap "
                 "--query T), the Score table view the whole table.")
                  .arg(window.size)
                  .arg(window.first)
                  .arg(window.first + window.size - 1)
                  .arg(n));
    emit windowShown();
}

PELAB_REGISTER_TAB_PAGE(shaw, ShawPage)
