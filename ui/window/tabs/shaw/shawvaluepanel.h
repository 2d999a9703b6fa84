#pragma once

#include <QWidget>

#include <cstdint>

class MatrixModel;
class QLabel;
class ShawValueResult;

// The Shaw tab's value view (Shaw et al. eq. 3): for query row t, z_t = Σ_s α(t, s) v_s next to
// z_t = Σ_s α(t, s)(v_s + a^V_clip(s−t)), per dimension, and how the attention mass spreads
// over the relative indices.
class ShawValuePanel : public QWidget
{
    Q_OBJECT

public:
    explicit ShawValuePanel(QWidget *parent = nullptr);

    void setValue(const ShawValueResult &result, std::uint64_t seed);

private:
    MatrixModel *m_model = nullptr;
    QLabel *m_note = nullptr;
};
