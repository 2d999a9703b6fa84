#pragma once

#include <optional>
#include <utility>

// The keyboard's way round a heatmap's cells: the arrow keys move the marked cell by one (the
// first press marks the nearest cell), Home and End go to the row's first and last column.
namespace CellKeys {

// The (row, column) `key` moves the marked cell (row, column; -1 for none) to in a rows × cols
// matrix, kept inside it; nullopt for any other key.
std::optional<std::pair<int, int>> move(int key, int row, int column, int rows, int cols);

} // namespace CellKeys
