#pragma once

class Parameter;
class QWidget;
class TabController;

// The window's editor of one parameter, made from its declaration: an IntegerSpinBox or a
// RealSpinBox with the parameter's range and step, a combo box of its choices, a check box, or a
// line edit; named after the key, its tooltip the parameter's help. bind() keeps it and the
// controller's value in step both ways.
namespace ParameterEditors {

QWidget *create(const Parameter &parameter, QWidget *parent);
void bind(QWidget *editor, const Parameter &parameter, TabController &controller);
// create() and bind() at once.
QWidget *createBound(const Parameter &parameter, TabController &controller, QWidget *parent);

} // namespace ParameterEditors
