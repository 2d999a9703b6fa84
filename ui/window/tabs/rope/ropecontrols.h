#pragma once

#include "figures/colormap.h"

#include "ropeanalysis.h"

#include <QWidget>

#include <cstdint>

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;

// Where q and k come from.
enum class RopeContent
{
    Random, // seeded standard normals (pelab::Random)
    Typed,  // d comma-separated numbers each
    Files,  // a CSV row or a 1-D .npy each
};

// What the RoPE computation depends on, as entered (q/k text and files are parsed by the page).
struct RopeControlValues
{
    pelab::RopeParameters params;
    RopeContent content = RopeContent::Random;
    QString qText;
    QString kText;
    QString qFile;
    QString kFile;
    QString toleranceText; // empty: the default tolerance
    std::int64_t sweepPositions = 128;
    int sweepMaxPower = 20;
};

// The parameter form of the RoPE tab. parametersChanged: recompute (debounced by the page);
// displayChanged: the colormap.
class RopeControls : public QWidget
{
    Q_OBJECT

public:
    explicit RopeControls(QWidget *parent = nullptr);

    RopeControlValues values() const;
    void setValues(const RopeControlValues &values);
    Colormap colormap() const;
    void setColormap(Colormap colormap);

    // Parses d comma- or space-separated numbers (strict: "1e999", "nan", "1.2.3" refused);
    // throws pelab::Error naming the problem.
    static std::vector<double> parseVector(const QString &text, std::int64_t dim,
                                           const QString &role);
    // The options of content mode, scaling, pairing and precision, as in pelab-cli.
    static QString contentName(RopeContent content);

signals:
    void parametersChanged();
    void displayChanged();

private:
    void updateEnabled();
    void chooseFile(QLineEdit *edit, const QString &role);

    QSpinBox *m_dim = nullptr;
    QSpinBox *m_positions = nullptr;
    QSpinBox *m_start = nullptr;
    QDoubleSpinBox *m_base = nullptr;
    QComboBox *m_pairing = nullptr;
    QComboBox *m_scaling = nullptr;
    QDoubleSpinBox *m_factor = nullptr;
    QSpinBox *m_original = nullptr;
    QSpinBox *m_sequence = nullptr;
    QDoubleSpinBox *m_lowFreq = nullptr;
    QDoubleSpinBox *m_highFreq = nullptr;
    QDoubleSpinBox *m_betaFast = nullptr;
    QDoubleSpinBox *m_betaSlow = nullptr;
    QComboBox *m_precision = nullptr;
    QComboBox *m_content = nullptr;
    QSpinBox *m_seed = nullptr;
    QLineEdit *m_q = nullptr;
    QLineEdit *m_k = nullptr;
    QLineEdit *m_qFile = nullptr;
    QLineEdit *m_kFile = nullptr;
    QPushButton *m_qBrowse = nullptr;
    QPushButton *m_kBrowse = nullptr;
    QLineEdit *m_tolerance = nullptr;
    QSpinBox *m_sweepPositions = nullptr;
    QSpinBox *m_sweepPower = nullptr;
    QComboBox *m_colormap = nullptr;
};
