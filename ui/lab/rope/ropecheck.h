#pragma once

#include "spec/parameter.h"

#include "matrix.h"
#include "rope.h"
#include "ropeanalysis.h"
#include "ropeconformance.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

class TabResult;
class TabState;
class TaskControl;
class ViewResult;

// The keys of the RoPE check's parameters (RopeCheck::parameters()), each declared once.
namespace RopeCheckKeys {

inline constexpr ParameterKey compare{"compare"};
inline constexpr ParameterKey compareCos{"compare-cos"};
inline constexpr ParameterKey compareSin{"compare-sin"};
inline constexpr ParameterKey compareTensor{"compare-tensor"};
inline constexpr ParameterKey headDim{"head-dim"};

} // namespace RopeCheckKeys

// The RoPE tab's "Check an implementation": the files an implementation produced (an inv_freq
// vector, or a cos/sin cache in one safetensors file or two files), read and compared with the
// reference of the tab's values by core (pelab::compareInvFreq, compareCosSin). The check view,
// `pelab-cli rope --compare` and sessions share it.
class RopeCheck
{
    Q_DECLARE_TR_FUNCTIONS(RopeCheck)

public:
    // What the files hold: inv_freq, or cos and sin.
    struct Tables
    {
        std::optional<std::vector<double>> invFreq;
        std::optional<pelab::Matrix> cos;
        std::optional<pelab::Matrix> sin;
        // The precision the values were stored in (the tolerance follows it); F64 for text.
        pelab::Precision stored = pelab::Precision::F64;
        std::string dtype; // as stored: "<f4", "F16", "text"; cos's and sin's, when they differ
        std::vector<std::uint64_t> shape; // as stored (the cos file's for a cache)
        std::vector<int> squeezedAxes;    // its axes of extent 1 dropped
        QString name;                     // the file name, in messages and reports
        std::int64_t positions() const { return cos ? std::int64_t(cos->rows()) : 0; }
    };

    // The check view's parameters: compare, compare-cos, compare-sin, compare-tensor, head-dim.
    static QList<Parameter> parameters();
    // The files named, read; nullopt when none is. Throws pelab::Error naming the file and the
    // problem (both or neither of cos and sin, a tensor that is not there, a matrix for inv_freq).
    static std::optional<Tables> read(const QString &compare, const QString &cos,
                                      const QString &sin, const QString &tensor);
    static std::optional<Tables> read(const TabState &state);
    // The reference of `params` (the tab values) and the state's head width (automatic: the
    // rotary dim), sequence and chosen layer (RopeSequence::addTo).
    static pelab::RopeReference reference(const pelab::RopeParameters &params,
                                          const TabState &state);
    static std::int64_t headDim(const TabState &state); // 0 when automatic
    // Core's validation of the head width, when one is given (throws pelab::Error).
    static void validate(const TabState &state);
    static pelab::RopeComparison compare(const pelab::RopeReference &reference,
                                         const Tables &tables);
    // The check view's computation (RopeCheckResult); no comparison while no file is named.
    static std::shared_ptr<const ViewResult> compute(const TabResult &result, const TabState &state,
                                                     const TaskControl &control);
};
