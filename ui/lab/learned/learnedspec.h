#pragma once

#include "spec/tabspec.h"

#include "arrayfile.h"
#include "learnedanalysis.h"

#include <memory>
#include <string>
#include <vector>

// The Learned tab's parameter keys, each declared once; its colormap is ColormapKeys::colormap
// and its similarity measure SimilarityKeys::measure.
namespace LearnedKeys {

inline constexpr ParameterKey file{"file"};
inline constexpr ParameterKey tensor{"tensor"};
inline constexpr ParameterKey spectrum{"spectrum"};
inline constexpr ParameterKey compareExport{"compare-export"};

} // namespace LearnedKeys

// The Learned tab's result: the table read from the file (or the bundled sample), what the
// reader said of it, the file's tensors (for the picker) and the table's summary.
class LearnedResult : public TabResult
{
public:
    QString fileName;                             // as in the state; empty: the bundled sample
    pelab::LoadedArray array;                     // everything the reader said but the values
    std::vector<pelab::TensorInfo> tensors;       // a safetensors file's tensors; empty otherwise
    std::shared_ptr<const pelab::Matrix> table;   // the values as read
    std::shared_ptr<const pelab::Matrix> display; // ±Inf as NaN (drawn masked), else `table`
    pelab::TableSummary summary;
};

// The Learned tab: a learned absolute position table P ∈ R^(n×d), PE(t) = P[t], read from a
// .npy, CSV or safetensors file off the GUI thread; its parameters (file, tensor, colours, the
// views' choices), its views (table, similarity, spectrum, comparison with the sinusoidal
// table) and its computation.
class LearnedSpec : public TabSpec
{
    Q_DECLARE_TR_FUNCTIONS(LearnedSpec)

public:
    // What an empty tensor name means for a file of several tensors: the position table if one
    // is recognisable (the window), or a refusal that lists them (pelab-cli).
    enum class TensorChoice
    {
        Guess,
        Required
    };

    LearnedSpec();

    QString title() const override;
    QString summary() const override;
    QString busyText() const override;
    // Reads the state's file with the tensor guessed (TensorChoice::Guess); the result's state
    // names the tensor read, so that a session records what is shown.
    std::shared_ptr<const TabResult> compute(const TabState &state,
                                             const TaskControl &control) const override;

    static QString sampleResource() { return QStringLiteral(":/samples/learned-sample.npy"); }
    // Reads the file (empty: the bundled sample); throws pelab::Error naming the file.
    static std::shared_ptr<const LearnedResult> read(const TabState &state, TensorChoice choice);
    // The tensor to show first from a multi-tensor file: a position table if one is named so.
    static std::string defaultTensor(const std::vector<pelab::TensorInfo> &tensors);
};
