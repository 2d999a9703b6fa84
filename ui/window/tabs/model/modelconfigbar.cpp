#include "modelconfigbar.h"

#include "spec/tabspec.h"
#include "task/tabcontroller.h"

#include "error.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QGridLayout>
#include <QLabel>
#include <QMimeData>
#include <QPushButton>
#include <QSettings>
#include <QUrl>

#include <algorithm>

namespace {

QString fromStd(std::string_view text)
{
    return QString::fromUtf8(text.data(), qsizetype(text.size()));
}

// The one local .json file a drag carries, or empty.
QString droppedConfig(const QMimeData *mime)
{
    const QList<QUrl> urls = mime ? mime->urls() : QList<QUrl>();
    if (urls.size() != 1 || !urls.first().isLocalFile())
        return {};
    const QString file = urls.first().toLocalFile();
    return file.endsWith(QLatin1String(".json"), Qt::CaseInsensitive) ? file : QString();
}

} // namespace

ModelConfigBar::ModelConfigBar(pelab::PresetFamily family, ModelReader reader,
                               TabController &controller, QWidget *parent)
    : QWidget(parent), m_family(family), m_reader(std::move(reader)), m_controller(controller)
{
    setObjectName(QStringLiteral("modelConfigBar"));
    auto *layout = new QGridLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *presetLabel = new QLabel(tr("&Model:"), this);
    m_preset = new QComboBox(this);
    m_preset->setObjectName(QStringLiteral("modelPreset"));
    presetLabel->setBuddy(m_preset);
    m_preset->addItem(QStringLiteral("—"), QString());
    m_preset->setItemData(0, tr("No preset: the values as set"), Qt::ToolTipRole);
    for (const pelab::ModelPreset &preset : pelab::modelPresets()) {
        if (preset.family != family)
            continue;
        m_preset->addItem(fromStd(preset.title), fromStd(preset.name));
        // core's English, in the window's language (lupdate reads core/modelpresets.cpp).
        const auto translated = [](std::string_view text) {
            return QCoreApplication::translate("ModelPresets", std::string(text).c_str());
        };
        QString tip = tr("From %1").arg(translated(preset.source));
        if (!preset.note.empty())
            tip += QLatin1Char('\n') + translated(preset.note);
        m_preset->setItemData(m_preset->count() - 1, tip, Qt::ToolTipRole);
    }
    m_open = new QPushButton(tr("Open Model Config…"), this);
    m_open->setObjectName(QStringLiteral("openModelConfig"));
    m_open->setToolTip(tr("Read a Hugging Face config.json (or drop one onto this tab)"));
    m_recent = new QComboBox(this);
    m_recent->setObjectName(QStringLiteral("recentConfigs"));
    m_recent->setToolTip(tr("Recent model configs"));
    m_recent->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_recent->setMinimumContentsLength(10);
    m_layerLabel = new QLabel(tr("&Layer type:"), this);
    m_layerType = new QComboBox(this);
    m_layerType->setObjectName(QStringLiteral("layerType"));
    m_layerType->setToolTip(tr("The config's rope parameters for this layer type (--layer-type)"));
    m_layerLabel->setBuddy(m_layerType);
    m_sources = new QLabel(this);
    m_sources->setObjectName(QStringLiteral("modelSources"));
    m_sources->setWordWrap(true);
    m_sources->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_error = new QLabel(this);
    m_error->setObjectName(QStringLiteral("modelConfigError"));
    m_error->setWordWrap(true);
    m_error->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_error->setStyleSheet(QStringLiteral("color: #b00020;"));
    layout->addWidget(presetLabel, 0, 0);
    layout->addWidget(m_preset, 0, 1, 1, 2);
    layout->addWidget(m_open, 1, 1);
    layout->addWidget(m_recent, 1, 2);
    layout->addWidget(m_layerLabel, 2, 0);
    layout->addWidget(m_layerType, 2, 1, 1, 2);
    layout->addWidget(m_sources, 3, 0, 1, 3);
    layout->addWidget(m_error, 4, 0, 1, 3);
    layout->setColumnStretch(1, 1);
    layout->setColumnStretch(2, 1);
    setLayerTypes({}, {});
    m_sources->hide();
    m_error->hide();
    updateRecent();

    connect(m_open, &QPushButton::clicked, this, &ModelConfigBar::chooseFile);
    connect(m_preset, &QComboBox::activated, this, [this](int index) {
        const QString name = m_preset->itemData(index).toString();
        if (!name.isEmpty())
            applyPreset(name);
    });
    connect(m_recent, &QComboBox::activated, this, [this](int index) {
        if (index > 0)
            applyFile(m_recent->itemData(index).toString());
    });
    connect(m_layerType, &QComboBox::activated, this, [this](int index) {
        if (!m_source.isEmpty())
            apply(m_source, m_sourceIsPreset, m_layerType->itemText(index));
    });
}

