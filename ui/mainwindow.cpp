#include "mainwindow.h"

#include "export/exportcontroller.h"
#include "pages/alibipage.h"
#include "pages/learnedpage.h"
#include "pages/page.h"
#include "pages/ropepage.h"
#include "pages/shawpage.h"
#include "pages/sinusoidalpage.h"
#include "pages/steplabpage.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QProgressBar>
#include <QSettings>
#include <QStatusBar>
#include <QStyle>
#include <QTabWidget>
#include <QToolBar>
#include <QToolButton>

MainWindow::MainWindow(QWidget *parent) : QMainWindow(parent)
{
    setWindowTitle(tr("PE Lab"));
    setWindowIcon(QIcon(QStringLiteral(":/icons/pelab.svg")));
    m_tabs = new QTabWidget(this);
    m_tabs->setObjectName(QStringLiteral("tabs"));
    setCentralWidget(m_tabs);
    m_export = new ExportController(this);

    addPage(new SinusoidalPage(m_tabs));
    addPage(new StepLabPage(m_tabs));
    addPage(new AlibiPage(m_tabs));
    addPage(new RopePage(m_tabs));
    addPage(new LearnedPage(m_tabs));
    addPage(new ShawPage(m_tabs));

    m_busyLabel = new QLabel(this);
    m_progress = new QProgressBar(this);
    m_progress->setRange(0, 100);
    m_progress->setMaximumWidth(180);
    m_cancel = new QToolButton(this);
    m_cancel->setText(tr("Cancel"));
    m_cancel->setToolTip(tr("Stop the computation in progress (Esc)"));
    for (QWidget *w : std::initializer_list<QWidget *>{m_busyLabel, m_progress, m_cancel}) {
        statusBar()->addPermanentWidget(w);
        w->hide();
    }
    connect(m_cancel, &QToolButton::clicked, this, [this] {
        if (Page *page = currentPage())
            page->cancel();
    });
    connect(m_export, &ExportController::statusMessage, this,
            [this](const QString &text) { statusBar()->showMessage(text, 8000); });
    connect(m_tabs, &QTabWidget::currentChanged, this, &MainWindow::pageChanged);

    createActions();
    pageChanged();
    restoreState();
    statusBar()->showMessage(tr("Ready"), 3000);
}

MainWindow::~MainWindow()
{
    // The tabs are destroyed after this body: stop following them first.
    disconnect(m_tabs, nullptr, this, nullptr);
    m_export->setPage(nullptr);
}

QList<Page *> MainWindow::pages() const
{
    QList<Page *> out;
    for (int i = 0; i < m_tabs->count(); ++i) {
        if (auto *page = qobject_cast<Page *>(m_tabs->widget(i)))
            out.append(page);
    }
    return out;
}

Page *MainWindow::currentPage() const
{
    return qobject_cast<Page *>(m_tabs->currentWidget());
}

void MainWindow::addPage(Page *page)
{
    m_tabs->addTab(page, page->title());
}

void MainWindow::createActions()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    file->addAction(m_export->exportDataAction());
    file->addAction(m_export->exportFigureAction());
    file->addSeparator();
    file->addAction(m_export->copyImageAction());
    file->addAction(m_export->copyDataAction());
    file->addSeparator();
    QAction *quit = file->addAction(QIcon::fromTheme(QStringLiteral("application-exit")),
                                    tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);
    quit->setStatusTip(tr("Close PE Lab"));

    QMenu *view = menuBar()->addMenu(tr("&View"));
    QAction *cancel = view->addAction(tr("&Cancel Computation"), this, [this] {
        if (Page *page = currentPage())
            page->cancel();
    });
    cancel->setShortcut(QKeySequence(Qt::Key_Escape));
    cancel->setStatusTip(tr("Stop the computation in progress"));
    view->addSeparator();
    for (int i = 0; i < m_tabs->count() && i < 9; ++i) {
        QAction *go =
            view->addAction(m_tabs->tabText(i), this, [this, i] { m_tabs->setCurrentIndex(i); });
        go->setShortcut(QKeySequence(Qt::ALT | Qt::Key(Qt::Key_1 + i)));
        go->setStatusTip(tr("Show the %1 tab").arg(m_tabs->tabText(i)));
    }

    QMenu *help = menuBar()->addMenu(tr("&Help"));
    QAction *aboutAction = help->addAction(tr("&About PE Lab"), this, &MainWindow::about);
    aboutAction->setStatusTip(tr("Version, licence and the papers each tab implements"));
    help->addAction(tr("About &Qt"), qApp, &QApplication::aboutQt);

    QToolBar *toolbar = addToolBar(tr("Export"));
    toolbar->setObjectName(QStringLiteral("exportToolbar"));
    toolbar->addAction(m_export->exportDataAction());
    toolbar->addAction(m_export->exportFigureAction());
    toolbar->addAction(m_export->copyImageAction());
    toolbar->addAction(m_export->copyDataAction());
}

void MainWindow::pageChanged()
{
    if (m_connectedPage)
        disconnect(m_connectedPage, nullptr, this, nullptr);
    m_connectedPage = currentPage();
    m_export->setPage(m_connectedPage);
    showBusy(false, {});
    if (!m_connectedPage)
        return;
    connect(m_connectedPage, &Page::statusMessage, this,
            [this](const QString &text) { statusBar()->showMessage(text, 8000); });
    connect(m_connectedPage, &Page::busyChanged, this, &MainWindow::showBusy);
    connect(m_connectedPage, &Page::progressChanged, m_progress, &QProgressBar::setValue);
}

void MainWindow::showBusy(bool busy, const QString &what)
{
    m_busyLabel->setText(what);
    m_progress->setValue(0);
    m_busyLabel->setVisible(busy);
    m_progress->setVisible(busy);
    m_cancel->setVisible(busy);
}

void MainWindow::about()
{
    QMessageBox::about(
        this, tr("About PE Lab"),
        tr("<h3>PE Lab %1</h3>"
           "<p>A laboratory for the position encodings of Transformer models: exact numbers, "
           "property checks and publication figures.</p>"
           "<p>Sinusoidal tab: A. Vaswani et al., <i>Attention Is All You Need</i>, 2017.</p>"
           "<p>Licensed under the GNU General Public License, version 3 or later.</p>")
            .arg(QStringLiteral(PELAB_VERSION)));
}

void MainWindow::restoreState()
{
    QSettings settings;
    if (!restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray()))
        resize(1440, 900);
    QMainWindow::restoreState(settings.value(QStringLiteral("window/state")).toByteArray());
    m_tabs->setCurrentIndex(settings.value(QStringLiteral("window/tab"), 0).toInt());
}

void MainWindow::saveState() const
{
    QSettings settings;
    settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("window/state"), QMainWindow::saveState());
    settings.setValue(QStringLiteral("window/tab"), m_tabs->currentIndex());
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    saveState();
    event->accept();
}
