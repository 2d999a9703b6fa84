// Every page's editors come from its specification: for every tab, each parameter has exactly
// one editor (ParameterEditors, tagged with its key) among the page's widgets, or none when the
// specification declares that a view holds it (Parameter::heldByView()). A parameter added to a
// specification thus reaches the window, or says why not. And the registries agree: the tabs of
// the specifications, of the window's pages and of pelab-cli's commands are the same, and every
// view with a figure has one.
#include "clicommands.h"
#include "editors/parametereditors.h"
#include "shell/page.h"
#include "shell/pagefactory.h"
#include "spec/tabspec.h"
#include "spec/tabspecs.h"
#include "view/figures.h"

#include <QHash>
#include <QTest>

#include <memory>

class TestPageEditors : public QObject
{
    Q_OBJECT

private slots:
    void oneEditorPerParameter_data();
    void oneEditorPerParameter();
    void registriesAgree();
    void everyFigureIsDrawn();
};

void TestPageEditors::oneEditorPerParameter_data()
{
    QTest::addColumn<QString>("tab");
    for (const TabSpec *spec : TabSpecs::all())
        QTest::newRow(qPrintable(spec->key())) << spec->key();
}

void TestPageEditors::oneEditorPerParameter()
{
    QFETCH(QString, tab);
    const TabSpec &spec = *TabSpecs::find(tab);
    const std::unique_ptr<Page> page(PageFactory::create(tab));
    QVERIFY(page);
    QHash<QString, int> editors;
    for (const QWidget *widget : page->findChildren<QWidget *>()) {
        const QString key = ParameterEditors::parameterOf(widget);
        if (!key.isEmpty())
            ++editors[key];
    }
    // Not destroyed in the middle of the first computation.
    QVERIFY(QTest::qWaitFor([&] { return !page->isComputing(); }, 60000));
    QStringList problems;
    for (const Parameter &parameter : spec.parameters()) {
        const int count = editors.take(parameter.key());
        if (parameter.isHeldByView() && count != 0)
            problems << QStringLiteral("%1: %2 is held by a view but has %3 editor(s)")
                            .arg(tab, parameter.key())
                            .arg(count);
        else if (!parameter.isHeldByView() && count != 1)
            problems << QStringLiteral("%1: %2 has %3 editors, not one (or declare it held by a "
                                       "view)")
                            .arg(tab, parameter.key())
                            .arg(count);
    }
    for (auto it = editors.cbegin(); it != editors.cend(); ++it)
        problems << QStringLiteral("%1: %2 editor(s) of %3, which the tab does not declare")
                        .arg(tab)
                        .arg(it.value())
                        .arg(it.key());
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
}

void TestPageEditors::registriesAgree()
{
    QStringList specs;
    for (const TabSpec *spec : TabSpecs::all())
        specs << spec->key();
    QStringList commands;
    for (const auto &command : CliCommands::all())
        commands << command->name();
    QCOMPARE(PageFactory::keys(), specs);
    QCOMPARE(commands, specs);
}

void TestPageEditors::everyFigureIsDrawn()
{
    for (const TabSpec *spec : TabSpecs::all()) {
        for (const ViewSpec &view : spec->views()) {
            QVERIFY2(Figures::exists(spec->key(), view.name) == view.hasFigure,
                     qPrintable(QStringLiteral("%1: the view %2 %3")
                                    .arg(spec->key(), view.name,
                                         view.hasFigure ? QStringLiteral("has no figure")
                                                        : QStringLiteral("declares no figure "
                                                                         "but has one"))));
        }
    }
}

QTEST_MAIN(TestPageEditors)
#include "tst_pageeditors.moc"
