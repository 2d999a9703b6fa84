#include "shell/worksheetdialog.h"

#include "steplab/worksheetclass.h"

#include "stepworksheets.h"

#include <QDir>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QPushButton>
#include <QRandomGenerator>
#include <QRegularExpressionValidator>
#include <QSettings>
#include <QSpinBox>

namespace {

const QString kGroup = QStringLiteral("worksheets");
constexpr int kDefaultStudents = 30;

} // namespace

WorksheetDialog::WorksheetDialog(QWidget *parent)
    : DocumentDialog(kGroup, QStringLiteral("steplab-worksheets.pdf"), parent)
{
    setObjectName(QStringLiteral("worksheetDialog"));
    setWindowTitle(tr("Export Worksheets"));
    m_students = new QSpinBox(this);
    m_students->setObjectName(QStringLiteral("students"));
    m_students->setRange(pelab::kWorksheetMinStudents, pelab::kWorksheetMaxStudents);
    m_students->setToolTip(tr("One page per student, each with its own parameters"));
    form()->addRow(tr("&Students:"), m_students);

    m_seed = new QLineEdit(this);
    m_seed->setObjectName(QStringLiteral("seed"));
    m_seed->setValidator(
        new QRegularExpressionValidator(QRegularExpression(QStringLiteral("[0-9]{1,20}")), m_seed));
    m_seed->setToolTip(tr("The same seed gives the same worksheets and answer key"));
    auto *newSeed = new QPushButton(tr("&New Seed"), this);
    newSeed->setObjectName(QStringLiteral("newSeed"));
    connect(newSeed, &QPushButton::clicked, this,
            [this] { setSeed(QRandomGenerator::global()->generate64()); });
    auto *seedRow = new QHBoxLayout;
    seedRow->addWidget(m_seed, 1);
    seedRow->addWidget(newSeed);
    form()->addRow(buddyLabel(tr("S&eed:"), m_seed), seedRow);

    m_key = addFileRow(tr("Answer &key:"), QStringLiteral("key"),
                       tr("Answer key (*.json *.csv *.pdf)"));
    m_key->setPlaceholderText(tr("none (optional: .json, .csv or .pdf)"));

    const QSettings settings;
    setStudents(settings.value(kGroup + QStringLiteral("/students"), kDefaultStudents).toInt());
    const auto seed =
        WorksheetClass::parseSeed(settings.value(kGroup + QStringLiteral("/seed")).toString());
    setSeed(seed ? *seed : QRandomGenerator::global()->generate64());
    setKeyFileName(settings.value(kGroup + QStringLiteral("/key")).toString());
    finish();
}

int WorksheetDialog::students() const
{
    return m_students->value();
}

void WorksheetDialog::setStudents(int students)
{
    m_students->setValue(students);
}

std::optional<std::uint64_t> WorksheetDialog::seed() const
{
    return WorksheetClass::parseSeed(m_seed->text().trimmed());
}

void WorksheetDialog::setSeed(std::uint64_t seed)
{
    m_seed->setText(QString::number(seed));
}

QString WorksheetDialog::keyFileName() const
{
    return QDir::fromNativeSeparators(m_key->text().trimmed());
}

void WorksheetDialog::setKeyFileName(const QString &fileName)
{
    m_key->setText(QDir::toNativeSeparators(fileName));
}

QString WorksheetDialog::problem() const
{
    const QString problem = DocumentDialog::problem();
    if (!problem.isEmpty())
        return problem;
    if (!seed())
        return tr("The seed must be an integer from 0 to 18446744073709551615.");
    if (!keyFileName().isEmpty() && !WorksheetClass::keyFormat(keyFileName()))
        return tr("The answer key must be a .json, .csv or .pdf file.");
    if (!keyFileName().isEmpty() &&
        QFileInfo(keyFileName()).absoluteFilePath() == QFileInfo(fileName()).absoluteFilePath())
        return tr("The answer key must be another file than the worksheets.");
    return {};
}

void WorksheetDialog::saveSettings() const
{
    DocumentDialog::saveSettings();
    QSettings settings;
    settings.setValue(kGroup + QStringLiteral("/students"), students());
    settings.setValue(kGroup + QStringLiteral("/seed"), QString::number(seed().value_or(0)));
    settings.setValue(kGroup + QStringLiteral("/key"), keyFileName());
}
