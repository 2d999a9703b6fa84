#pragma once

#include <QString>

class Parameter;
class QWidget;
class TabController;

// The window's editor of one parameter, made from its declaration: an IntegerSpinBox or a
// RealSpinBox with the parameter's range and step, a combo box of its choices, a check box, or a
// line edit; named after the key, its tooltip the parameter's help. bind() keeps it and the
// controller's value in step both ways.
//
// Every editor create() makes carries its parameter's key in the dynamic property
// "pelabParameter" (kParameterProperty), whatever its object name: tst_pageeditors counts a
// page's editors by it, one per parameter, none for a parameter a view holds
// (Parameter::heldByView()).
namespace ParameterEditors {

inline constexpr char kParameterProperty[] = "pelabParameter";
// The key of the parameter `widget` edits; empty for a widget that is no parameter's editor.
QString parameterOf(const QWidget *widget);

QWidget *create(const Parameter &parameter, QWidget *parent);
void bind(QWidget *editor, const Parameter &parameter, TabController &controller);
// create() and bind() at once.
QWidget *createBound(const Parameter &parameter, TabController &controller, QWidget *parent);

} // namespace ParameterEditors
