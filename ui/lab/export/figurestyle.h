#pragma once

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QSize>
#include <QSizeF>
#include <QString>

#include <optional>

// How an exported figure's text and lines look, whatever its size: the font family and size in
// points (tick labels, axis and colour-bar labels and legends at that size, the title 2 pt
// larger), whether the title and the colour bar are drawn, the colour bar's label, and the line
// width. The default (every member at its default) is the window's own look, so files written
// without a style stay as they were. QtCore only: pelab-cli checks these options without the
// GUI libraries; whether the font exists is checked where fonts are (FigureFonts, render).
struct FigureStyle
{
    Q_DECLARE_TR_FUNCTIONS(FigureStyle)

public:
    static constexpr double kMinFontSize = 4.0;
    static constexpr double kMaxFontSize = 72.0;
    static constexpr double kMaxLineWidth = 12.0;

    QString font;          // family; empty: the figure's own (the application font)
    double fontSize = 0.0; // points; 0: the figure's own sizes
    bool title = true;
    bool colorbar = true;
    QString colorbarLabel;  // empty: the figure's own
    double lineWidth = 0.0; // points; 0: the figure's own

    bool isDefault() const;
    // Empty when usable, otherwise what is wrong ("the font size must be 4 … 72 pt (got 3)").
    QString problem() const;
    // The title's size: 2 pt above the text, or 0 when the figure keeps its own.
    double titleSize() const { return fontSize > 0.0 ? fontSize + 2.0 : 0.0; }

    bool operator==(const FigureStyle &other) const = default;

    // A session's "style" object: only the members that differ from the default.
    QJsonObject toJson() const;
    // nullopt and `error` set when a member has the wrong type or value; unknown keys are
    // listed in `unknown`.
    static std::optional<FigureStyle> fromJson(const QJsonObject &json, QString *error,
                                               QStringList *unknown = nullptr);
};

// A named style with the figure size and resolution it is made for (--style NAME).
struct FigurePreset
{
    QString name;        // "paper-column": the id (--style, sessions)
    const char *title;   // "Paper, one column": the window's name for it (FigureStyle context)
    const char *summary; // one line, translated in the FigureStyle context
    QSizeF inches;       // the figure's physical size
    int dpi = 96;        // for PNG
    FigureStyle style;

    QString titleText() const;
    QString summaryText() const;
};

namespace FigurePresets {

// paper-column, paper-page, slide, projector.
const QList<FigurePreset> &all();
const FigurePreset *find(const QString &name);
QStringList names();
// One line per preset: "paper-column  3.25 × 2.2 in, 300 dpi, 8 pt, no title: …".
QString listing();

} // namespace FigurePresets

// A figure size with its unit, as --size takes it: "3.25x2in", "8.5x5cm", "234x144pt",
// "1200x600px" ('×' also accepted). Physical units are kept exact in points; pixels are pixels.
struct FigureSize
{
    Q_DECLARE_TR_FUNCTIONS(FigureSize)

public:
    enum class Unit
    {
        Pixels,
        Inches,
        Centimetres,
        Points
    };

    double width = 0.0; // in `unit`
    double height = 0.0;
    Unit unit = Unit::Pixels;

    // Throws nothing: nullopt and `error` set ("unknown unit "mm" in --size 3x2mm: use in, cm,
    // pt or px") when the text is not a size.
    static std::optional<FigureSize> parse(const QString &text, QString *error);
    bool isPhysical() const { return unit != Unit::Pixels; }
    // The size in points (1/72 in); for pixels, at `dpi`.
    QSizeF points(int dpi) const;
    // The size in whole pixels at `dpi` (rounded).
    QSize pixels(int dpi) const;
    QString text() const; // "3.25x2in"
};
