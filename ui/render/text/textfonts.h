#pragma once

#include <QString>
#include <QStringList>

// The fonts every text of PE Lab is drawn with, on screen and on paper. Japanese is set in
// BIZ UDPGothic (fonts-morisawa-bizud-gothic): each of its glyphs has one character, so a PDF's
// text reads back as written (Qt's PDF writer names a glyph by the lowest character that maps to
// it, and IPAex Gothic shares 入 with the Kangxi radical ⼊, − with the soft hyphen), and it has a
// bold weight for headings. Text is not shaped (no ligatures: "off" stays three letters when a
// PDF is searched or copied; Latin and Japanese need no shaping).
namespace TextFonts {

// "BIZ UDPGothic" when it is installed, else empty (Japanese then falls back through fontconfig).
QString japaneseFamily();

// Once, with a QGuiApplication and before any widget or figure: the application's font becomes
// its Latin family with the Japanese one behind it, unshaped, and every installed family without
// Japanese (and the generic names, "Sans Serif", "Serif", "Monospace") falls back to the Japanese
// family first. Every program that links this (pelab, pelab-cli, the test suites) does it when
// its QGuiApplication is made; calling it again does nothing.
void install();

// The families of a printed document's text: for Japanese ("ja") the Japanese family first, so
// that the Latin letters of a sentence go with its kana; otherwise the application's.
QStringList documentFamilies(const QString &language);
// The distance between a printed document's lines, in percent of its font's height: Japanese
// (a font one em from ascent to descent) is given the leading a Japanese page has.
int documentLineHeight(const QString &language);

} // namespace TextFonts
