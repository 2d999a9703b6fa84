#include "learnedsourcebar.h"

#include "learned/learnedspec.h"
#include "learned/learnedtables.h"

#include <QComboBox>
#include <QDir>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSettings>
#include <QVBoxLayout>

namespace {
const QString kRecentKey = QStringLiteral("learned/recentFiles");
}

LearnedSourceBar::LearnedSourceBar(QWidget *form, QWidget *parent) : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *bar = new QHBoxLayout;
    layout->addLayout(bar);
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
    bar->addWidget(form);
    m_tensor->setVisible(false);
    m_tensorLabel->setVisible(false);
    updateRecent();
    m_source = new QLabel(this);
    m_source->setObjectName(QStringLiteral("learnedSource"));
    m_source->setWordWrap(true);
    m_source->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_source);
    m_info = new QLabel(this);
    m_info->setObjectName(QStringLiteral("learnedInfo"));
    m_info->setWordWrap(true);
    m_info->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_info);

    connect(m_open, &QPushButton::clicked, this, &LearnedSourceBar::chooseRequested);
    connect(m_recent, &QComboBox::activated, this, [this](int index) {
        if (index > 0)
            emit recentChosen(m_recent->itemData(index).toString());
    });
    connect(m_tensor, &QComboBox::currentIndexChanged, this, [this](int index) {
        if (!m_updating && index >= 0)
            emit tensorChosen(m_tensor->itemData(index).toString());
    });
}

void LearnedSourceBar::showSource(const LearnedResult &result)
{
    setTensors(result.tensors, QString::fromStdString(result.array.tensorName));
    if (!result.fileName.isEmpty())
        rememberRecent(result.fileName);
    m_source->setText(result.fileName.isEmpty()
                          ? tr("<b>Sample learned-like table, not from a trained model</b> "
                               "(a sinusoid plus seeded noise; open or drop your own file)")
                          : tr("<b>%1</b> — %2")
                                .arg(LearnedTables::sourceTitle(result).toHtmlEscaped(),
                                     QDir::toNativeSeparators(result.fileName).toHtmlEscaped()));
    m_info->setText(LearnedTables::describe(result));
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
