#include "shawvaluepanel.h"

#include "models/matrixmodel.h"
#include "shaw/shawviews.h"

#include <QHeaderView>
#include <QLabel>
#include <QTableView>
#include <QVBoxLayout>

#include <cmath>

ShawValuePanel::ShawValuePanel(QWidget *parent) : QWidget(parent)
{
    m_model = new MatrixModel(this);
    auto *layout = new QVBoxLayout(this);
    m_note = new QLabel(this);
    m_note->setObjectName(QStringLiteral("valueNote"));
    m_note->setWordWrap(true);
    layout->addWidget(m_note);
    auto *table = new QTableView(this);
    table->setObjectName(QStringLiteral("valueTable"));
    table->setModel(m_model);
    table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    table->setAlternatingRowColors(true);
    layout->addWidget(table, 1);
}

void ShawValuePanel::setValue(const ShawValueResult &result, std::uint64_t seed)
{
    const pelab::ShawValueRow &value = result.value;
    ExportTable shown;
    shown.matrix = result.table;
    shown.cornerHeader = tr("dim");
    shown.columnLabel = [without = tr("z without a^V"), with = tr("z with a^V"),
                         part = tr("a^V part")](qsizetype c) {
        return c == 0 ? without : (c == 1 ? with : part);
    };
    m_model->setTable(shown);
    double norm = 0.0, difference = 0.0;
    for (std::size_t j = 0; j < result.table->rows(); ++j) {
        norm += value.plain[j] * value.plain[j];
        difference += (*result.table)(j, 2) * (*result.table)(j, 2);
    }
    const std::size_t clip = value.massPerIndex.size() / 2;
    const double inside = value.massPerIndex.size() > 2
                              ? 1.0 - value.massPerIndex.front() - value.massPerIndex.back()
                              : 0.0;
    m_note->setText(
        tr("z_t for t = %1, with seeded values v and a<sup>V</sup> (seed %2). "
           "‖Σ_s α v_s‖ = %3; the relative part Σ_j (mass on index j)·a<sup>V</sup>_j has norm "
           "%4. Attention mass on r<sub>−K</sub>: %5, on r<sub>K</sub>: %6, on the %7 indices "
           "in between: %8.")
            .arg(result.query)
            .arg(seed)
            .arg(std::sqrt(norm), 0, 'g', 6)
            .arg(std::sqrt(difference), 0, 'g', 6)
            .arg(value.massPerIndex.front(), 0, 'g', 4)
            .arg(value.massPerIndex.back(), 0, 'g', 4)
            .arg(clip > 0 ? 2 * clip - 1 : 0)
            .arg(inside, 0, 'g', 4));
}
