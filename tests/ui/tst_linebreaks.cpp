// LineBreaks: the marks it puts in a paragraph (no-break spaces around a formula's operators,
// word joiners or no-break spaces among the last four characters), written out by hand here;
// and what they do where Qt lays the text out: at every width from narrow to wide, no short
// formula is split and the last line holds at least four characters.
#include "text/linebreaks.h"

#include <QFont>
#include <QFontMetricsF>
#include <QRegularExpression>
#include <QTest>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextFragment>
#include <QTextLayout>

using namespace Qt::StringLiterals;

namespace {

// A text written with ~ for a no-break space and | for a word joiner.
QString marked(QString text)
{
    return text.replace(u'~', QChar(0x00A0)).replace(u'|', QChar(0x2060));
}

int visible(const QString &text)
{
    int count = 0;
    for (const QChar c : text)
        count += !c.isSpace() && c != QChar(0x2060) ? 1 : 0;
    return count;
}

// The lines Qt breaks `text` into at `width` pixels, as QLabel and QTextDocument do.
QStringList lines(const QString &text, const QFont &font, double width)
{
    QTextLayout layout(text, font);
    QTextOption option;
    option.setWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
    layout.setTextOption(option);
    layout.beginLayout();
    QStringList out;
    for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
        line.setLineWidth(width);
        out << text.mid(line.textStart(), line.textLength());
    }
    layout.endLayout();
    return out;
}

} // namespace

class TestLineBreaks : public QObject
{
    Q_OBJECT

private slots:
    void marks_data();
    void marks();
    void laidOut_data();
    void laidOut();
    void documentKeepsFormats();
};

void TestLineBreaks::marks_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("expected"); // ~ a no-break space, | a word joiner
    QTest::newRow("formula only") << u"x = 1"_s << u"x~=~1"_s;
    QTest::newRow("chained formula")
        << u"so x(q) − x(p) = PE(q) − PE(p) here"_s << u"so x(q)~−~x(p)~=~PE(q)~−~PE(p) here"_s;
    QTest::newRow("Japanese, formulas and ending")
        << u"位置 p = 0 と q = 3 です。"_s << u"位置 p~=~0 と q~=~3~で|す。"_s;
    QTest::newRow("Japanese ending") << u"区別できません。"_s << u"区別できま|せ|ん。"_s;
    QTest::newRow("English, a short last word") << u"It is an."_s << u"It is~an."_s;
    QTest::newRow("English, a long last word") << u"Tell them apart."_s << u"Tell them apart."_s;
    QTest::newRow("two paragraphs")
        << u"a = b\n二つのトークンです。"_s << u"a~=~b\n二つのトークン|で|す。"_s;
    QTest::newRow("no operator between words")
        << u"a - b and c/d here."_s << u"a - b and c/d here."_s;
    QTest::newRow("too short for the rule") << u"ん。"_s << u"ん。"_s;
}

void TestLineBreaks::marks()
{
    QFETCH(QString, text);
    QFETCH(QString, expected);
    const QString result = LineBreaks::keepTogether(text);
    QCOMPARE(result, marked(expected));
    QCOMPARE(LineBreaks::plain(result), text);
    QCOMPARE(LineBreaks::keepTogether(result), result); // once is enough
}

void TestLineBreaks::laidOut_data()
{
    QTest::addColumn<QString>("text");
    QTest::newRow("step 6, Japanese")
        << u"二つの入力を引き算します: E は打ち消し合い、x(q) − x(p) = PE(q) − PE(p) が残ります。"
           u"差はゼロではないので、位置 p = 0 と q = 3 はもう同じ入力ではありません。"_s;
    QTest::newRow("step 6, English")
        << u"Subtract the two inputs: E cancels and x(q) − x(p) = PE(q) − PE(p). The "
           u"difference is not zero, so positions p = 0 and q = 3 are no longer the same input."_s;
    QTest::newRow("mixed") << u"幅 d = 8、base 10000、位置信号オンで七つのステップをたどります。"_s;
}

void TestLineBreaks::laidOut()
{
    QFETCH(QString, text);
    QFont font;
    font.setPointSizeF(10.0);
    const double em = QFontMetricsF(font).height();
    // Operands are the Latin words around an operator ("x(q)", not "合い、x(q)").
    static const QString word = u"[^\\s\\p{Han}\\p{Hiragana}\\p{Katakana}、。]+"_s;
    static const QRegularExpression formula(word + u"(?: [=−+] "_s + word + u")+"_s);
    QStringList formulas;
    for (auto it = formula.globalMatch(text); it.hasNext();)
        formulas << it.next().captured();
    QVERIFY(!formulas.isEmpty() || !text.contains(u" = "_s));
    const QString marked = LineBreaks::keepTogether(text);
    // From a narrow column (the longest formula, 27 characters, just fits) to the whole
    // paragraph on one line.
    for (double width = 20 * em; width < 80 * em; width += em / 3) {
        const QStringList laid = lines(marked, font, width);
        const QString where = u"at %1 px: %2"_s.arg(width).arg(laid.join(u" | "_s));
        if (laid.size() > 1)
            QVERIFY2(visible(laid.constLast()) >= LineBreaks::kLastLine, qPrintable(where));
        // A formula is never split: the lines joined at their breaks still hold it whole.
        const QString joined = LineBreaks::plain(laid.join(u'\n'));
        for (const QString &f : formulas)
            QVERIFY2(joined.contains(f), qPrintable(f + u" split "_s + where));
        // And nothing of the text lost or added but the marks.
        QCOMPARE(LineBreaks::plain(laid.join(QString())), text);
    }
}

void TestLineBreaks::documentKeepsFormats()
{
    QTextDocument document;
    document.setHtml(u"<h2>ステップ 6 — 引き算</h2><p>位置 <b>q = 3</b> です。</p>"
                     u"<table><tr><td>x(q) − x(p)</td></tr></table>"_s);
    LineBreaks::keepTogether(document);
    QStringList blocks;
    for (QTextBlock block = document.begin(); block.isValid(); block = block.next()) {
        if (!block.text().isEmpty()) // (the block a table is followed by)
            blocks << block.text();
    }
    QCOMPARE(blocks, (QStringList{marked(u"ステップ 6 —~引|き|算"_s),
                                  marked(u"位置 q~=~3~で|す。"_s), marked(u"x(q)~−~x(p)"_s)}));
    // The no-break spaces of the bold formula are bold, the word joiners take the format before.
    const QTextBlock paragraph = document.begin().next();
    for (auto it = paragraph.begin(); !it.atEnd(); ++it) {
        const QTextFragment fragment = it.fragment();
        const bool bold = fragment.charFormat().fontWeight() >= QFont::Bold;
        if (fragment.text().contains(u'='))
            QVERIFY2(bold && fragment.text() == marked(u"q~=~3"_s), qPrintable(fragment.text()));
        else
            QVERIFY2(!bold, qPrintable(fragment.text()));
    }
}

QTEST_MAIN(TestLineBreaks)
#include "tst_linebreaks.moc"
