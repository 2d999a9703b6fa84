// The Model row of the RoPE and ALiBi tabs, offscreen: presets set the values of their cited
// configs (written out here), a config file sets what `pelab-cli rope|alibi --config F --json`
// reports for it, a per-layer-type config's layer choice, a bad config leaves the tab as it was
// with a message naming the file, the recent configs, drag and drop, and File → Open Model
// Config… enabled on these two tabs only.
#include "alibi/alibispec.h"
#include "rope/ropespec.h"
#include "tabs/alibi/alibipage.h"
#include "tabs/model/modelconfigbar.h"
#include "tabs/rope/ropepage.h"
#include "task/tabcontroller.h"

#include <QAction>
#include <QComboBox>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QMimeData>
#include <QProcess>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QUrl>

namespace {

// A config with one rope entry per layer type: head_dim 512 / 8 = 64, half of it rotated.
const char *const kLayered = R"({"model_type": "test", "hidden_size": 512,
  "num_attention_heads": 8, "partial_rotary_factor": 0.5,
  "rope_parameters": {
    "full_attention": {"rope_type": "yarn", "factor": 4.0, "rope_theta": 50000,
                       "original_max_position_embeddings": 2048, "beta_fast": 16, "beta_slow": 2},
    "sliding_attention": {"rope_type": "default", "rope_theta": 10000}}})";

QJsonObject runCli(const QStringList &arguments)
{
    QProcess cli;
    cli.start(QStringLiteral(PELAB_CLI_PATH), arguments);
    if (!cli.waitForFinished(120000) || cli.exitCode() != 0) {
        qWarning() << cli.readAllStandardError();
        return {};
    }
    return QJsonDocument::fromJson(cli.readAllStandardOutput()).object();
}

void sendDrop(QWidget *target, const QString &fileName, bool *accepted)
{
    QMimeData mime;
    mime.setUrls({QUrl::fromLocalFile(fileName)});
    QDragEnterEvent enter(QPoint(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(target, &enter);
    *accepted = enter.isAccepted();
    if (!*accepted)
        return;
    QDropEvent drop(QPointF(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(target, &drop);
}

} // namespace

class TestModelConfigs : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void ropePresetsSetTheirConfigs();
    void alibiPresetsSetTheirConfigs();
    void ropeConfigFileAsTheCli();
    void alibiConfigFileAsTheCli();
    void badConfigKeepsTheState();
    void recentConfigs();
    void dropAConfig();

private:
    QString write(const QString &name, const QByteArray &text);
    bool choosePreset(ModelConfigBar *bar, const char *name);

    QTemporaryDir m_dir;
    RopePage *m_rope = nullptr;
    AlibiPage *m_alibi = nullptr;
};

void TestModelConfigs::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("PE Lab Tests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_modelconfigs"));
    QVERIFY(m_dir.isValid());
}

void TestModelConfigs::init()
{
    QSettings().clear();
    m_rope = new RopePage;
    m_alibi = new AlibiPage;
}

void TestModelConfigs::cleanup()
{
    for (TabPage *page : std::initializer_list<TabPage *>{m_rope, m_alibi}) {
        page->cancel();
        QVERIFY(QTest::qWaitFor([page] { return !page->isComputing(); }, 120000));
    }
    delete m_rope;
    delete m_alibi;
}

QString TestModelConfigs::write(const QString &name, const QByteArray &text)
{
    const QString path = m_dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(text) != text.size())
        qWarning() << "cannot write" << path;
    return path;
}

bool TestModelConfigs::choosePreset(ModelConfigBar *bar, const char *name)
{
    auto *box = bar->findChild<QComboBox *>(QStringLiteral("modelPreset"));
    const int index = box ? box->findData(QString::fromLatin1(name)) : -1;
    if (index < 0)
        return false;
    box->setCurrentIndex(index);
    emit box->activated(index); // as a user's choice
    return bar->errorText().isEmpty();
}

