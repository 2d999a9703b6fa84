#include "shawparametersbox.h"

#include "editors/integerspinbox.h"
#include "editors/parameterform.h"
#include "shaw/shawspec.h"
#include "task/tabcontroller.h"

#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QScopedValueRollback>
#include <QVBoxLayout>

#include <algorithm>
#include <iterator>

namespace {

// The files that give q, k and r, and the sizes they replace.
constexpr ParameterKey kFiles[] = {ShawKeys::q, ShawKeys::k, ShawKeys::rel};
constexpr ParameterKey kSizes[] = {ShawKeys::positions, ShawKeys::dim, ShawKeys::clip};

bool isFile(const QString &key)
{
    return std::any_of(std::begin(kFiles), std::end(kFiles),
                       [&key](ParameterKey file) { return key == file; });
}

} // namespace

ShawParametersBox::ShawParametersBox(TabController &controller, ParameterForm *form,
                                     QWidget *parent)
    : QGroupBox(tr("Parameters"), parent), m_controller(controller), m_form(form)
{
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(form);
    QFormLayout *rows = form->formLayout();

    m_source = new QComboBox(this);
    m_source->setObjectName(QStringLiteral("source"));
    m_source->addItem(tr("Seeded random q, k, r"));
    m_source->addItem(tr("Loaded from files"));
    m_source->setToolTip(tr("Standard-normal vectors from the portable seeded generator, or "
                            "arrays read from CSV or .npy files"));
    int row = 0;
    rows->getWidgetPosition(form->editor(ShawKeys::seed), &row, nullptr);
    rows->insertRow(row, tr("Vector&s:"), m_source);
    for (ParameterKey key : kFiles) {
        if (auto *edit = qobject_cast<QLineEdit *>(form->editor(key)))
            edit->setPlaceholderText(tr("CSV or .npy file"));
    }
    m_fileNotes = new QLabel(this);
    m_fileNotes->setObjectName(QStringLiteral("fileNotes"));
    m_fileNotes->setWordWrap(true);
    m_fileNotes->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_fileNotes->hide();
    rows->getWidgetPosition(form->editor(ShawKeys::rel), &row, nullptr);
    rows->insertRow(row + 1, m_fileNotes);

    auto *formula = new QLabel(tr("a(t, s) = (q_t·k_s + q_t·r_clip(s−t)) / √d<br>"
                                  "clip(x) = max(−K, min(K, x))<br>"
                                  "z_t = Σ_s α(t, s)(v_s + a<sup>V</sup>_clip(s−t))<br>"
                                  "<i>Shaw, Uszkoreit and Vaswani (2018)</i>"),
                               this);
    formula->setWordWrap(true);
    layout->addWidget(formula);
    layout->addStretch(1);

    showSource();
    onValueChanged(ShawKeys::positions);
    connect(m_source, &QComboBox::currentIndexChanged, this, &ShawParametersBox::chooseSource);
    connect(&controller, &TabController::valueChanged, this, &ShawParametersBox::onValueChanged);
}

void ShawParametersBox::setFileNotes(const QStringList &notes)
{
    QStringList unique = notes; // q and k may be the same file
    unique.removeDuplicates();
    m_fileNotes->setText(tr("Read: %1").arg(unique.join(QStringLiteral("; "))));
    m_fileNotes->setVisible(!notes.isEmpty());
}

void ShawParametersBox::showSource()
{
    const QSignalBlocker blocker(m_source);
    m_source->setCurrentIndex(ShawSpec::isLoaded(m_controller.state()) ? 1 : 0);
    updateEnabled();
}

void ShawParametersBox::chooseSource(int index)
{
    const QScopedValueRollback choosing(m_choosing, true);
    if (index == 0) {
        m_setAside.clear();
        for (ParameterKey key : kFiles)
            m_setAside << m_controller.state().text(key);
        for (ParameterKey key : kFiles)
            m_controller.setValue(key, QString());
    } else {
        for (int i = 0; i < m_setAside.size(); ++i)
            m_controller.setValue(kFiles[i], m_setAside.at(i));
        m_setAside.clear();
    }
    updateEnabled();
}

void ShawParametersBox::updateEnabled()
{
    const bool files = m_source->currentIndex() == 1;
    for (ParameterKey key : kSizes)
        m_form->editor(key)->setEnabled(!files);
    for (ParameterKey key : kFiles)
        m_form->editor(key)->setEnabled(files);
}

void ShawParametersBox::onValueChanged(const QString &key)
{
    if (!m_choosing && isFile(key) && ShawSpec::isLoaded(m_controller.state()) &&
        m_source->currentIndex() != 1)
        showSource();
    if (key == ShawKeys::positions) {
        // Row t of the table: 0 … N − 1 (a larger row follows N down).
        auto *query = static_cast<IntegerSpinBox *>(m_form->editor(ShawKeys::query));
        query->setRange(0, m_controller.state().integer(ShawKeys::positions) - 1);
    }
}
