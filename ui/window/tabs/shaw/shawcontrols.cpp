#include "shawcontrols.h"

#include <QComboBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>
#include <QToolButton>

#include <limits>

ShawControls::ShawControls(QWidget *parent) : QWidget(parent)
{
    auto *form = new QFormLayout(this);
    form->setContentsMargins(0, 0, 0, 0);

    m_positions = new QSpinBox(this);
    m_positions->setObjectName(QStringLiteral("positions"));
    m_positions->setRange(1, int(pelab::kMaxShawPositions));
    m_positions->setAccelerated(true);
    m_positions->setToolTip(tr("Sequence length N: queries t and keys s run over 0 … N − 1. "
                               "The table is computed cell by cell as it scrolls."));
    form->addRow(tr("&Positions N:"), m_positions);

    m_dim = new QSpinBox(this);
    m_dim->setObjectName(QStringLiteral("dim"));
    m_dim->setRange(1, 4096);
    m_dim->setToolTip(tr("Head width d of q, k and r; scores are divided by √d"));
    form->addRow(tr("Head width &d:"), m_dim);

    m_clip = new QSpinBox(this);
    m_clip->setObjectName(QStringLiteral("clip"));
    m_clip->setRange(0, 65536);
    m_clip->setToolTip(tr("Clipping distance K: offsets s − t beyond ±K share r_−K or r_K; "
                          "2K + 1 relative vectors"));
    form->addRow(tr("&Clipping distance K:"), m_clip);

    m_source = new QComboBox(this);
    m_source->setObjectName(QStringLiteral("source"));
    m_source->addItem(tr("Seeded random q, k, r"));
    m_source->addItem(tr("Loaded from files"));
    m_source->setToolTip(tr("Standard-normal vectors from the portable seeded generator, or "
                            "arrays read from CSV or .npy files"));
    form->addRow(tr("&Vectors:"), m_source);

    m_seed = new QSpinBox(this);
    m_seed->setObjectName(QStringLiteral("seed"));
    m_seed->setRange(0, std::numeric_limits<int>::max());
    m_seed->setToolTip(tr("Seed of the portable generator: the same seed gives the same q, k "
                          "and r on every platform"));
    form->addRow(tr("S&eed:"), m_seed);

    QWidget *row = nullptr;
    m_qFile = fileRow(QStringLiteral("qFile"), tr("Queries q: N × d (CSV rows or 2-D .npy)"), &row);
    form->addRow(tr("&q file:"), row);
    m_kFile = fileRow(QStringLiteral("kFile"), tr("Keys k: N × d, the shape of q"), &row);
    form->addRow(tr("&k file:"), row);
    m_relFile = fileRow(QStringLiteral("relFile"),
                        tr("Relative vectors r: (2K + 1) × d, first row r_−K"), &row);
    form->addRow(tr("&r file:"), row);
    m_fileNotes = new QLabel(this);
    m_fileNotes->setObjectName(QStringLiteral("fileNotes"));
    m_fileNotes->setWordWrap(true);
    m_fileNotes->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_fileNotes->hide();
    form->addRow(m_fileNotes);

    m_query = new QSpinBox(this);
    m_query->setObjectName(QStringLiteral("query"));
    m_query->setAccelerated(true);
    m_query->setToolTip(tr("The query row t listed in the Row view and used for the value "
                           "output; the heatmap window of a large table is centred on it"));
    form->addRow(tr("&Query row t:"), m_query);

    m_term = new QComboBox(this);
    m_term->setObjectName(QStringLiteral("term"));
    m_term->addItem(tr("Total a(t, s)"), int(pelab::ShawTerm::Total));
    m_term->addItem(tr("Content q·k/√d"), int(pelab::ShawTerm::Content));
    m_term->addItem(tr("Position q·r/√d"), int(pelab::ShawTerm::Position));
    m_term->setToolTip(tr("The term the heatmap shows and the heatmap export holds"));
    form->addRow(tr("&Heatmap term:"), m_term);

    m_colormap = new QComboBox(this);
    m_colormap->setObjectName(QStringLiteral("colormap"));
    for (Colormap c : allColormaps())
        m_colormap->addItem(colormapDisplayName(c), colormapId(c));
    m_colormap->setToolTip(tr("Colours of the heatmap"));
    form->addRow(tr("Colo&rmap:"), m_colormap);

    setParameters({});
    setPositionsLimit(64);
    setColormap(Colormap::RdBu);

    const auto changed = [this] {
        updateEnabled();
        emit parametersChanged();
    };
    connect(m_positions, qOverload<int>(&QSpinBox::valueChanged), this, [this, changed](int n) {
        setPositionsLimit(n);
        changed();
    });
    connect(m_dim, qOverload<int>(&QSpinBox::valueChanged), this, changed);
    connect(m_clip, qOverload<int>(&QSpinBox::valueChanged), this, changed);
    connect(m_source, qOverload<int>(&QComboBox::currentIndexChanged), this, changed);
    connect(m_seed, qOverload<int>(&QSpinBox::valueChanged), this, changed);
    for (QLineEdit *edit : {m_qFile, m_kFile, m_relFile})
        connect(edit, &QLineEdit::editingFinished, this, changed);
    connect(m_query, qOverload<int>(&QSpinBox::valueChanged), this,
            [this] { emit queryChanged(); });
    connect(m_term, qOverload<int>(&QComboBox::currentIndexChanged), this,
            [this] { emit displayChanged(); });
    connect(m_colormap, qOverload<int>(&QComboBox::currentIndexChanged), this,
            [this] { emit displayChanged(); });
}

