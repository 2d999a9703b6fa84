#pragma once

#include "figures/colormap.h"

#include "shaw.h"

#include <QString>
#include <QWidget>

#include <cstdint>

class QComboBox;
class QLabel;
class QLineEdit;
class QSpinBox;

// What the Shaw vectors depend on (the rest are cheap view choices).
struct ShawParameters
{
    std::int64_t positions = 64;
    std::int64_t dim = 16;
    std::int64_t clip = 4;
    bool loaded = false; // q, k and r from files instead of the seeded generator
    std::uint64_t seed = 42;
    QString qFile;
    QString kFile;
    QString relFile;

    bool operator==(const ShawParameters &) const = default;
};

// The parameter form of the Shaw tab. parametersChanged: rebuild the vectors (debounced by the
// page); queryChanged and displayChanged: cheap view updates.
class ShawControls : public QWidget
{
    Q_OBJECT

public:
    explicit ShawControls(QWidget *parent = nullptr);

    ShawParameters parameters() const;
    void setParameters(const ShawParameters &params);
    // Shows the shape read from the files (N, d and K come from them when loading).
    void setLoadedShape(std::int64_t positions, std::int64_t dim, std::int64_t clip);
    // What the file readers noticed (a header row skipped, an index column dropped), shown
    // under the file fields; empty hides it.
    void setFileNotes(const QStringList &notes);

    std::int64_t query() const; // 0 … N − 1
    void setQuery(std::int64_t query);
    void setPositionsLimit(std::int64_t positions);
    pelab::ShawTerm term() const;
    void setTerm(pelab::ShawTerm term);
    Colormap colormap() const;
    void setColormap(Colormap colormap);

signals:
    void parametersChanged();
    void queryChanged();
    void displayChanged();

private:
    QLineEdit *fileRow(const QString &objectName, const QString &tip, QWidget **row);
    void updateEnabled();

    QSpinBox *m_positions = nullptr;
    QSpinBox *m_dim = nullptr;
    QSpinBox *m_clip = nullptr;
    QComboBox *m_source = nullptr;
    QSpinBox *m_seed = nullptr;
    QLineEdit *m_qFile = nullptr;
    QLineEdit *m_kFile = nullptr;
    QLineEdit *m_relFile = nullptr;
    QLabel *m_fileNotes = nullptr;
    QSpinBox *m_query = nullptr;
    QComboBox *m_term = nullptr;
    QComboBox *m_colormap = nullptr;
};
