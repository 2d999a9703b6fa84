#pragma once

#include "spec/parameterkey.h"

#include <QCoreApplication>
#include <QJsonValue>
#include <QList>
#include <QString>
#include <QStringList>
#include <QVariant>

#include <cstdint>
#include <functional>
#include <optional>

// One parameter of a tab, declared once in the tab's specification (TabSpec): its key (the
// pelab-cli long option and the session key), type, range or choices, default, unit, help text
// and the views that depend on it. The window's widget (range, tooltip), the CLI option and its
// help, the session codec and the validation message all come from this one declaration, so
// the three accept and refuse the same values.
//
// Values are QVariants of one type per parameter: qint64 (Integer), double (Real), QString (the
// id of a Choice, or Text) and bool (Flag). An optional Integer or Real may be unset (a null
// QVariant: "automatic").
class Parameter
{
    Q_DECLARE_TR_FUNCTIONS(Parameter)

public:
    enum class Type
    {
        Integer,
        Real,
        Choice,
        Flag,
        Text
    };
    // What a new value needs: the tab's computation again (Compute), the computation of the
    // views that depend on it (View), or only drawing them again (Display).
    enum class Stage
    {
        Compute,
        View,
        Display
    };

    struct Choice
    {
        QString id;                    // in sessions and on the command line: "interleaved"
        const char *label = nullptr;   // in the window, translated in `context`
        const char *context = nullptr; // nullptr: the tab's
        QStringList aliases;           // other spellings accepted on input: "gray"
    };
    // What a Text value must be; returns the problem (empty when the text is fine).
    using TextCheck = std::function<QString(const QString &text)>;

    // Declared from the tab's key constants (`<Tab>Keys` in its specification's header), never
    // a string: every reader of the value uses the same constant.
    static Parameter integer(ParameterKey key, std::int64_t defaultValue, std::int64_t min,
                             std::int64_t max);
    static Parameter real(ParameterKey key, double defaultValue, double min, double max);
    static Parameter choice(ParameterKey key, const QList<Choice> &choices, const char *defaultId);
    static Parameter flag(ParameterKey key, bool defaultValue = false);
    static Parameter text(ParameterKey key, const QString &defaultValue = {}, TextCheck check = {});

    // The rest of the declaration (labels, help and units are translated in the tab's context,
    // which the tab's specification sets).
    Parameter &label(const char *text);         // in the window's form: "&Positions:"
    Parameter &help(const char *text);          // one sentence: the tooltip and the CLI help
    Parameter &unit(const char *text);          // after the value in the window: "positions"
    Parameter &valueName(const char *name);     // "N" in "--positions N"
    Parameter &views(const QStringList &names); // the views that depend on it (empty: all)
    Parameter &stage(Stage stage);
    Parameter &even();         // Integer: even values only
    Parameter &aboveMinimum(); // Real: the minimum itself is not allowed (base > 1)
    // Integer or Real that may be unset; the window shows `automaticLabel` then.
    Parameter &optional(const char *automaticLabel);
    // An optional parameter that is unset (automatic) by default.
    Parameter &automaticByDefault();
    // An optional parameter that older sessions wrote as `value` when it was automatic (0 for
    // "none"): a session's `value` reads as automatic, without a remark.
    Parameter &readsAsAutomatic(double value);
    Parameter &decimals(int digits); // Real: the digits the window shows (default 6)
    Parameter &step(double step);    // the window's single step
    // Text: a file's path. The window offers a button that opens a file dialog with this name
    // filter ("Arrays (*.npy *.csv)", translated in the tab's context) and takes the path when
    // editing ends; choosing the same file again reads it again.
    Parameter &filePath(const char *nameFilter);
    // The window shows and sets it with widgets of the page's own rather than with an editor
    // made from this declaration: the step-through lab's step navigator (step) and its p and q
    // spin boxes (positions), the Learned tab's Open button, recent files and tensor picker
    // (file, tensor), the Shaw Row view's header, a click on which sorts (row-sort, row-order).
    // No form holds it (TabPage::createForm()); tst_pageeditors checks that no page makes an
    // editor of it while every other parameter has exactly one. The CLI and sessions take it as
    // any other.
    Parameter &heldByView();