void TestModelConfigs::ropePresetsSetTheirConfigs()
{
    ModelConfigBar *bar = m_rope->modelBar();
    auto *box = bar->findChild<QComboBox *>(QStringLiteral("modelPreset"));
    QCOMPARE(box->itemText(0), QStringLiteral("—"));
    QCOMPARE(box->findData(QStringLiteral("bloom")), -1); // ALiBi presets are the other tab's
    const int llama = box->findData(QStringLiteral("llama-3.1-8b"));
    QVERIFY(box->itemData(llama, Qt::ToolTipRole).toString().contains(QStringLiteral("LLM-Prof")));

    // Llama 3.1 8B: hidden_size 4096 / 32 heads, rope_theta 500000, llama3 ×8 from 8192.
    QVERIFY(choosePreset(bar, "llama-3.1-8b"));
    const TabState &s = m_rope->controller()->state();
    QCOMPARE(s.integer(RopeKeys::dim), 128);
    QCOMPARE(s.real(RopeKeys::base), 500000.0);
    QCOMPARE(s.text(RopeKeys::pairing), QStringLiteral("half"));
    QCOMPARE(s.text(RopeKeys::scaling), QStringLiteral("llama3"));
    QCOMPARE(s.real(RopeKeys::factor), 8.0);
    QCOMPARE(s.real(RopeKeys::lowFreqFactor), 1.0);
    QCOMPARE(s.real(RopeKeys::highFreqFactor), 4.0);
    QCOMPARE(s.integer(RopeKeys::originalMaxPositions), 8192);
    QVERIFY2(bar->sourcesText().contains(QStringLiteral("base 500000 ← rope_theta")),
             qPrintable(bar->sourcesText()));

    // DeepSeek-V3: qk_rope_head_dim 64, interleaved, YaRN ×40 from 4096 with mscale 1 / 1.
    QVERIFY(choosePreset(bar, "deepseek-v3"));
    QCOMPARE(s.integer(RopeKeys::dim), 64);
    QCOMPARE(s.real(RopeKeys::base), 10000.0);
    QCOMPARE(s.text(RopeKeys::pairing), QStringLiteral("interleaved"));
    QCOMPARE(s.text(RopeKeys::scaling), QStringLiteral("yarn"));
    QCOMPARE(s.real(RopeKeys::factor), 40.0);
    QCOMPARE(s.integer(RopeKeys::originalMaxPositions), 4096);
    QCOMPARE(s.real(RopeKeys::betaFast), 32.0);
    QCOMPARE(s.real(RopeKeys::betaSlow), 1.0);
    QCOMPARE(s.real(RopeKeys::mscale), 1.0);
    QCOMPARE(s.real(RopeKeys::mscaleAllDim), 1.0);
    QVERIFY2(bar->sourcesText().contains(QStringLiteral("rotary dim 64 ← qk_rope_head_dim")),
             qPrintable(bar->sourcesText()));

    // GPT-J-6B: rotary_dim 64 of 4096 / 16 = 256, interleaved, no scaling.
    QVERIFY(choosePreset(bar, "gpt-j-6b"));
    QCOMPARE(s.integer(RopeKeys::dim), 64);
    QCOMPARE(s.text(RopeKeys::pairing), QStringLiteral("interleaved"));
    QCOMPARE(s.text(RopeKeys::scaling), QStringLiteral("none"));
    QVERIFY(QTest::qWaitFor([this] { return !m_rope->isComputing(); }, 120000));
    QVERIFY2(m_rope->errorText().isEmpty(), qPrintable(m_rope->errorText()));
}

void TestModelConfigs::alibiPresetsSetTheirConfigs()
{
    ModelConfigBar *bar = m_alibi->modelBar();
    const TabState &s = m_alibi->controller()->state();
    const std::int64_t positions = s.integer(AlibiKeys::positions);
    // BLOOM: n_head 112 (not a power of two), the reference rule, no training length.
    QVERIFY(choosePreset(bar, "bloom"));
    QCOMPARE(s.integer(AlibiKeys::heads), 112);
    QCOMPARE(s.text(AlibiKeys::rule), QStringLiteral("official"));
    QCOMPARE(s.integer(AlibiKeys::positions), positions);
    // MPT-7B: n_heads 32, attn_config.alibi_bias_max 8, max_seq_len 2048.
    QVERIFY(choosePreset(bar, "mpt-7b"));
    QCOMPARE(s.integer(AlibiKeys::heads), 32);
    QCOMPARE(s.text(AlibiKeys::rule), QStringLiteral("mpt"));
    QCOMPARE(s.real(AlibiKeys::alibiBiasMax), 8.0);
    QCOMPARE(s.integer(AlibiKeys::positions), 2048);
    QVERIFY2(bar->sourcesText().contains(QStringLiteral("heads 32 ← n_heads")),
             qPrintable(bar->sourcesText()));
    QVERIFY(QTest::qWaitFor([this] { return !m_alibi->isComputing(); }, 120000));
    QVERIFY2(m_alibi->errorText().isEmpty(), qPrintable(m_alibi->errorText()));
}

