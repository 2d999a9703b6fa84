#pragma once

#include "shell/documentdialog.h"

// File → Export Handout…: the PDF file, the paper and the language of the step-through lab's
// handout for the tab's parameters (remembered in the settings).
class HandoutDialog : public DocumentDialog
{
    Q_OBJECT

public:
    explicit HandoutDialog(QWidget *parent = nullptr);
};
