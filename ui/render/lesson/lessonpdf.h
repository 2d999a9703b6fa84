#pragma once

#include "export/atomicwriter.h"
#include "export/figurestyle.h"
#include "present/presentslide.h"

#include <QCoreApplication>
#include <QList>
#include <QSizeF>

// A lesson as a PDF (`pelab-cli lesson NAME --pdf OUT.pdf`): one landscape page per slide, with
// the slide's heading, the step's explanation and numbers where it has them, the figure (drawn
// as vector graphics in the preset's style, its text kept as text), the note, and a footer with
// the caption, the lesson's title and "2 / 5". The fonts are embedded. Written atomically.
class LessonPdf
{
    Q_DECLARE_TR_FUNCTIONS(LessonPdf)

public:
    // The page: the preset's own size for the 16:9 styles (slide, projector: 13.33 × 7.5 in),
    // A4 landscape for the paper styles.
    static QSizeF pagePoints(const FigurePreset &preset);
    static WriteResult write(const QList<PresentSlide> &slides, const QString &title,
                             const FigurePreset &preset, const QString &fileName);
};
