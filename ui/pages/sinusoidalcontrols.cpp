#include "sinusoidalcontrols.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QSpinBox>

SinusoidalControls::SinusoidalControls(QWidget *parent) : QWidget(parent)
{
    auto *form = new QFormLayout(this);
    form->setContentsMargins(0, 0, 0, 0);

    m_positions = new QSpinBox(this);
    m_positions->setObjectName(QStringLiteral("positions"));
    m_positions->setRange(1, 1'000'000);
    m_positions->setAccelerated(true);
    m_positions->setToolTip(tr("Number of positions n: the rows of the table"));
    form->addRow(tr("&Positions:"), m_positions);

    m_dim = new QSpinBox(this);
    m_dim->setObjectName(QStringLiteral("dim"));
    m_dim->setRange(1, 65536);
    m_dim->setSingleStep(2);
    m_dim->setAccelerated(true);
    m_dim->setToolTip(tr("Model width d (even): the columns of the table, d/2 sin/cos pairs"));
    form->addRow(tr("&Dimensions:"), m_dim);

    m_base = new QDoubleSpinBox(this);
    m_base->setObjectName(QStringLiteral("base"));
    m_base->setDecimals(3);
    m_base->setRange(1.0, 1e12);
    m_base->setToolTip(tr("Base of the frequencies ω_i = base^(−2i/d); 10000 in the paper"));
    form->addRow(tr("&Base:"), m_base);

    m_start = new QSpinBox(this);
    m_start->setObjectName(QStringLiteral("start"));
    m_start->setRange(0, 2'000'000'000);
    m_start->setAccelerated(true);
    m_start->setToolTip(tr("First position T0 of the table (rows are T0 … T0 + n − 1)"));
    form->addRow(tr("&Start position:"), m_start);

    m_layout = new QComboBox(this);
    m_layout->setObjectName(QStringLiteral("layout"));
    m_layout->addItem(tr("Interleaved [sin, cos, sin, cos, …]"),
                      QVariant::fromValue(int(pelab::Layout::Interleaved)));
    m_layout->addItem(tr("Split [sin … | cos …]"), QVariant::fromValue(int(pelab::Layout::Split)));
    m_layout->setToolTip(tr("Interleaved: the paper and the common PyTorch module. "
                            "Split: tensor2tensor's layout."));
    form->addRow(tr("&Layout:"), m_layout);

    m_shift = new QSpinBox(this);
    m_shift->setObjectName(QStringLiteral("shift"));
    m_shift->setRange(1, 4096);
    m_shift->setToolTip(tr("k of the rotation check PE(t+k) = M_k · PE(t)"));
    form->addRow(tr("Shift &k:"), m_shift);

    m_colormap = new QComboBox(this);
    m_colormap->setObjectName(QStringLiteral("colormap"));
    for (Colormap c : allColormaps())
        m_colormap->addItem(colormapDisplayName(c), colormapId(c));
    m_colormap->setToolTip(tr("Colours of the heatmaps"));
    form->addRow(tr("&Colormap:"), m_colormap);

    m_range = new QComboBox(this);
    m_range->setObjectName(QStringLiteral("range"));
    m_range->addItem(tr("−1 … 1 (fixed)"));
    m_range->addItem(tr("Data min … max"));
    m_range->setToolTip(tr("Value range of the colour bar of the encoding heatmap"));
    form->addRow(tr("Colour &range:"), m_range);

    setParameters({});
    m_shift->setValue(1);

    const auto changed = [this] { emit parametersChanged(); };
    connect(m_positions, qOverload<int>(&QSpinBox::valueChanged), this, changed);
    connect(m_dim, qOverload<int>(&QSpinBox::valueChanged), this, changed);
    connect(m_base, qOverload<double>(&QDoubleSpinBox::valueChanged), this, changed);
    connect(m_start, qOverload<int>(&QSpinBox::valueChanged), this, changed);
    connect(m_layout, qOverload<int>(&QComboBox::currentIndexChanged), this, changed);
    connect(m_shift, qOverload<int>(&QSpinBox::valueChanged), this, changed);
    const auto display = [this] { emit displayChanged(); };
    connect(m_colormap, qOverload<int>(&QComboBox::currentIndexChanged), this, display);
    connect(m_range, qOverload<int>(&QComboBox::currentIndexChanged), this, display);
}

pelab::SinusoidalParams SinusoidalControls::parameters() const
{
    pelab::SinusoidalParams p;
    p.positions = m_positions->value();
    p.dim = m_dim->value();
    p.base = m_base->value();
    p.start = m_start->value();
    p.layout = pelab::Layout(m_layout->currentData().toInt());
    return p;
}

void SinusoidalControls::setParameters(const pelab::SinusoidalParams &p)
{
    m_positions->setValue(int(p.positions));
    m_dim->setValue(int(p.dim));
    m_base->setValue(p.base);
    m_start->setValue(int(p.start));
    m_layout->setCurrentIndex(p.layout == pelab::Layout::Interleaved ? 0 : 1);
}

std::int64_t SinusoidalControls::shift() const
{
    return m_shift->value();
}

Colormap SinusoidalControls::colormap() const
{
    return parseColormap(m_colormap->currentData().toString()).value_or(Colormap::Viridis);
}

bool SinusoidalControls::fixedRange() const
{
    return m_range->currentIndex() == 0;
}

void SinusoidalControls::setShift(std::int64_t shift)
{
    m_shift->setValue(int(shift));
}

void SinusoidalControls::setColormap(Colormap colormap)
{
    m_colormap->setCurrentIndex(m_colormap->findData(colormapId(colormap)));
}

void SinusoidalControls::setFixedRange(bool fixed)
{
    m_range->setCurrentIndex(fixed ? 0 : 1);
}
