#include "mainwindow.h"

#include <QApplication>

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("PE Lab"));
    QApplication::setOrganizationName(QStringLiteral("PE Lab"));
    QApplication::setApplicationVersion(QStringLiteral(PELAB_VERSION));
    QApplication::setDesktopFileName(QStringLiteral("pelab"));
    MainWindow window;
    window.show();
    return app.exec();
}
