#include "compositefigure.h"

#include "figures/figurefonts.h"
#include "figures/screenscale.h"
#include "figures/titletext.h"

#include <QFont>
#include <QFontMetrics>
#include <QPainter>
#include <QPicture>

#include <algorithm>

void CompositeFigure::drawFigure(QPaintDevice &device, const QSize &size, double scale,
                                 const FigureStyle &style) const
{
    QFont font = ScreenScale::instance().baseFont(); // never the window's zoom
    font.setPixelSize(std::max(12, size.height() / 30));
    font.setBold(true);
    if (style.fontSize > 0.0 || !style.font.isEmpty())
        font = FigureFonts::title(style, font);
    const bool titled = !m_title.isEmpty() && style.title;
    // Broken into lines that fit (drawn into its rectangle, a long title would be clipped).
    const QString title = TitleText::wrap(m_title, font, size.width() * 0.96);
    const int lines = int(title.count(QLatin1Char('\n'))) + 1;
    const int titleHeight =
        titled ? int(QFontMetrics(font).height() * (lines + (style.fontSize > 0.0 ? 0.5 : 0.0))) +
                     (style.fontSize > 0.0 ? 0 : 12)
               : 0;
    // The shared axis titles: one line of the text font under the grid and beside it.
    QFont axisFont = font;
    axisFont.setBold(false);
    if (style.fontSize > 0.0 || !style.font.isEmpty())
        axisFont = FigureFonts::text(style, axisFont);
    else
        axisFont.setPixelSize(std::max(10, size.height() / 40));
    const int axisLine = int(QFontMetrics(axisFont).height() * 1.3);
    const int left = m_yTitle.isEmpty() ? 0 : axisLine;
    const int bottom = m_xTitle.isEmpty() ? 0 : axisLine;
    const int count = std::max<int>(1, int(m_parts.size()));
    const int columns = m_columns > 0 ? std::min(m_columns, count) : count;
    const int rows = (count + columns - 1) / columns;
    const QSize partSize(std::max(1, (size.width() - left) / columns),
                         std::max(1, (size.height() - titleHeight - bottom) / rows));

    QList<QPicture> pictures;
    for (const FigureSource *part : m_parts) {
        QPicture picture;
        part->renderFigure(picture, partSize, 1.0, style);
        pictures.append(picture);
    }

    QPainter painter(&device);
    painter.setRenderHint(QPainter::Antialiasing, true);
    painter.scale(scale, scale);
    painter.fillRect(QRect(QPoint(0, 0), size), Qt::white);
    if (titleHeight > 0) {
        painter.setFont(font);
        painter.setPen(Qt::black);
        painter.drawText(QRect(0, 0, size.width(), titleHeight), Qt::AlignCenter, title);
    }
    for (int i = 0; i < pictures.size(); ++i)
        painter.drawPicture(QPoint(left + i % columns * partSize.width(),
                                   titleHeight + i / columns * partSize.height()),
                            pictures[i]);
    painter.setFont(axisFont);
    painter.setPen(Qt::black);
    const int gridHeight = rows * partSize.height();
    if (bottom > 0)
        painter.drawText(QRect(left, titleHeight + gridHeight, columns * partSize.width(), bottom),
                         Qt::AlignCenter, m_xTitle);
    if (left > 0) {
        painter.save();
        painter.translate(0, titleHeight + gridHeight);
        painter.rotate(-90.0);
        painter.drawText(QRect(0, 0, gridHeight, left), Qt::AlignCenter, m_yTitle);
        painter.restore();
    }
}

QString CompositeFigure::figureTitle() const
{
    return m_title;
}
