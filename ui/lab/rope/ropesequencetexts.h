#pragma once

#include "ropeconformance.h"

#include <QCoreApplication>
#include <QString>

#include <optional>

// The check's causes of a sequence's cache and of a layer (issue 27) in the window's words:
// what RopeTexts says of the causes the check knew before, for sections-not-applied,
// interleaved-vs-chunked, sections-over-whole-head, text-positions-for-images, merge-ignored,
// next-start-differs, nope-layer-rotated and local-base-ignored.
class RopeSequenceTexts
{
    Q_DECLARE_TR_FUNCTIONS(RopeSequenceTexts)

public:
    // Whether the cause is one of these (else RopeTexts words it).
    static bool isSequenceCause(pelab::LikelyCause cause);
    // One line: "merge ignored: the ids of the unmerged grid".
    static QString summary(pelab::LikelyCause cause);
    // What the port did, and what the model does.
    static QString explanation(pelab::LikelyCause cause);
    // A note's numbers in words (local-base-ignored: the bases); nullopt for a note without.
    static std::optional<QString> detail(const pelab::CauseNote &note);
};
