#include "ropecontrols.h"

#include "error.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QSpinBox>

#include <cmath>
#include <limits>

namespace {

QDoubleSpinBox *realBox(QWidget *parent, const QString &name, double min, double max, int decimals)
{
    auto *box = new QDoubleSpinBox(parent);
    box->setObjectName(name);
    box->setRange(min, max);
    box->setDecimals(decimals);
    return box;
}

QSpinBox *intBox(QWidget *parent, const QString &name, int min, int max)
{
    auto *box = new QSpinBox(parent);
    box->setObjectName(name);
    box->setRange(min, max);
    box->setAccelerated(true);
    return box;
}

} // namespace

RopeControls::RopeControls(QWidget *parent) : QWidget(parent)
{
    auto *form = new QFormLayout(this);
    form->setContentsMargins(0, 0, 0, 0);
    const int intMax = std::numeric_limits<int>::max();

    m_dim = intBox(this, QStringLiteral("dim"), 2, int(pelab::kMaxRopeDim));
    m_dim->setSingleStep(2);
    m_dim->setToolTip(tr("Head dimension d (even): d/2 rotated pairs"));
    form->addRow(tr("&Dimension d:"), m_dim);
    m_positions = intBox(this, QStringLiteral("positions"), 1, int(pelab::kMaxRopePositions));
    m_positions->setToolTip(tr("Positions N: queries t and keys s run over T0 … T0 + N − 1"));
    form->addRow(tr("&Positions N:"), m_positions);
    m_start = intBox(this, QStringLiteral("start"), 0, intMax);
    m_start->setToolTip(tr("Absolute start position T0 (low precision breaks at large T0)"));
    form->addRow(tr("&Start T0:"), m_start);
    m_base = realBox(this, QStringLiteral("base"), 1.0001, 1e12, 4);
    m_base->setToolTip(tr("θ_i = base^(−2i/d): 10000 in RoFormer and Llama 2, 500000 in "
                          "Llama 3"));
    form->addRow(tr("&Base:"), m_base);
    m_pairing = new QComboBox(this);
    m_pairing->setObjectName(QStringLiteral("pairing"));
    m_pairing->addItem(tr("interleaved (2i, 2i+1): RoFormer, GPT-J, Meta Llama"),
                       int(pelab::RopePairing::Interleaved));
    m_pairing->addItem(tr("half (i, i+d/2): rotate_half, GPT-NeoX, HF Llama"),
                       int(pelab::RopePairing::Half));
    form->addRow(tr("P&airing:"), m_pairing);

    m_scaling = new QComboBox(this);
    m_scaling->setObjectName(QStringLiteral("scaling"));
    for (auto type : {pelab::RopeScalingType::None, pelab::RopeScalingType::Linear,
                      pelab::RopeScalingType::Dynamic, pelab::RopeScalingType::Yarn,
                      pelab::RopeScalingType::Llama3})
        m_scaling->addItem(QString::fromUtf8(pelab::scalingName(type)), int(type));
    m_scaling->setToolTip(tr("Hugging Face rope_scaling rope_type"));
    form->addRow(tr("S&caling:"), m_scaling);
    m_factor = realBox(this, QStringLiteral("factor"), 1.0, 1e6, 3);
    m_factor->setToolTip(tr("rope_scaling factor"));
    form->addRow(tr("  &factor:"), m_factor);
    m_original = intBox(this, QStringLiteral("originalMaxPositions"), 1, intMax);
    m_original->setToolTip(tr("original_max_position_embeddings"));
    form->addRow(tr("  &original max positions:"), m_original);
    m_sequence = intBox(this, QStringLiteral("sequenceLength"), 0, intMax);
    m_sequence->setSpecialValueText(tr("T0 + N"));
    m_sequence->setToolTip(tr("dynamic: the sequence length L (0: T0 + N)"));
    form->addRow(tr("  se&quence length L:"), m_sequence);
    m_lowFreq = realBox(this, QStringLiteral("lowFreqFactor"), 0.001, 1e6, 3);
    form->addRow(tr("  low_freq_factor:"), m_lowFreq);
    m_highFreq = realBox(this, QStringLiteral("highFreqFactor"), 0.001, 1e6, 3);
    form->addRow(tr("  high_freq_factor:"), m_highFreq);
    m_betaFast = realBox(this, QStringLiteral("betaFast"), 0.001, 1e6, 3);
    form->addRow(tr("  beta_fast:"), m_betaFast);
    m_betaSlow = realBox(this, QStringLiteral("betaSlow"), 0.001, 1e6, 3);
    form->addRow(tr("  beta_slow:"), m_betaSlow);

    m_precision = new QComboBox(this);
    m_precision->setObjectName(QStringLiteral("precision"));
    m_precision->addItem(tr("f64 (reference)"), int(pelab::Precision::F64));
    m_precision->addItem(tr("f32"), int(pelab::Precision::F32));
    m_precision->addItem(tr("bf16"), int(pelab::Precision::BF16));
    m_precision->addItem(tr("f16 (overflows above 65504)"), int(pelab::Precision::F16));
    m_precision->setToolTip(tr("Position, θ_i, the angle, cos/sin and the rotated q, k are "
                               "rounded to it; dot products accumulate in float64"));
    form->addRow(tr("P&recision:"), m_precision);

    m_content = new QComboBox(this);
    m_content->setObjectName(QStringLiteral("content"));
    m_content->addItem(tr("Seeded random q, k"), int(RopeContent::Random));
    m_content->addItem(tr("Typed in"), int(RopeContent::Typed));
    m_content->addItem(tr("From files (CSV row / 1-D .npy)"), int(RopeContent::Files));
    form->addRow(tr("q, &k:"), m_content);
    m_seed = intBox(this, QStringLiteral("seed"), 0, intMax);
    m_seed->setToolTip(tr("The portable generator: the same seed gives the same q and k on "
                          "every platform"));
    form->addRow(tr("  s&eed:"), m_seed);
    m_q = new QLineEdit(this);
    m_q->setObjectName(QStringLiteral("qText"));
    m_q->setPlaceholderText(tr("d numbers, e.g. 1, 0, 0.5, -2"));
    form->addRow(tr("  q:"), m_q);
    m_k = new QLineEdit(this);
    m_k->setObjectName(QStringLiteral("kText"));
    m_k->setPlaceholderText(tr("d numbers"));
    form->addRow(tr("  k:"), m_k);
    auto fileRow = [this, form](QLineEdit *&edit, QPushButton *&button, const QString &role,
                                const QString &label) {
        auto *row = new QWidget(this);
        auto *layout = new QHBoxLayout(row);
        layout->setContentsMargins(0, 0, 0, 0);
        edit = new QLineEdit(row);
        edit->setObjectName(role + QStringLiteral("File"));
        button = new QPushButton(tr("…"), row);
        button->setToolTip(tr("Choose the file of %1").arg(role));
        layout->addWidget(edit, 1);
        layout->addWidget(button);
        form->addRow(label, row);
        connect(button, &QPushButton::clicked, this,
                [this, edit, role] { chooseFile(edit, role); });
    };
    fileRow(m_qFile, m_qBrowse, QStringLiteral("q"), tr("  q file:"));
    fileRow(m_kFile, m_kBrowse, QStringLiteral("k"), tr("  k file:"));

    m_tolerance = new QLineEdit(this);
    m_tolerance->setObjectName(QStringLiteral("tolerance"));
    m_tolerance->setPlaceholderText(tr("default: the precision's own level"));
    m_tolerance->setToolTip(tr("Tolerance of the invariance verdict"));
    form->addRow(tr("&Tolerance:"), m_tolerance);
    m_sweepPositions = intBox(this, QStringLiteral("sweepPositions"), 2, 1024);
    m_sweepPositions->setToolTip(tr("N of each score matrix in the precision sweep"));
    form->addRow(tr("Sweep N:"), m_sweepPositions);
    m_sweepPower = intBox(this, QStringLiteral("sweepMaxPower"), 1, 40);
    m_sweepPower->setPrefix(tr("T0 up to 2^"));
    form->addRow(tr("Sweep range:"), m_sweepPower);
    m_colormap = new QComboBox(this);
    m_colormap->setObjectName(QStringLiteral("colormap"));
    for (Colormap c : allColormaps())
        m_colormap->addItem(colormapDisplayName(c), colormapId(c));
    form->addRow(tr("Co&lormap:"), m_colormap);
    // The long pairing and content names must not widen the panel beyond its column: the
    // boxes show what fits and the drop-down lists show every name in full.
    for (QComboBox *box : {m_pairing, m_scaling, m_precision, m_content, m_colormap}) {
        box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        box->setMinimumContentsLength(12);
    }

    setValues({});
    setColormap(Colormap::RdBu);

    const auto changed = [this] {
        updateEnabled();
        emit parametersChanged();
    };
    for (QSpinBox *box : {m_dim, m_positions, m_start, m_original, m_sequence, m_seed,
                          m_sweepPositions, m_sweepPower})
        connect(box, qOverload<int>(&QSpinBox::valueChanged), this, changed);
    for (QDoubleSpinBox *box : {m_base, m_factor, m_lowFreq, m_highFreq, m_betaFast, m_betaSlow})
        connect(box, qOverload<double>(&QDoubleSpinBox::valueChanged), this, changed);
    for (QComboBox *box : {m_pairing, m_scaling, m_precision, m_content})
        connect(box, qOverload<int>(&QComboBox::currentIndexChanged), this, changed);
    for (QLineEdit *edit : {m_q, m_k, m_qFile, m_kFile, m_tolerance})
        connect(edit, &QLineEdit::editingFinished, this, changed);
    connect(m_colormap, qOverload<int>(&QComboBox::currentIndexChanged), this,
            &RopeControls::displayChanged);
    // A new scaling type starts from its Hugging Face defaults (llama3: factor 8, 8192).
    connect(m_scaling, qOverload<int>(&QComboBox::currentIndexChanged), this, [this] {
        const bool llama = pelab::RopeScalingType(m_scaling->currentData().toInt()) ==
                           pelab::RopeScalingType::Llama3;
        const QSignalBlocker factorBlocker(m_factor);
        const QSignalBlocker originalBlocker(m_original);
        m_factor->setValue(llama ? pelab::kLlama3Factor : 4.0);
        m_original->setValue(
            int(llama ? pelab::kLlama3OriginalMaxPositions : pelab::kDefaultOriginalMaxPositions));
    });
}

