#pragma once

#include "ropeanalysis.h"

#include <QCoreApplication>
#include <QString>

#include <cstdint>
#include <vector>

class TabState;

// Where the RoPE tab's q and k come from (its "content" parameter: random, typed, files) and the
// texts it reads numbers from: typed vectors, the tolerance, longrope's factor lists.
class RopeContent
{
    Q_DECLARE_TR_FUNCTIONS(RopeContent)

public:
    // Numbers separated by commas, semicolons or spaces, '.' decimals whatever the locale
    // (strict: "1e999", "nan", "1.2.3" refused). Throws pelab::Error naming `role` and the first
    // entry that is not a finite number.
    static std::vector<double> parseList(const QString &text, const QString &role);
    // parseList() of exactly d numbers.
    static std::vector<double> parseVector(const QString &text, std::int64_t dim,
                                           const QString &role);
    // The tolerance text: empty is automatic (nullopt); otherwise a finite number ≥ 0.
    static std::optional<double> parseTolerance(const QString &text, bool *ok = nullptr);
    // What is wrong with a tolerance text (the parameter's own check); empty when fine.
    static QString toleranceProblem(const QString &text);

    // q and k as the state says: typed text parsed, files read (`readFiles`; otherwise only
    // their names are required, for a quick check); seeded random ones stay unset. Throws
    // pelab::Error naming the problem.
    static void resolve(const TabState &state, pelab::RopeParameters &params, bool readFiles);
};
