#include "shell/mainwindow.h"

#include "figures/screenscale.h"
#include "session/language.h"
#include "shell/adaptivesplit.h"
#include "shell/documentcontroller.h"
#include "shell/exportcontroller.h"
#include "shell/lessoncontroller.h"
#include "shell/page.h"
#include "shell/pagefactory.h"
#include "shell/presentcontroller.h"
#include "shell/sessioncontroller.h"
#include "shell/shortcutsdialog.h"
#include "shell/zoomcontroller.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QProgressBar>
#include <QScreen>
#include <QSettings>
#include <QStatusBar>
#include <QStyle>
#include <QTabWidget>
#include <QTimer>
#include <QToolBar>
#include <QToolButton>

#include <algorithm>
#include <tuple>

MainWindow::MainWindow(QWidget *parent) : QMainWindow(parent)
{
    setWindowTitle(tr("PE Lab"));
    setWindowIcon(QIcon(QStringLiteral(":/icons/pelab.svg")));
    m_tabs = new QTabWidget(this);
    m_tabs->setObjectName(QStringLiteral("tabs"));
    m_tabs->setElideMode(Qt::ElideNone);
    m_tabs->setUsesScrollButtons(true);
    setCentralWidget(m_tabs);
    m_export = new ExportController(this);
    m_sessions = new SessionController(m_tabs, this);
    m_zoom = new ZoomController(this);
    m_present = new PresentController(this, [this] { return currentPage(); });
    m_lessons = new LessonController(m_tabs, m_present, this);

    for (const QString &key : PageFactory::keys())
        addPage(PageFactory::create(key, m_tabs));
    for (Page *page : pages())
        page->setSiblingPages(pages());

    m_documents = new DocumentController(this, [this] {
        for (Page *page : pages()) {
            if (page->sessionKey() == QLatin1String("steplab"))
                return page->exportViewData();
        }
        return ViewData();
    });
    connect(m_documents, &DocumentController::statusMessage, this,
            [this](const QString &text) { statusBar()->showMessage(text, 8000); });

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
    connect(m_export, &ExportController::exported, m_sessions, &SessionController::recordExport);
    connect(m_sessions, &SessionController::statusMessage, this,
            [this](const QString &text) { statusBar()->showMessage(text, 8000); });
    connect(m_present, &PresentController::statusMessage, this,
            [this](const QString &text) { statusBar()->showMessage(text, 8000); });
    connect(m_lessons, &LessonController::statusMessage, this,
            [this](const QString &text) { statusBar()->showMessage(text, 8000); });

    createActions();
    pageChanged();
    restoreState();
    ZoomController::fitToZoom(this);
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
    file->setToolTipsVisible(true);
    file->addAction(m_sessions->openAction());
    file->addMenu(m_sessions->recentSessionsMenu());
    file->addAction(m_sessions->saveAction());
    file->addSeparator();
    file->addAction(m_lessons->openAction());
    file->addMenu(m_lessons->samplesMenu());
    file->addAction(m_lessons->addAction());
    file->addAction(m_lessons->saveAction());
    file->addSeparator();
    m_openModelConfig = file->addAction(tr("Open &Model Config…"), this, [this] {
        if (Page *page = currentPage(); page && page->opensModelConfigs())
            page->openModelConfig();
    });
    m_openModelConfig->setObjectName(QStringLiteral("openModelConfigAction"));
    m_openModelConfig->setStatusTip(
        tr("Read a model's Hugging Face config.json into the RoPE or ALiBi tab"));
    m_openModelConfig->setToolTip(m_openModelConfig->statusTip());
    m_openModelConfig->setEnabled(currentPage() && currentPage()->opensModelConfigs());
    file->addSeparator();
    file->addAction(m_export->exportDataAction());
    file->addAction(m_export->exportFigureAction());
    file->addAction(m_documents->exportHandoutAction());
    file->addAction(m_documents->exportWorksheetsAction());
    file->addSeparator();
    file->addAction(m_export->copyImageAction());
    file->addAction(m_export->copyDataAction());
    file->addMenu(m_sessions->recentExportsMenu());
    for (QMenu *menu : {m_sessions->recentSessionsMenu(), m_sessions->recentExportsMenu()})
        menu->menuAction()->setStatusTip(menu->toolTip());
    file->addSeparator();
    file->addAction(m_sessions->resetAction());
    file->addSeparator();
    QAction *quit = file->addAction(QIcon::fromTheme(QStringLiteral("application-exit")),
                                    tr("&Quit"), this, &QWidget::close);
    // Desktops without a platform theme define no Quit key; Ctrl+Q is the usual one.
    quit->setShortcuts(QKeySequence::keyBindings(QKeySequence::Quit).isEmpty()
                           ? QList<QKeySequence>{QKeySequence(Qt::CTRL | Qt::Key_Q)}
                           : QKeySequence::keyBindings(QKeySequence::Quit));
    quit->setStatusTip(tr("Close PE Lab"));
    quit->setToolTip(quit->statusTip());

    QMenu *view = menuBar()->addMenu(tr("&View"));
    view->setToolTipsVisible(true);
    view->addAction(m_zoom->zoomInAction());
    view->addAction(m_zoom->zoomOutAction());
    view->addAction(m_zoom->actualSizeAction());
    view->addAction(m_zoom->projectorAction());
    m_sidePanel = view->addAction(tr("&Side Panel"), this, [this](bool shown) {
        if (Page *page = currentPage(); page && page->sidePanel())
            page->sidePanel()->setFirstShown(shown);
    });
    m_sidePanel->setObjectName(QStringLiteral("sidePanelAction"));
    m_sidePanel->setCheckable(true);
    m_sidePanel->setShortcut(QKeySequence(Qt::Key_F9));
    m_sidePanel->setStatusTip(tr("Show or fold the tab's side panel (its parameters, checks or "
                                 "steps); it folds by itself where the window is too narrow for "
                                 "it beside the views"));
    m_sidePanel->setToolTip(m_sidePanel->statusTip());
    view->addSeparator();
    view->addAction(m_present->presentAction());
    view->addAction(m_present->fullScreenAction());
    view->addSeparator();
    QAction *cancel = view->addAction(tr("&Cancel Computation"), this, [this] {
        if (Page *page = currentPage())
            page->cancel();
    });
    cancel->setShortcut(QKeySequence(Qt::Key_Escape));
    cancel->setStatusTip(tr("Stop the computation in progress"));
    cancel->setToolTip(cancel->statusTip());
    view->addSeparator();
    for (int i = 0; i < m_tabs->count() && i < 9; ++i) {
        QAction *go =
            view->addAction(m_tabs->tabText(i), this, [this, i] { m_tabs->setCurrentIndex(i); });
        go->setShortcut(QKeySequence(Qt::ALT | Qt::Key(Qt::Key_1 + i)));
        go->setStatusTip(tr("Show the %1 tab").arg(m_tabs->tabText(i)));
        go->setToolTip(go->statusTip());
    }
    const std::tuple<QString, QString, int, QKeySequence> steps[] = {
        {tr("&Next Tab"), tr("Show the next tab (also Ctrl+Tab)"), 1,
         QKeySequence(Qt::CTRL | Qt::Key_PageDown)},
        {tr("&Previous Tab"), tr("Show the previous tab (also Ctrl+Shift+Tab)"), -1,
         QKeySequence(Qt::CTRL | Qt::Key_PageUp)},
    };
    for (const auto &[text, tip, step, key] : steps) {
        QAction *go = view->addAction(text, this, [this, step] {
            const int n = m_tabs->count();
            m_tabs->setCurrentIndex((m_tabs->currentIndex() + step + n) % n);
        });
        go->setShortcut(key);
        go->setStatusTip(tip);
        go->setToolTip(tip);
    }
    view->addSeparator();
    QMenu *language = view->addMenu(tr("&Language"));
    language->setToolTipsVisible(true);
    language->menuAction()->setStatusTip(tr("The language of the window"));
    auto *languages = new QActionGroup(this);
    const QString chosen = Language::chosen();
    const std::pair<QString, QString> choices[] = {
        {QString(), tr("&System Language")},
        {QStringLiteral("en"), QStringLiteral("&English")},
        {QStringLiteral("ja"), QStringLiteral("日本語(&J)")},
    };
    for (const auto &[id, name] : choices) {
        QAction *choice = language->addAction(name, this, [this, id] { chooseLanguage(id); });
        choice->setObjectName(QStringLiteral("language-") +
                              (id.isEmpty() ? QStringLiteral("system") : id));
        choice->setCheckable(true);
        choice->setChecked(id == chosen);
        choice->setToolTip(tr("Show the window in this language; the tabs keep their parameters"));
        choice->setStatusTip(choice->toolTip());
        languages->addAction(choice);
    }

    QMenu *help = menuBar()->addMenu(tr("&Help"));
    help->setToolTipsVisible(true);
    QAction *keys = help->addAction(tr("&Keyboard Shortcuts"), this, &MainWindow::showShortcuts);
    keys->setShortcuts(QKeySequence::HelpContents);
    keys->setStatusTip(tr("The keys that work in every tab"));
    keys->setToolTip(keys->statusTip());
    QAction *aboutAction = help->addAction(tr("&About PE Lab"), this, &MainWindow::about);
    aboutAction->setStatusTip(tr("Version, licence and the papers each tab implements"));
    aboutAction->setToolTip(aboutAction->statusTip());
    aboutAction->setMenuRole(QAction::AboutRole);
    QAction *aboutQt = help->addAction(tr("About &Qt"), qApp, &QApplication::aboutQt);
    aboutQt->setStatusTip(tr("The version and licence of the Qt toolkit"));
    aboutQt->setToolTip(aboutQt->statusTip());
    aboutQt->setMenuRole(QAction::AboutQtRole);

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
    if (m_openModelConfig)
        m_openModelConfig->setEnabled(m_connectedPage && m_connectedPage->opensModelConfigs());
    followSidePanel();
    showBusy(false, {});
    if (!m_connectedPage)
        return;
    connect(m_connectedPage, &Page::statusMessage, this,
            [this](const QString &text) { statusBar()->showMessage(text, 8000); });
    connect(m_connectedPage, &Page::busyChanged, this, &MainWindow::showBusy);
    connect(m_connectedPage, &Page::progressChanged, m_progress, &QProgressBar::setValue);
}

