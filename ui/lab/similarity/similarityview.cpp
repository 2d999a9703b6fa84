#include "similarityview.h"

#include "spec/tabstate.h"
#include "task/taskcontrol.h"

#include "error.h"
#include "similarity.h"

#include <QCoreApplication>

namespace SimilarityView {

namespace {

const char *kContext = "SimilarityView";

const char *kMeasureLabels[] = {
    QT_TRANSLATE_NOOP("SimilarityView", "Dot product PE(t)·PE(s)"),
    QT_TRANSLATE_NOOP("SimilarityView", "Cosine similarity"),
    QT_TRANSLATE_NOOP("SimilarityView", "Distance ‖PE(t) − PE(s)‖"),
};

SimilarityMeasure measureOf(const TabState &state)
{
    return parseSimilarityMeasure(state.text(SimilarityKeys::measure))
        .value_or(SimilarityMeasure::Dot);
}

} // namespace

Parameter measureParameter(const char *defaultId)
{
    QList<Parameter::Choice> choices;
    for (SimilarityMeasure measure : allSimilarityMeasures())
        choices.append({similarityMeasureId(measure), kMeasureLabels[int(measure)], kContext, {}});
    Parameter parameter = Parameter::choice(SimilarityKeys::measure, choices, defaultId);
    parameter.stage(Parameter::Stage::View)
        .context(kContext)
        .label(QT_TRANSLATE_NOOP("SimilarityView", "&Measure:"))
        .help(QT_TRANSLATE_NOOP("SimilarityView", "How two positions are compared."));
    return parameter;
}

QString measureTitle(SimilarityMeasure measure)
{
    return QCoreApplication::translate(kContext, kMeasureLabels[int(measure)]);
}

ViewSpec spec(SourceOf source, const char *title, const char *summary)
{
    ViewSpec view;
    view.name = QStringLiteral("similarity");
    view.title = title;
    view.summary = summary;
    view.busy = QT_TRANSLATE_NOOP("SimilarityView", "Computing the similarity matrix…");
    view.compute = [source](const TabResult &result, const TabState &state,
                            const TaskControl &control) -> std::shared_ptr<const ViewResult> {
        const Source from = source(result);
        auto out = std::make_shared<SimilarityResult>();
        out->state = state;
        out->measure = measureOf(state);
        out->rowOrigin = from.rowOrigin;
        out->sourceTitle = from.title;
        pelab::Matrix gram = pelab::gramMatrix(*from.table, pelab::kDefaultMemoryLimit,
                                               [&control](double f) { return control.report(f); });
        if (gram.empty() && from.table->rows() > 0)
            throw pelab::Error("cancelled");
        if (out->measure == SimilarityMeasure::Cosine)
            gram = pelab::cosineFromGram(gram);
        else if (out->measure == SimilarityMeasure::Distance)
            gram = pelab::distanceFromGram(gram);
        out->matrix = std::make_shared<const pelab::Matrix>(std::move(gram));
        return out;
    };
    view.table = [](const ViewData &data) {
        const auto &similarity = data.viewResultAs<SimilarityResult>();
        ExportTable out;
        out.matrix = similarity.matrix;
        out.cornerHeader = QStringLiteral("position");
        const qint64 origin = similarity.rowOrigin;
        out.rowLabel = [origin](qsizetype row) { return QString::number(origin + row); };
        out.columnLabel = [origin](qsizetype column) { return QString::number(origin + column); };
        return out;
    };
    view.fileStem = [source](const ViewData &data) {
        const Source from = source(*data.result);
        return QStringLiteral("%1-%2-%3")
            .arg(from.stemPrefix, data.state.text(SimilarityKeys::measure), from.shape);
    };
    return view;
}

} // namespace SimilarityView
