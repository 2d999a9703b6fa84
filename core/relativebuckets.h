#pragma once

// Bucketed relative position biases, T5 family and DeBERTa-v2/v3: the whole API.
#include "bucketconformance.h" // compareBuckets: an implementation's map or bias checked
#include "bucketexact.h"       // the formulas in exact arithmetic
#include "bucketformulas.h"    // parameters, validation, the float32 formulas, rows
#include "bucketlayout.h"      // bucket spans, last-bucket starts, float32 vs exact
#include "bucketmaps.h"        // maps, bias tables, a head's bias, profiles
