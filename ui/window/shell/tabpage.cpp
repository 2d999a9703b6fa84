#include "tabpage.h"

#include "editors/parameterform.h"
#include "export/figuresource.h"
#include "spec/tabspec.h"
#include "task/tabcontroller.h"
#include "view/figures.h"
#include "view/viewwriter.h"

#include <QJsonObject>
#include <QTabWidget>

TabPage::TabPage(const TabSpec &spec, QWidget *parent) : Page(parent)
{
    m_controller = new TabController(spec, this);
    connect(m_controller, &TabController::errorChanged, this, [this](const QString &text) {
        if (text.isEmpty())
            clearError();
        else
            showError(text);
        emit exportChanged();
    });
    connect(m_controller, &TabController::resultChanged, this, &Page::exportChanged);
    connect(m_controller, &TabController::viewResultChanged, this, &Page::exportChanged);
    connect(m_controller, &TabController::displayChanged, this, &Page::exportChanged);
    connect(m_controller, &TabController::busyChanged, this, &Page::busyChanged);
    connect(m_controller, &TabController::progressChanged, this, &Page::progressChanged);
}

TabPage::~TabPage() = default;

const TabSpec &TabPage::spec() const
{
    return m_controller->spec();
}

ViewData TabPage::currentViewData() const
{
    return m_controller->currentViewData();
}

QString TabPage::title() const
{
    return spec().title();
}

QString TabPage::exportBaseName() const
{
    return ViewWriter::fileStem(currentViewData());
}

ExportTable TabPage::exportTable() const
{
    const ViewData data = currentViewData();
    if (!data.isValid() || !data.view->hasTable || !data.view->table)
        return {};
    return data.view->table(data);
}

const FigureSource *TabPage::exportFigure() const
{
    const ViewData data = currentViewData();
    if (!data.isValid() || !data.view->hasFigure)
        return nullptr;
    // Drawn again only when what it shows changed.
    if (!m_figure || m_figureData.view != data.view || m_figureData.result != data.result ||
        m_figureData.viewResult != data.viewResult || m_figureData.state != data.state) {
        m_figure = Figures::create(data);
        m_figureData = data;
    }
    return m_figure.get();
}

QString TabPage::sessionKey() const
{
    return spec().key();
}

QJsonObject TabPage::parameters() const
{
    return m_controller->shownState().toJson();
}

void TabPage::setParameters(const QJsonObject &parameters, QStringList *warnings)
{
    m_controller->setState(TabState::fromJson(spec(), parameters, warnings));
}

bool TabPage::isComputing() const
{
    return m_controller->isComputing() || isDrawing();
}

void TabPage::cancel()
{
    m_controller->cancel();
    emit statusMessage(tr("Cancelled."));
}

ParameterForm *TabPage::createForm(const QStringList &keys, QWidget *parent)
{
    m_placed << keys;
    return new ParameterForm(*m_controller, keys, parent);
}

ParameterForm *TabPage::createForm(QWidget *parent)
{
    QStringList keys;
    for (const Parameter &parameter : spec().parameters()) {
        if (!m_placed.contains(parameter.key()) && !parameter.isHeldByView())
            keys << parameter.key();
    }
    return createForm(keys, parent);
}

QTabWidget *TabPage::createViews(const QList<QWidget *> &widgets, const QString &objectName)
{
    auto *views = new QTabWidget(this);
    views->setObjectName(objectName);
    views->setDocumentMode(true);
    // Whole names, scrolled with the bar's arrows where they do not fit (200 % on a projector).
    views->setElideMode(Qt::ElideNone);
    views->setUsesScrollButtons(true);
    const QList<ViewSpec> &specs = spec().views();
    Q_ASSERT(specs.size() == widgets.size());
    QStringList names;
    for (int i = 0; i < specs.size(); ++i) {
        views->addTab(widgets.at(i), specs.at(i).titleText());
        views->setTabToolTip(i, specs.at(i).summaryText());
        names << specs.at(i).name;
    }
    setSessionViews(views, names);
    connect(views, &QTabWidget::currentChanged, this, [this, names](int index) {
        m_controller->setCurrentView(names.value(index));
        emit exportChanged();
    });
    return views;
}