void ModelConfigBar::chooseFile()
{
    const QStringList recent = recentConfigs();
    const QString dir = recent.isEmpty() ? QString() : QFileInfo(recent.first()).absolutePath();
    const QString file = QFileDialog::getOpenFileName(this, tr("Open a model config"), dir,
                                                      tr("Model configs (*.json);;All files (*)"));
    if (!file.isEmpty())
        applyFile(file);
}

bool ModelConfigBar::applyFile(const QString &fileName, const QString &layerType)
{
    return apply(fileName, false, layerType);
}

bool ModelConfigBar::applyPreset(const QString &name, const QString &layerType)
{
    return apply(name, true, layerType);
}

bool ModelConfigBar::apply(const QString &source, bool preset, const QString &layerType)
{
    TabState state = m_controller.state();
    QStringList lines;
    QStringList layerTypes;
    QString chosenLayer;
    const QString origin = preset ? QStringLiteral("preset ") + source : source;
    QString problem;
    try {
        const ModelReading reading = m_reader(state, source, preset, layerType);
        problem = reading.problem;
        lines = reading.lines;
        layerTypes = reading.layerTypes;
        chosenLayer = reading.layerType;
    } catch (const pelab::Error &error) {
        showFailure(QString::fromUtf8(error.what()));
        return false;
    }
    if (problem.isEmpty())
        problem = m_controller.spec().problem(state);
    if (!problem.isEmpty()) {
        showFailure(tr("%1: %2").arg(preset ? origin : QFileInfo(source).fileName(), problem));
        return false;
    }
    m_controller.setState(state);
    m_error->hide();
    m_source = source;
    m_sourceIsPreset = preset;
    m_updating = true;
    m_preset->setCurrentIndex(preset ? std::max(0, m_preset->findData(source)) : 0);
    m_updating = false;
    if (!preset)
        rememberRecent(source);
    setLayerTypes(layerTypes, chosenLayer);
    m_sources->setText(
        tr("<b>%1</b>")
            .arg(
                (preset ? m_preset->currentText() : QFileInfo(source).fileName()).toHtmlEscaped()) +
        QStringLiteral("<br>") + lines.join(QStringLiteral("<br>")));
    m_sources->setToolTip(
        preset ? m_preset->itemData(m_preset->currentIndex(), Qt::ToolTipRole).toString()
               : QFileInfo(source).absoluteFilePath());
    m_sources->show();
    emit applied(origin);
    return true;
}

void ModelConfigBar::showFailure(const QString &message)
{
    m_error->setText(tr("Not applied: %1").arg(message));
    m_error->show();
}

void ModelConfigBar::acceptDropsOn(QWidget *page)
{
    page->setAcceptDrops(true);
    page->installEventFilter(this);
}

bool ModelConfigBar::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::DragEnter) {
        auto *enter = static_cast<QDragEnterEvent *>(event);
        if (!droppedConfig(enter->mimeData()).isEmpty()) {
            enter->acceptProposedAction();
            return true;
        }
    } else if (event->type() == QEvent::Drop) {
        auto *drop = static_cast<QDropEvent *>(event);
        const QString file = droppedConfig(drop->mimeData());
        if (!file.isEmpty()) {
            drop->acceptProposedAction();
            applyFile(file);
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

QStringList ModelConfigBar::recentConfigs() const
{
    return QSettings().value(settingsKey()).toStringList();
}

QString ModelConfigBar::errorText() const
{
    return m_error->isHidden() ? QString() : m_error->text();
}

QString ModelConfigBar::sourcesText() const
{
    return m_sources->isHidden() ? QString() : m_sources->text();
}

void ModelConfigBar::rememberRecent(const QString &fileName)
{
    QStringList list = recentConfigs();
    const QString absolute = QFileInfo(fileName).absoluteFilePath();
    list.removeAll(absolute);
    list.prepend(absolute);
    while (list.size() > kMaxRecentConfigs)
        list.removeLast();
    QSettings().setValue(settingsKey(), list);
    updateRecent();
}

void ModelConfigBar::updateRecent()
{
    m_recent->clear();
    m_recent->addItem(tr("(recent configs)"), QString());
    for (const QString &file : recentConfigs()) {
        m_recent->addItem(QFileInfo(QFileInfo(file).absolutePath()).fileName() + QLatin1Char('/') +
                              QFileInfo(file).fileName(),
                          file);
        m_recent->setItemData(m_recent->count() - 1, file, Qt::ToolTipRole);
    }
    m_recent->setEnabled(m_recent->count() > 1);
}

void ModelConfigBar::setLayerTypes(const QStringList &types, const QString &current)
{
    m_layerType->clear();
    m_layerType->addItems(types);
    m_layerType->setCurrentIndex(std::max(0, int(types.indexOf(current))));
    m_layerType->setVisible(types.size() > 1);
    m_layerLabel->setVisible(types.size() > 1);
}

QString ModelConfigBar::settingsKey() const
{
    return m_controller.spec().key() + QStringLiteral("/recentConfigs"); // "rope/recentConfigs"
}
