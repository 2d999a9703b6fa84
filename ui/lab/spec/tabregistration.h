#pragma once

#include "spec/tabspec.h"

// How a tab's specification joins TabSpecs::all(): one line in its own specification's .cpp,
//     PELAB_REGISTER_TAB_SPEC(rope, RopeSpec)
// with the tab's key as in ui/tabs.cmake, whose list (pelabtabs.inc) TabSpecs::all() follows.
#define PELAB_REGISTER_TAB_SPEC(key, SpecClass)                                                    \
    const TabSpec &pelabTabSpec_##key()                                                            \
    {                                                                                              \
        static const SpecClass spec;                                                               \
        return spec;                                                                               \
    }
