#include "figureexportdialog.h"

#include "shell/figurepreview.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFontDatabase>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

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
    addStyleRows(form);
    form->insertRow(1, tr("&Width:"), m_width);
    form->insertRow(2, tr("&Height:"), m_height);
    form->insertRow(3, tr("&Resolution:"), m_dpi);

    auto *buttons = new QDialogButtonBox(
        QDialogButtonBox::Ok | QDialogButtonBox::Cancel | QDialogButtonBox::RestoreDefaults, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("&Export"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(buttons->button(QDialogButtonBox::RestoreDefaults), &QPushButton::clicked, this,
            &FigureExportDialog::restoreDefaults);

    m_preview = new FigurePreview(this);
    m_preview->setObjectName(QStringLiteral("figurePreview"));
    auto *settings = new QVBoxLayout;
    settings->addLayout(form);
    settings->addWidget(m_summary);
    settings->addStretch(1);
    auto *columns = new QHBoxLayout;
    columns->addLayout(settings);
    columns->addWidget(m_preview, 1);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(columns, 1);
    layout->addWidget(buttons);
    m_summary->setMaximumWidth(form->sizeHint().width());

    for (QSpinBox *box : {m_width, m_height, m_dpi}) {
        connect(box, qOverload<int>(&QSpinBox::valueChanged), this,
                &FigureExportDialog::optionsChanged);
        // A size changed by hand is a size in pixels: no longer a style's exact page.
        connect(box, qOverload<int>(&QSpinBox::valueChanged), this, [this] {
            if (!m_applying)
                m_pagePoints = {};
        });
    }
    connect(m_fontSize, qOverload<int>(&QSpinBox::valueChanged), this,
            &FigureExportDialog::optionsChanged);
    connect(m_font, &QComboBox::currentIndexChanged, this, &FigureExportDialog::optionsChanged);
    for (QCheckBox *box : {m_showTitle, m_colorbar})
        connect(box, &QCheckBox::toggled, this, &FigureExportDialog::optionsChanged);
    connect(m_colorbarLabel, &QLineEdit::textChanged, this, &FigureExportDialog::optionsChanged);
    setOptions(FigureOptions{});
    resize(sizeHint().width() + 480, std::max(sizeHint().height(), 520));
}

void FigureExportDialog::setPreviewData(const ViewData &data)
{
    m_preview->setData(data);
}

void FigureExportDialog::addStyleRows(QFormLayout *form)
{
    m_preset = new QComboBox(this);
    m_preset->setObjectName(QStringLiteral("figureStyle"));
    m_preset->addItem(tr("Custom"), QString());
    for (const FigurePreset &preset : FigurePresets::all()) {
        m_preset->addItem(preset.titleText(), preset.name);
        m_preset->setItemData(m_preset->count() - 1, preset.summaryText(), Qt::ToolTipRole);
    }
    m_preset->setToolTip(tr("A named style sets the size, resolution, text size, title and "
                            "lines made for it; change any of them afterwards."));
    connect(m_preset, &QComboBox::activated, this, &FigureExportDialog::applyPreset);
    // The installed families, after the figure's own font (the application's).
    m_font = new QComboBox(this);
    m_font->setObjectName(QStringLiteral("figureFont"));
    m_font->addItem(tr("the figure's own"), QString());
    for (const QString &family : QFontDatabase::families())
        m_font->addItem(family, family);
    m_font->setToolTip(
        tr("Font family of the figure's text (Japanese falls back to BIZ UDPGothic)"));
    m_fontSize =
        makeSpinBox(int(FigureStyle::kMinFontSize) - 1, int(FigureStyle::kMaxFontSize), tr(" pt"),
                    tr("Text size in points: ticks, labels and legends at this size, "
                       "the title 2 pt larger"),
                    this);
    m_fontSize->setObjectName(QStringLiteral("figureFontSize"));
    m_fontSize->setSpecialValueText(tr("the figure's own"));
    m_showTitle =
        new QCheckBox(tr("Draw the &title (a paper's caption may hold it instead)"), this);
    m_showTitle->setObjectName(QStringLiteral("figureTitle"));
    m_colorbar = new QCheckBox(tr("Draw a heatmap's &colour bar"), this);
    m_colorbar->setObjectName(QStringLiteral("figureColorbar"));
    m_colorbarLabel = new QLineEdit(this);
    m_colorbarLabel->setObjectName(QStringLiteral("figureColorbarLabel"));
    m_colorbarLabel->setPlaceholderText(tr("the figure's own"));
    form->addRow(tr("&Style:"), m_preset);
    form->addRow(tr("&Font:"), m_font);
    form->addRow(tr("Te&xt size:"), m_fontSize);
    form->addRow(QString(), m_showTitle);
    form->addRow(QString(), m_colorbar);
    form->addRow(tr("Colour bar &label:"), m_colorbarLabel);
}

void FigureExportDialog::applyPreset()
{
    const FigurePreset *preset = FigurePresets::find(m_preset->currentData().toString());
    if (!preset)
        return;
    FigureOptions options;
    options.title = m_title;
    options.dpi = preset->dpi;
    const FigureSize size{preset->inches.width(), preset->inches.height(),
                          FigureSize::Unit::Inches};
    options.width = size.pixels(preset->dpi).width();
    options.height = size.pixels(preset->dpi).height();
    options.pagePoints = size.points(preset->dpi);
    options.style = preset->style;
    setOptions(options);
}

void FigureExportDialog::setOptions(const FigureOptions &options)
{
    m_applying = true;
    m_title = options.title;
    m_width->setValue(options.width);
    m_height->setValue(options.height);
    m_dpi->setValue(options.dpi);
    m_pagePoints = options.pagePoints;
    const FigureStyle &style = options.style;
    m_fontSize->setValue(style.fontSize > 0.0 ? int(std::lround(style.fontSize))
                                              : m_fontSize->minimum());
    const int font = m_font->findData(style.font);
    if (font < 0 && !style.font.isEmpty())
        m_font->addItem(style.font, style.font); // as recorded, even where it is missing
    m_font->setCurrentIndex(font >= 0 ? font : (style.font.isEmpty() ? 0 : m_font->count() - 1));
    m_showTitle->setChecked(style.title);
    m_colorbar->setChecked(style.colorbar);
    m_colorbarLabel->setText(style.colorbarLabel);
    m_lineWidth = style.lineWidth;
    m_applying = false;
    optionsChanged();
}

FigureOptions FigureExportDialog::options() const
{
    FigureOptions options;
    options.width = m_width->value();
    options.height = m_height->value();
    options.dpi = m_dpi->value();
    options.title = m_title;
    options.pagePoints = m_pagePoints;
    if (m_fontSize->value() > m_fontSize->minimum())
        options.style.fontSize = m_fontSize->value();
    options.style.font = m_font->currentData().toString();
    options.style.title = m_showTitle->isChecked();
    options.style.colorbar = m_colorbar->isChecked();
    options.style.colorbarLabel = m_colorbarLabel->text();
    options.style.lineWidth = m_lineWidth;
    return options;
}

void FigureExportDialog::restoreDefaults()
{
    FigureOptions defaults;
    defaults.title = m_title;
    setOptions(defaults);
}

void FigureExportDialog::optionsChanged()
{
    if (m_applying) // setOptions() calls this once when all are set
        return;
    updateSummary();
    m_preview->setOptions(options());
}

void FigureExportDialog::updateSummary()
{
    const FigureOptions current = options();
    const double inchesWide = current.physicalPoints().width() / 72.0;
    const double inchesHigh = current.physicalPoints().height() / 72.0;
    const QLocale locale;
    const QString size =
        tr("Printed size %1 × %2 in (%3 × %4 cm)")
            .arg(locale.toString(inchesWide, 'f', 2), locale.toString(inchesHigh, 'f', 2),
                 locale.toString(inchesWide * 2.54, 'f', 1),
                 locale.toString(inchesHigh * 2.54, 'f', 1));
    QString text = current.style.fontSize > 0.0
                       ? tr("%1; text at %2 pt, the title at %3 pt.")
                             .arg(size, locale.toString(current.style.fontSize),
                                  locale.toString(current.style.titleSize()))
                       : tr("%1; text and lines drawn at %2 %.")
                             .arg(size, locale.toString(qRound(current.scale() * 100)));
    if (m_format != ExportFormat::Png)
        text += QLatin1Char(' ') +
                tr("Axes and text stay vector graphics; the resolution sets the page size.");
    m_summary->setText(text);
}
