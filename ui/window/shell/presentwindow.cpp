#include "presentwindow.h"

#include "export/figuresource.h"
#include "export/figurestyle.h"
#include "figures/figurecanvas.h"
#include "figures/screenscale.h"
#include "text/linebreaks.h"
#include "view/figures.h"

#include <QCloseEvent>
#include <QCoreApplication>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QKeySequence>
#include <QLabel>
#include <QVBoxLayout>

#include <algorithm>

namespace {

enum class Command
{
    Next,
    Previous,
    First,
    Last,
    Blank,
    FullScreen,
    Leave
};

struct Key
{
    Command command;
    QList<Qt::Key> keys;
    const char *what; // translated in the PresentWindow context
};

// The one list of presenting's keys: what they do here, and what the shortcut list shows.
const QList<Key> &keys()
{
    static const QList<Key> table = {
        {Command::Next,
         {Qt::Key_Right, Qt::Key_PageDown, Qt::Key_Space, Qt::Key_Return, Qt::Key_Enter},
         QT_TRANSLATE_NOOP("PresentWindow", "Next step or slide (a clicker's forward button)")},
        {Command::Previous,
         {Qt::Key_Left, Qt::Key_PageUp, Qt::Key_Backspace},
         QT_TRANSLATE_NOOP("PresentWindow", "Previous step or slide (a clicker's back button)")},
        {Command::First, {Qt::Key_Home}, QT_TRANSLATE_NOOP("PresentWindow", "First step or slide")},
        {Command::Last, {Qt::Key_End}, QT_TRANSLATE_NOOP("PresentWindow", "Last step or slide")},
        {Command::Blank,
         {Qt::Key_B, Qt::Key_Period},
         QT_TRANSLATE_NOOP("PresentWindow", "Blank the screen (any key brings it back)")},
        {Command::FullScreen,
         {Qt::Key_F11},
         QT_TRANSLATE_NOOP("PresentWindow", "Full screen on or off")},
        {Command::Leave,
         {Qt::Key_Escape},
         QT_TRANSLATE_NOOP("PresentWindow", "Stop presenting (a computation in progress is "
                                            "cancelled first)")},
    };
    return table;
}

// The command of a key without modifiers (the keypad's Enter counts as Enter); nullptr if none.
const Key *findKey(const QKeyEvent &event)
{
    if ((event.modifiers() & ~Qt::KeypadModifier) != Qt::NoModifier)
        return nullptr;
    for (const Key &key : keys()) {
        if (key.keys.contains(Qt::Key(event.key())))
            return &key;
    }
    return nullptr;
}

QLabel *label(QWidget *parent, bool bold, Qt::Alignment alignment = Qt::AlignLeft)
{
    auto *l = new QLabel(parent);
    l->setWordWrap(true);
    l->setAlignment(alignment | Qt::AlignVCenter);
    l->setTextFormat(Qt::PlainText);
    QPalette black = l->palette();
    black.setColor(QPalette::WindowText, Qt::black);
    l->setPalette(black);
    QFont font = l->font();
    font.setBold(bold);
    l->setFont(font);
    return l;
}

} // namespace

PresentWindow::PresentWindow(const QList<PresentSlide> &slides, int start, QWidget *parent)
    : QWidget(parent, Qt::Window), m_slides(slides)
{
    setObjectName(QStringLiteral("presentWindow"));
    setAttribute(Qt::WA_DeleteOnClose);
    setFocusPolicy(Qt::StrongFocus);
    QPalette white = palette();
    white.setColor(QPalette::Window, Qt::white);
    setPalette(white);
    setAutoFillBackground(true);

    m_heading = label(this, true);
    m_text = label(this, false);
    m_numbers = label(this, true);
    m_canvas = new FigureCanvas(this);
    m_caption = label(this, false);
    m_counter = label(this, true, Qt::AlignRight);
    m_counter->setWordWrap(false);
    m_note = label(this, false); // created last: the other labels keep their order
    m_note->setObjectName(QStringLiteral("presentNote"));

    auto *bottom = new QHBoxLayout;
    bottom->addWidget(m_caption, 1);
    bottom->addWidget(m_counter);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_heading);
    layout->addWidget(m_text);
    layout->addWidget(m_numbers);
    layout->addWidget(m_canvas, 1);
    layout->addWidget(m_note);
    layout->addLayout(bottom);

    m_blank = new QWidget(this);
    m_blank->setObjectName(QStringLiteral("blankScreen"));
    QPalette black = m_blank->palette();
    black.setColor(QPalette::Window, Qt::black);
    m_blank->setPalette(black);
    m_blank->setAutoFillBackground(true);
    m_blank->hide();

    connect(&ScreenScale::instance(), &ScreenScale::changed, this, [this] {
        const int shown = m_current;
        m_current = -1;
        showSlide(shown); // the figure in the projector or slide style
    });
    showSlide(start);
}