void TestModelConfigs::ropeConfigFileAsTheCli()
{
    const QString file = write(QStringLiteral("layered.json"), kLayered);
    ModelConfigBar *bar = m_rope->modelBar();
    QVERIFY2(bar->applyFile(file), qPrintable(bar->errorText()));
    const TabState &s = m_rope->controller()->state();
    QCOMPARE(s.integer(RopeKeys::dim), 32);
    QCOMPARE(s.real(RopeKeys::base), 50000.0);
    QCOMPARE(s.text(RopeKeys::scaling), QStringLiteral("yarn"));
    QCOMPARE(s.real(RopeKeys::factor), 4.0);
    QCOMPARE(s.integer(RopeKeys::originalMaxPositions), 2048);
    QCOMPARE(s.real(RopeKeys::betaFast), 16.0);
    QCOMPARE(s.real(RopeKeys::betaSlow), 2.0);
    auto *layer = bar->findChild<QComboBox *>(QStringLiteral("layerType"));
    QVERIFY(!layer->isHidden());
    QCOMPARE(layer->currentText(), QStringLiteral("full_attention"));

    const QString positions = QString::number(s.integer(RopeKeys::positions));
    const QJsonObject json =
        runCli({QStringLiteral("rope"), QStringLiteral("--config"), file,
                QStringLiteral("--positions"), positions, QStringLiteral("--json")});
    QCOMPARE(json.value(QStringLiteral("rotary_dim")).toInteger(), 32);
    QCOMPARE(json.value(QStringLiteral("base")).toDouble(), 50000.0);
    const QJsonObject scaling = json.value(QStringLiteral("scaling")).toObject();
    QCOMPARE(scaling.value(QStringLiteral("rope_type")).toString(), QStringLiteral("yarn"));
    QCOMPARE(scaling.value(QStringLiteral("factor")).toDouble(), 4.0);
    QCOMPARE(scaling.value(QStringLiteral("beta_fast")).toDouble(), 16.0);
    QCOMPARE(scaling.value(QStringLiteral("beta_slow")).toDouble(), 2.0);
    QCOMPARE(scaling.value(QStringLiteral("original_max_position_embeddings")).toInteger(), 2048);
    QCOMPARE(json.value(QStringLiteral("pairing")).toString(), s.text(RopeKeys::pairing));

    // The other layer type, as --layer-type sliding_attention.
    const int sliding = layer->findText(QStringLiteral("sliding_attention"));
    QVERIFY(sliding >= 0);
    layer->setCurrentIndex(sliding);
    emit layer->activated(sliding);
    QVERIFY(bar->errorText().isEmpty());
    QCOMPARE(s.real(RopeKeys::base), 10000.0);
    QCOMPARE(s.text(RopeKeys::scaling), QStringLiteral("none"));
    const QJsonObject other =
        runCli({QStringLiteral("rope"), QStringLiteral("--config"), file,
                QStringLiteral("--layer-type"), QStringLiteral("sliding_attention"),
                QStringLiteral("--positions"), positions, QStringLiteral("--json")});
    QCOMPARE(other.value(RopeKeys::base).toDouble(), 10000.0);
    QCOMPARE(other.value(QStringLiteral("rotary_dim")).toInteger(), s.integer(RopeKeys::dim));
    QCOMPARE(other.value(QStringLiteral("scaling")).toObject().value(QStringLiteral("rope_type")),
             QJsonValue(QStringLiteral("none")));
}

void TestModelConfigs::alibiConfigFileAsTheCli()
{
    const QString file = write(QStringLiteral("mpt.json"), R"({"model_type": "mpt",
        "n_heads": 12, "max_seq_len": 512,
        "attn_config": {"alibi": true, "alibi_bias_max": 16}})");
    ModelConfigBar *bar = m_alibi->modelBar();
    QVERIFY2(bar->applyFile(file), qPrintable(bar->errorText()));
    const TabState &s = m_alibi->controller()->state();
    QCOMPARE(s.integer(AlibiKeys::heads), 12);
    QCOMPARE(s.text(AlibiKeys::rule), QStringLiteral("mpt"));
    QCOMPARE(s.real(AlibiKeys::alibiBiasMax), 16.0);
    QCOMPARE(s.integer(AlibiKeys::positions), 512);
    const QJsonObject json = runCli(
        {QStringLiteral("alibi"), QStringLiteral("--config"), file, QStringLiteral("--json")});
    QCOMPARE(json.value(QStringLiteral("heads")).toInteger(), 12);
    QCOMPARE(json.value(QStringLiteral("positions")).toInteger(), 512);
    QCOMPARE(json.value(QStringLiteral("rule")).toString(), QStringLiteral("mpt"));
    QCOMPARE(json.value(QStringLiteral("alibi_bias_max")).toDouble(), 16.0);
    QVERIFY2(bar->sourcesText().contains(QStringLiteral("alibi bias max 16 ← "
                                                        "attn_config.alibi_bias_max")),
             qPrintable(bar->sourcesText()));
}

