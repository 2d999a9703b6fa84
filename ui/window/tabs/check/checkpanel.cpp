#include "checkpanel.h"

#include "figures/linechartwidget.h"
#include "figures/screenscale.h"
#include "models/matrixmodel.h"
#include "shell/zoomfont.h"
#include "spec/tabresult.h"
#include "spec/tabspec.h"
#include "task/tabcontroller.h"

#include <QFrame>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

namespace {

const QString kView = QStringLiteral("check");

} // namespace

CheckPanel::Look CheckPanel::look(CheckVerdict::Kind kind)
{
    switch (kind) {
    case CheckVerdict::Kind::Match:
        return {QColor(0xe3, 0xf4, 0xe6), QColor(0x3f, 0x9a, 0x52), QColor(0x0f, 0x4d, 0x1f),
                QStringLiteral("✔")};
    case CheckVerdict::Kind::Mismatch:
        return {QColor(0xfd, 0xe7, 0xe9), QColor(0xc9, 0x43, 0x4d), QColor(0x7f, 0x16, 0x20),
                QStringLiteral("✘")};
    case CheckVerdict::Kind::NotChecked:
        return {QColor(0xff, 0xf3, 0xd6), QColor(0xc9, 0x9a, 0x2e), QColor(0x5c, 0x43, 0x00),
                QStringLiteral("⚠")};
    case CheckVerdict::Kind::NoFile:
        return {QColor(0xe6, 0xee, 0xf9), QColor(0x6f, 0x8f, 0xbf), QColor(0x1d, 0x35, 0x57),
                QStringLiteral("ⓘ")};
    case CheckVerdict::Kind::Pending:
        break;
    }
    return {QColor(0xec, 0xef, 0xf1), QColor(0x90, 0xa4, 0xae), QColor(0x37, 0x47, 0x4f),
            QStringLiteral("…")};
}

CheckPanel::CheckPanel(QWidget *form, TabController *controller, Presenter presenter,
                       QWidget *parent)
    : QWidget(parent), m_controller(controller), m_presenter(std::move(presenter))
{
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(form);

    m_box = new QFrame(this);
    m_box->setObjectName(QStringLiteral("checkVerdictBox"));
    auto *box = new QHBoxLayout(m_box);
    box->setContentsMargins(10, 8, 10, 8);
    box->setSpacing(10);
    m_icon = new QLabel(m_box);
    m_icon->setObjectName(QStringLiteral("checkVerdictIcon"));
    m_icon->setAlignment(Qt::AlignTop | Qt::AlignHCenter);
    QFont bold = ScreenScale::instance().baseFont();
    bold.setBold(true);
    ZoomFont::follow(m_icon, bold, 2.0);
    box->addWidget(m_icon);
    auto *words = new QVBoxLayout;
    words->setSpacing(4);
    m_heading = new QLabel(m_box);
    m_heading->setObjectName(QStringLiteral("checkVerdictHeading"));
    m_heading->setWordWrap(true);
    m_heading->setTextFormat(Qt::PlainText);
    m_heading->setTextInteractionFlags(Qt::TextSelectableByMouse);
    ZoomFont::follow(m_heading, bold, 1.35);
    words->addWidget(m_heading);
    m_details = new QLabel(m_box);
    m_details->setObjectName(QStringLiteral("checkVerdict"));
    m_details->setWordWrap(true);
    m_details->setTextFormat(Qt::RichText);
    m_details->setTextInteractionFlags(Qt::TextSelectableByMouse);
    words->addWidget(m_details);
    box->addLayout(words, 1);
    layout->addWidget(m_box);

    auto *split = new QSplitter(Qt::Vertical, this);
    m_comparison = split;
    m_chart = new LineChartWidget(split);
    m_chart->setObjectName(QStringLiteral("checkChart"));
    m_chart->setMinimumHeight(260); // room for its ticks: the page scrolls rather than squeeze it
    m_model = new MatrixModel(this);
    auto *table = new QTableView(split);
    table->setObjectName(QStringLiteral("checkTable"));
    table->setModel(m_model);
    table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    split->addWidget(m_chart);
    split->addWidget(table);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 1);
    layout->addWidget(split, 1);
    layout->addStretch(0); // where the comparison is hidden

    connect(controller, &TabController::resultChanged, this, &CheckPanel::refresh);
    connect(controller, &TabController::errorChanged, this, &CheckPanel::refresh);
    connect(controller, &TabController::valueChanged, this, &CheckPanel::refresh);
    connect(controller, &TabController::busyChanged, this, &CheckPanel::refresh);
    connect(controller, &TabController::viewResultChanged, this, [this](const QString &view) {
        if (view == kView)
            refresh();
    });
    refresh();
}

QString CheckPanel::verdict() const
{
    return m_heading->text() + QLatin1Char('\n') + m_details->text();
}

bool CheckPanel::isCurrent(const ViewData &data) const
{
    // The tab's values and the check's own, as the controls say now.
    const TabSpec &spec = m_controller->spec();
    QStringList keys = spec.keys(Parameter::Stage::Compute);
    for (const QString &key : spec.keys(Parameter::Stage::View)) {
        if (spec.parameter(key).appliesTo(kView))
            keys << key;
    }
    return data.state.sameValues(m_controller->state(), keys);
}

void CheckPanel::refresh()
{
    const ViewData data = m_controller->viewData(kView);
    if (data.isValid() && isCurrent(data)) {
        show(m_presenter.verdict(data));
        const ExportTable table = m_presenter.table(data);
        if (table.isValid())
            m_model->setTable(table);
        else
            m_model->clear();
        m_presenter.draw(*m_chart, data);
        m_comparison->setVisible(m_kind == CheckVerdict::Kind::Match ||
                                 m_kind == CheckVerdict::Kind::Mismatch);
        return;
    }
    m_comparison->hide(); // nothing to draw for these values
    const QString error = m_controller->errorText();
    show(error.isEmpty() || m_controller->isComputing() ? CheckVerdict::pending()
                                                        : CheckVerdict::notChecked(error));
    m_model->clear();
    m_chart->setSeriesCount(0);
    m_chart->setTitle(QString());
}

void CheckPanel::show(const CheckVerdict &verdict)
{
    m_kind = verdict.kind;
    const Look l = look(verdict.kind);
    m_box->setStyleSheet(
        QStringLiteral("QFrame#checkVerdictBox { background: %1; border: 2px solid %2;"
                       " border-radius: 4px; }"
                       " QFrame#checkVerdictBox QLabel { color: %3; background: transparent; }")
            .arg(l.background.name(), l.border.name(), l.text.name()));
    m_icon->setText(l.icon);
    m_heading->setText(verdict.heading);
    m_details->setText(verdict.details);
    m_details->setVisible(!verdict.details.isEmpty());
}
