#include "shawcommand.h"

#include "clierror.h"
#include "clivalues.h"
#include "figures/heatmapwidget.h"
#include "jsonwriter.h"
#include "shaw/shawfigure.h"

#include "error.h"
#include "shawfiles.h"

#include <QCommandLineParser>

#include <optional>

QString ShawCommand::name() const
{
    return QStringLiteral("shaw");
}

QString ShawCommand::summary() const
{
    return tr("Shaw et al. (2018) relative scores: content, position and total terms, clipping");
}

QString ShawCommand::synopsis() const
{
    return tr("--positions N --dim D --clip K [--seed S | --q FILE --k FILE --rel FILE] "
              "[--term total|content|position] [options]");
}

QString ShawCommand::description() const
{
    return tr("Computes a(t, s) = (q_t.k_s + q_t.r_clip(s-t)) / sqrt(d) for t, s = 0 … N-1,\n"
              "clip(x) = max(-K, min(K, x)), with 2K+1 relative vectors r_-K … r_K.\n"
              "q, k and r are standard normal from the portable seeded generator (--seed,\n"
              "default 42: all of q row by row, then k, then r), or read from CSV or .npy\n"
              "files: --q and --k N x d, --rel (2K+1) x d with r_-K first; N, d and K then\n"
              "come from the files (when given as well they must agree). The CSV/.npy hold\n"
              "the N x N matrix of the chosen term (default total), the figure is its\n"
              "heatmap. --json reports every term's min and max over the whole table\n"
              "(computed row by row, never holding N x N) and the number of clipped cells.");
}

QString ShawCommand::examples() const
{
    return QStringLiteral(
        "  pelab-cli shaw --positions 512 --dim 64 --clip 16 --json\n"
        "  pelab-cli shaw --positions 128 --dim 32 --clip 8 --term position --csv pos.csv "
        "--png pos.png\n"
        "  pelab-cli shaw --q q.npy --k k.npy --rel r.npy --npy scores.npy\n");
}

void ShawCommand::addOptions(QCommandLineParser &parser) const
{
    parser.addOptions({
        {QStringLiteral("positions"), tr("Sequence length N (required unless loading)."),
         QStringLiteral("N")},
        {QStringLiteral("dim"), tr("Head width d (required unless loading)."), QStringLiteral("D")},
        {QStringLiteral("clip"), tr("Clipping distance K >= 0 (required unless loading)."),
         QStringLiteral("K")},
        {QStringLiteral("seed"), tr("Seed of the q, k, r generator (default 42)."),
         QStringLiteral("S")},
        {QStringLiteral("q"), tr("Queries q, N x d (CSV or .npy)."), QStringLiteral("FILE")},
        {QStringLiteral("k"), tr("Keys k, N x d (CSV or .npy)."), QStringLiteral("FILE")},
        {QStringLiteral("rel"), tr("Relative vectors r, (2K+1) x d, first row r_-K."),
         QStringLiteral("FILE")},
        {QStringLiteral("term"), tr("The matrix written: total (default), content or position."),
         QStringLiteral("TERM")},
        {QStringLiteral("colormap"),
         tr("Heatmap colours: rdbu (default), viridis, cividis, magma, grey."),
         QStringLiteral("NAME")},
    });
}

