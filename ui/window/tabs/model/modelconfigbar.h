#pragma once

#include "model/modelreading.h"

#include "modelpresets.h"

#include <QStringList>
#include <QWidget>

class QComboBox;
class QLabel;
class QPushButton;
class TabController;

// The Model row at the top of a model tab's parameters (RoPE, ALiBi, Buckets): the shipped presets
// of the tab's family, Open Model Config… (also File → Open Model Config… and a .json dropped onto
// the tab), the recent configs (kept in QSettings), a layer-type choice for configs with one rope
// entry per layer type, and where each value came from. A config or preset sets the tab's
// values through its controller as `pelab-cli rope|alibi --config F` does; a bad one shows a
// message here and the tab keeps its values.
class ModelConfigBar : public QWidget
{
    Q_OBJECT

public:
    static constexpr int kMaxRecentConfigs = 8;

    // The presets of `family`; `reader` makes the tab's values of a preset or config file.
    ModelConfigBar(pelab::PresetFamily family, ModelReader reader, TabController &controller,
                   QWidget *parent = nullptr);

    // Asks for a config file and applies it.
    void chooseFile();
    // Reads and applies; false (with the message shown) when the config is refused.
    bool applyFile(const QString &fileName, const QString &layerType = {});
    bool applyPreset(const QString &name, const QString &layerType = {});
    // `page` takes a dropped .json file (applied here).
    void acceptDropsOn(QWidget *page);

    QStringList recentConfigs() const;
    QString errorText() const;
    QString sourcesText() const;

signals:
    // A config or preset was applied (`origin`: the file or "preset NAME").
    void applied(const QString &origin);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    bool apply(const QString &source, bool preset, const QString &layerType);
    void showFailure(const QString &message);
    void rememberRecent(const QString &fileName);
    void updateRecent();
    void setLayerTypes(const QStringList &types, const QString &current);
    QString settingsKey() const;

    pelab::PresetFamily m_family;
    ModelReader m_reader;
    TabController &m_controller;
    QComboBox *m_preset = nullptr;
    QPushButton *m_open = nullptr;
    QComboBox *m_recent = nullptr;
    QLabel *m_layerLabel = nullptr;
    QComboBox *m_layerType = nullptr;
    QLabel *m_sources = nullptr;
    QLabel *m_error = nullptr;
    QString m_source; // the file or preset name applied last
    bool m_sourceIsPreset = false;
    bool m_updating = false;
};
