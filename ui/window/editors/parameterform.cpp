#include "parameterform.h"

#include "editors/parametereditors.h"
#include "spec/tabspec.h"
#include "task/tabcontroller.h"

#include <QFormLayout>
#include <QLabel>

ParameterForm::ParameterForm(TabController &controller, const QStringList &keys, QWidget *parent)
    : QWidget(parent)
{
    m_form = new QFormLayout(this);
    m_form->setContentsMargins(0, 0, 0, 0);
    for (const QString &key : keys) {
        const Parameter &parameter = controller.spec().parameter(key);
        QWidget *editor = ParameterEditors::createBound(parameter, controller, this);
        m_editors.insert(key, editor);
        if (parameter.type() == Parameter::Type::Flag)
            m_form->addRow(editor); // a check box carries its own label
        else
            m_form->addRow(parameter.labelText(), editor);
    }
}

void ParameterForm::setRowVisible(const QString &key, bool visible)
{
    if (QWidget *editor = m_editors.value(key))
        m_form->setRowVisible(editor, visible);
}
