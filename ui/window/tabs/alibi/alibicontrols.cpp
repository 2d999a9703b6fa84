#include "alibicontrols.h"

#include "alibi/alibicustomslopes.h"
#include "error.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QLineEdit>
#include <QSpinBox>

#include <limits>

AlibiControls::AlibiControls(QWidget *parent) : QWidget(parent)
{
    auto *form = new QFormLayout(this);
    form->setContentsMargins(0, 0, 0, 0);

    m_rule = new QComboBox(this);
    m_rule->setObjectName(QStringLiteral("rule"));
    m_rule->addItem(tr("Official (reference code)"), int(pelab::SlopeRule::Official));
    m_rule->addItem(tr("Paper text: geometric from 2^(−8/H)"), int(pelab::SlopeRule::Paper));
    m_rule->addItem(tr("Custom (entered below)"), int(pelab::SlopeRule::Custom));
    m_rule->setToolTip(tr("How the head slopes m_h are chosen. The two rules differ when H is "
                          "not a power of two."));
    form->addRow(tr("Slope &rule:"), m_rule);

    m_heads = new QSpinBox(this);
    m_heads->setObjectName(QStringLiteral("heads"));
    m_heads->setRange(1, int(pelab::kMaxAlibiHeads));
    m_heads->setToolTip(tr("Number of attention heads H"));
    form->addRow(tr("&Heads H:"), m_heads);

    m_custom = new QLineEdit(this);
    m_custom->setObjectName(QStringLiteral("customSlopes"));
    m_custom->setPlaceholderText(tr("e.g. 0.5, 0.25, 0.125, 0.0625"));
    m_custom->setToolTip(tr("One slope per head, separated by commas or spaces; H is their "
                            "number"));
    form->addRow(tr("Custom &slopes:"), m_custom);

    m_positions = new QSpinBox(this);
    m_positions->setObjectName(QStringLiteral("positions"));
    m_positions->setRange(1, 65536);
    m_positions->setAccelerated(true);
    m_positions->setToolTip(tr("Sequence length N: queries and keys 0 … N − 1"));
    form->addRow(tr("&Positions N:"), m_positions);

    m_causal = new QCheckBox(tr("Causal mask (keys s ≤ t)"), this);
    m_causal->setObjectName(QStringLiteral("causal"));
    m_causal->setToolTip(tr("Causal: a query attends only to itself and earlier keys; "
                            "otherwise bidirectionally"));
    form->addRow(m_causal);

    m_content = new QComboBox(this);
    m_content->setObjectName(QStringLiteral("content"));
    m_content->addItem(tr("Zero (position prior only)"));
    m_content->addItem(tr("Seeded random q, k"));
    m_content->setToolTip(tr("Content scores q_t·k_s/√d_k added to the bias before the softmax; "
                             "the same for every head"));
    form->addRow(tr("C&ontent scores:"), m_content);

    m_seed = new QSpinBox(this);
    m_seed->setObjectName(QStringLiteral("seed"));
    m_seed->setRange(0, std::numeric_limits<int>::max());
    m_seed->setToolTip(tr("Seed of the portable generator: the same seed gives the same q and k "
                          "on every platform"));
    form->addRow(tr("S&eed:"), m_seed);

    m_headDim = new QSpinBox(this);
    m_headDim->setObjectName(QStringLiteral("headDim"));
    m_headDim->setRange(1, 4096);
    m_headDim->setToolTip(tr("Head width d_k of the random q and k"));
    form->addRow(tr("Head width &d_k:"), m_headDim);

    m_head = new QSpinBox(this);
    m_head->setObjectName(QStringLiteral("head"));
    m_head->setToolTip(tr("The head whose bias the heatmap shows"));
    form->addRow(tr("Heatmap h&ead:"), m_head);

    m_query = new QSpinBox(this);
    m_query->setObjectName(QStringLiteral("query"));
    m_query->setAccelerated(true);
    m_query->setToolTip(tr("The query row t whose attention weights are charted"));
    form->addRow(tr("&Query row t:"), m_query);

    m_train = new QSpinBox(this);
    m_train->setObjectName(QStringLiteral("trainLength"));
    m_train->setRange(1, std::numeric_limits<int>::max() - 1);
    m_train->setAccelerated(true);
    m_train->setToolTip(tr("Training length L_train: the longest distance seen in training is "
                           "L_train − 1"));
    form->addRow(tr("L_&train:"), m_train);

    m_infer = new QSpinBox(this);
    m_infer->setObjectName(QStringLiteral("inferLength"));
    m_infer->setRange(2, std::numeric_limits<int>::max());
    m_infer->setAccelerated(true);
    m_infer->setToolTip(tr("Inference length L_infer > L_train"));
    form->addRow(tr("L_&infer:"), m_infer);

    m_colormap = new QComboBox(this);
    m_colormap->setObjectName(QStringLiteral("colormap"));
    for (Colormap c : allColormaps())
        m_colormap->addItem(colormapDisplayName(c), colormapId(c));
    m_colormap->setToolTip(tr("Colours of the bias heatmap"));
    form->addRow(tr("&Colormap:"), m_colormap);

    setParameters({});
    setLimits(12, 512);
    m_head->setValue(1);
    m_query->setValue(511);
    setLengths(512, 2048);
    updateEnabled();

    const auto changed = [this] {
        updateEnabled();
        emit parametersChanged();
    };
    connect(m_rule, qOverload<int>(&QComboBox::currentIndexChanged), this, changed);
    connect(m_heads, qOverload<int>(&QSpinBox::valueChanged), this, changed);
    connect(m_custom, &QLineEdit::textChanged, this, changed);
    connect(m_positions, qOverload<int>(&QSpinBox::valueChanged), this, changed);
    connect(m_causal, &QCheckBox::toggled, this, changed);
    connect(m_content, qOverload<int>(&QComboBox::currentIndexChanged), this, changed);
    connect(m_seed, qOverload<int>(&QSpinBox::valueChanged), this, changed);
    connect(m_headDim, qOverload<int>(&QSpinBox::valueChanged), this, changed);
    connect(m_head, qOverload<int>(&QSpinBox::valueChanged), this, [this] { emit headChanged(); });
    connect(m_query, qOverload<int>(&QSpinBox::valueChanged), this,
            [this] { emit queryChanged(); });
    connect(m_train, qOverload<int>(&QSpinBox::valueChanged), this,
            [this] { emit lengthsChanged(); });
    connect(m_infer, qOverload<int>(&QSpinBox::valueChanged), this,
            [this] { emit lengthsChanged(); });
    connect(m_colormap, qOverload<int>(&QComboBox::currentIndexChanged), this,
            [this] { emit displayChanged(); });
}