void ShawCommand::prepare(const QCommandLineParser &parser)
{
    const bool loading = parser.isSet(QStringLiteral("q")) || parser.isSet(QStringLiteral("k")) ||
                         parser.isSet(QStringLiteral("rel"));
    if (loading && parser.isSet(QStringLiteral("seed")))
        throw CliError(tr("--seed and --q/--k/--rel exclude each other"));
    if (parser.isSet(QStringLiteral("term"))) {
        const QString text = parser.value(QStringLiteral("term"));
        const auto term = pelab::parseShawTerm(text.toStdString());
        if (!term)
            throw CliError(tr("unknown term '%1' (expected total, content or position)").arg(text));
        m_term = *term;
    }
    if (parser.isSet(QStringLiteral("colormap"))) {
        const QString text = parser.value(QStringLiteral("colormap"));
        const std::optional<Colormap> colormap = parseColormap(text);
        if (!colormap)
            throw CliError(tr("unknown colormap '%1' (expected viridis, rdbu, cividis, magma "
                              "or grey)")
                               .arg(text));
        m_colormap = *colormap;
    }
    std::optional<std::int64_t> positions, dim, clip;
    for (auto [name, value] :
         {std::pair{QStringLiteral("positions"), &positions},
          std::pair{QStringLiteral("dim"), &dim}, std::pair{QStringLiteral("clip"), &clip}}) {
        if (parser.isSet(name))
            *value = CliValues::int64(parser, name, 0);
        else if (!loading)
            throw CliError(
                tr("--%1 is required (or load q, k and r with --q, --k, --rel)").arg(name));
    }
    try {
        if (clip)
            pelab::validateShawClip(*clip);
        if (!loading) {
            m_seed = std::uint64_t(CliValues::int64(parser, QStringLiteral("seed"), 42));
            pelab::validateShawPositions(*positions);
            pelab::validateShawDim(*dim);
            m_scores = std::make_shared<const pelab::ShawScores>(
                pelab::ShawScores::seeded(*positions, *dim, *clip, m_seed));
            return;
        }
        for (auto [name, file] :
             {std::pair{QStringLiteral("q"), &m_qFile}, std::pair{QStringLiteral("k"), &m_kFile},
              std::pair{QStringLiteral("rel"), &m_relFile}}) {
            if (!parser.isSet(name))
                throw CliError(tr("--q, --k and --rel go together: --%1 is missing").arg(name));
            *file = parser.value(name);
        }
        m_scores = std::make_shared<const pelab::ShawScores>(pelab::loadShawScores(
            m_qFile.toStdString(), m_kFile.toStdString(), m_relFile.toStdString()));
    } catch (const pelab::Error &error) {
        throw CliError(QString::fromUtf8(error.what()));
    }
    const auto disagree = [](const char *what, std::int64_t given, std::int64_t files) {
        return CliError(tr("--%1 %2 disagrees with the files, which give %3")
                            .arg(QString::fromLatin1(what))
                            .arg(given)
                            .arg(files));
    };
    if (positions && *positions != m_scores->positions())
        throw disagree("positions", *positions, m_scores->positions());
    if (dim && *dim != m_scores->dim())
        throw disagree("dim", *dim, m_scores->dim());
    if (clip && *clip != m_scores->clip())
        throw disagree("clip", *clip, m_scores->clip());
}

int ShawCommand::run(const CliOutputOptions &outputs)
{
    const std::int64_t n = m_scores->positions();
    std::shared_ptr<const pelab::Matrix> values;
    if (!outputs.files.isEmpty()) {
        try {
            values = std::make_shared<const pelab::Matrix>(m_scores->matrix(m_term));
        } catch (const pelab::Error &error) {
            throw CliError(QString::fromUtf8(error.what()));
        }
    }
    std::unique_ptr<HeatmapWidget> heatmap;
    const ShawFigure::Window whole{0, 0, n};
    const QString title = ShawFigure::heatmapTitle(m_term, *m_scores, whole);
    if (outputs.needsFigure()) {
        heatmap = std::make_unique<HeatmapWidget>();
        ShawFigure::configureHeatmap(*heatmap, m_term, *m_scores, whole, *values, m_colormap);
        heatmap->setMatrix(values);
    }
    std::optional<pelab::ShawSummary> summary;
    if (outputs.json)
        summary = m_scores->summary();
    writeOutputs(outputs, ShawFigure::termTable(values, 0, 0), heatmap.get(), title,
                 [&](JsonWriter &json) { report(json, *summary); });
    return 0;
}

void ShawCommand::report(JsonWriter &json, const pelab::ShawSummary &summary) const
{
    json.add("command", "shaw");
    json.add("positions", m_scores->positions());
    json.add("dim", m_scores->dim());
    json.add("clip", m_scores->clip());
    json.add("relative_vectors", 2 * m_scores->clip() + 1);
    if (m_qFile.isEmpty()) {
        json.add("source", "seed");
        json.add("seed", std::int64_t(m_seed));
    } else {
        json.add("source", "files");
        json.add("q", m_qFile);
        json.add("k", m_kFile);
        json.add("rel", m_relFile);
    }
    json.add("term", pelab::shawTermName(m_term));
    json.add("clipped_cells", std::int64_t(summary.clippedCells));
    const std::pair<const char *, pelab::ShawRange> ranges[] = {
        {"total", summary.total}, {"content", summary.content}, {"position", summary.position}};
    for (const auto &[name, range] : ranges) {
        json.beginObject(name);
        json.add("min", range.min);
        json.add("max", range.max);
        json.endObject();
    }
}
