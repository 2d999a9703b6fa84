#include "presentwindow.h"

#include "export/figuresource.h"
#include "export/figurestyle.h"
#include "figures/figurecanvas.h"
#include "figures/screenscale.h"
#include "shell/notatedtext.h"
#include "shell/presentquestion.h"
#include "shell/slidequestions.h"
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
         QT_TRANSLATE_NOOP("PresentWindow", "Next step or slide (a clicker's forward button); on "
                                            "a question, its result")},
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

PresentWindow::PresentWindow(const QList<PresentSlide> &slides, int start, QWidget *parent,
                             SlideQuestions *questions, QObject *owner)
    : QWidget(parent, Qt::Window), m_slides(slides), m_questions(questions), m_questionsOwner(owner)
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
    m_question = new PresentQuestion(this); // after the labels above, for the same reason

    auto *bottom = new QHBoxLayout;
    bottom->addWidget(m_caption, 1);
    bottom->addWidget(m_counter);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_heading);
    layout->addWidget(m_question);
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

    connect(&ScreenScale::instance(), &ScreenScale::changed, this,
            &PresentWindow::updateSlide); // the figure in the projector or slide style
    connect(m_question, &PresentQuestion::answered, this, [this](const StepAnswer &answer) {
        if (SlideQuestions *asked = this->questions())
            asked->record(m_slides[m_current], answer);
        updateSlide();
    });
    showSlide(start);
}

PresentWindow::~PresentWindow() = default;

bool PresentWindow::isBlank() const
{
    return m_blank->isVisible();
}

bool PresentWindow::isAsking() const
{
    return m_question->isAsking();
}

SlideQuestions *PresentWindow::questions() const
{
    return m_questionsOwner ? m_questions : nullptr;
}

void PresentWindow::showSlide(int index)
{
    if (m_slides.isEmpty())
        return;
    index = std::clamp(index, 0, int(m_slides.size()) - 1);
    if (index == m_current)
        return;
    m_current = index;
    updateSlide();
}

void PresentWindow::updateSlide()
{
    if (m_current < 0 || m_current >= m_slides.size())
        return;
    const PresentSlide &slide = m_slides[m_current];
    setNotatedText(m_caption, slide.caption);
    m_counter->setText(m_slides.size() > 1
                           ? QStringLiteral("%1 / %2").arg(m_current + 1).arg(m_slides.size())
                           : QString());
    // Ask first: the question alone until it is answered or → asks for the result.
    SlideQuestions *asked = questions();
    const std::optional<StepQuestion> question =
        asked ? asked->question(slide) : std::optional<StepQuestion>();
    const std::optional<StepAnswer> answer =
        question ? asked->answer(slide) : std::optional<StepAnswer>();
    const bool asking = question && !answer && !m_revealed.contains(m_current);
    // While asking, a heading that does not answer the question.
    const QString heading =
        asking && !slide.questionHeading.isEmpty() ? slide.questionHeading : slide.heading;
    setWindowTitle(heading);
    setNotatedText(m_heading, heading);
    if (asking)
        m_question->ask(*question);
    else if (question && answer)
        m_question->showAnswer(*question, *answer);
    else
        m_question->clear();
    auto *column = static_cast<QBoxLayout *>(layout());
    column->setStretchFactor(m_question, asking ? 1 : 0);
    column->setStretchFactor(m_canvas, asking ? 0 : 1);
    setNotatedText(m_text, asking ? QString() : slide.text);
    m_text->setVisible(!asking && !slide.text.isEmpty());
    setNotatedText(m_numbers, asking ? QString() : slide.numbers);
    m_numbers->setVisible(!asking && !slide.numbers.isEmpty());
    setNotatedText(m_note, slide.note);
    m_note->setVisible(!asking && !slide.note.isEmpty());
    m_canvas->setVisible(!asking);
    if (asking) {
        m_canvas->setFigure(nullptr, {});
        return;
    }
    const FigurePreset *preset =
        FigurePresets::find(ScreenScale::instance().projector() ? QStringLiteral("projector")
                                                                : QStringLiteral("slide"));
    FigureStyle style = preset->style;
    style.title = slide.figureTitle;
    m_canvas->setFigure(Figures::create(slide.data), style);
}

void PresentWindow::reveal()
{
    m_revealed.insert(m_current);
    updateSlide();
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
    // Ask first's keys on a question's slide (PresentQuestion).
    out.append({group, QStringLiteral("1 … 9"),
                QCoreApplication::translate("PresentWindow",
                                            "Answer the question on the slide with that choice "
                                            "(Ask first)")});
    out.append(
        {group, QStringLiteral("0 … 9, ., −, Enter"),
         QCoreApplication::translate("PresentWindow", "Type the predicted number and check it (Ask "
                                                      "first)")});
    return out;
}

// A key of presenting is presenting's, never a shortcut of the main window behind it (Page Down
// is the step-through lab's Next button there, Esc its Cancel Computation).
bool PresentWindow::event(QEvent *event)
{
    if (event->type() == QEvent::ShortcutOverride) {
        auto *key = static_cast<QKeyEvent *>(event);
        if (isBlank() || findKey(*key) || m_question->wantsKey(*key)) {
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
    if (m_question->wantsKey(*event)) { // a choice's number, or a digit of the prediction
        m_question->keyPressed(*event);
        return;
    }
    const Key *found = findKey(*event);
    if (!found) {
        QWidget::keyPressEvent(event);
        return;
    }
    switch (found->command) {
    case Command::Next:
        if (m_question->isAsking()) { // the typed prediction checked, else the result shown
            if (!m_question->submitTyped())
                reveal();
        } else {
            showSlide(m_current + 1);
        }
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
    m_question->fitFonts(h);
    const int margin = int(h / 40.0);
    layout()->setContentsMargins(margin * 2, margin, margin * 2, margin);
}

void PresentWindow::closeEvent(QCloseEvent *event)
{
    emit finished(m_current);
    QWidget::closeEvent(event);
}
