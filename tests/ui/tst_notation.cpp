// Notation typeset for slides, handouts and worksheets (issue 25 §18): the texts' "x(p)_j",
// "ω_i", "base^(2i/d)", "R_(s−t)" and "r_clip(s−t)" become rich text sub- and superscripts;
// everything else is escaped and kept as written.
#include "present/notation.h"

#include <QTest>

class TestNotation : public QObject
{
    Q_OBJECT

private slots:
    void html_data();
    void html();
};

void TestNotation::html_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("html");
    const auto row = [](const char *name, const char *text, const char *html) {
        QTest::newRow(name) << QString::fromUtf8(text) << QString::fromUtf8(html);
    };
    row("step 5", "x(p)_j = e_j + PE(p)_j", "x(p)<sub>j</sub> = e<sub>j</sub> + PE(p)<sub>j</sub>");
    row("greek", "sin(t·ω_i)", "sin(t·ω<sub>i</sub>)");
    row("sum", "√(Σ_j (PE(q)_j − PE(p)_j)²)",
        "√(Σ<sub>j</sub> (PE(q)<sub>j</sub> − PE(p)<sub>j</sub>)²)");
    row("power group", "ω_i = 1 / base^(2i/d)", "ω<sub>i</sub> = 1 / base<sup>2i/d</sup>");
    row("power word", "base^0 = 1", "base<sup>0</sup> = 1");
    row("negative power", "m_h = 2^(−8h/H)", "m<sub>h</sub> = 2<sup>−8h/H</sup>");
    row("group subscript", "R_tᵀR_s = R_(s−t)", "R<sub>t</sub>ᵀR<sub>s</sub> = R<sub>s−t</sub>");
    row("function subscript", "q_t·r_clip(s−t) / √d_k",
        "q<sub>t</sub>·r<sub>clip(s−t)</sub> / √d<sub>k</sub>");
    row("nested", "θ_(i+1) = b^(−2(i+1)/d)", "θ<sub>i+1</sub> = b<sup>−2(i+1)/d</sup>");
    row("escaped", "a < b & \"c\" > d", "a &lt; b &amp; \"c\" &gt; d");
    row("spaces kept", "on: 2.0    off: 0", "on: 2.0 &nbsp;&nbsp;&nbsp;off: 0");
    row("line break", "pair 0\npair 1", "pair 0<br>pair 1");
    row("no carrier", "a _j or ^2 alone", "a _j or ^2 alone");
    row("blank line", "______", "______");
    row("unbalanced", "b^(2i/d", "b^(2i/d");
}

void TestNotation::html()
{
    QFETCH(QString, text);
    QFETCH(QString, html);
    QCOMPARE(Notation::html(text), html);
    QCOMPARE(Notation::hasScripts(text), html.contains(QStringLiteral("<su")));
}

QTEST_APPLESS_MAIN(TestNotation)
#include "tst_notation.moc"
