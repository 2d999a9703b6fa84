#pragma once

#include <QColor>
#include <QFont>
#include <QList>
#include <QMargins>
#include <QString>
#include <QStringList>

class QAbstractAxis;
class QChart;
class QPainter;
class QSize;

// The texts Qt Charts would cut short with "..." at a small figure size, laid out by us instead
// for one drawing and handed back when this goes out of scope: a legend too wide for one row
// becomes rows of entries under the chart, and a vertical axis title longer than its axis is
// broken into lines beside it (Qt Charts keeps the room: a blank title of as many lines).
class ChartPaperText
{
public:
    ChartPaperText(QChart *chart, const QSize &size);
    ~ChartPaperText();
    ChartPaperText(const ChartPaperText &) = delete;
    ChartPaperText &operator=(const ChartPaperText &) = delete;

    // After the chart is drawn at the size given: the texts it left out.
    void draw(QPainter &painter) const;

private:
    struct Entry
    {
        QString label;
        QColor colour;
    };
    struct Title
    {
        QAbstractAxis *axis = nullptr;
        QString text; // as the axis had it (rich text)
        QStringList lines;
    };

    QChart *m_chart;
    QMargins m_margins;
    bool m_legendTaken = false;
    QFont m_legendFont;
    QList<QList<Entry>> m_rows;
    QList<Title> m_titles;
};
