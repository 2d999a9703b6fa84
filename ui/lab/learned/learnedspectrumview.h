#pragma once

// What the Learned tab's spectrum view shows of each dimension's frequency content: the
// magnitude of every frequency, or each frequency's share of the peaks.
enum class LearnedSpectrumView
{
    Magnitude,
    PeakShare
};
