#include "sequencefigure.h"

#include "figures/figurefonts.h"

#include <QPainter>
#include <QPaintEvent>

#include <algorithm>
#include <cmath>

namespace {

// A text segment longer than this shows its first kHead and last kTail tokens around a gap.
constexpr std::int64_t kMaxTextShown = 8;
constexpr std::int64_t kHead = 4;
constexpr std::int64_t kTail = 3;
// A video longer than this shows its first two and last frames around a gap.
constexpr std::int64_t kMaxFramesShown = 3;
constexpr double kGapCells = 0.6;  // between segments, in cells
constexpr double kInnerGap = 0.25; // between the frames (and the runs) of one segment
constexpr double kMaxCell = 44.0;  // logical pixels
// A frame of more cells is drawn as one box (its cells are too small to see one by one, and
// millions of them would stall the window); the key gives its id ranges.
constexpr std::int64_t kMaxCellsDrawn = 64 * 64;
constexpr double kMargin = 8.0;

// "4" or "4–9".
QString range(std::int64_t first, std::int64_t last)
{
    // Word joiners keep a range on one line.
    return first == last ? QString::number(first)
                         : QStringLiteral("%1\u2060–\u2060%2").arg(first).arg(last);
}

const QColor kTextFill(0xd6, 0xe6, 0xf5);
const QColor kImageFill(0xfd, 0xdb, 0xb4);
const QColor kInk(0x20, 0x20, 0x20);

// One thing drawn along the line: a run of text tokens, a gap, or a frame's grid.
struct Block
{
    enum Kind
    {
        Tokens,
        Gap,
        Frame
    } kind = Tokens;
    std::int64_t segment = 0;
    std::int64_t firstToken = 0; // Tokens: the first token shown; Frame: the frame's first token
    std::int64_t count = 0;      // Tokens: tokens shown; Gap: tokens left out
    std::int64_t rows = 1, cols = 1;
    double width() const
    {
        return kind == Frame ? double(cols) : kind == Gap ? 1.0 : double(count);
    }
    double height() const { return kind == Frame ? double(rows) : 1.0; }
};

} // namespace

SequenceFigure::SequenceFigure(QWidget *parent) : QWidget(parent)
{
    setMinimumHeight(160);
}

void SequenceFigure::setSequence(const std::vector<pelab::Segment> &segments,
                                 const pelab::TokenPositions &positions, std::int64_t merge,
                                 const QString &title)
{
    m_segments = segments;
    m_merge = std::max<std::int64_t>(1, merge);
    m_positions = positions;
    m_title = title;
    m_firstToken.assign(segments.size(), 0);
    for (std::int64_t token = positions.size() - 1; token >= 0; --token)
        m_firstToken[std::size_t(positions.segment[std::size_t(token)])] = token;
    update();
}

void SequenceFigure::clear()
{
    m_segments.clear();
    m_positions = {};
    m_title.clear();
    update();
}

void SequenceFigure::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.fillRect(rect(), palette().base());
    painter.end();
    drawFigure(*this, size(), 1.0, {});
}

