#include "pdfbook.h"

#include "export/figuresource.h"
#include "task/taskcontrol.h"
#include "text/linebreaks.h"
#include "text/textfonts.h"

#include <QAbstractTextDocumentLayout>
#include <QBuffer>
#include <QFont>
#include <QPageLayout>
#include <QPainter>
#include <QPdfWriter>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextFormat>
#include <QTextObjectInterface>
#include <QTextTable>

#include <cmath>
#include <memory>
#include <vector>

namespace {

// The page is laid out at 96 units per inch, as the figures are (FigureSource).
constexpr double kUnitsPerInch = 96.0;
constexpr double kSideMargin = 0.75 * kUnitsPerInch;
constexpr double kTopMargin = 0.7 * kUnitsPerInch;
constexpr double kBottomMargin = 0.9 * kUnitsPerInch; // the footer sits in it
constexpr double kTextPoints = 10.0;
constexpr double kFooterPoints = 8.0;
const QString kFigureScheme = QStringLiteral("pelab-figure:");

QString software()
{
    return QStringLiteral("PE Lab " PELAB_VERSION);
}

const char *const kStyleSheet =
    "h1 { font-size: 17pt; font-weight: bold; margin-bottom: 6px; }"
    "h2 { font-size: 14pt; font-weight: bold; margin-top: 4px; margin-bottom: 6px; }"
    "h3 { font-size: 11.5pt; font-weight: bold; margin-top: 12px; margin-bottom: 4px; }"
    "p { margin-top: 3px; margin-bottom: 5px; }"
    "p.formula { margin-left: 18px; font-style: italic; }"
    "p.result { font-size: 12pt; font-weight: bold; margin-left: 18px; }"
    "p.figure { margin-top: 6px; margin-bottom: 2px; }"
    "p.caption { font-size: 8.5pt; color: #444444; margin-bottom: 8px; }"
    "p.note { font-size: 8.5pt; color: #444444; }"
    "p.blank { margin-top: 10px; margin-left: 18px; }"
    "table { font-size: 8.5pt; border-color: #999999; }"
    "th { background-color: #eeeeee; font-weight: bold; }"
    "td.grey { color: #888888; }"
    "h4 { font-size: 10pt; font-weight: bold; margin-top: 9px; margin-bottom: 2px; }"
    "td.key { color: #444444; white-space: nowrap; }"
    "td.value { white-space: nowrap; }"; // a number is never split over two lines

// Draws the recorded figures where the text shows an <img src="pelab-figure:N">.
class FigureObjects : public QObject, public QTextObjectInterface
{
    Q_OBJECT
    Q_INTERFACES(QTextObjectInterface)

public:
    explicit FigureObjects(const QList<QPicture> &figures) : m_figures(figures) {}

    QSizeF intrinsicSize(QTextDocument *, int, const QTextFormat &format) override
    {
        const QTextImageFormat image = format.toImageFormat();
        return QSizeF(image.width(), image.height());
    }

    void drawObject(QPainter *painter, const QRectF &rect, QTextDocument *, int,
                    const QTextFormat &format) override
    {
        const QString name = format.toImageFormat().name();
        if (!name.startsWith(kFigureScheme))
            return;
        const int index = name.mid(kFigureScheme.size()).toInt();
        // A figure is never split: the layout moves its line to the next page whole. Drawn on
        // its own page only, since a figure's drawing sets clips of its own (painter's is lost).
        if (index < 0 || index >= m_figures.size() || !m_page.intersects(rect))
            return;
        painter->save();
        painter->drawPicture(rect.topLeft(), m_figures[index]);
        painter->restore();
    }

