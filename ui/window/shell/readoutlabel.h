#pragma once

#include <QLabel>

// The line under a heatmap that reads out the hovered or selected cell: rich text, selectable,
// at least two lines high so that the layout does not jump as the text changes, more where the
// room is too narrow for a line.
class ReadoutLabel : public QLabel
{
    Q_OBJECT

public:
    explicit ReadoutLabel(const QString &text = {}, QWidget *parent = nullptr);
};
