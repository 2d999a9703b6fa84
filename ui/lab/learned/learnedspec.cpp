#include "learnedspec.h"

#include "common/colormaps.h"
#include "learned/learnedprofiles.h"
#include "learned/learnedtables.h"
#include "learned/learnedviews.h"
#include "similarity/similarityview.h"
#include "spec/tabregistration.h"

#include "error.h"

#include <QFile>

#include <cmath>

namespace {

// The table as drawn: ±Inf as NaN (masked), or the table itself when it has none.
std::shared_ptr<const pelab::Matrix> maskInfinities(std::shared_ptr<const pelab::Matrix> table,
                                                    std::size_t infCount)
{
    if (infCount == 0)
        return table;
    auto copy = std::make_shared<pelab::Matrix>(table->rows(), table->cols());
    for (std::size_t i = 0; i < table->size(); ++i) {
        const double v = table->data()[i];
        copy->data()[i] = std::isinf(v) ? std::nan("") : v;
    }
    return copy;
}

} // namespace

LearnedSpec::LearnedSpec() : TabSpec("learned", "LearnedSpec")
{
    addParameter(Parameter::text(LearnedKeys::file)
                     .heldByView() // the source bar: Open, the recent files, a drop on the page
                     .help(QT_TR_NOOP("The .npy, CSV or safetensors file to read; empty: the "
                                      "bundled sample table."))
                     .valueName("FILE"));
    addParameter(Parameter::text(LearnedKeys::tensor)
                     .heldByView() // the source bar's tensor picker
                     .help(QT_TR_NOOP("safetensors: the tensor to read (required when the file "
                                      "holds several)."))
                     .valueName("NAME"));
    addParameter(Parameter::choice(ColormapKeys::colormap, colormapChoices(), "rdbu")
                     .stage(Parameter::Stage::Display)
                     .label(QT_TR_NOOP("Colo&urs:"))
                     .help(QT_TR_NOOP("Colours of the heatmaps.")));
    addParameter(SimilarityView::measureParameter("cosine").views({QStringLiteral("similarity")}));
    addParameter(
        Parameter::choice(
            LearnedKeys::spectrum,
            {{QStringLiteral("magnitude"), QT_TR_NOOP("Magnitude per frequency and dimension")},
             {QStringLiteral("peaks"),
              QT_TR_NOOP("Energy share of each dimension's peak frequency")}},
            "magnitude")
            .stage(Parameter::Stage::Display)
            .views({QStringLiteral("spectrum")})
            .label(QT_TR_NOOP("S&how:"))
            .help(QT_TR_NOOP("What the spectrum view shows and exports: |X_k|/N per frequency "
                             "bin and dimension, or per dimension its peak bin and that bin's "
                             "share of the variance.")));
    addParameter(Parameter::choice(LearnedKeys::compareExport,
                                   {{QStringLiteral("learned"), QT_TR_NOOP("learned table")},
                                    {QStringLiteral("sinusoidal"), QT_TR_NOOP("sinusoidal table")}},
                                   "learned")
                     .stage(Parameter::Stage::Display)
                     .views({QStringLiteral("compare")})
                     .label(QT_TR_NOOP("E&xport:"))
                     .help(QT_TR_NOOP("The side of the comparison that exports write.")));

    addView({.name = QStringLiteral("table"),
             .title = QT_TR_NOOP("T&able"),
             .summary = QT_TR_NOOP("the table as read, as a heatmap (NaN and ±Inf grey): rows "
                                   "are positions, columns dimensions"),
             .table = &LearnedTables::values,
             .fileStem = &LearnedTables::stem});
    ViewSpec similarity = SimilarityView::spec(
        [](const TabResult &result) {
            const auto &r = static_cast<const LearnedResult &>(result);
            return SimilarityView::Source{r.display, 0, LearnedTables::title(r), {}, {}};
        },
        QT_TR_NOOP("&Similarity"),
        QT_TR_NOOP("the cosine similarity, dot product or distance between every two positions"));
    similarity.busy = QT_TR_NOOP("Computing the similarity matrix…");
    similarity.fileStem = &LearnedTables::similarityStem;
    addView(similarity);
    addView({.name = QStringLiteral("spectrum"),
             .title = QT_TR_NOOP("S&pectrum"),
             .summary = QT_TR_NOOP("per dimension, the DFT magnitude over positions, or each "
                                   "dimension's peak frequency and its share of the variance"),
             .busy = QT_TR_NOOP("Computing the spectrum…"),
             .compute = &LearnedViews::spectrum,
             .table = &LearnedTables::spectrum,
             .fileStem = &LearnedTables::spectrumStem});
    addView({.name = QStringLiteral("compare"),
             .title = QT_TR_NOOP("&Compare with sinusoidal"),
             .summary = QT_TR_NOOP("the table beside the sinusoidal table of its shape (base "
                                   "10000, interleaved); exports write one side"),
             .busy = QT_TR_NOOP("Computing the sinusoidal table…"),
             .compute = &LearnedViews::compare,
             .table = &LearnedTables::compare,
             .fileStem = &LearnedTables::compareStem});
    for (const RelativeProfile &profile : LearnedProfiles::all())
        addProfile(profile);
}

