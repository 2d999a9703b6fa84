#pragma once

#include "export/figuresource.h"

#include "mrope.h"

#include <QWidget>

#include <vector>

// The positions view's figure: a sequence as the language model sees it, left to right — each
// text segment a line of tokens labelled with their id, each image (each video frame) its merged
// grid of patches labelled "h,w" under a caption with its t id. Long text segments show their
// first and last tokens around a gap that says how many are left out; a grid too fine for
// labels says its id ranges instead. Drawn the same on screen and in files, at any size and
// style (nothing is elided: what does not fit is left out and said so).
class SequenceFigure : public QWidget, public FigureSource
{
    Q_OBJECT

public:
    explicit SequenceFigure(QWidget *parent = nullptr);

    void setSequence(const std::vector<pelab::Segment> &segments,
                     const pelab::TokenPositions &positions, std::int64_t merge,
                     const QString &title);
    void clear();

    QString figureTitle() const override { return m_title; }
    void drawFigure(QPaintDevice &device, const QSize &size, double scale,
                    const FigureStyle &style) const override;

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    std::vector<pelab::Segment> m_segments;
    pelab::TokenPositions m_positions;
    std::vector<std::int64_t> m_firstToken; // per segment
    std::int64_t m_merge = 1;
    QString m_title;
};
