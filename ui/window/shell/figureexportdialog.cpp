#include "figureexportdialog.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace {

QSpinBox *makeSpinBox(int minimum, int maximum, const QString &suffix, const QString &tip,
                      QWidget *parent)
{
    auto *box = new QSpinBox(parent);
    box->setRange(minimum, maximum);
    box->setSuffix(suffix);
    box->setToolTip(tip);
    box->setAccelerated(true);
    return box;
}

} // namespace

FigureExportDialog::FigureExportDialog(ExportFormat format, QWidget *parent)
    : QDialog(parent), m_format(format)
{
    setWindowTitle(tr("Export Figure as %1").arg(ExportFormats::displayName(format)));

    m_width = makeSpinBox(FigureOptions::kMinPixels, FigureOptions::kMaxPixels, tr(" px"),
                          tr("Width of the figure in pixels"), this);
    m_width->setObjectName(QStringLiteral("figureWidth"));
    m_height = makeSpinBox(FigureOptions::kMinPixels, FigureOptions::kMaxPixels, tr(" px"),
                           tr("Height of the figure in pixels"), this);
    m_height->setObjectName(QStringLiteral("figureHeight"));
    m_dpi = makeSpinBox(FigureOptions::kMinDpi, FigureOptions::kMaxDpi, tr(" DPI"),
                        tr("Resolution: 96 DPI draws text and lines at screen size, 192 DPI "
                           "draws the same layout twice as large"),
                        this);
    m_dpi->setObjectName(QStringLiteral("figureDpi"));
    m_summary = new QLabel(this);
    m_summary->setWordWrap(true);

    auto *form = new QFormLayout;
    form->addRow(tr("&Width:"), m_width);
    form->addRow(tr("&Height:"), m_height);
    form->addRow(tr("&Resolution:"), m_dpi);

    auto *buttons = new QDialogButtonBox(
        QDialogButtonBox::Ok | QDialogButtonBox::Cancel | QDialogButtonBox::RestoreDefaults, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("&Export"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(buttons->button(QDialogButtonBox::RestoreDefaults), &QPushButton::clicked, this,
            &FigureExportDialog::restoreDefaults);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_summary);
    layout->addWidget(buttons);

    for (QSpinBox *box : {m_width, m_height, m_dpi})
        connect(box, qOverload<int>(&QSpinBox::valueChanged), this,
                &FigureExportDialog::updateSummary);
    setOptions(FigureOptions{});
}

void FigureExportDialog::setOptions(const FigureOptions &options)
{
    m_title = options.title;
    m_width->setValue(options.width);
    m_height->setValue(options.height);
    m_dpi->setValue(options.dpi);
    updateSummary();
}

FigureOptions FigureExportDialog::options() const
{
    FigureOptions options;
    options.width = m_width->value();
    options.height = m_height->value();
    options.dpi = m_dpi->value();
    options.title = m_title;
    return options;
}

void FigureExportDialog::restoreDefaults()
{
    FigureOptions defaults;
    defaults.title = m_title;
    setOptions(defaults);
}

void FigureExportDialog::updateSummary()
{
    const FigureOptions current = options();
    const double inchesWide = double(current.width) / current.dpi;
    const double inchesHigh = double(current.height) / current.dpi;
    const QLocale locale;
    QString text =
        tr("Printed size %1 × %2 in (%3 × %4 cm); text and lines drawn at %5 %.")
            .arg(locale.toString(inchesWide, 'f', 2), locale.toString(inchesHigh, 'f', 2),
                 locale.toString(inchesWide * 2.54, 'f', 1),
                 locale.toString(inchesHigh * 2.54, 'f', 1),
                 locale.toString(qRound(current.scale() * 100)));
    if (m_format != ExportFormat::Png)
        text += QLatin1Char(' ') +
                tr("Axes and text stay vector graphics; the resolution sets the page size.");
    m_summary->setText(text);
}
