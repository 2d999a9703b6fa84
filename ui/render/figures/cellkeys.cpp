#include "cellkeys.h"

#include <Qt>

#include <algorithm>

namespace CellKeys {

std::optional<std::pair<int, int>> move(int key, int row, int column, int rows, int cols)
{
    if (rows <= 0 || cols <= 0)
        return std::nullopt;
    const int step = row >= 0 && column >= 0 ? 1 : 0; // the first press marks a cell
    int r = std::clamp(row, 0, rows - 1);
    int c = std::clamp(column, 0, cols - 1);
    switch (key) {
    case Qt::Key_Left:
        c -= step;
        break;
    case Qt::Key_Right:
        c += step;
        break;
    case Qt::Key_Up:
        r -= step;
        break;
    case Qt::Key_Down:
        r += step;
        break;
    case Qt::Key_Home:
        c = 0;
        break;
    case Qt::Key_End:
        c = cols - 1;
        break;
    default:
        return std::nullopt;
    }
    return std::make_pair(std::clamp(r, 0, rows - 1), std::clamp(c, 0, cols - 1));
}

} // namespace CellKeys
