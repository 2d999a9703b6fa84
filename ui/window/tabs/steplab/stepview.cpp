#include "stepview.h"

#include "figures/screenscale.h"
#include "shell/adaptivesplit.h"
#include "shell/notatedtext.h"
#include "shell/zoomfont.h"

#include "figures/barchartwidget.h"
#include "spec/tabresult.h"
#include "steplab/stepfigures.h"
#include "steplab/steplabspec.h"
#include "steplab/steptablemodel.h"
#include "steplab/steptables.h"
#include "steplab/steptexts.h"
#include "text/linebreaks.h"

#include <QHeaderView>
#include <QLabel>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>

namespace {

// The table's text beside the window's: larger, for the back row.
constexpr double kTableScale = 1.35;

QLabel *label(QWidget *parent, const char *name, double scale, bool bold)
{
    auto *l = new QLabel(parent);
    l->setObjectName(QLatin1String(name));
    l->setWordWrap(true);
    l->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QFont font = ScreenScale::instance().baseFont();
    font.setBold(bold);
    ZoomFont::follow(l, font, scale, ZoomFont::Projector::Larger);
    return l;
}

} // namespace

StepView::StepView(QWidget *parent) : QWidget(parent)
{
    m_model = new StepTableModel(this);
    auto *layout = new QVBoxLayout(this);
    m_heading = label(this, "stepHeading", 1.6, true);
    m_explanation = label(this, "stepExplanation", 1.25, false);
    m_result = label(this, "stepResult", 2.0, true);
    m_note = label(this, "boundaryNote", 1.05, false);
    m_note->setTextFormat(Qt::RichText);
    m_table = new QTableView(this);
    m_table->setObjectName(QStringLiteral("stepTable"));
    m_table->setModel(m_model);
    ZoomFont::follow(m_table, ScreenScale::instance().baseFont(), kTableScale,
                     ZoomFont::Projector::Larger, [this] { fitTableFont(); });
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->setSizeAdjustPolicy(QAbstractScrollArea::AdjustToContents);
    m_bars = new BarChartWidget(this);
    m_bars->setObjectName(QStringLiteral("stepBars"));
    // The table beside its bars while both can be read, else over them, each whole.
    auto *split = new AdaptiveSplit(m_table, m_bars, AdaptiveSplit::Narrow::Stack, {}, this);
    split->setObjectName(QStringLiteral("stepTableSplit"));
    split->setNeededWidths(AdaptiveSplit::kContents, 320);
    split->setNeededHeights(AdaptiveSplit::kContents, 220);
    m_split = split;
    split->splitter()->setStretchFactor(0, 1);
    split->splitter()->setSizes({760, 440});
    layout->addWidget(m_heading);
    layout->addWidget(m_explanation);
    layout->addWidget(m_result);
    layout->addWidget(split, 1);
    layout->addWidget(m_note);
    layout->addStretch(0); // takes the table's room while "Ask first" hides it
}

void StepView::show(const ViewData &data)
{
    const auto &r = data.resultAs<StepLabTabResult>();
    if (const auto mistake = StepLabSpec::mistake(data.state)) {
        const pelab::StepMistakeResult &m = r.mistake(*mistake);
        m_headingText = StepTexts::mistakeName(m.mistake);
        m_questionHeadingText.clear();
        setNotatedText(m_explanation, StepTexts::mistakeFormula(m.mistake));
        setNotatedText(m_result, StepTexts::mistakeConsequence(m));
        m_result->setToolTip({});
        m_note->setText(tr("Columns: the correct computation, then the mistaken one; the last "
                           "row holds each column's Euclidean length."));
    } else {
        const int step = StepLabSpec::step(data.state);
        m_headingText = StepTexts::stepHeading(r.walk, step);
        m_questionHeadingText = StepTexts::stepQuestionHeading(step);
        setNotatedText(m_explanation, StepTexts::stepExplanation(r.walk, step));
        setNotatedText(m_result, StepTexts::stepResult(r.walk, step));
        m_result->setToolTip(
            step == 6 || step == 7
                ? tr("Full precision: %1")
                      .arg(StepTables::precise(step == 6 ? r.walk.norm : r.walk.normOn))
                : QString());
        m_note->setText(StepTexts::boundaryNote(r.walk, step));
    }
    m_note->setVisible(m_revealed && !m_note->text().isEmpty());
    showHeading();
    m_model->setTable(StepTables::forView(data));
    fitTableFont();
    StepFigures::drawBars(*m_bars, data);
}

// The table is set larger than the window's text while it fits the view's width; where it does
// not (step 3's six columns at 200 % on a 1280-pixel projector), it is set smaller, down to the
// window's text size, rather than scroll sideways.
void StepView::fitTableFont()
{
    if (m_fittingTable)
        return;
    m_fittingTable = true;
    const QFont base = ScreenScale::instance().baseFont();
    const double full = ZoomFont::scale(kTableScale, ZoomFont::Projector::Larger);
    const double least = ZoomFont::scale(1.0);
    const auto setScale = [this, &base](double scale) {
        const QFont font = ScreenScale::scaled(base, scale);
        if (m_table->font() == font)
            return;
        m_table->setFont(font);
        m_table->horizontalHeader()->setFont(font);
        m_table->verticalHeader()->setFont(font);
    };
    setScale(full);
    const QHeaderView *header = m_table->horizontalHeader();
    int needed = m_table->verticalHeader()->sizeHint().width() + 2 * m_table->frameWidth();
    for (int c = 0; c < header->count(); ++c)
        needed += std::max(static_cast<const QAbstractItemView *>(m_table)->sizeHintForColumn(c),
                           header->sectionSizeHint(c));
    const int room = contentsRect().width() - layout()->contentsMargins().left() -
                     layout()->contentsMargins().right();
    // Hidden, the view has no width of its own yet: it fits when shown (resizeEvent).
    if (isVisible() && room > 0 && needed > room)
        setScale(std::max(least, full * 0.97 * room / needed));
    m_fittingTable = false;
}

void StepView::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    fitTableFont();
}

void StepView::setQuestionPanel(QWidget *panel)
{
    static_cast<QVBoxLayout *>(layout())->insertWidget(2, panel);
}

void StepView::setRevealed(bool revealed)
{
    // The explanation says the result too: only the heading and the question stay.
    m_revealed = revealed;
    showHeading();
    m_explanation->setVisible(revealed);
    m_result->setVisible(revealed);
    m_split->setVisible(revealed);
    m_note->setVisible(revealed && !m_note->text().isEmpty());
    auto *column = static_cast<QVBoxLayout *>(layout());
    column->setStretch(column->count() - 1, revealed ? 0 : 1);
}

// Hidden, the step's formula could answer its question (step 1's "x(p) = x(q) = E").
void StepView::showHeading()
{
    setNotatedText(m_heading, !m_revealed && !m_questionHeadingText.isEmpty()
                                  ? m_questionHeadingText
                                  : m_headingText);
}

QString StepView::headingText() const
{
    return LineBreaks::plain(m_heading->text());
}

QString StepView::explanationText() const
{
    return LineBreaks::plain(m_explanation->text());
}

QString StepView::resultText() const
{
    return LineBreaks::plain(m_result->text());
}

QString StepView::noteText() const
{
    return m_note->text();
}
