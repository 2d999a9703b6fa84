#pragma once

#include "spec/tabresult.h"
#include "spec/viewspec.h"

#include "matrix.h"
#include "shaw.h"

#include <QString>

#include <cstdint>
#include <memory>
#include <vector>

// A square part of the table: rows and columns first … first + size − 1.
struct ShawWindow
{
    std::int64_t first = 0;
    std::int64_t size = 0;
    bool isWhole(std::int64_t positions) const { return first == 0 && size == positions; }
};

// One term over the whole table (the table view) or over the heatmap's window (the heatmap
// view). The whole table of a large N is refused before it is made (above the memory limit);
// `refusal` then says why and `matrix` is null.
class ShawTermResult : public ViewResult
{
public:
    pelab::ShawTerm term = pelab::ShawTerm::Total;
    ShawWindow window;
    std::shared_ptr<const pelab::Matrix> matrix;
    double largest = 0.0; // the largest |value|: the colour range is ±largest
    QString refusal;
};

// One query row t: for each key s its content and position terms and attention weight.
struct ShawRow
{
    std::int64_t query = 0;
    std::int64_t clip = 0;
    std::vector<double> content; // N values each
    std::vector<double> position;
    std::vector<double> weights; // α(t, s) = softmax over s of a(t, s)
};

// The row view: the row and its table, one line per key s: offset, clip_index, content,
// position, total, weight.
class ShawRowResult : public ViewResult
{
public:
    ShawRow row;
    std::shared_ptr<const pelab::Matrix> table; // N × 6
    std::int64_t clippedKeys = 0;               // keys with |s − t| > K
    double clippedMass = 0.0;                   // their share of the attention
};

// The value view (Shaw et al. eq. 3) for row t: z_t without and with a^V, per dimension.
class ShawValueResult : public ViewResult
{
public:
    std::int64_t query = 0;
    pelab::ShawValueRow value;
    std::shared_ptr<const pelab::Matrix> table; // d × 3
};

// The Shaw tab's views and their own computations.
namespace ShawViews {

// The heatmap shows the whole table up to this many positions, beyond a window of this size.
inline constexpr std::int64_t kMaxWindow = 1024;
// The window of kMaxWindow centred on (t, t), kept inside the table; the whole table when small.
ShawWindow windowAround(std::int64_t positions, std::int64_t query);

// "table": the whole N × N table of the term; its figure is the heatmap of all of it.
ViewSpec table();
// "heatmap": what the heatmap shows, the whole table or the window around row t.
ViewSpec heatmap();
// "row", "relative", "value": row t, the relative vectors r, the value output z_t.
ViewSpec row();
ViewSpec relative();
ViewSpec value();

} // namespace ShawViews
