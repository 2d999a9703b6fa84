#pragma once

#include <QWidget>

class AlibiResult;
class AlibiSlopeModel;
class QLabel;

// The slopes view of the ALiBi tab: per head, both rules' slopes side by side with the slope
// used (differing heads highlighted), and a note on whether the rules agree for this H.
class AlibiSlopesPanel : public QWidget
{
    Q_OBJECT

public:
    explicit AlibiSlopesPanel(QWidget *parent = nullptr);

    void showResult(const AlibiResult &result);

private:
    AlibiSlopeModel *m_model = nullptr;
    QLabel *m_note = nullptr;
};
