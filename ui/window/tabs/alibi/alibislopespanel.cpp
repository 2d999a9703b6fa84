#include "alibislopespanel.h"

#include "alibi/alibislopemodel.h"
#include "alibi/alibispec.h"

#include <QHeaderView>
#include <QLabel>
#include <QTableView>
#include <QVBoxLayout>

AlibiSlopesPanel::AlibiSlopesPanel(QWidget *parent) : QWidget(parent)
{
    m_model = new AlibiSlopeModel(this);
    auto *layout = new QVBoxLayout(this);
    m_note = new QLabel(this);
    m_note->setObjectName(QStringLiteral("slopeNote"));
    m_note->setWordWrap(true);
    layout->addWidget(m_note);
    auto *table = new QTableView(this);
    table->setObjectName(QStringLiteral("slopeView"));
    table->setModel(m_model);
    table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    table->verticalHeader()->setVisible(false);
    table->setAlternatingRowColors(true);
    layout->addWidget(table, 1);
}

void AlibiSlopesPanel::showResult(const AlibiResult &r)
{
    m_model->setSlopes(r.official, r.paper, r.slopes);
    const int heads = int(r.heads());
    const int differing = m_model->differingHeads();
    m_note->setText(
        differing == 0
            ? tr("H = %1 is a power of two: the reference code and the paper's text agree.")
                  .arg(heads)
            : tr("H = %1 is not a power of two: the rules disagree on %2 of %1 heads "
                 "(highlighted). Published implementations differ here; the reference code "
                 "(official) is what most trained models use.")
                  .arg(heads)
                  .arg(differing));
}
