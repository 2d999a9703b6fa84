#pragma once

#include "modelpresets.h"

#include <vector>

namespace pelab {

// The presets of bucketed-relative-bias models (PresetFamily::Buckets) in their stable order:
// T5-Small, T5-Base, T5-Large, FLAN-T5-Large, mT5-XL, UMT5-XXL, all-mpnet-base-v2, WavLM Base+,
// DeBERTa-v3-base, DeBERTa-v3-large, mDeBERTa-v3-base. modelPresets() puts them after the ALiBi
// presets.
std::vector<ModelPreset> bucketModelPresets();

} // namespace pelab
