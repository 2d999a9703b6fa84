#pragma once

#include "shell/page.h"

#include "spec/tabresult.h"

#include <QStringList>

#include <memory>

class ParameterForm;
class QTabWidget;
class TabController;
class TabSpec;

// The base of a tab made from its specification: a TabController holds its state and results,
// the error banner and the status bar follow it, and the current view is exported from its
// ViewData through the render layer, as pelab-cli writes it. A page lays out its form and view
// widgets and draws results into them; it computes nothing.
class TabPage : public Page
{
    Q_OBJECT

public:
    explicit TabPage(const TabSpec &spec, QWidget *parent = nullptr);
    ~TabPage() override;

    TabController *controller() const { return m_controller; }
    const TabSpec &spec() const;
    ViewData currentViewData() const;

    QString title() const override;
    QString exportBaseName() const override;
    ExportTable exportTable() const override;
    const FigureSource *exportFigure() const override;
    ViewData exportViewData() const override { return currentViewData(); }
    QString sessionKey() const override;
    QJsonObject parameters() const override;
    void setParameters(const QJsonObject &parameters, QStringList *warnings) override;
    bool isComputing() const override;

public slots:
    void cancel() override;

protected:
    // A form of these parameters' editors, bound to the controller; with no keys, of every
    // parameter no form holds yet and no view holds (Parameter::heldByView()), in the
    // specification's order (so that a parameter added to the specification appears without
    // touching the page).
    ParameterForm *createForm(const QStringList &keys, QWidget *parent);
    ParameterForm *createForm(QWidget *parent);
    // One tab per view of the specification, `widgets` in its order; switching tabs switches
    // the controller's current view.
    QTabWidget *createViews(const QList<QWidget *> &widgets, const QString &objectName);
    // Extra work the page's views still do (preparing a heatmap): isComputing() counts it.
    virtual bool isDrawing() const { return false; }

private:
    TabController *m_controller = nullptr;
    QStringList m_placed;                           // the keys a form already holds
    mutable std::unique_ptr<FigureSource> m_figure; // the current view's, made on demand
    mutable ViewData m_figureData;                  // what m_figure was drawn from
};
