#pragma once

#include <QAbstractButton>

// The strip a folded side panel leaves at the page's left edge: its name written downwards
// under an arrow, one click (or Space) to open the panel beside the views and one to fold it
// again. Checked while the panel shows.
class SideStrip : public QAbstractButton
{
    Q_OBJECT

public:
    explicit SideStrip(QWidget *parent = nullptr);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override { return sizeHint(); }

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    int margin() const;
};