RopeControlValues RopeControls::values() const
{
    RopeControlValues v;
    pelab::RopeParameters &p = v.params;
    p.dim = m_dim->value();
    p.positions = m_positions->value();
    p.start = m_start->value();
    p.base = m_base->value();
    p.pairing = pelab::RopePairing(m_pairing->currentData().toInt());
    p.scaling.type = pelab::RopeScalingType(m_scaling->currentData().toInt());
    // llama3's factor keeps its default unless changed; the others always take the box.
    p.scaling.factor = m_factor->value();
    p.scaling.originalMaxPositions = m_original->value();
    if (m_sequence->value() > 0)
        p.scaling.sequenceLength = m_sequence->value();
    p.scaling.lowFreqFactor = m_lowFreq->value();
    p.scaling.highFreqFactor = m_highFreq->value();
    p.scaling.betaFast = m_betaFast->value();
    p.scaling.betaSlow = m_betaSlow->value();
    p.precision = pelab::Precision(m_precision->currentData().toInt());
    p.seed = std::uint64_t(m_seed->value());
    v.content = RopeContent(m_content->currentData().toInt());
    v.qText = m_q->text();
    v.kText = m_k->text();
    v.qFile = m_qFile->text();
    v.kFile = m_kFile->text();
    v.toleranceText = m_tolerance->text().trimmed();
    v.sweepPositions = m_sweepPositions->value();
    v.sweepMaxPower = m_sweepPower->value();
    return v;
}

