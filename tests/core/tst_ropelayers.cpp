// Layer schedules (issue 27): patterns expanded over the layers, and the schedules of
// Gemma-3-like, Llama-4-like, SmolLM3-like and Cohere2-like models written out layer by layer
// from their transformers code (which layers are sliding, which NoPE, with which base); every
// refusal with its message.
#include "error.h"
#include "ropelayers.h"

#include <QTest>

#include <set>
#include <string>
#include <vector>

using pelab::AttentionWindow;
using pelab::LayerScheduleSpec;
using pelab::RopeLayer;
using pelab::RopeScalingType;

Q_DECLARE_METATYPE(pelab::LayerScheduleSpec)

namespace {

const std::vector<std::string_view> kWindows = {"full", "sliding", "chunked"};
const std::vector<std::string_view> kRopes = {"rope", "nope"};

std::vector<std::string> strings(std::initializer_list<const char *> items)
{
    return {items.begin(), items.end()};
}

template <typename F> std::string refusal(F &&f)
{
    try {
        f();
    } catch (const pelab::Error &error) {
        return error.what();
    }
    return "(accepted)";
}

QString qs(const std::string &text)
{
    return QString::fromStdString(text);
}

// The layer indices i with (i + 1) % period == 0: Gemma 3's global layers, Llama 4's and
// SmolLM3's NoPE layers, Cohere2's global NoPE layers.
std::set<std::int64_t> everyKth(std::int64_t layers, std::int64_t period)
{
    std::set<std::int64_t> out;
    for (std::int64_t i = 0; i < layers; ++i)
        if ((i + 1) % period == 0)
            out.insert(i);
    return out;
}

} // namespace

class TestRopeLayers : public QObject
{
    Q_OBJECT

private slots:
    void windowNames();
    void patterns();
    void patternRefusals_data();
    void patternRefusals();
    void validation_data();
    void validation();
    void noSchedule();
    void gemma3Like();
    void llama4Like();
    void smollm3Like();
    void cohere2Like();
};

void TestRopeLayers::windowNames()
{
    for (AttentionWindow window :
         {AttentionWindow::Full, AttentionWindow::Sliding, AttentionWindow::Chunked})
        QCOMPARE(*pelab::parseAttentionWindow(pelab::attentionWindowName(window)), window);
    QCOMPARE(pelab::attentionWindowName(AttentionWindow::Sliding), std::string_view("sliding"));
    QVERIFY(!pelab::parseAttentionWindow("Sliding"));
    QVERIFY(!pelab::parseAttentionWindow("sliding_attention"));
}

void TestRopeLayers::patterns()
{
    // Gemma 3: five sliding layers, then a full one, cut at 8.
    QCOMPARE(pelab::expandPattern("5*sliding,full", 8, kWindows),
             strings({"sliding", "sliding", "sliding", "sliding", "sliding", "full", "sliding",
                      "sliding"}));
    QCOMPARE(pelab::expandPattern("3*rope,nope", 8, kRopes),
             strings({"rope", "rope", "rope", "nope", "rope", "rope", "rope", "nope"}));
    // A full list, spaces around items and the star, a pattern as long as the model.
    QCOMPARE(pelab::expandPattern(" rope , 2 * nope,rope ", 4, kRopes),
             strings({"rope", "nope", "nope", "rope"}));
    QCOMPARE(pelab::expandPattern("full", 3, kWindows), strings({"full", "full", "full"}));
    // Empty: the first item on every layer; no layers: nothing.
    QCOMPARE(pelab::expandPattern("", 2, kRopes), strings({"rope", "rope"}));
    QCOMPARE(pelab::expandPattern("  ", 2, kWindows), strings({"full", "full"}));
    QVERIFY(pelab::expandPattern("", 0, kWindows).empty());
}