PresentWindow::~PresentWindow() = default;

bool PresentWindow::isBlank() const
{
    return m_blank->isVisible();
}

void PresentWindow::showSlide(int index)
{
    if (m_slides.isEmpty())
        return;
    index = std::clamp(index, 0, int(m_slides.size()) - 1);
    if (index == m_current)
        return;
    m_current = index;
    const PresentSlide &slide = m_slides[index];
    setWindowTitle(slide.heading);
    // No formula split, no short last line (LineBreaks).
    m_heading->setText(LineBreaks::keepTogether(slide.heading));
    m_text->setText(LineBreaks::keepTogether(slide.text));
    m_text->setVisible(!slide.text.isEmpty());
    m_numbers->setText(LineBreaks::keepTogether(slide.numbers));
    m_numbers->setVisible(!slide.numbers.isEmpty());
    m_note->setText(LineBreaks::keepTogether(slide.note));
    m_note->setVisible(!slide.note.isEmpty());
    m_caption->setText(slide.caption);
    m_counter->setText(m_slides.size() > 1
                           ? QStringLiteral("%1 / %2").arg(index + 1).arg(m_slides.size())
                           : QString());
    const FigurePreset *preset =
        FigurePresets::find(ScreenScale::instance().projector() ? QStringLiteral("projector")
                                                                : QStringLiteral("slide"));
    FigureStyle style = preset->style;
    style.title = slide.figureTitle;
    m_canvas->setFigure(Figures::create(slide.data), style);
}

QList<ShortcutList::Entry> PresentWindow::keyEntries()
{
    const QString group = QCoreApplication::translate("PresentWindow", "Presenting");
    QList<ShortcutList::Entry> out;
    for (const Key &key : keys()) {
        QStringList names;
        for (Qt::Key k : key.keys)
            names.append(QKeySequence(k).toString(QKeySequence::NativeText));
        out.append({group, names.join(QStringLiteral(", ")),
                    QCoreApplication::translate("PresentWindow", key.what)});
    }
    return out;
}

// A key of presenting is presenting's, never a shortcut of the main window behind it (Page Down
// is the step-through lab's Next button there, Esc its Cancel Computation).
bool PresentWindow::event(QEvent *event)
{
    if (event->type() == QEvent::ShortcutOverride) {
        auto *key = static_cast<QKeyEvent *>(event);
        if (isBlank() || findKey(*key)) {
            event->accept();
            return true;
        }
    }
    return QWidget::event(event);
}

void PresentWindow::keyPressEvent(QKeyEvent *event)
{
    if (isBlank()) { // any key brings the screen back, and does nothing else
        m_blank->hide();
        return;
    }
    const Key *found = findKey(*event);
    if (!found) {
        QWidget::keyPressEvent(event);
        return;
    }
    switch (found->command) {
    case Command::Next:
        showSlide(m_current + 1);
        break;
    case Command::Previous:
        showSlide(m_current - 1);
        break;
    case Command::First:
        showSlide(0);
        break;
    case Command::Last:
        showSlide(int(m_slides.size()) - 1);
        break;
    case Command::Blank:
        m_blank->setGeometry(rect());
        m_blank->raise();
        m_blank->show();
        break;
    case Command::FullScreen:
        setWindowState(windowState() ^ Qt::WindowFullScreen);
        break;
    case Command::Leave:
        if (!m_cancel || !m_cancel())
            close();
        break;
    }
}

void PresentWindow::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    m_blank->setGeometry(rect());
    fitFonts();
}

// Text sized from the screen, not the desktop's font: a projector's back row reads a heading of
// a sixteenth of the height.
void PresentWindow::fitFonts()
{
    const double h = height();
    const std::pair<QLabel *, double> sizes[] = {
        {m_heading, h / 16.0}, {m_text, h / 30.0},    {m_numbers, h / 20.0},
        {m_caption, h / 36.0}, {m_counter, h / 30.0}, {m_note, h / 28.0},
    };
    for (const auto &[l, pixels] : sizes) {
        QFont font = l->font();
        font.setPixelSize(std::max(8, int(pixels)));
        l->setFont(font);
    }
    const int margin = int(h / 40.0);
    layout()->setContentsMargins(margin * 2, margin, margin * 2, margin);
}

void PresentWindow::closeEvent(QCloseEvent *event)
{
    emit finished(m_current);
    QWidget::closeEvent(event);
}
