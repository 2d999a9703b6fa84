#pragma once

#include <QRegularExpression>
#include <QSet>
#include <QString>
#include <QStringList>

// The Latin a Japanese reader of PE Lab may meet (issue 31): symbols and formula variables,
// units, and identifiers that are names — of schemes, models, file formats, number formats, keys
// and functions — which stay as they are in Japanese text. Everything else written in Latin
// letters is an English word a class would have to read. Reviewed: add a name only when it is a
// name in Japanese writing too, never an English word.
namespace LatinAllowlist {

inline const QSet<QString> &names()
{
    static const QSet<QString> set = {
        // Position encodings, papers and their authors.
        QStringLiteral("RoPE"),
        QStringLiteral("ALiBi"),
        QStringLiteral("Shaw"),
        QStringLiteral("RoFormer"),
        QStringLiteral("Vaswani"),
        QStringLiteral("Press"),
        QStringLiteral("Su"),
        QStringLiteral("et"),
        QStringLiteral("al"),
        QStringLiteral("Smith"),
        QStringLiteral("Lewis"),
        QStringLiteral("NeurIPS"),
        QStringLiteral("NAACL"),
        QStringLiteral("ICLR"),
        QStringLiteral("Transformer"),
        QStringLiteral("NoPE"),
        // Scalings and methods as Hugging Face names them.
        QStringLiteral("NTK"),
        QStringLiteral("YaRN"),
        QStringLiteral("yarn"),
        QStringLiteral("LongRoPE"),
        QStringLiteral("llama3"),
        QStringLiteral("longrope"),
        QStringLiteral("rope_scaling"),
        QStringLiteral("inv_freq"),
        QStringLiteral("rotate_half"),
        QStringLiteral("mscale"),
        QStringLiteral("mscale_all_dim"),
        QStringLiteral("beta_fast"),
        QStringLiteral("beta_slow"),
        QStringLiteral("attention_factor"),
        QStringLiteral("factor"),
        QStringLiteral("low_freq_factor"),
        QStringLiteral("high_freq_factor"),
        QStringLiteral("original_max_position_embeddings"),
        QStringLiteral("short_factor"),
        QStringLiteral("long_factor"),
        QStringLiteral("alibi_bias_max"),
        QStringLiteral("rope_theta"),
        // Bucketed relative biases as transformers names them.
        QStringLiteral("compute_bias"),
        QStringLiteral("build_relative_position"),
        QStringLiteral("make_log_bucket_position"),
        QStringLiteral("relative_attention_bias"),
        QStringLiteral("relative_attention_num_buckets"),
        QStringLiteral("relative_attention_max_distance"),
        QStringLiteral("position_buckets"),
        QStringLiteral("max_relative_positions"),
        QStringLiteral("max_exact"),
        QStringLiteral("is_decoder"),
        QStringLiteral("head_dim"),
        QStringLiteral("Hugging"),
        QStringLiteral("Face"),
        QStringLiteral("transformers"),
        QStringLiteral("PyTorch"),
        QStringLiteral("NumPy"),
        QStringLiteral("GPT"),
        QStringLiteral("NeoX"),
        QStringLiteral("GEMM"),
        // Models and their families (preset titles).
        QStringLiteral("Llama"),
        QStringLiteral("Mistral"),
        QStringLiteral("Qwen"),
        QStringLiteral("DeepSeek"),
        QStringLiteral("BLOOM"),
        QStringLiteral("MPT"),
        QStringLiteral("Falcon"),
        QStringLiteral("BERT"),
        QStringLiteral("DeBERTa"),
        QStringLiteral("MPNet"),
        QStringLiteral("WavLM"),
        QStringLiteral("UMT5"),
        QStringLiteral("LongT5"),
        QStringLiteral("mT5"),
        QStringLiteral("Flan"),
        QStringLiteral("B"),
        // Files and numbers.
        QStringLiteral("CSV"),
        QStringLiteral("PNG"),
        QStringLiteral("SVG"),
        QStringLiteral("PDF"),
        QStringLiteral("JSON"),
        QStringLiteral("npy"),
        QStringLiteral("json"),
        QStringLiteral("csv"),
        QStringLiteral("pdf"),
        QStringLiteral("png"),
        QStringLiteral("svg"),
        QStringLiteral("GNU"),
        QStringLiteral("GPL"),
        QStringLiteral("safetensors"),
        QStringLiteral("float64"),
        QStringLiteral("float32"),
        QStringLiteral("int64"),
        QStringLiteral("float16"),
        QStringLiteral("bfloat16"),
        QStringLiteral("f64"),
        QStringLiteral("f32"),
        QStringLiteral("f16"),
        QStringLiteral("bf16"),
        QStringLiteral("ulp"),
        QStringLiteral("ulps"),
        // Colour maps are named, not described.
        QStringLiteral("Viridis"),
        QStringLiteral("viridis"),
        QStringLiteral("RdBu"),
        QStringLiteral("Cividis"),
        QStringLiteral("cividis"),
        QStringLiteral("Magma"),
        QStringLiteral("magma"),
        // Mathematics.
        QStringLiteral("sin"),
        QStringLiteral("cos"),
        QStringLiteral("max"),
        QStringLiteral("min"),
        QStringLiteral("exp"),
        QStringLiteral("log"),
        QStringLiteral("ln"),
        QStringLiteral("softmax"),
        QStringLiteral("clip"),
        QStringLiteral("PE"),
        QStringLiteral("mod"),
        // Units.
        QStringLiteral("px"),
        QStringLiteral("pt"),
        QStringLiteral("dpi"),
        QStringLiteral("mm"),
        QStringLiteral("cm"),
        QStringLiteral("in"),
        QStringLiteral("ms"),
        QStringLiteral("MiB"),
        QStringLiteral("GiB"),
        QStringLiteral("KiB"),
        QStringLiteral("rad"),
        QStringLiteral("DPI"),
        // Keys as keyboards label them.
        QStringLiteral("Ctrl"),
        QStringLiteral("Shift"),
        QStringLiteral("Alt"),
        QStringLiteral("Esc"),
        QStringLiteral("Enter"),
        QStringLiteral("Tab"),
        QStringLiteral("Space"),
        QStringLiteral("Home"),
        QStringLiteral("End"),
        QStringLiteral("PgUp"),
        QStringLiteral("PgDown"),
        QStringLiteral("PgDn"),
        QStringLiteral("Backspace"),
        QStringLiteral("Del"),
        QStringLiteral("F1"),
        QStringLiteral("F5"),
        QStringLiteral("F11"),
        QStringLiteral("Left"),
        QStringLiteral("Right"),
        QStringLiteral("Up"),
        QStringLiteral("Down"),
        QStringLiteral("Return"),
        QStringLiteral("OK"),
        // The program and its command line.
        QStringLiteral("PE"),
        QStringLiteral("Lab"),
        QStringLiteral("pelab"),
        QStringLiteral("cli"),
        QStringLiteral("Qt"),
        // The step-through lab's sentence: the tokens themselves.
        QStringLiteral("the"),
        QStringLiteral("cat"),
        QStringLiteral("saw"),
        QStringLiteral("dog"),
        // Keys of a model's config.json, as a tooltip names where a value came from.
        QStringLiteral("rotary_dim"),
        QStringLiteral("rotary_pct"),
        QStringLiteral("rotary_emb_base"),
        QStringLiteral("rope_type"),
        QStringLiteral("qk_rope_head_dim"),
        QStringLiteral("sliding_window"),
        QStringLiteral("_name_or_path"),
        QStringLiteral("attn_config"),
        QStringLiteral("auto_map"),
        QStringLiteral("d_model"),
        QStringLiteral("n_head"),
        QStringLiteral("n_heads"),
        QStringLiteral("partial_rotary_factor"),
        QStringLiteral("rope_parameters"),
        QStringLiteral("max_position_embeddings"),
        QStringLiteral("hidden_size"),
        QStringLiteral("num_attention_heads"),
        QStringLiteral("rope_interleave"),
        QStringLiteral("rotate_every_two"),
        QStringLiteral("model_type"),
        QStringLiteral("max_seq_len"),
        // Acronyms and other names.
        QStringLiteral("NaN"),
        QStringLiteral("Inf"),
        QStringLiteral("DFT"),
        QStringLiteral("MLA"),
        QStringLiteral("HF"),
        QStringLiteral("Meta"),
        QStringLiteral("tensor2tensor"),
        QStringLiteral("Uszkoreit"),
        QStringLiteral("English"),
        QStringLiteral("Page"),
        QStringLiteral("IEEE"),
        QStringLiteral("Petals"),
        QStringLiteral("get_slopes"),
        QStringLiteral("Qwen2"),
        QStringLiteral("Instruct"),
        QStringLiteral("true"),
        QStringLiteral("false"),
        // Multimodal RoPE and layer schedules (issue 27): the models' names, their config keys,
        // and "ID", which Japanese writes as it is (位置 ID).
        QStringLiteral("ID"),
        QStringLiteral("VL"),
        QStringLiteral("Qwen3"),
        QStringLiteral("Gemma"),
        QStringLiteral("Cohere2"),
        QStringLiteral("SmolLM3"),
        QStringLiteral("mrope_section"),
        QStringLiteral("mrope_interleaved"),
        QStringLiteral("spatial_merge_size"),
        QStringLiteral("second_per_grid_t"),
        QStringLiteral("tokens_per_second"),
        QStringLiteral("rope_local_base_freq"),
        QStringLiteral("attention_chunk_size"),
        QStringLiteral("no_rope_layers"),
        QStringLiteral("no_rope_layer_interval"),
        QStringLiteral("layer_types"),
        QStringLiteral("sliding_window_pattern"),
        // The Japanese font of figures and documents (BIZ UDPGothic).
        QStringLiteral("BIZ"),
        QStringLiteral("UDP"),
        QStringLiteral("UDPGothic"),
        // A section title of Qwen2.5's model card, quoted where a preset cites it.
        QStringLiteral("Processing"),
        QStringLiteral("Long"),
        QStringLiteral("Texts"),
    };
    return set;
}

// Symbols with a typeset subscript as a PDF's text layer reads them (e_j is "ej", R_t "Rt",
// r_clip "rclip"): the documents' notation (Notation::html), for their check only.
inline const QSet<QString> &typesetSymbols()
{
    static const QSet<QString> set = {
        QStringLiteral("ej"), QStringLiteral("Rt"), QStringLiteral("Rs"),
        QStringLiteral("mh"), QStringLiteral("qt"), QStringLiteral("ks"),
        QStringLiteral("dk"), QStringLiteral("rK"), QStringLiteral("rclip"),
    };
    return set;
}

// The runs of Latin letters in `text` that are not explained: numbers (with their exponents),
// code in quotes and options, file names and paths, symbols (t, s, d, q, k, E, θ_i, L_train,
// T0) and the names above.
inline QStringList unexplainedRuns(QString text)
{
    static const QRegularExpression number(
        QStringLiteral("(?<![A-Za-z0-9_.])[0-9]+(\\.[0-9]+)?([eE][-−+]?[0-9]+)?"));
    static const QRegularExpression path(
        QStringLiteral("[^\\s()\\[\\]、。「」:,]*[A-Za-z0-9](\\.[A-Za-z][A-Za-z0-9_]*)+"
                       "(?![A-Za-z])|[^\\s]*/[^\\s]*|(?<![A-Za-z0-9])\\.[A-Za-z][A-Za-z0-9]*"));
    // Code as code is quoted: 'pelab-cli session FILE', `inv_freq`, "type"; options: --compare;
    // commands: pelab-cli rope; commits: 8434c8d19c39.
    static const QRegularExpression code(QStringLiteral(
        "'[^'\\n]*'|`[^`\\n]*`|\"[^\"\\n]*\"|--[a-z0-9-]+|pelab-cli( [a-z]+)?|"
        "(?<![A-Za-z0-9])(?=[a-f]*[0-9])(?=[0-9]*[a-f])[0-9a-f]{7,40}(?![A-Za-z0-9])"));
    static const QRegularExpression run(QStringLiteral("_?[A-Za-z][A-Za-z0-9_]*"));
    // A symbol with a subscript or an index written out: θ_i, m_h, L_train, T0, d9, h6.
    static const QRegularExpression symbol(QStringLiteral("^[A-Za-z](_[A-Za-z0-9]+|[0-9]*)$"));
    // Subscripts of symbols in other scripts (θ_i, ω_j), in braces (R_{s−t}) or in other
    // scripts (R_Δ, r_−K), and a subscript drawn apart from its symbol (_j).
    static const QRegularExpression subscript(
        QStringLiteral("(?<=[^\\x{0}-\\x{7f}])_[A-Za-z0-9]+|_\\{[^}]*\\}|_(?![A-Za-z0-9])|"
                       "(?<![A-Za-z0-9])_[A-Za-z0-9]+"));
    text.replace(code, QStringLiteral(" "));
    text.replace(subscript, QStringLiteral(" "));
    text.replace(path, QStringLiteral(" "));
    text.replace(number, QStringLiteral(" "));
    QStringList out;
    for (auto it = run.globalMatch(text); it.hasNext();) {
        const QString word = it.next().captured();
        if (names().contains(word) || symbol.match(word).hasMatch())
            continue;
        if (!out.contains(word))
            out.append(word);
    }
    return out;
}

} // namespace LatinAllowlist