void RopeControls::setValues(const RopeControlValues &v)
{
    const QSignalBlocker blockers[] = {
        QSignalBlocker(m_dim),      QSignalBlocker(m_positions),      QSignalBlocker(m_start),
        QSignalBlocker(m_base),     QSignalBlocker(m_pairing),        QSignalBlocker(m_scaling),
        QSignalBlocker(m_factor),   QSignalBlocker(m_original),       QSignalBlocker(m_sequence),
        QSignalBlocker(m_lowFreq),  QSignalBlocker(m_highFreq),       QSignalBlocker(m_betaFast),
        QSignalBlocker(m_betaSlow), QSignalBlocker(m_precision),      QSignalBlocker(m_content),
        QSignalBlocker(m_seed),     QSignalBlocker(m_sweepPositions), QSignalBlocker(m_sweepPower)};
    const pelab::RopeParameters &p = v.params;
    m_dim->setValue(int(p.dim));
    m_positions->setValue(int(p.positions));
    m_start->setValue(int(std::min<std::int64_t>(p.start, m_start->maximum())));
    m_base->setValue(p.base);
    m_pairing->setCurrentIndex(m_pairing->findData(int(p.pairing)));
    m_scaling->setCurrentIndex(m_scaling->findData(int(p.scaling.type)));
    const bool llama = p.scaling.type == pelab::RopeScalingType::Llama3;
    m_factor->setValue(p.scaling.factor.value_or(llama ? pelab::kLlama3Factor : 4.0));
    m_original->setValue(int(p.scaling.originalMaxPositions.value_or(
        llama ? pelab::kLlama3OriginalMaxPositions : pelab::kDefaultOriginalMaxPositions)));
    m_sequence->setValue(int(p.scaling.sequenceLength.value_or(0)));
    m_lowFreq->setValue(p.scaling.lowFreqFactor);
    m_highFreq->setValue(p.scaling.highFreqFactor);
    m_betaFast->setValue(p.scaling.betaFast);
    m_betaSlow->setValue(p.scaling.betaSlow);
    m_precision->setCurrentIndex(m_precision->findData(int(p.precision)));
    m_content->setCurrentIndex(m_content->findData(int(v.content)));
    m_seed->setValue(int(std::min<std::uint64_t>(p.seed, std::uint64_t(m_seed->maximum()))));
    m_q->setText(v.qText);
    m_k->setText(v.kText);
    m_qFile->setText(v.qFile);
    m_kFile->setText(v.kFile);
    m_tolerance->setText(v.toleranceText);
    m_sweepPositions->setValue(int(v.sweepPositions));
    m_sweepPower->setValue(v.sweepMaxPower);
    updateEnabled();
}

