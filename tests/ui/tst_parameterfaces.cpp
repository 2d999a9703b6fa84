// Every numeric parameter of every tab, at its minimum and maximum and just outside them: the
// window's editor (with the banner), the pelab-cli option and the session key accept and refuse
// exactly the values core accepts and refuses. Each face is exercised as a user meets it: a spin
// box given the value, a command line parsed by QCommandLineParser, a session's JSON object; core
// is asked directly, with the value set past the specification's own checks.
#include "clierror.h"
#include "commandline/commandoptions.h"
#include "editors/integerspinbox.h"
#include "editors/parametereditors.h"
#include "editors/realspinbox.h"
#include "spec/tabspec.h"
#include "spec/tabspecs.h"
#include "tabcommand.h"
#include "task/tabcontroller.h"

#include <QComboBox>
#include <QCommandLineParser>
#include <QJsonObject>
#include <QTest>

#include <cmath>
#include <limits>
#include <memory>

namespace {

struct Faces
{
    bool core = false;
    bool window = false;
    bool cli = false;
    bool session = false;

    QString describe() const
    {
        const auto verdict = [](bool accepts) {
            return accepts ? QStringLiteral("accepts") : QStringLiteral("refuses");
        };
        return QStringLiteral("core %1, window %2, CLI %3, session %4")
            .arg(verdict(core), verdict(window), verdict(cli), verdict(session));
    }
};

enum class Neighbours
{
    Defaults,
    Smallest,
    Largest
};

// The state every face starts from: the defaults, or each other numeric parameter at its
// smallest or its largest value (some extremes are valid only with small neighbours: start
// 2^40 − 1 with one position; others only with large ones: a maximum offset of 2^20 needs as
// many positions).
TabState context(const TabSpec &spec, const QString &key, Neighbours neighbours)
{
    TabState state = spec.defaults();
    if (neighbours == Neighbours::Defaults)
        return state;
    for (const Parameter &p : spec.parameters()) {
        if (p.key() == key || p.stageOf() != Parameter::Stage::Compute)
            continue;
        const double value =
            neighbours == Neighbours::Smallest ? p.smallestValue() : p.largestValue();
        if (p.type() == Parameter::Type::Integer)
            state.set(p.key(), QVariant::fromValue(qint64(value)));
        else if (p.type() == Parameter::Type::Real && std::isfinite(value))
            state.set(p.key(), value);
    }
    return state;
}

QVariant typed(const Parameter &p, double value)
{
    if (p.type() == Parameter::Type::Integer)
        return QVariant::fromValue(qint64(value));
    return value;
}

bool sameValue(const Parameter &p, const QVariant &a, double b)
{
    if (p.type() == Parameter::Type::Integer)
        return a.toLongLong() == qint64(b);
    return std::fabs(a.toDouble() - b) <= 1e-12 * std::max(1.0, std::fabs(b));
}

Faces ask(const TabSpec &spec, const Parameter &p, double value, const TabState &start)
{
    Faces faces;
    const QVariant v = typed(p, value);

    // Core, past the specification's checks.
    TabState raw = start;
    raw.setUnchecked(p.key(), v);
    faces.core = spec.coreProblem(raw).isEmpty();

    // The window: the editor given the value, bound to the tab's controller; accepted when it
    // keeps the value and the banner stays empty.
    {
        TabController controller(spec);
        controller.setState(start);
        QWidget *editor = ParameterEditors::createBound(p, controller, nullptr);
        const std::unique_ptr<QWidget> owner(editor);
        if (auto *box = qobject_cast<IntegerSpinBox *>(editor))
            box->setValue(qint64(value));
        else if (auto *real = qobject_cast<RealSpinBox *>(editor))
            real->setValue(value);
        // An optional value below its minimum turns automatic there: the value is not kept.
        const QVariant kept = controller.state().value(p.key());
        faces.window = !kept.isNull() && sameValue(p, kept, value) &&
                       spec.problem(controller.state()).isEmpty();
    }

    // pelab-cli: the tab's command parses --KEY VALUE with the other values of `start`.
    {
        TabCommand command(spec);
        QCommandLineParser parser;
        parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
        CommandOptions options;
        command.addOptions(options);
        options.addTo(parser);
        QStringList arguments{QStringLiteral("pelab-cli")};
        for (const Parameter &other : spec.parameters()) {
            if (other.key() == p.key() || start.value(other.key()).isNull() ||
                other.type() == Parameter::Type::Flag)
                continue;
            arguments << QStringLiteral("--") + other.key() + QStringLiteral("=") +
                             other.toText(start.value(other.key()));
        }
        arguments << QStringLiteral("--") + p.key() + QStringLiteral("=") + p.toText(v);
        faces.cli = parser.parse(arguments);
        if (faces.cli) {
            try {
                command.prepare(parser);
            } catch (const CliError &) {
                faces.cli = false;
            }
        }
    }

    // A session: the tab's parameters object, read as Open Session reads it; a refused value
    // is replaced by the default with a remark, otherwise the tab may still refuse the whole.
    // A value an older PE Lab wrote for "automatic" (readsAsAutomatic) is read as such: the
    // value itself is not kept.
    {
        QJsonObject json = start.toJson();
        json.insert(p.key(), p.toJson(v));
        QStringList warnings;
        const TabState state = TabState::fromJson(spec, json, &warnings);
        const QVariant kept = state.value(p.key());
        faces.session = warnings.isEmpty() && !kept.isNull() && sameValue(p, kept, value) &&
                        spec.problem(state).isEmpty();
    }
    return faces;
}

} // namespace