    // Where the texts are translated: a parameter shared by several tabs (the similarity
    // measure) names its own context; the others take their tab's (setTabContext).
    Parameter &context(const char *context)
    {
        m_context = context;
        m_ownContext = true;
        return *this;
    }
    void setTabContext(const char *context)
    {
        if (!m_ownContext)
            m_context = context;
    }

    QString key() const { return m_key; }
    Type type() const { return m_type; }
    Stage stageOf() const { return m_stage; }
    QStringList viewNames() const { return m_views; }
    bool appliesTo(const QString &view) const
    {
        return m_views.isEmpty() || m_views.contains(view);
    }
    bool isOptional() const { return m_optional; }
    bool isEven() const { return m_even; }
    bool excludesMinimum() const { return m_aboveMinimum; }
    std::int64_t integerMinimum() const { return m_intMin; }
    std::int64_t integerMaximum() const { return m_intMax; }
    double realMinimum() const { return m_realMin; }
    double realMaximum() const { return m_realMax; }
    bool isFilePath() const { return m_fileFilter != nullptr; }
    bool isHeldByView() const { return m_heldByView; }
    QString fileFilterText() const; // translated
    int decimalCount() const { return m_decimals; }
    double singleStep() const { return m_step; }
    const QList<Choice> &choices() const { return m_choices; }
    QStringList choiceIds() const;

    QString labelText() const;                    // translated; empty when none was declared
    QString helpText() const;                     // translated
    QString unitText() const;                     // translated
    QString valueNameText() const;                // "N"; "NAME" for choices, "TEXT" for text
    QString automaticText() const;                // translated label of an unset optional value
    QString choiceLabel(const QString &id) const; // translated

    QVariant defaultValue() const { return m_default; }
    // Empty when `value` is valid for this parameter, otherwise the message, e.g.
    // "base must be a number greater than 1 (got 1)", naming the parameter `name` (by default
    // its key; pelab-cli says "--base"). A Text value is checked by its TextCheck.
    QString problem(const QVariant &value, const QString &name = {}) const;
    // A value typed on the command line, checked; null with `error` set when it is not valid.
    QVariant fromText(const QString &text, QString *error, const QString &name = {}) const;
    // The text that reads back as the same value (doubles: the shortest exact form).
    QString toText(const QVariant &value) const;
    QJsonValue toJson(const QVariant &value) const;
    // A session's value, checked; null with `error` set when it is not valid (`error` then
    // says what the value must be, as rangeText() does).
    QVariant fromJson(const QJsonValue &json, QString *error) const;
    // What a valid value is: "an integer from 1 to 1000000", "a number greater than 1 and at
    // most 1e+12", "one of interleaved, split".
    QString rangeText() const;
    // The smallest and largest values the window's spin box offers (Integer, Real): the range,
    // with an excluded minimum raised by one step of the shown decimals.
    double smallestValue() const;
    double largestValue() const;

private:
    Parameter(ParameterKey key, Type type);
    QString number(double value) const;

    QString m_key;
    Type m_type = Type::Integer;
    Stage m_stage = Stage::Compute;
    const char *m_context = "Parameter";
    bool m_ownContext = false;
    const char *m_label = nullptr;
    const char *m_help = nullptr;
    const char *m_unit = nullptr;
    const char *m_valueName = nullptr;
    const char *m_automatic = nullptr;
    const char *m_fileFilter = nullptr;
    QStringList m_views;
    QVariant m_default;
    std::int64_t m_intMin = 0;
    std::int64_t m_intMax = 0;
    double m_realMin = 0.0;
    double m_realMax = 0.0;
    bool m_even = false;
    bool m_aboveMinimum = false;
    bool m_optional = false;
    bool m_heldByView = false;
    std::optional<double> m_legacyAutomatic;
    int m_decimals = 6;
    double m_step = 1.0;
    QList<Choice> m_choices;
    TextCheck m_check;
};
