#pragma once

class QTableView;

// A table read at any zoom: columns that share the table's width (Stretch) are never narrower
// than their values, so that the table scrolls rather than cutting a number short; their
// headers wrap at spaces over as many lines as they need rather than being cut at both ends;
// and a table is never shorter than its header and three rows. Follows the model's contents
// from the first call on; ZoomController calls it for every table after each zoom.
namespace TableFit {

void fit(QTableView *table);

} // namespace TableFit
