#pragma once

#include "session/sessionfile.h"

#include <QJsonObject>

// A session the session tests share: two tabs' parameters, a table and a figure export.
inline SessionFile sampleSession()
{
    SessionFile session;
    session.currentTab = QStringLiteral("alibi");
    session.tabs.insert(QStringLiteral("sinusoidal"),
                        QJsonObject{{QStringLiteral("positions"), 16},
                                    {QStringLiteral("layout"), QStringLiteral("split")}});
    session.tabs.insert(QStringLiteral("alibi"), QJsonObject{{QStringLiteral("heads"), 5}});
    SessionExport data;
    data.tab = QStringLiteral("sinusoidal");
    data.view = QStringLiteral("heatmap");
    data.parameters = session.tabs.value(QStringLiteral("sinusoidal"));
    data.format = ExportFormat::Npy;
    data.file = QStringLiteral("pe.npy");
    SessionExport figure = data;
    figure.format = ExportFormat::Svg;
    figure.file = QStringLiteral("pe.svg");
    figure.figure.width = 800;
    figure.figure.height = 500;
    figure.figure.dpi = 144;
    session.exports = {data, figure};
    return session;
}
