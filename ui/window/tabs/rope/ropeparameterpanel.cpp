#include "ropeparameterpanel.h"

#include "editors/parameterform.h"
#include "rope/ropemodelsetup.h"
#include "rope/ropespec.h"
#include "spec/tabspec.h"
#include "tabs/model/modelconfigbar.h"
#include "task/tabcontroller.h"

#include <QComboBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace {

const QStringList kScalingKeys{RopeKeys::factor,         RopeKeys::originalMaxPositions,
                               RopeKeys::sequenceLength, RopeKeys::lowFreqFactor,
                               RopeKeys::highFreqFactor, RopeKeys::betaFast,
                               RopeKeys::betaSlow,       RopeKeys::mscale,
                               RopeKeys::mscaleAllDim,   RopeKeys::attentionFactor,
                               RopeKeys::noTruncate,     RopeKeys::shortFactor,
                               RopeKeys::longFactor};

// The scaling types whose own values each row holds.
bool usedBy(const QString &key, const QString &type)
{
    static const QHash<QString, QStringList> types{
        {RopeKeys::factor,
         {QStringLiteral("linear"), QStringLiteral("dynamic"), QStringLiteral("yarn"),
          QStringLiteral("llama3"), QStringLiteral("longrope")}},
        {RopeKeys::originalMaxPositions,
         {QStringLiteral("dynamic"), QStringLiteral("yarn"), QStringLiteral("llama3"),
          QStringLiteral("longrope")}},
        {RopeKeys::sequenceLength, {QStringLiteral("dynamic"), QStringLiteral("longrope")}},
        {RopeKeys::lowFreqFactor, {QStringLiteral("llama3")}},
        {RopeKeys::highFreqFactor, {QStringLiteral("llama3")}},
        {RopeKeys::attentionFactor, {QStringLiteral("yarn"), QStringLiteral("longrope")}},
        {RopeKeys::shortFactor, {QStringLiteral("longrope")}},
        {RopeKeys::longFactor, {QStringLiteral("longrope")}},
    };
    return types.contains(key) ? types.value(key).contains(type) : type == QLatin1String("yarn");
}

} // namespace

RopeParameterPanel::RopeParameterPanel(TabController &controller, QWidget *parent)
    : QWidget(parent), m_controller(controller)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *model = new QGroupBox(tr("Model"), this);
    m_modelBar =
        new ModelConfigBar(pelab::PresetFamily::Rope, &RopeModelSetup::read, controller, model);
    (new QVBoxLayout(model))->addWidget(m_modelBar);
    layout->addWidget(model);
    addGroup(tr("Parameters"), {RopeKeys::dim, RopeKeys::positions, RopeKeys::start, RopeKeys::base,
                                RopeKeys::pairing, RopeKeys::precision});
    addGroup(tr("Frequency scaling"), QStringList{RopeKeys::scaling} + kScalingKeys);
    ParameterForm *content =
        addGroup(tr("q and k"), {RopeKeys::content, RopeKeys::seed, RopeKeys::qValues,
                                 RopeKeys::kValues, RopeKeys::q, RopeKeys::k});
    addFileChooser(content, RopeKeys::q);
    addFileChooser(content, RopeKeys::k);
    addGroup(tr("Invariance check"), {RopeKeys::tolerance, RopeKeys::maxOffset});
    addGroup(tr("Sequence and M-RoPE"),
             {RopeKeys::sequence, RopeKeys::spatialMerge, RopeKeys::mropeSection,
              RopeKeys::mropeInterleaved, RopeKeys::tokensPerSecond, RopeKeys::secondsPerGrid,
              RopeKeys::framesAsImages});
    addGroup(tr("Layer schedule"),
             {RopeKeys::layers, RopeKeys::layerWindows, RopeKeys::layerRope, RopeKeys::localBase,
              RopeKeys::slidingWindow, RopeKeys::attentionChunk, RopeKeys::layer});
    layout->addStretch(1);

    static_cast<QLineEdit *>(m_fields.value(RopeKeys::qValues))
        ->setPlaceholderText(tr("d numbers, e.g. 1, 0, 0.5, -2"));
    static_cast<QLineEdit *>(m_fields.value(RopeKeys::kValues))
        ->setPlaceholderText(tr("d numbers"));
    static_cast<QLineEdit *>(m_fields.value(RopeKeys::tolerance))
        ->setPlaceholderText(tr("default: the precision's own level"));
    // The long pairing and content names must not widen the panel beyond its column: the boxes
    // show what fits and the drop-down lists show every name in full.
    for (QComboBox *box : findChildren<QComboBox *>()) {
        box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        box->setMinimumContentsLength(12);
    }
    // The user's choice of a scaling type: linear, dynamic and yarn start at factor 4 (they have
    // no default), the others at theirs; each at its own original length.
    auto *scaling = m_forms.value(RopeKeys::scaling)->editor(RopeKeys::scaling);
    connect(static_cast<QComboBox *>(scaling), &QComboBox::currentIndexChanged, this,
            &RopeParameterPanel::startScaling);
    connect(&controller, &TabController::valueChanged, this, [this](const QString &key) {
        if (key == RopeKeys::scaling || key == RopeKeys::content)
            updateRows();
    });
    updateRows();
}

