#pragma once

#include "check/checkverdict.h"
#include "spec/parameter.h"

#include "alibiconformance.h"
#include "arrayfile.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <cstdint>
#include <memory>
#include <optional>

class AlibiCheckResult;
class TabResult;
class TabState;
class TaskControl;
class ViewResult;

// The keys of the ALiBi check's parameters (AlibiCheck::parameters()), each declared once.
namespace AlibiCheckKeys {

inline constexpr ParameterKey compare{"compare"};
inline constexpr ParameterKey compareTensor{"compare-tensor"};

} // namespace AlibiCheckKeys

// The ALiBi tab's "Check an implementation": the slopes or bias an implementation produced,
// read and compared with the slopes of the tab's values by core (pelab::compareAlibi). The
// check view, `pelab-cli alibi --compare` and sessions share it.
class AlibiCheck
{
    Q_DECLARE_TR_FUNCTIONS(AlibiCheck)

public:
    // The check view's parameters: compare, compare-tensor.
    static QList<Parameter> parameters();
    // The file the state names, read; nullopt when none is. Throws pelab::Error naming the file
    // and the problem.
    static std::optional<pelab::LoadedArray> read(const TabState &state);
    // The comparison with the state's heads, rule and B; `head` names the head of one N × N
    // bias. Throws pelab::Error for a table of the wrong shape.
    static pelab::AlibiComparison compare(const pelab::LoadedArray &array, const TabState &state,
                                          std::optional<std::int64_t> head);
    // The check view's computation (AlibiCheckResult): one N × N bias is the state's head's.
    static std::shared_ptr<const ViewResult> compute(const TabResult &result, const TabState &state,
                                                     const TaskControl &control);

    // What to load while no file is named; else match or not, the likely cause in words, the
    // file (its dtype, shape and what was dropped), the heads past their tolerance, the largest
    // relative error and where, the tolerance and the cause's explanation (details in rich text).
    static CheckVerdict verdict(const AlibiCheckResult &result);
    // "wrong rule: equals the paper rule's slopes" (with core's detail).
    static QString causeSummary(const pelab::AlibiComparison &comparison);
    static QString causeExplanation(pelab::AlibiCause cause);
};