    // The page being drawn, in the document's coordinates.
    void setPage(const QRectF &page) { m_page = page; }

private:
    QList<QPicture> m_figures;
    QRectF m_page;
};

struct Layout
{
    QSizeF page; // in units
    QSizeF text;
};

Layout layoutOf(const QPageSize &size)
{
    Layout layout;
    layout.page = size.sizePoints() * (kUnitsPerInch / 72.0);
    layout.text = QSizeF(layout.page.width() - 2 * kSideMargin,
                         layout.page.height() - kTopMargin - kBottomMargin);
    return layout;
}

bool hasFigure(const QTextBlock &block)
{
    return block.text().contains(QChar::ObjectReplacementCharacter);
}

int pageOf(double y, double pageHeight)
{
    return int(std::floor(y / pageHeight));
}

// The bottom of what a heading keeps on its page: a table that follows it whole when the two fit
// on one page (an answer key's block), else the block after it.
double keptBottom(QAbstractTextDocumentLayout &layout, const QTextBlock &heading,
                  const QTextBlock &next, double pageHeight)
{
    const double top = layout.blockBoundingRect(heading).top();
    if (QTextTable *table = QTextCursor(next).currentTable()) {
        const double bottom = layout.frameBoundingRect(table).bottom();
        if (bottom - top < pageHeight)
            return bottom;
    }
    return layout.blockBoundingRect(next).bottom();
}

// The first block that should start a page but does not: a heading whose next block (or table)
// is on the next page, or the heading of a figure that crosses the foot of a page (the figure
// itself when its heading is too far above it to move along). Invalid when the pages break well.
QTextBlock badBreak(const QTextDocument &document, double pageHeight)
{
    QAbstractTextDocumentLayout &layout = *document.documentLayout();
    QTextBlock heading;
    for (QTextBlock block = document.begin(); block.isValid(); block = block.next()) {
        const QRectF rect = layout.blockBoundingRect(block);
        if (block.blockFormat().headingLevel() > 0) {
            heading = block;
            const QTextBlock next = block.next();
            if (next.isValid() &&
                pageOf(keptBottom(layout, block, next, pageHeight) - 1, pageHeight) !=
                    pageOf(rect.top(), pageHeight) &&
                block.blockFormat().pageBreakPolicy() == QTextFormat::PageBreak_Auto)
                return block;
            continue;
        }
        if (!hasFigure(block) ||
            pageOf(rect.top(), pageHeight) == pageOf(rect.bottom() - 1, pageHeight))
            continue;
        const QRectF top = heading.isValid() ? layout.blockBoundingRect(heading) : QRectF();
        if (heading.isValid() && rect.bottom() - top.top() < pageHeight &&
            heading.blockFormat().pageBreakPolicy() == QTextFormat::PageBreak_Auto)
            return heading;
        if (block.blockFormat().pageBreakPolicy() == QTextFormat::PageBreak_Auto)
            return block;
    }
    return {};
}

// Keeps headings with what follows them and figures whole on one page, by breaking the page
// before them (QTextDocument moves a line of text, but not a tall figure, to the next page).
void keepTogether(QTextDocument &document, double pageHeight)
{
    for (int pass = 0; pass < 200; ++pass) {
        const QTextBlock block = badBreak(document, pageHeight);
        if (!block.isValid())
            return;
        QTextBlockFormat format;
        format.setPageBreakPolicy(QTextFormat::PageBreak_AlwaysBefore);
        QTextCursor(block).mergeBlockFormat(format);
        // The layout after a new break is only partly redone (Qt 6.4 leaves the blocks after
        // a figure empty): lay the whole document out again.
        document.markContentsDirty(0, document.characterCount());
    }
}

// The lines of every paragraph and heading `percent` of the font's height apart (100: the
// font's own); a figure's line and the tables keep theirs.
void setLineHeight(QTextDocument &document, int percent)
{
    if (percent == 100)
        return;
    QTextBlockFormat format;
    format.setLineHeight(percent, QTextBlockFormat::ProportionalHeight);
    for (QTextBlock block = document.begin(); block.isValid(); block = block.next()) {
        QTextCursor cursor(block);
        if (!hasFigure(block) && !cursor.currentTable())
            cursor.mergeBlockFormat(format);
    }
}

std::unique_ptr<QTextDocument> makeDocument(const QString &html, QPaintDevice &device,
                                            const Layout &layout, const QString &language,
                                            FigureObjects &figures)
{
    auto document = std::make_unique<QTextDocument>();
    document->documentLayout()->setPaintDevice(&device);
    document->documentLayout()->registerHandler(QTextFormat::ImageObject, &figures);
    QFont font;
    font.setFamilies(PdfBook::fontFamilies(language));
    font.setPointSizeF(kTextPoints);
    // No ligatures: "off" stays three letters for text extraction and search.
    font.setStyleStrategy(QFont::PreferNoShaping);
    document->setDefaultFont(font);
    document->setDocumentMargin(0);
    document->setDefaultStyleSheet(QString::fromLatin1(kStyleSheet));
    document->setPageSize(layout.text);
    document->setHtml(html);
    LineBreaks::keepTogether(*document);
    setLineHeight(*document, TextFonts::documentLineHeight(language));
    keepTogether(*document, layout.text.height());
    return document;
}

} // namespace

PdfBook::PdfBook(const DocumentOptions &options, const QString &title)
    : m_options(options), m_title(title)
{}

void PdfBook::addPart(const QString &html)
{
    m_parts << html;
}