class TestParameterFaces : public QObject
{
    Q_OBJECT

private slots:
    void agree_data();
    void agree();
    void choicesAgree();
};

void TestParameterFaces::agree_data()
{
    QTest::addColumn<QString>("tab");
    QTest::addColumn<QString>("key");
    QTest::addColumn<double>("value");
    QTest::addColumn<bool>("inside");
    for (const TabSpec *spec : TabSpecs::all()) {
        for (const Parameter &p : spec->parameters()) {
            if (p.type() != Parameter::Type::Integer && p.type() != Parameter::Type::Real)
                continue;
            const double low = p.smallestValue();
            const double high = p.largestValue();
            const bool integer = p.type() == Parameter::Type::Integer;
            // Just outside a real limit: a unit of the editor's last decimal, or a part in 10^9
            // of a large limit (the spin box rounds to its decimals, which the window's face
            // tolerates).
            const auto outside = [&p](double limit) {
                return std::max(std::pow(10.0, -p.decimalCount()), 1e-9 * std::fabs(limit));
            };
            const double below = integer               ? low - 1
                                 : p.excludesMinimum() ? p.realMinimum()
                                                       : low - outside(low);
            const auto row = [&](const char *what, double value, bool inside) {
                QTest::addRow("%s %s %s", qPrintable(spec->key()), qPrintable(p.key()), what)
                    << spec->key() << p.key() << value << inside;
            };
            row("min", low, true);
            row("below min", below, false);
            if (std::isfinite(high)) {
                row("max", high, true);
                row("above max", integer ? high + 1 : high + outside(high), false);
            }
            if (p.isEven() && low + 1 < high)
                row("odd", low + 1, false);
        }
    }
}

void TestParameterFaces::agree()
{
    QFETCH(QString, tab);
    QFETCH(QString, key);
    QFETCH(double, value);
    QFETCH(bool, inside);
    const TabSpec &spec = *TabSpecs::find(tab);
    const Parameter &p = spec.parameter(key);
    bool acceptedSomewhere = false;
    for (Neighbours neighbours :
         {Neighbours::Defaults, Neighbours::Smallest, Neighbours::Largest}) {
        const Faces faces = ask(spec, p, value, context(spec, key, neighbours));
        QVERIFY2(faces.window == faces.core && faces.cli == faces.core &&
                     faces.session == faces.core,
                 qPrintable(faces.describe()));
        acceptedSomewhere = acceptedSomewhere || faces.core;
    }
    // Inside the declared range core accepts the value (next to small enough neighbours if
    // need be); outside it core refuses it: the range is core's own, neither wider nor narrower.
    // Parameters core never sees (the window's choices of display) are the specification's.
    if (p.stageOf() == Parameter::Stage::Compute)
        QCOMPARE(acceptedSomewhere, inside);
    else
        QCOMPARE(p.problem(typed(p, value)).isEmpty(), inside);
}

void TestParameterFaces::choicesAgree()
{
    for (const TabSpec *spec : TabSpecs::all()) {
        for (const Parameter &p : spec->parameters()) {
            if (p.type() != Parameter::Type::Choice)
                continue;
            const QString context = spec->key() + QLatin1Char(' ') + p.key();
            // The window offers exactly the choices pelab-cli and sessions accept.
            TabController controller(*spec);
            const std::unique_ptr<QWidget> editor(
                ParameterEditors::createBound(p, controller, nullptr));
            auto *combo = qobject_cast<QComboBox *>(editor.get());
            QVERIFY2(combo && combo->count() == p.choices().size(), qPrintable(context));
            for (int i = 0; i < combo->count(); ++i) {
                const QString id = combo->itemData(i).toString();
                QString error;
                QCOMPARE(p.fromText(id, &error).toString(), id);
                QVERIFY2(error.isEmpty(), qPrintable(context + QLatin1Char(' ') + error));
                QStringList warnings;
                TabState::fromJson(*spec, QJsonObject{{p.key(), id}}, &warnings);
                QVERIFY2(warnings.isEmpty(), qPrintable(warnings.join(QLatin1Char('\n'))));
            }
            QString error;
            QVERIFY(p.fromText(QStringLiteral("no-such-choice"), &error).isNull());
            QVERIFY2(error.contains(p.key()), qPrintable(error));
            QStringList warnings;
            TabState::fromJson(*spec, QJsonObject{{p.key(), QStringLiteral("no-such-choice")}},
                               &warnings);
            QCOMPARE(warnings.size(), 1);
        }
    }
}

QTEST_MAIN(TestParameterFaces)
#include "tst_parameterfaces.moc"