void AlibiControls::updateEnabled()
{
    const bool custom = m_rule->currentData().toInt() == int(pelab::SlopeRule::Custom);
    m_heads->setEnabled(!custom);
    m_custom->setEnabled(custom);
    const bool random = m_content->currentIndex() == 1;
    m_seed->setEnabled(random);
    m_headDim->setEnabled(random);
}

AlibiParameters AlibiControls::parameters() const
{
    AlibiParameters p;
    p.rule = pelab::SlopeRule(m_rule->currentData().toInt());
    p.heads = m_heads->value();
    p.customSlopes = m_custom->text();
    p.positions = m_positions->value();
    p.causal = m_causal->isChecked();
    p.randomContent = m_content->currentIndex() == 1;
    p.seed = std::uint64_t(m_seed->value());
    p.headDim = m_headDim->value();
    return p;
}

void AlibiControls::setParameters(const AlibiParameters &p)
{
    m_rule->setCurrentIndex(m_rule->findData(int(p.rule)));
    m_heads->setValue(int(p.heads));
    m_custom->setText(p.customSlopes);
    m_positions->setValue(int(p.positions));
    m_causal->setChecked(p.causal);
    m_content->setCurrentIndex(p.randomContent ? 1 : 0);
    m_seed->setValue(int(p.seed));
    m_headDim->setValue(int(p.headDim));
    updateEnabled();
}

std::vector<double> AlibiControls::parseSlopes(const QString &text)
{
    return parseCustomSlopes(text);
}

int AlibiControls::head() const
{
    return m_head->value();
}

std::int64_t AlibiControls::query() const
{
    return m_query->value();
}

std::int64_t AlibiControls::trainLength() const
{
    return m_train->value();
}

std::int64_t AlibiControls::inferLength() const
{
    return m_infer->value();
}

Colormap AlibiControls::colormap() const
{
    return parseColormap(m_colormap->currentData().toString()).value_or(Colormap::Viridis);
}

void AlibiControls::setLimits(int heads, std::int64_t positions)
{
    m_head->setRange(1, heads);
    m_query->setRange(0, int(positions - 1));
}

void AlibiControls::setHead(int head)
{
    m_head->setValue(head);
}

void AlibiControls::setQuery(std::int64_t query)
{
    m_query->setValue(int(query));
}

void AlibiControls::setLengths(std::int64_t train, std::int64_t infer)
{
    m_train->setValue(int(train));
    m_infer->setValue(int(infer));
}

void AlibiControls::setColormap(Colormap colormap)
{
    m_colormap->setCurrentIndex(m_colormap->findData(colormapId(colormap)));
}
