#include "parametereditors.h"

#include "common/halfwidth.h"

#include "editors/integerspinbox.h"
#include "editors/realspinbox.h"
#include "spec/parameter.h"
#include "task/tabcontroller.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QFileDialog>
#include <QLineEdit>
#include <QSignalBlocker>
#include <QStyle>

#include <cmath>
#include <limits>

namespace ParameterEditors {

namespace {

QWidget *createInteger(const Parameter &p, QWidget *parent)
{
    auto *box = new IntegerSpinBox(parent);
    box->setRange(std::int64_t(p.smallestValue()), std::int64_t(p.largestValue()));
    box->setSingleStep(std::int64_t(p.singleStep()));
    box->setEvenOnly(p.isEven());
    if (p.isOptional())
        box->setAutomaticText(p.automaticText());
    if (!p.unitText().isEmpty())
        box->setSuffix(QLatin1Char(' ') + p.unitText());
    return box;
}

QWidget *createReal(const Parameter &p, QWidget *parent)
{
    auto *box = new RealSpinBox(parent);
    box->setDecimals(p.decimalCount());
    box->setSingleStep(p.singleStep());
    const double max =
        std::isfinite(p.largestValue()) ? p.largestValue() : std::numeric_limits<double>::max();
    if (p.isOptional())
        box->setAutomaticText(p.automaticText());
    box->setValidRange(p.smallestValue(), max);
    if (!p.unitText().isEmpty())
        box->setSuffix(QLatin1Char(' ') + p.unitText());
    return box;
}

QWidget *createChoice(const Parameter &p, QWidget *parent)
{
    auto *combo = new QComboBox(parent);
    for (const Parameter::Choice &choice : p.choices())
        combo->addItem(p.choiceLabel(choice.id), choice.id);
    return combo;
}

// A line edit for a file's path with a button that opens a file dialog.
QWidget *createFilePath(const Parameter &p, QWidget *parent)
{
    auto *edit = new QLineEdit(parent);
    edit->setClearButtonEnabled(true);
    QAction *browse = edit->addAction(edit->style()->standardIcon(QStyle::SP_DirOpenIcon),
                                      QLineEdit::TrailingPosition);
    browse->setObjectName(p.key() + QStringLiteral("-browse"));
    browse->setToolTip(QCoreApplication::translate("ParameterEditors", "Choose the file"));
    return edit;
}

// Takes a file path when editing ends or a file is chosen; the same path again (Return, or
// the same file chosen) computes again, as the file may have changed.
void bindFilePath(QLineEdit *edit, const Parameter &p, TabController &controller)
{
    const QString key = p.key();
    const auto take = [key, &controller](const QString &path) {
        if (controller.state().value(key).toString() == path)
            controller.recompute();
        else
            controller.setValue(key, path);
    };
    QObject::connect(edit, &QLineEdit::editingFinished, &controller, [edit, key, &controller] {
        controller.setValue(key, edit->text().trimmed());
    });
    QObject::connect(edit, &QLineEdit::returnPressed, &controller, [edit, key, &controller] {
        if (controller.state().value(key).toString() == edit->text().trimmed())
            controller.recompute();
    });
    QAction *browse = edit->findChild<QAction *>(key + QStringLiteral("-browse"));
    if (!browse)
        return;
    const QString filter = p.fileFilterText();
    QObject::connect(browse, &QAction::triggered, edit, [edit, filter, take] {
        const QString file = QFileDialog::getOpenFileName(
            edit, QCoreApplication::translate("ParameterEditors", "Open a file"), edit->text(),
            filter);
        if (file.isEmpty())
            return;
        edit->setText(file);
        take(file);
    });
}

// Shows `value` in `editor` without sending it back.
void show(QWidget *editor, const Parameter &p, const QVariant &value)
{
    const QSignalBlocker blocker(editor);
    switch (p.type()) {
    case Parameter::Type::Integer: {
        auto *box = static_cast<IntegerSpinBox *>(editor);
        if (value.isNull())
            box->setAutomatic();
        else
            box->setValue(value.toLongLong());
        break;
    }
    case Parameter::Type::Real: {
        auto *box = static_cast<RealSpinBox *>(editor);
        if (value.isNull())
            box->setAutomatic();
        else
            box->setValue(value.toDouble());
        break;
    }
    case Parameter::Type::Choice: {
        auto *combo = static_cast<QComboBox *>(editor);
        combo->setCurrentIndex(combo->findData(value.toString()));
        break;
    }
    case Parameter::Type::Flag:
        static_cast<QCheckBox *>(editor)->setChecked(value.toBool());
        break;
    case Parameter::Type::Text: {
        auto *edit = static_cast<QLineEdit *>(editor);
        const bool same = p.isFilePath() ? edit->text() == value.toString()
                                         : HalfWidth::numberText(edit->text()) == value.toString();
        if (!same)
            edit->setText(value.toString());
        break;
    }
    }
}

} // namespace

QWidget *create(const Parameter &p, QWidget *parent)
{
    QWidget *editor = nullptr;
    switch (p.type()) {
    case Parameter::Type::Integer:
        editor = createInteger(p, parent);
        break;
    case Parameter::Type::Real:
        editor = createReal(p, parent);
        break;
    case Parameter::Type::Choice:
        editor = createChoice(p, parent);
        break;
    case Parameter::Type::Flag: {
        QString label = p.labelText();
        if (label.endsWith(QLatin1Char(':')))
            label.chop(1);
        editor = new QCheckBox(label, parent);
        break;
    }
    case Parameter::Type::Text:
        editor = p.isFilePath() ? createFilePath(p, parent) : new QLineEdit(parent);
        break;
    }
    editor->setObjectName(p.key());
    editor->setProperty(kParameterProperty, p.key());
    editor->setToolTip(p.helpText());
    show(editor, p, p.defaultValue());
    return editor;
}

void bind(QWidget *editor, const Parameter &p, TabController &controller)
{
    const QString key = p.key();
    show(editor, p, controller.state().value(key));
    QObject::connect(&controller, &TabController::valueChanged, editor,
                     [editor, &p, &controller](const QString &changed) {
                         if (changed == p.key())
                             show(editor, p, controller.state().value(changed));
                     });
    switch (p.type()) {
    case Parameter::Type::Integer: {
        auto *box = static_cast<IntegerSpinBox *>(editor);
        QObject::connect(box, &IntegerSpinBox::valueChanged, &controller, [box, key, &controller] {
            controller.setValue(
                key, box->isAutomatic() ? QVariant() : QVariant::fromValue(qint64(box->value())));
        });
        break;
    }
    case Parameter::Type::Real: {
        auto *box = static_cast<RealSpinBox *>(editor);
        QObject::connect(box, &QDoubleSpinBox::valueChanged, &controller, [box, key, &controller] {
            controller.setValue(key, box->isAutomatic() ? QVariant() : QVariant(box->value()));
        });
        break;
    }
    case Parameter::Type::Choice: {
        auto *combo = static_cast<QComboBox *>(editor);
        QObject::connect(combo, &QComboBox::currentIndexChanged, &controller,
                         [combo, key, &controller] {
                             controller.setValue(key, combo->currentData().toString());
                         });
        break;
    }
    case Parameter::Type::Flag: {
        auto *check = static_cast<QCheckBox *>(editor);
        QObject::connect(check, &QCheckBox::toggled, &controller,
                         [key, &controller](bool on) { controller.setValue(key, on); });
        break;
    }
    case Parameter::Type::Text: {
        auto *edit = static_cast<QLineEdit *>(editor);
        if (p.isFilePath()) {
            bindFilePath(edit, p, controller);
            break;
        }
        // Numbers typed with a Japanese input method on ("０，３") read as "0,3".
        QObject::connect(edit, &QLineEdit::textChanged, &controller,
                         [key, &controller](const QString &text) {
                             controller.setValue(key, HalfWidth::numberText(text));
                         });
        break;
    }
    }
}

QString parameterOf(const QWidget *widget)
{
    return widget ? widget->property(kParameterProperty).toString() : QString();
}

QWidget *createBound(const Parameter &parameter, TabController &controller, QWidget *parent)
{
    QWidget *editor = create(parameter, parent);
    bind(editor, parameter, controller);
    return editor;
}

} // namespace ParameterEditors
