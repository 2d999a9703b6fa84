#pragma once

#include "export/exporttable.h"
#include "shell/page.h"

#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <utility>

// The smallest Page for the export tests: its export content is set by the test.
class FakePage : public Page
{
public:
    using Page::Page;

    QString title() const override { return QStringLiteral("Fake"); }
    QString exportBaseName() const override { return QStringLiteral("fake-view"); }
    ExportTable exportTable() const override { return m_table; }
    const FigureSource *exportFigure() const override { return m_figure; }
    QString sessionKey() const override { return QStringLiteral("fake"); }
    QJsonObject parameters() const override { return {}; }
    void setParameters(const QJsonObject &, QStringList *) override {}

    void setContent(ExportTable table, const FigureSource *figure)
    {
        m_table = std::move(table);
        m_figure = figure;
        emit exportChanged();
    }

private:
    ExportTable m_table;
    const FigureSource *m_figure = nullptr;
};
