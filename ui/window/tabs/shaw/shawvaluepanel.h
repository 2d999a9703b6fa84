#pragma once

#include "export/exporttable.h"

#include "shaw.h"

#include <QWidget>

#include <memory>

class MatrixModel;
class QLabel;

// The Shaw tab's value view (Shaw et al. eq. 3): for query row t, z_t = Σ_s α(t, s) v_s next to
// z_t = Σ_s α(t, s)(v_s + a^V_clip(s−t)), per dimension, and how the attention mass spreads
// over the relative indices.
class ShawValuePanel : public QWidget
{
    Q_OBJECT

public:
    explicit ShawValuePanel(QWidget *parent = nullptr);

    void setValue(const pelab::ShawValueRow &value, std::int64_t query, std::uint64_t seed);
    // d rows: z_without_aV, z_with_aV, difference.
    ExportTable exportTable() const;

private:
    MatrixModel *m_model = nullptr;
    QLabel *m_note = nullptr;
    std::shared_ptr<const pelab::Matrix> m_table;
};
