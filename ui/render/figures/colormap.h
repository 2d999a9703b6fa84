#pragma once

#include "common/colormaps.h"

class QCPColorGradient;

// The colours of each colormap for QCustomPlot's heatmaps.
QCPColorGradient colorGradient(Colormap colormap);
