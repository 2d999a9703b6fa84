#pragma once

#include "tabcommand.h"

// `pelab-cli compare`: the Compare tab's command (CompareSpec). Every chosen profile against
// the distance Δ = 0 … D, normalised, written as one table (CSV, .npy) or as the overlay or
// panels figure; --list-profiles lists what the tabs declare; --json reports each profile's
// values at Δ = 0 and D and its range.
class CompareCommand : public TabCommand
{
    Q_DECLARE_TR_FUNCTIONS(CompareCommand)

public:
    CompareCommand();

    QString synopsis() const override;
    QString description() const override;
    QString examples() const override;
    bool listsOnly() const override { return m_listProfiles || TabCommand::listsOnly(); }
    int run(const CliOutputOptions &outputs) override;

protected:
    void addTabOptions(CommandOptions &options) const override;
    void prepareTab(const QCommandLineParser &parser) override;
    void report(JsonWriter &json, const ViewData &data) const override;

private:
    bool m_listProfiles = false;
};
