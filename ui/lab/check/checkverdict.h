#pragma once

#include <QCoreApplication>
#include <QString>

#include <cstdint>
#include <string>
#include <vector>

// A check view's verdict as the window shows it (the RoPE and ALiBi tabs' "Check an
// implementation"): its kind, which the window gives a colour and an icon, a heading, and the
// details as rich text; and the wording both checks share.
class CheckVerdict
{
    Q_DECLARE_TR_FUNCTIONS(CheckVerdict)

public:
    enum class Kind
    {
        NoFile,     // nothing loaded yet: what to load
        Pending,    // the values changed: the check is being made again
        NotChecked, // the file cannot be checked against the current values (why in details)
        Match,
        Mismatch,
    };

    Kind kind = Kind::NoFile;
    QString heading;
    QString details;

    QString text() const; // heading and details, rich text
    static CheckVerdict pending();
    static CheckVerdict notChecked(const QString &why);

    // A number as people write it, `digits` significant: 500000, 0.875, 7, 0.0024, and below
    // 0.001 or from 10⁶ on 2.4 × 10⁻⁴ (never 5e+05).
    static QString number(double value, int digits = 3);
    // "(1, 4096, 128)"; with dropped axes "(1, 4096, 128), axis 0 of size 1 dropped".
    static QString shape(const std::vector<std::uint64_t> &shape, const std::vector<int> &dropped);
    // The stored element type in words: "float16" for "<f2" or "F16", "text" for CSV.
    static QString dtypeName(const std::string &dtype);
};