void MainWindow::followSidePanel()
{
    if (!m_sidePanel)
        return;
    disconnect(m_sidePanelShown);
    AdaptiveSplit *side = m_connectedPage ? m_connectedPage->sidePanel() : nullptr;
    m_sidePanel->setEnabled(side);
    m_sidePanel->setChecked(side && side->isFirstShown());
    if (side)
        m_sidePanelShown =
            connect(side, &AdaptiveSplit::firstShownChanged, m_sidePanel, &QAction::setChecked);
}

bool MainWindow::showTab(const QString &key)
{
    for (Page *page : pages()) {
        if (page->sessionKey() == key) {
            m_tabs->setCurrentWidget(page);
            return true;
        }
    }
    return false;
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
           "<p>The papers the tabs implement:</p><ul>"
           "<li>Sinusoidal and Step-through lab: A. Vaswani et al., <i>Attention Is All You "
           "Need</i>, NeurIPS 2017.</li>"
           "<li>Relative positions: P. Shaw, J. Uszkoreit, A. Vaswani, <i>Self-Attention with "
           "Relative Position Representations</i>, NAACL 2018.</li>"
           "<li>RoPE: J. Su et al., <i>RoFormer: Enhanced Transformer with Rotary Position "
           "Embedding</i>, 2021.</li>"
           "<li>ALiBi: O. Press, N. A. Smith, M. Lewis, <i>Train Short, Test Long: Attention "
           "with Linear Biases Enables Input Length Extrapolation</i>, ICLR 2022.</li></ul>"
           "<p>Copyright © the PE Lab authors. Licensed under the GNU General Public License, "
           "version 3 or later (GPL-3.0-or-later); there is no warranty.</p>")
            .arg(QStringLiteral(PELAB_VERSION)));
}

