#include "sessionreplay.h"

#include "spec/tabspecs.h"

#include <QJsonValue>

#include <cmath>

namespace {

// Adds "--name value" for each key present in the parameters.
void addValues(SessionReplay::Plan &plan, const QJsonObject &parameters,
               std::initializer_list<const char *> keys)
{
    for (const char *key : keys) {
        const QString name = QLatin1String(key);
        if (parameters.contains(name))
            plan.options << QStringLiteral("--") + name
                         << SessionReplay::optionText(parameters.value(name));
    }
}

// Adds "--name" when the parameter is true.
void addFlag(SessionReplay::Plan &plan, const QJsonObject &parameters, const char *key)
{
    if (parameters.value(QLatin1String(key)).toBool())
        plan.options << QStringLiteral("--") + QLatin1String(key);
}

} // namespace

QString SessionReplay::optionText(const QJsonValue &value)
{
    if (value.isDouble()) {
        const double number = value.toDouble();
        if (number == std::floor(number) && std::fabs(number) < 9.0e15)
            return QString::number(qint64(number));
        return QString::number(number, 'g', 17);
    }
    if (value.isBool())
        return value.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    return value.toString();
}

SessionReplay::Plan SessionReplay::plan(const SessionExport &entry, const QString &outputFile)
{
    Plan plan;
    plan.outputFile = outputFile;
    plan.entry = entry;
    const QJsonObject &p = entry.parameters;
    const bool figure = ExportFormats::isFigure(entry.format);
    // The views and inputs no pelab-cli command reproduces are replayed by the tab's page.
    const auto viaPage = [&plan] {
        plan.command.clear();
        plan.options.clear();
        plan.viaPage = true;
        return plan;
    };
    // The commands require these options; a hand-edited session that lacks them (or gives them
    // as text) is replayed by the page, which takes the defaults with a remark, as Open
    // Session does.
    const auto lacksNumbers = [&p](std::initializer_list<const char *> keys) {
        for (const char *key : keys) {
            if (!p.value(QLatin1String(key)).isDouble())
                return true;
        }
        return false;
    };

    // A tab made from its specification replays the view from its state, as the window drew it.
    if (TabSpecs::find(entry.tab)) {
        plan.viaSpec = true;
        return plan;
    }
    if (entry.tab == QLatin1String("steplab")) {
        if (lacksNumbers({"dim"}) || !p.value(QStringLiteral("positions")).isString())
            return viaPage();
        plan.command = QStringLiteral("steplab");
        addValues(plan, p, {"positions", "dim", "base", "step"});
        addFlag(plan, p, "off");
        if (!p.value(QStringLiteral("mistake")).toString().isEmpty())
            addValues(plan, p, {"mistake"});
    } else if (entry.tab == QLatin1String("alibi")) {
        const bool slopes = entry.view == QLatin1String("slopes") && !figure;
        const bool biasChart = entry.view == QLatin1String("bias-chart") && figure;
        const bool heatmap = entry.view == QLatin1String("heatmap");
        // pelab-cli alibi has no option for custom slopes.
        if ((!slopes && !biasChart && !heatmap) || lacksNumbers({"heads", "positions"}) ||
            p.value(QStringLiteral("rule")).toString() == QLatin1String("custom"))
            return viaPage();
        plan.command = QStringLiteral("alibi");
        addValues(plan, p, {"heads", "positions", "rule", "colormap"});
        addFlag(plan, p, "bidirectional");
        if (heatmap)
            addValues(plan, p, {"head"});
    } else if (entry.tab == QLatin1String("rope")) {
        // pelab-cli rope takes q and k from a seed or from files, not typed in.
        const QString content = p.value(QStringLiteral("content")).toString();
        if (entry.view != QLatin1String("heatmap") || content == QLatin1String("typed") ||
            lacksNumbers({"dim", "positions"}))
            return viaPage();
        plan.command = QStringLiteral("rope");
        addValues(plan, p,
                  {"dim", "positions", "start", "base", "pairing", "scaling", "sequence-length",
                   "low-freq-factor", "high-freq-factor", "beta-fast", "beta-slow", "precision",
                   "tolerance", "colormap"});
        // The window records factor 1 and original-max-positions 0 when they do not apply.
        if (p.value(QStringLiteral("scaling")).toString() != QLatin1String("none"))
            addValues(plan, p, {"factor"});
        if (p.value(QStringLiteral("original-max-positions")).toDouble() > 0)
            addValues(plan, p, {"original-max-positions"});
        if (content == QLatin1String("files"))
            addValues(plan, p, {"q", "k"});
        else
            addValues(plan, p, {"seed"});
    } else if (entry.tab == QLatin1String("learned")) {
        // An empty file is the bundled sample table, which pelab-cli learned cannot read.
        const QString file = p.value(QStringLiteral("file")).toString();
        if (entry.view != QLatin1String("table") || file.isEmpty())
            return viaPage();
        plan.command = QStringLiteral("learned");
        plan.options << file;
        if (!p.value(QStringLiteral("tensor")).toString().isEmpty())
            addValues(plan, p, {"tensor"});
        addValues(plan, p, {"colormap"});
    } else {
        plan.error = tr("%1: this PE Lab has no tab \"%2\"").arg(entry.file, entry.tab);
        return plan;
    }

    plan.options << QStringLiteral("--") + ExportFormats::id(entry.format) << outputFile;
    if (figure)
        plan.options << QStringLiteral("--width") << QString::number(entry.figure.width)
                     << QStringLiteral("--height") << QString::number(entry.figure.height)
                     << QStringLiteral("--dpi") << QString::number(entry.figure.dpi);
    return plan;
}