void TestModelConfigs::badConfigKeepsTheState()
{
    struct Bad
    {
        const char *name;
        QByteArray text;
        const char *message;
    };
    const Bad rope[] = {
        {"notjson.json", "{rope_theta: 1", "notjson.json: not a JSON file"},
        {"nohead.json", R"({"rope_theta": 10000})", "nohead.json: "},
        {"zero.json", R"({"head_dim": 64, "rope_theta": 0})", "zero.json: "},
    };
    QVERIFY(choosePreset(m_rope->modelBar(), "llama-2-7b"));
    for (const Bad &bad : rope) {
        const TabState before = m_rope->controller()->state();
        QVERIFY(!m_rope->modelBar()->applyFile(write(QLatin1String(bad.name), bad.text)));
        QVERIFY2(m_rope->modelBar()->errorText().contains(QLatin1String(bad.message)),
                 qPrintable(m_rope->modelBar()->errorText()));
        QVERIFY(m_rope->controller()->state() == before);
    }
    QVERIFY(!m_rope->modelBar()->applyFile(m_dir.filePath(QStringLiteral("missing.json"))));
    QVERIFY(m_rope->modelBar()->errorText().contains(QStringLiteral("missing.json")));
    QVERIFY(m_rope->modelBar()->recentConfigs().isEmpty()); // refused files are not remembered

    // A RoPE config is no ALiBi model: the ALiBi tab keeps its values.
    const TabState before = m_alibi->controller()->state();
    QVERIFY(!m_alibi->modelBar()->applyFile(
        write(QStringLiteral("llama.json"), R"({"head_dim": 64, "rope_theta": 10000})")));
    QVERIFY(m_alibi->modelBar()->errorText().contains(QStringLiteral("llama.json")));
    QVERIFY(m_alibi->controller()->state() == before);
    // A good one clears the message.
    QVERIFY(choosePreset(m_alibi->modelBar(), "bloom-560m"));
    QVERIFY(m_alibi->modelBar()->errorText().isEmpty());
}

void TestModelConfigs::recentConfigs()
{
    const QString first = write(QStringLiteral("first.json"), kLayered);
    const QString second =
        write(QStringLiteral("second.json"), R"({"head_dim": 16, "rope_theta": 1000})");
    ModelConfigBar *bar = m_rope->modelBar();
    QVERIFY(bar->applyFile(first));
    QVERIFY(bar->applyFile(second));
    QCOMPARE(bar->recentConfigs(), (QStringList{second, first}));
    QVERIFY(bar->applyFile(first));
    QCOMPARE(bar->recentConfigs(), (QStringList{first, second}));
    // The list is kept per tab in the settings, and a new page shows it.
    QVERIFY(m_alibi->modelBar()->recentConfigs().isEmpty());
    RopePage another;
    auto *recent = another.modelBar()->findChild<QComboBox *>(QStringLiteral("recentConfigs"));
    QCOMPARE(recent->count(), 3);
    const int index = recent->findData(second);
    QVERIFY(index > 0);
    recent->setCurrentIndex(index);
    emit recent->activated(index);
    QCOMPARE(another.controller()->state().integer(RopeKeys::dim), 16);
    QCOMPARE(another.controller()->state().real(RopeKeys::base), 1000.0);
    another.cancel();
    QVERIFY(QTest::qWaitFor([&another] { return !another.isComputing(); }, 120000));
}

void TestModelConfigs::dropAConfig()
{
    bool accepted = false;
    sendDrop(m_rope, write(QStringLiteral("table.npy"), "not a config"), &accepted);
    QVERIFY(!accepted); // only .json files are configs
    sendDrop(m_rope, write(QStringLiteral("drop.json"), R"({"head_dim": 32, "rope_theta": 2e4,
        "rope_interleave": true})"),
             &accepted);
    QVERIFY(accepted);
    const TabState &s = m_rope->controller()->state();
    QCOMPARE(s.integer(RopeKeys::dim), 32);
    QCOMPARE(s.real(RopeKeys::base), 20000.0);
    QCOMPARE(s.text(RopeKeys::pairing), QStringLiteral("interleaved"));

    sendDrop(m_alibi,
             write(QStringLiteral("bloom.json"), R"({"model_type": "bloom", "n_head": 20})"),
             &accepted);
    QVERIFY(accepted);
    QCOMPARE(m_alibi->controller()->state().integer(AlibiKeys::heads), 20);
    QCOMPARE(m_alibi->controller()->state().text(AlibiKeys::rule), QStringLiteral("official"));
}

QTEST_MAIN(TestModelConfigs)
#include "tst_modelconfigs.moc"