QString LearnedSpec::title() const
{
    return tr("Learned");
}

QString LearnedSpec::summary() const
{
    return tr("A learned position table from .npy, CSV or safetensors: table, similarity, "
              "spectrum, comparison with sinusoidal");
}

QString LearnedSpec::busyText() const
{
    return tr("Reading the table…");
}

std::shared_ptr<const TabResult> LearnedSpec::compute(const TabState &state,
                                                      const TaskControl &) const
{
    return read(state, TensorChoice::Guess);
}

std::shared_ptr<const LearnedResult> LearnedSpec::read(const TabState &state, TensorChoice choice)
{
    auto result = std::make_shared<LearnedResult>();
    result->state = state;
    result->fileName = state.text(LearnedKeys::file);
    pelab::ArrayReadOptions options;
    options.tensorName = state.text(LearnedKeys::tensor).toStdString();
    pelab::LoadedArray array;
    if (result->fileName.isEmpty()) {
        QFile sample(sampleResource());
        if (!sample.open(QIODevice::ReadOnly))
            throw pelab::Error("the bundled sample is missing");
        const QByteArray bytes = sample.readAll();
        array = pelab::readArrayBytes(bytes.constData(), std::size_t(bytes.size()),
                                      "learned-sample.npy", options);
    } else {
        const std::string path = QFile::encodeName(result->fileName).toStdString();
        result->tensors = pelab::listArrayTensors(path);
        if (choice == TensorChoice::Guess && options.tensorName.empty() &&
            result->tensors.size() > 1)
            options.tensorName = defaultTensor(result->tensors);
        array = pelab::readArrayFile(path, options);
    }
    // The tensor read, guessed or not: what a session then records.
    result->state.set(LearnedKeys::tensor, QString::fromStdString(array.tensorName));
    auto table = std::make_shared<const pelab::Matrix>(std::move(array.values));
    array.values = pelab::Matrix();
    result->summary = pelab::summarizeTable(*table);
    result->display = maskInfinities(table, array.infCount);
    result->table = std::move(table);
    result->array = std::move(array);
    return result;
}

std::string LearnedSpec::defaultTensor(const std::vector<pelab::TensorInfo> &tensors)
{
    for (const char *hint : {"wpe", "position_embeddings", "pos_emb", "position"}) {
        for (const auto &t : tensors) {
            if (t.readable && t.name.find(hint) != std::string::npos)
                return t.name;
        }
    }
    for (const auto &t : tensors) {
        if (t.readable)
            return t.name;
    }
    return tensors.empty() ? std::string() : tensors.front().name;
}

PELAB_REGISTER_TAB_SPEC(learned, LearnedSpec)