void SequenceFigure::drawFigure(QPaintDevice &device, const QSize &size, double scale,
                                const FigureStyle &style) const
{
    QPainter p(&device);
    p.setRenderHint(QPainter::Antialiasing);
    p.scale(scale, scale);
    if (&device != this)
        p.fillRect(QRectF(0, 0, size.width(), size.height()), Qt::white);
    const QFont textFont = FigureFonts::text(style, font());
    const QFont titleFont = FigureFonts::title(style, font());
    const double width = size.width() - 2 * kMargin;
    double top = kMargin;
    if (style.title && !m_title.isEmpty()) {
        p.setFont(titleFont);
        p.setPen(kInk);
        const QRectF box(kMargin, top, width, size.height());
        const QRectF used = p.boundingRect(box, Qt::AlignHCenter | Qt::TextWordWrap, m_title);
        p.drawText(box, Qt::AlignHCenter | Qt::TextWordWrap, m_title);
        top += used.height() + 4;
    }
    // The blocks along the line, and each segment's caption for the key underneath.
    std::vector<Block> blocks;
    QStringList captions;
    for (std::size_t s = 0; s < m_segments.size(); ++s) {
        const pelab::Segment &segment = m_segments[s];
        const std::int64_t first = m_firstToken.empty() ? 0 : m_firstToken[s];
        const auto id = [this](std::int64_t token, int axis) {
            return m_positions.axis(axis)[std::size_t(token)];
        };
        if (segment.kind == pelab::SegmentKind::Text) {
            const std::int64_t n = segment.tokens;
            if (n <= kMaxTextShown) {
                blocks.push_back({Block::Tokens, std::int64_t(s), first, n});
            } else {
                blocks.push_back({Block::Tokens, std::int64_t(s), first, kHead});
                blocks.push_back({Block::Gap, std::int64_t(s), first + kHead, n - kHead - kTail});
                blocks.push_back({Block::Tokens, std::int64_t(s), first + n - kTail, kTail});
            }
            captions << tr("(%1) text, %2 tokens, ids %3")
                            .arg(s + 1)
                            .arg(n)
                            .arg(range(id(first, 0), id(first + n - 1, 0)));
            continue;
        }
        // The merged grid of each frame: H/m rows, W/m columns.
        const std::int64_t frames = segment.t;
        const std::int64_t rows = segment.h / m_merge;
        const std::int64_t cols = segment.w / m_merge;
        const std::int64_t frameTokens = rows * cols;
        const std::int64_t tokens = frames * frameTokens;
        for (std::int64_t f = 0; f < frames; ++f) {
            if (frames > kMaxFramesShown && f == 2 && f < frames - 1) {
                blocks.push_back({Block::Gap, std::int64_t(s), first + f * frameTokens,
                                  (frames - 3) * frameTokens});
                f = frames - 2;
                continue;
            }
            Block frame{Block::Frame, std::int64_t(s), first + f * frameTokens, frameTokens};
            frame.rows = rows;
            frame.cols = cols;
            blocks.push_back(frame);
        }
        const std::int64_t last = first + tokens - 1;
        const QString kind = segment.kind == pelab::SegmentKind::Image ? tr("image") : tr("video");
        captions << tr("(%1) %2 %3×%4×%5, %6 tokens (%7×%8 per frame), t %9, h %10, "
                       "w %11")
                        .arg(s + 1)
                        .arg(kind)
                        .arg(segment.t)
                        .arg(segment.h)
                        .arg(segment.w)
                        .arg(tokens)
                        .arg(rows)
                        .arg(cols)
                        .arg(range(id(first, 0), id(last, 0)), range(id(first, 1), id(last, 1)),
                             range(id(first, 2), id(last, 2)));
    }
    if (blocks.empty()) {
        p.end();
        return;
    }
    // The key's height at this width, then the cell that fits both ways.
    p.setFont(textFont);
    const QFontMetricsF metrics(textFont);
    const QString key = captions.join(QLatin1Char('\n'));
    const double keyHeight =
        p.boundingRect(QRectF(kMargin, 0, width, 1e6), Qt::TextWordWrap, key).height();
    // The room after each block: less within a segment than between segments.
    const auto gapAfter = [&blocks](std::size_t b) {
        return b + 1 < blocks.size() && blocks[b + 1].segment == blocks[b].segment ? kInnerGap
                                                                                   : kGapCells;
    };
    double units = 0.0, tallest = 1.0;
    for (std::size_t b = 0; b < blocks.size(); ++b) {
        units += blocks[b].width() + gapAfter(b);
        tallest = std::max(tallest, blocks[b].height());
    }
    const double numberRow = metrics.height() * 1.3; // the segment numbers above
    const double frameRow = metrics.height() * 1.2;  // each frame's t id under it
    const double free = size.height() - top - keyHeight - numberRow - frameRow - 2 * kMargin;
    const double cell = std::max(4.0, std::min({kMaxCell, width / units, free / tallest}));
    top += std::max(0.0, (free - tallest * cell) / 2); // the drawing centred in the room left
    double x = kMargin + std::max(0.0, (width - units * cell) / 2);
    const double lineTop = top + numberRow;
    std::int64_t numbered = -1;
    for (std::size_t b = 0; b < blocks.size(); ++b) {
        const Block &block = blocks[b];
        const double y = lineTop + (tallest - block.height()) * cell / 2;
        if (block.segment != numbered) {
            numbered = block.segment;
            p.setPen(kInk);
            p.drawText(QRectF(x, y - numberRow, cell * 3, numberRow),
                       Qt::AlignLeft | Qt::AlignBottom,
                       QStringLiteral("(%1)").arg(block.segment + 1));
        }
        if (block.kind == Block::Gap) {
            p.drawText(QRectF(x, y, cell, cell), Qt::AlignCenter, QStringLiteral("⋯"));
        } else if (block.kind == Block::Frame && block.count > kMaxCellsDrawn) {
            const QRectF box(x, y, double(block.cols) * cell, double(block.rows) * cell);
            p.fillRect(box.adjusted(1, 1, -1, -1), kImageFill);
            p.setPen(QPen(kInk, 0.6));
            p.drawRect(box.adjusted(1, 1, -1, -1));
        } else {
            const QColor fill = block.kind == Block::Tokens ? kTextFill : kImageFill;
            for (std::int64_t i = 0; i < block.count; ++i) {
                const std::int64_t token = block.firstToken + i;
                const double cx =
                    x + double(block.kind == Block::Frame ? i % block.cols : i) * cell;
                const double cy =
                    y + double(block.kind == Block::Frame ? i / block.cols : 0) * cell;
                const QRectF box(cx, cy, cell, cell);
                p.fillRect(box.adjusted(1, 1, -1, -1), fill);
                p.setPen(QPen(kInk, 0.6));
                p.drawRect(box.adjusted(1, 1, -1, -1));
                const QString label = block.kind == Block::Tokens
                                          ? QString::number(m_positions.t[std::size_t(token)])
                                          : QStringLiteral("%1,%2")
                                                .arg(m_positions.h[std::size_t(token)])
                                                .arg(m_positions.w[std::size_t(token)]);
                if (metrics.horizontalAdvance(label) <= cell - 3 && metrics.height() <= cell)
                    p.drawText(box, Qt::AlignCenter, label);
            }
        }
        if (block.kind == Block::Frame) { // the frame's temporal id under it
            p.setPen(kInk);
            const QString t =
                QStringLiteral("t\u00a0%1").arg(m_positions.t[std::size_t(block.firstToken)]);
            if (metrics.horizontalAdvance(t) <= (block.width() + gapAfter(b)) * cell)
                p.drawText(QRectF(x, y + block.height() * cell, block.width() * cell, frameRow),
                           Qt::AlignHCenter | Qt::AlignTop, t);
        }
        x += (block.width() + gapAfter(b)) * cell;
    }
    p.setPen(kInk);
    p.drawText(QRectF(kMargin, lineTop + tallest * cell + frameRow + kMargin, width, keyHeight + 4),
               Qt::TextWordWrap, key);
    p.end();
}