void TestRopeLayers::patternRefusals_data()
{
    QTest::addColumn<QString>("pattern");
    QTest::addColumn<int>("layers");
    QTest::addColumn<QString>("message");
    const auto row = [](const char *name, const char *pattern, int layers, const char *message) {
        QTest::newRow(name) << QString::fromUtf8(pattern) << layers << QString::fromUtf8(message);
    };
    row("unknown item", "5*slidng,full", 12,
        "pattern \"5*slidng,full\": unknown item \"slidng\" (allowed: full, sliding, chunked)");
    row("the other list's item", "rope", 4,
        "pattern \"rope\": unknown item \"rope\" (allowed: full, sliding, chunked)");
    row("zero repeat", "0*sliding,full", 12,
        "pattern \"0*sliding,full\": the repeat of \"0*sliding\" must be a whole number 1 … 1024");
    row("negative repeat", "-1*sliding", 12,
        "pattern \"-1*sliding\": the repeat of \"-1*sliding\" must be a whole number 1 … 1024");
    row("repeat not a number", "x*sliding", 12,
        "pattern \"x*sliding\": the repeat of \"x*sliding\" must be a whole number 1 … 1024");
    row("no repeat", "*sliding", 12,
        "pattern \"*sliding\": the repeat of \"*sliding\" must be a whole number 1 … 1024");
    row("empty item", "sliding,,full", 12,
        "pattern \"sliding,,full\": an empty item (two commas, or a comma at an end)");
    row("trailing comma", "sliding,", 12,
        "pattern \"sliding,\": an empty item (two commas, or a comma at an end)");
    row("longer than the layers", "5*sliding,full", 4,
        "pattern \"5*sliding,full\" is longer than the 4 layers");
    row("too many layers", "full", 1025, "a schedule has 0 … 1024 layers (got 1025)");
    row("negative layers", "full", -1, "a schedule has 0 … 1024 layers (got -1)");
}

void TestRopeLayers::patternRefusals()
{
    QFETCH(QString, pattern);
    QFETCH(int, layers);
    QFETCH(QString, message);
    const std::string text = pattern.toStdString();
    QCOMPARE(qs(refusal([&] { pelab::expandPattern(text, layers, kWindows); })), message);
}

void TestRopeLayers::validation_data()
{
    QTest::addColumn<LayerScheduleSpec>("spec");
    QTest::addColumn<QString>("message");
    LayerScheduleSpec gemma;
    gemma.layers = 12;
    gemma.windowPattern = "5*sliding,full";
    gemma.slidingWindow = 1024;
    gemma.localBase = 10000.0;
    QTest::newRow("valid") << gemma << "(accepted)";

    LayerScheduleSpec s = gemma;
    s.layers = 2000;
    QTest::newRow("too many layers") << s << "a schedule has 0 … 1024 layers (got 2000)";
    s = gemma;
    s.slidingWindow.reset();
    QTest::newRow("no sliding window")
        << s << "layers 0, 1, 2, 3, … are sliding but no sliding window is given";
    s = gemma;
    s.slidingWindow = 0;
    QTest::newRow("zero window") << s
                                 << "the sliding window must be 1 … 1099511627776 tokens (got 0)";
    s = gemma;
    s.windowPattern = "3*full,chunked";
    QTest::newRow("no chunk size") << s << "layers 3, 7, 11 are chunked but no chunk size is given";
    s.chunkSize = -4;
    QTest::newRow("negative chunk")
        << s << "the chunk size must be 1 … 1099511627776 tokens (got -4)";
    s = gemma;
    s.localBase = 0.5;
    QTest::newRow("local base below 1")
        << s << "the local base: the base must be a finite number above 1 (got 0.5)";
    s = gemma;
    s.ropePattern = "rope,sliding";
    QTest::newRow("rope pattern item")
        << s << "pattern \"rope,sliding\": unknown item \"sliding\" (allowed: rope, nope)";
}

void TestRopeLayers::validation()
{
    QFETCH(LayerScheduleSpec, spec);
    QFETCH(QString, message);
    QCOMPARE(qs(refusal([&] { pelab::validateSchedule(spec); })), message);
}