QLineEdit *ShawControls::fileRow(const QString &objectName, const QString &tip, QWidget **row)
{
    *row = new QWidget(this);
    auto *layout = new QHBoxLayout(*row);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *edit = new QLineEdit(*row);
    edit->setObjectName(objectName);
    edit->setToolTip(tip);
    edit->setPlaceholderText(tr("CSV or .npy file"));
    auto *browse = new QToolButton(*row);
    browse->setText(tr("…"));
    browse->setToolTip(tr("Choose the file"));
    layout->addWidget(edit, 1);
    layout->addWidget(browse);
    connect(browse, &QToolButton::clicked, this, [this, edit] {
        const QString file = QFileDialog::getOpenFileName(
            this, tr("Open an array"), edit->text(), tr("Arrays (*.npy *.csv);;All files (*)"));
        if (file.isEmpty())
            return;
        edit->setText(file);
        emit edit->editingFinished();
    });
    return edit;
}

void ShawControls::updateEnabled()
{
    const bool loaded = m_source->currentIndex() == 1;
    m_seed->setEnabled(!loaded);
    for (QSpinBox *box : {m_positions, m_dim, m_clip})
        box->setEnabled(!loaded);
    for (QLineEdit *edit : {m_qFile, m_kFile, m_relFile})
        edit->parentWidget()->setEnabled(loaded);
}

ShawParameters ShawControls::parameters() const
{
    ShawParameters p;
    p.positions = m_positions->value();
    p.dim = m_dim->value();
    p.clip = m_clip->value();
    p.loaded = m_source->currentIndex() == 1;
    p.seed = std::uint64_t(m_seed->value());
    p.qFile = m_qFile->text().trimmed();
    p.kFile = m_kFile->text().trimmed();
    p.relFile = m_relFile->text().trimmed();
    return p;
}

void ShawControls::setParameters(const ShawParameters &p)
{
    const QSignalBlocker b1(m_positions), b2(m_dim), b3(m_clip), b4(m_source), b5(m_seed);
    m_positions->setValue(int(p.positions));
    setPositionsLimit(p.positions);
    m_dim->setValue(int(p.dim));
    m_clip->setValue(int(p.clip));
    m_source->setCurrentIndex(p.loaded ? 1 : 0);
    m_seed->setValue(int(p.seed));
    m_qFile->setText(p.qFile);
    m_kFile->setText(p.kFile);
    m_relFile->setText(p.relFile);
    updateEnabled();
    emit parametersChanged();
}

void ShawControls::setLoadedShape(std::int64_t positions, std::int64_t dim, std::int64_t clip)
{
    const QSignalBlocker b1(m_positions), b2(m_dim), b3(m_clip);
    m_positions->setValue(int(positions));
    m_dim->setValue(int(dim));
    m_clip->setValue(int(clip));
}

void ShawControls::setFileNotes(const QStringList &notes)
{
    QStringList unique = notes; // q and k may be the same file
    unique.removeDuplicates();
    m_fileNotes->setText(tr("Read: %1").arg(unique.join(QStringLiteral("; "))));
    m_fileNotes->setVisible(!notes.isEmpty());
}

std::int64_t ShawControls::query() const
{
    return m_query->value();
}

void ShawControls::setQuery(std::int64_t query)
{
    m_query->setValue(int(query));
}

void ShawControls::setPositionsLimit(std::int64_t positions)
{
    m_query->setRange(0, int(positions - 1));
}

pelab::ShawTerm ShawControls::term() const
{
    return pelab::ShawTerm(m_term->currentData().toInt());
}

void ShawControls::setTerm(pelab::ShawTerm term)
{
    m_term->setCurrentIndex(m_term->findData(int(term)));
}

Colormap ShawControls::colormap() const
{
    return parseColormap(m_colormap->currentData().toString()).value_or(Colormap::Viridis);
}

void ShawControls::setColormap(Colormap colormap)
{
    m_colormap->setCurrentIndex(m_colormap->findData(colormapId(colormap)));
}
