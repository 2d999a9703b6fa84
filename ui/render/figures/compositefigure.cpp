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
    const int count = std::max<int>(1, int(m_parts.size()));
    const int columns = m_columns > 0 ? std::min(m_columns, count) : count;
    const int rows = (count + columns - 1) / columns;
    const QSize partSize(size.width() / columns, std::max(1, (size.height() - titleHeight) / rows));

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
        painter.drawPicture(
            QPoint(i % columns * partSize.width(), titleHeight + i / columns * partSize.height()),
            pictures[i]);
}

QString CompositeFigure::figureTitle() const
{
    return m_title;
}