void MainWindow::showShortcuts()
{
    ShortcutsDialog dialog(this, m_tabs, this);
    dialog.exec();
}

MainWindow *MainWindow::chooseLanguage(const QString &language)
{
    QSettings().setValue(Language::settingsKey(), language);
    if (Language::resolve(language) == Language::current())
        return nullptr;
    Language::install(*qApp, language);
    // Every string was translated when its widget was built: build the window again in the new
    // language, from this one's state, and let it take over.
    saveState();
    const SessionFile session = m_sessions->currentSession();
    // Built at 100 %, then zoomed as this one is (the pages' pixel sizes are those of 100 %).
    const int percent = ScreenScale::instance().percent();
    ZoomController::setZoom(100);
    auto *next = new MainWindow;
    ZoomController::setZoom(percent);
    next->setAttribute(Qt::WA_DeleteOnClose);
    next->restoreGeometry(saveGeometry());
    next->m_sessions->applySession(session, nullptr);
    next->show();
    emit replaced(next);
    close();
    return next;
}

void MainWindow::restoreState()
{
    QSettings settings;
    if (!restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray()))
        resize(1440, 900);
    QMainWindow::restoreState(settings.value(QStringLiteral("window/state")).toByteArray());
    m_tabs->setCurrentIndex(settings.value(QStringLiteral("window/tab"), 0).toInt());
    m_sessions->restoreSettings();
}

void MainWindow::saveState() const
{
    QSettings settings;
    settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("window/state"), QMainWindow::saveState());
    settings.setValue(QStringLiteral("window/tab"), m_tabs->currentIndex());
    m_sessions->saveSettings();
}

void MainWindow::showEvent(QShowEvent *event)
{
    QMainWindow::showEvent(event);
    if (m_fitted)
        return;
    m_fitted = true;
    fitToScreen();
    // The window manager may tell the frame's size only once the window is mapped.
    QTimer::singleShot(0, this, &MainWindow::fitToScreen);
}

void MainWindow::fitToScreen()
{
    // Inside the screen's available area, frame and all: the first start's default size and a
    // geometry restored from a larger screen alike (a projector's 1280 × 720).
    const QScreen *screen = this->screen();
    if (!screen || isMaximized() || isFullScreen())
        return;
    const QRect available = screen->availableGeometry();
    const QRect frame = frameGeometry();
    const QMargins margins(geometry().left() - frame.left(), geometry().top() - frame.top(),
                           frame.right() - geometry().right(),
                           frame.bottom() - geometry().bottom());
    const QSize size = this->size().boundedTo(available.size().shrunkBy(margins));
    if (size != this->size())
        resize(size);
    const QSize outer = size.grownBy(margins);
    const QPoint corner(std::clamp(frame.left(), available.left(),
                                   available.left() + available.width() - outer.width()),
                        std::clamp(frame.top(), available.top(),
                                   available.top() + available.height() - outer.height()));
    if (corner != frame.topLeft())
        move(corner);
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    saveState();
    event->accept();
}
