#pragma once

#include <QString>

class QFont;

// Figure titles that fit their width: a title wider than `width` is broken into lines after its
// natural separators (": ", ", ", " · ") or, failing those, after spaces, so that an export at
// a small width shows the whole title instead of cutting it at both ends.
namespace TitleText {

QString wrap(const QString &title, const QFont &font, double width);

} // namespace TitleText
