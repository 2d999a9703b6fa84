#pragma once

#include "common/colormaps.h"

class QCPColorGradient;

// The colours of each colormap for QCustomPlot's heatmaps.
QCPColorGradient colorGradient(Colormap colormap);
// A colormap whose middle colour means zero (RdBu: red below, white at 0, blue above).
bool isDiverging(Colormap colormap);