Colormap RopeControls::colormap() const
{
    return parseColormap(m_colormap->currentData().toString()).value_or(Colormap::RdBu);
}

void RopeControls::setColormap(Colormap colormap)
{
    m_colormap->setCurrentIndex(m_colormap->findData(colormapId(colormap)));
}

std::vector<double> RopeControls::parseVector(const QString &text, std::int64_t dim,
                                              const QString &role)
{
    static const QRegularExpression separators(QStringLiteral("[,;\\s]+"));
    const QStringList parts = text.trimmed().split(separators, Qt::SkipEmptyParts);
    std::vector<double> out;
    for (const QString &part : parts) {
        bool ok = false;
        const double value = part.toDouble(&ok); // C locale: '.' decimals
        if (!ok || !std::isfinite(value))
            throw pelab::Error(tr("%1: '%2' is not a finite number").arg(role, part).toStdString());
        out.push_back(value);
    }
    if (std::int64_t(out.size()) != dim)
        throw pelab::Error(tr("%1 must hold d = %2 numbers (got %3)")
                               .arg(role)
                               .arg(dim)
                               .arg(out.size())
                               .toStdString());
    return out;
}

QString RopeControls::contentName(RopeContent content)
{
    switch (content) {
    case RopeContent::Typed:
        return QStringLiteral("typed");
    case RopeContent::Files:
        return QStringLiteral("files");
    case RopeContent::Random:
        break;
    }
    return QStringLiteral("random");
}

void RopeControls::updateEnabled()
{
    const auto type = pelab::RopeScalingType(m_scaling->currentData().toInt());
    using T = pelab::RopeScalingType;
    m_factor->setEnabled(type != T::None);
    m_original->setEnabled(type != T::None && type != T::Linear);
    m_sequence->setEnabled(type == T::Dynamic);
    m_lowFreq->setEnabled(type == T::Llama3);
    m_highFreq->setEnabled(type == T::Llama3);
    m_betaFast->setEnabled(type == T::Yarn);
    m_betaSlow->setEnabled(type == T::Yarn);
    const auto content = RopeContent(m_content->currentData().toInt());
    m_seed->setEnabled(content == RopeContent::Random);
    m_q->setEnabled(content == RopeContent::Typed);
    m_k->setEnabled(content == RopeContent::Typed);
    for (QWidget *w : {static_cast<QWidget *>(m_qFile), static_cast<QWidget *>(m_kFile),
                       static_cast<QWidget *>(m_qBrowse), static_cast<QWidget *>(m_kBrowse)})
        w->setEnabled(content == RopeContent::Files);
}

void RopeControls::chooseFile(QLineEdit *edit, const QString &role)
{
    const QString file =
        QFileDialog::getOpenFileName(this, tr("Open %1").arg(role), edit->text(),
                                     tr("Arrays (*.npy *.csv *.txt);;All files (*)"));
    if (file.isEmpty())
        return;
    edit->setText(file);
    emit parametersChanged();
}
