#include "learnedsourcebar.h"

#include <QComboBox>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSettings>

namespace {
const QString kRecentKey = QStringLiteral("learned/recentFiles");
}

LearnedSourceBar::LearnedSourceBar(QWidget *parent) : QWidget(parent)
{
    auto *bar = new QHBoxLayout(this);
    bar->setContentsMargins(0, 0, 0, 0);
    m_open = new QPushButton(tr("&Open table…"), this);
    m_open->setObjectName(QStringLiteral("openTable"));
    m_open->setToolTip(tr("Open a .npy, CSV or safetensors file (Ctrl+Shift+O), or drop one "
                          "onto this tab"));
    bar->addWidget(m_open);
    bar->addWidget(new QLabel(tr("Recent:"), this));
    m_recent = new QComboBox(this);
    m_recent->setObjectName(QStringLiteral("recentFiles"));
    m_recent->setMinimumContentsLength(24);
    m_recent->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    bar->addWidget(m_recent, 1);
    m_tensorLabel = new QLabel(tr("&Tensor:"), this);
    m_tensor = new QComboBox(this);
    m_tensor->setObjectName(QStringLiteral("tensorPicker"));
    m_tensorLabel->setBuddy(m_tensor);
    bar->addWidget(m_tensorLabel);
    bar->addWidget(m_tensor, 1);
    bar->addWidget(new QLabel(tr("Colours:"), this));
    m_colormap = new QComboBox(this);
    m_colormap->setObjectName(QStringLiteral("learnedColormap"));
    for (Colormap c : allColormaps())
        m_colormap->addItem(colormapDisplayName(c), colormapId(c));
    m_colormap->setCurrentIndex(m_colormap->findData(colormapId(Colormap::RdBu)));
    bar->addWidget(m_colormap);
    m_tensor->setVisible(false);
    m_tensorLabel->setVisible(false);
    updateRecent();

    connect(m_open, &QPushButton::clicked, this, &LearnedSourceBar::chooseRequested);
    connect(m_recent, &QComboBox::activated, this, [this](int index) {
        if (index > 0)
            emit recentChosen(m_recent->itemData(index).toString());
    });
    connect(m_tensor, &QComboBox::currentIndexChanged, this, [this](int index) {
        if (!m_updating && index >= 0)
            emit tensorChosen(m_tensor->itemData(index).toString());
    });
    connect(m_colormap, &QComboBox::currentIndexChanged, this,
            [this] { emit colormapChanged(colormap()); });
}

void LearnedSourceBar::setTensors(const std::vector<pelab::TensorInfo> &tensors,
                                  const QString &current)
{
    m_updating = true;
    m_tensor->clear();
    for (const auto &t : tensors) {
        QStringList shape;
        for (auto extent : t.shape)
            shape << QString::number(extent);
        const QString name = QString::fromStdString(t.name);
        m_tensor->addItem(
            QStringLiteral("%1  [%2] %3")
                .arg(name, shape.join(QStringLiteral(" × ")), QString::fromStdString(t.dtype)),
            name);
        if (!t.readable) // disabled: the flags of a QStandardItemModel item
            m_tensor->setItemData(m_tensor->count() - 1, 0, Qt::UserRole - 1);
    }
    m_tensor->setCurrentIndex(m_tensor->findData(current));
    m_updating = false;
    const bool picker = tensors.size() > 1;
    m_tensor->setVisible(picker);
    m_tensorLabel->setVisible(picker);
}

QStringList LearnedSourceBar::recentFiles()
{
    return QSettings().value(kRecentKey).toStringList();
}

void LearnedSourceBar::rememberRecent(const QString &fileName)
{
    QStringList list = recentFiles();
    const QString absolute = QFileInfo(fileName).absoluteFilePath();
    list.removeAll(absolute);
    list.prepend(absolute);
    while (list.size() > kMaxRecentFiles)
        list.removeLast();
    QSettings().setValue(kRecentKey, list);
    updateRecent();
}

void LearnedSourceBar::updateRecent()
{
    m_recent->clear();
    m_recent->addItem(tr("(choose a recent file)"), QString());
    for (const QString &file : recentFiles()) {
        m_recent->addItem(QFileInfo(file).fileName(), file);
        m_recent->setItemData(m_recent->count() - 1, file, Qt::ToolTipRole);
    }
    m_recent->setEnabled(m_recent->count() > 1);
}

Colormap LearnedSourceBar::colormap() const
{
    return parseColormap(m_colormap->currentData().toString()).value_or(Colormap::RdBu);
}

void LearnedSourceBar::setColormap(Colormap colormap)
{
    m_colormap->setCurrentIndex(qMax(0, m_colormap->findData(colormapId(colormap))));
}

std::string LearnedSourceBar::defaultTensor(const std::vector<pelab::TensorInfo> &tensors)
{
    for (const char *hint : {"wpe", "position_embeddings", "pos_emb", "position"}) {
        for (const auto &t : tensors) {
            if (t.readable && t.name.find(hint) != std::string::npos)
                return t.name;
        }
    }
    for (const auto &t : tensors) {
        if (t.readable)
            return t.name;
    }
    return tensors.empty() ? std::string() : tensors.front().name;
}
