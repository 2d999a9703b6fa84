#include "shell/handoutdialog.h"

HandoutDialog::HandoutDialog(QWidget *parent)
    : DocumentDialog(QStringLiteral("handout"), QStringLiteral("steplab-handout.pdf"), parent)
{
    setObjectName(QStringLiteral("handoutDialog"));
    setWindowTitle(tr("Export Handout"));
    finish();
}