QString PdfBook::addFigure(const FigureSource &figure, const QSizeF &inches,
                           const FigureStyle &style)
{
    const QSize size = (inches * kUnitsPerInch).toSize();
    QPicture picture;
    figure.renderFigure(picture, size, 1.0, style);
    m_figures << picture;
    return QStringLiteral("<img src=\"%1%2\" width=\"%3\" height=\"%4\">")
        .arg(kFigureScheme)
        .arg(m_figures.size() - 1)
        .arg(size.width())
        .arg(size.height());
}

QStringList PdfBook::fontFamilies(const QString &language)
{
    return TextFonts::documentFamilies(language);
}

QPageSize PdfBook::pageSize(DocumentOptions::Paper paper)
{
    return QPageSize(paper == DocumentOptions::Paper::Letter ? QPageSize::Letter : QPageSize::A4);
}

double PdfBook::textWidthInches() const
{
    return layoutOf(pageSize(m_options.paper)).text.width() / kUnitsPerInch;
}

int PdfBook::pageCount() const
{
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    QPdfWriter pdf(&buffer);
    pdf.setResolution(int(kUnitsPerInch));
    pdf.setPageLayout(
        QPageLayout(pageSize(m_options.paper), QPageLayout::Portrait, QMarginsF(0, 0, 0, 0)));
    const Layout layout = layoutOf(pageSize(m_options.paper));
    FigureObjects figures(m_figures);
    int pages = 0;
    for (const QString &part : m_parts)
        pages += makeDocument(part, pdf, layout, m_options.language, figures)->pageCount();
    return pages;
}

WriteResult PdfBook::write(const QString &fileName, const TaskControl *control) const
{
    return AtomicWriter::write(fileName, [&](QIODevice &device, QString &reason) {
        QByteArray bytes;
        QBuffer buffer(&bytes);
        buffer.open(QIODevice::WriteOnly);
        {
            QPdfWriter pdf(&buffer);
            pdf.setResolution(int(kUnitsPerInch));
            pdf.setTitle(m_title);
            pdf.setCreator(software());
            const QPageSize size = pageSize(m_options.paper);
            if (!pdf.setPageLayout(
                    QPageLayout(size, QPageLayout::Portrait, QMarginsF(0, 0, 0, 0)))) {
                reason = tr("the paper size is not supported");
                return false;
            }
            const Layout layout = layoutOf(size);
            FigureObjects figures(m_figures);
            std::vector<std::unique_ptr<QTextDocument>> documents;
            int total = 0;
            for (const QString &part : m_parts) {
                documents.push_back(makeDocument(part, pdf, layout, m_options.language, figures));
                total += documents.back()->pageCount();
            }
            QFont footerFont;
            footerFont.setFamilies(fontFamilies(m_options.language));
            footerFont.setPointSizeF(kFooterPoints);
            QPainter painter(&pdf);
            painter.setRenderHint(QPainter::Antialiasing, true);
            // A figure's images (a heatmap's cells) stored losslessly: the hint is not kept in
            // the figures' recorded pictures, and without it the PDF writer stores JPEG.
            painter.setRenderHint(QPainter::LosslessImageRendering, true);
            int page = 0;
            for (std::size_t part = 0; part < documents.size(); ++part) {
                QTextDocument &document = *documents[part];
                for (int i = 0; i < document.pageCount(); ++i) {
                    if (page > 0 && !pdf.newPage()) {
                        reason = tr("a new page could not be started");
                        return false;
                    }
                    painter.save();
                    painter.translate(kSideMargin, kTopMargin - i * layout.text.height());
                    QAbstractTextDocumentLayout::PaintContext context;
                    context.palette.setColor(QPalette::Text, Qt::black);
                    context.clip = QRectF(QPointF(0, i * layout.text.height()), layout.text);
                    painter.setClipRect(context.clip);
                    figures.setPage(context.clip);
                    document.documentLayout()->draw(&painter, context);
                    painter.restore();
                    ++page;
                    const QRectF footer(kSideMargin, layout.page.height() - kBottomMargin * 0.6,
                                        layout.text.width(), kBottomMargin * 0.3);
                    painter.setFont(footerFont);
                    painter.setPen(QColor(0x55, 0x55, 0x55));
                    painter.drawText(footer, Qt::AlignLeft | Qt::AlignVCenter, m_footer);
                    painter.drawText(footer, Qt::AlignRight | Qt::AlignVCenter,
                                     tr("%1 / %2").arg(page).arg(total));
                }
                if (control && !control->report(double(part + 1) / double(documents.size()))) {
                    reason = tr("cancelled");
                    return false;
                }
            }
        }
        return device.write(bytes) == bytes.size(); // a failure's reason: AtomicWriter
    });
}

#include "pdfbook.moc"