void TestRopeLayers::noSchedule()
{
    // layers 0: no schedule, whatever the patterns say.
    LayerScheduleSpec spec;
    spec.windowPattern = "nonsense";
    pelab::validateSchedule(spec);
    QVERIFY(pelab::ropeSchedule(spec, 10000.0, {}, 64).empty());
    QCOMPARE(qs(refusal([] {
                 LayerScheduleSpec bad;
                 bad.layers = -3;
                 pelab::ropeSchedule(bad, 10000.0, {}, 64);
             })),
             QStringLiteral("a schedule has 0 … 1024 layers (got -3)"));
    // Empty patterns: every layer full and rotating with the model's base and scaling.
    spec = {};
    spec.layers = 3;
    pelab::RopeScaling linear;
    linear.type = RopeScalingType::Linear;
    linear.factor = 2.0;
    const std::vector<RopeLayer> layers = pelab::ropeSchedule(spec, 5e5, linear, 96);
    QCOMPARE(layers.size(), std::size_t(3));
    for (std::size_t i = 0; i < layers.size(); ++i) {
        QCOMPARE(layers[i].index, std::int64_t(i));
        QVERIFY(layers[i].rope);
        QCOMPARE(layers[i].base, 5e5);
        QCOMPARE(layers[i].scaling.type, RopeScalingType::Linear);
        QCOMPARE(*layers[i].scaling.factor, 2.0);
        QCOMPARE(layers[i].rotaryDim, std::int64_t(96));
        QCOMPARE(layers[i].window, AttentionWindow::Full);
        QCOMPARE(layers[i].windowSize, std::int64_t(0));
    }
}

void TestRopeLayers::gemma3Like()
{
    // gemma-3-4b: 34 layers, sliding_window_pattern 6 (layers 5, 11, 17, 23, 29 global),
    // rope_theta 1e6 with linear x8 on global layers, rope_local_base_freq 1e4 unscaled on
    // sliding ones (Gemma3TextModel's rotary_emb_local), sliding_window 1024, head_dim 256.
    LayerScheduleSpec spec;
    spec.layers = 34;
    spec.windowPattern = "5*sliding,full";
    spec.localBase = 10000.0;
    spec.slidingWindow = 1024;
    pelab::RopeScaling linear;
    linear.type = RopeScalingType::Linear;
    linear.factor = 8.0;
    const std::vector<RopeLayer> layers = pelab::ropeSchedule(spec, 1e6, linear, 256);
    QCOMPARE(layers.size(), std::size_t(34));
    const std::set<std::int64_t> global{5, 11, 17, 23, 29};
    QCOMPARE(everyKth(34, 6), global);
    for (const RopeLayer &layer : layers) {
        QVERIFY(layer.rope);
        QCOMPARE(layer.rotaryDim, std::int64_t(256));
        if (global.count(layer.index)) {
            QCOMPARE(layer.window, AttentionWindow::Full);
            QCOMPARE(layer.windowSize, std::int64_t(0));
            QCOMPARE(layer.base, 1e6);
            QCOMPARE(layer.scaling.type, RopeScalingType::Linear);
            QCOMPARE(*layer.scaling.factor, 8.0);
        } else {
            QCOMPARE(layer.window, AttentionWindow::Sliding);
            QCOMPARE(layer.windowSize, std::int64_t(1024));
            QCOMPARE(layer.base, 10000.0);
            QCOMPARE(layer.scaling.type, RopeScalingType::None);
            QVERIFY(!layer.scaling.factor);
        }
    }
    // Without a local base, sliding layers keep the model's base and scaling.
    spec.localBase.reset();
    for (const RopeLayer &layer : pelab::ropeSchedule(spec, 1e6, linear, 256)) {
        QCOMPARE(layer.base, 1e6);
        QCOMPARE(layer.scaling.type, RopeScalingType::Linear);
    }
}