ParameterForm *RopeParameterPanel::addGroup(const QString &title, const QStringList &keys)
{
    auto *box = new QGroupBox(title, this);
    auto *boxLayout = new QVBoxLayout(box);
    auto *form = new ParameterForm(m_controller, keys, box);
    boxLayout->addWidget(form);
    layout()->addWidget(box);
    for (const QString &key : keys) {
        m_forms.insert(key, form);
        m_fields.insert(key, form->editor(key));
    }
    return form;
}

void RopeParameterPanel::addFileChooser(ParameterForm *form, const QString &key)
{
    QWidget *editor = form->editor(key);
    int row = -1;
    QFormLayout::ItemRole role = QFormLayout::FieldRole;
    form->formLayout()->getWidgetPosition(editor, &row, &role);
    auto *field = new QWidget(form);
    auto *fieldLayout = new QHBoxLayout(field);
    fieldLayout->setContentsMargins(0, 0, 0, 0);
    form->formLayout()->removeWidget(editor);
    fieldLayout->addWidget(editor, 1);
    auto *browse = new QPushButton(tr("…"), field);
    browse->setObjectName(key + QStringLiteral("Browse"));
    browse->setToolTip(tr("Choose the file of %1").arg(key));
    fieldLayout->addWidget(browse);
    form->formLayout()->setWidget(row, QFormLayout::FieldRole, field);
    m_fields.insert(key, field);
    auto *edit = static_cast<QLineEdit *>(editor);
    connect(browse, &QPushButton::clicked, this, [this, edit, key] {
        const QString file =
            QFileDialog::getOpenFileName(this, tr("Open %1").arg(key), edit->text(),
                                         tr("Arrays (*.npy *.csv *.txt);;All files (*)"));
        if (!file.isEmpty())
            m_controller.setValue(key, file);
    });
}

void RopeParameterPanel::setRowShown(const QString &key, bool shown)
{
    if (ParameterForm *form = m_forms.value(key))
        form->formLayout()->setRowVisible(m_fields.value(key), shown);
}

void RopeParameterPanel::updateRows()
{
    const QString type = m_controller.state().text(RopeKeys::scaling);
    for (const QString &key : kScalingKeys)
        setRowShown(key, usedBy(key, type));
    const QString content = m_controller.state().text(RopeKeys::content);
    setRowShown(RopeKeys::seed, content == QLatin1String("random"));
    for (ParameterKey key : {RopeKeys::qValues, RopeKeys::kValues})
        setRowShown(key, content == QLatin1String("typed"));
    for (ParameterKey key : {RopeKeys::q, RopeKeys::k})
        setRowShown(key, content == QLatin1String("files"));
}

void RopeParameterPanel::startScaling()
{
    const QString type = m_controller.state().text(RopeKeys::scaling);
    const bool needsFactor = type == QLatin1String("linear") || type == QLatin1String("dynamic") ||
                             type == QLatin1String("yarn");
    m_controller.setValue(RopeKeys::factor, needsFactor ? QVariant(4.0) : QVariant());
    m_controller.setValue(RopeKeys::originalMaxPositions, QVariant());
}