void TestRopeLayers::llama4Like()
{
    // Llama 4 Scout: 48 layers, no_rope_layer_interval 4 (layers 3, 7, …, 47 NoPE and full),
    // chunked attention of 8192 on the RoPE layers, llama3 scaling on every RoPE layer.
    LayerScheduleSpec spec;
    spec.layers = 48;
    spec.ropePattern = "3*rope,nope";
    spec.windowPattern = "3*chunked,full";
    spec.chunkSize = 8192;
    pelab::RopeScaling llama3;
    llama3.type = RopeScalingType::Llama3;
    llama3.factor = 16.0;
    const std::vector<RopeLayer> layers = pelab::ropeSchedule(spec, 5e5, llama3, 128);
    const std::set<std::int64_t> nope = everyKth(48, 4);
    QCOMPARE(nope.size(), std::size_t(12));
    QVERIFY(nope.count(3) && nope.count(47) && !nope.count(4));
    for (const RopeLayer &layer : layers) {
        if (nope.count(layer.index)) {
            QVERIFY(!layer.rope);
            QCOMPARE(layer.rotaryDim, std::int64_t(0));
            QCOMPARE(layer.window, AttentionWindow::Full);
            QCOMPARE(layer.windowSize, std::int64_t(0));
            QCOMPARE(layer.scaling.type, RopeScalingType::None);
        } else {
            QVERIFY(layer.rope);
            QCOMPARE(layer.rotaryDim, std::int64_t(128));
            QCOMPARE(layer.window, AttentionWindow::Chunked);
            QCOMPARE(layer.windowSize, std::int64_t(8192));
            QCOMPARE(layer.base, 5e5);
            QCOMPARE(layer.scaling.type, RopeScalingType::Llama3);
        }
    }
}

void TestRopeLayers::smollm3Like()
{
    // SmolLM3-3B: 36 layers, no_rope_layers [1, 1, 1, 0] x 9, every layer full attention.
    LayerScheduleSpec spec;
    spec.layers = 36;
    spec.ropePattern = "rope,rope,rope,nope";
    const std::vector<RopeLayer> layers = pelab::ropeSchedule(spec, 5e6, {}, 128);
    const std::set<std::int64_t> nope{3, 7, 11, 15, 19, 23, 27, 31, 35};
    QCOMPARE(everyKth(36, 4), nope);
    for (const RopeLayer &layer : layers) {
        QCOMPARE(layer.rope, !nope.count(layer.index));
        QCOMPARE(layer.rotaryDim, layer.rope ? std::int64_t(128) : std::int64_t(0));
        QCOMPARE(layer.window, AttentionWindow::Full);
        QCOMPARE(layer.base, 5e6);
    }
}

void TestRopeLayers::cohere2Like()
{
    // Command R7B: 32 layers, sliding_window_pattern 4, sliding_window 4096; only sliding layers
    // rotate (Cohere2Attention), so layers 3, 7, …, 31 are global NoPE layers.
    LayerScheduleSpec spec;
    spec.layers = 32;
    spec.windowPattern = "3*sliding,full";
    spec.ropePattern = "3*rope,nope";
    spec.slidingWindow = 4096;
    const std::vector<RopeLayer> layers = pelab::ropeSchedule(spec, 50000.0, {}, 128);
    const std::set<std::int64_t> global = everyKth(32, 4);
    for (const RopeLayer &layer : layers) {
        const bool isGlobal = global.count(layer.index) == 1;
        QCOMPARE(layer.rope, !isGlobal);
        QCOMPARE(layer.window, isGlobal ? AttentionWindow::Full : AttentionWindow::Sliding);
        QCOMPARE(layer.windowSize, isGlobal ? std::int64_t(0) : std::int64_t(4096));
        QCOMPARE(layer.rotaryDim, isGlobal ? std::int64_t(0) : std::int64_t(128));
        QCOMPARE(layer.base, 50000.0);
    }
}

QTEST_APPLESS_MAIN(TestRopeLayers)
#include "tst_ropelayers.moc"
