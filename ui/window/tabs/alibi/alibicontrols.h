#pragma once

#include "alibi/alibiparameters.h"
#include "figures/colormap.h"

#include "alibi.h"

#include <QWidget>

#include <cstdint>
#include <vector>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QSpinBox;

// The parameter form of the ALiBi tab. parametersChanged: recompute (debounced by the page);
// headChanged, queryChanged, lengthsChanged, displayChanged: cheap view updates.
class AlibiControls : public QWidget
{
    Q_OBJECT

public:
    explicit AlibiControls(QWidget *parent = nullptr);

    AlibiParameters parameters() const;
    void setParameters(const AlibiParameters &params);
    // The slopes entered by hand; throws pelab::Error naming a bad entry.
    static std::vector<double> parseSlopes(const QString &text);

    int head() const;                 // 1-based
    std::int64_t query() const;       // 0 … N − 1
    std::int64_t trainLength() const; // L_train
    std::int64_t inferLength() const; // L_infer
    Colormap colormap() const;
    // Keeps the head and query selectors within H heads and N positions.
    void setLimits(int heads, std::int64_t positions);
    void setHead(int head);
    void setQuery(std::int64_t query);
    void setLengths(std::int64_t train, std::int64_t infer);
    void setColormap(Colormap colormap);

signals:
    void parametersChanged();
    void headChanged();
    void queryChanged();
    void lengthsChanged();
    void displayChanged();

private:
    void updateEnabled();

    QComboBox *m_rule = nullptr;
    QSpinBox *m_heads = nullptr;
    QLineEdit *m_custom = nullptr;
    QSpinBox *m_positions = nullptr;
    QCheckBox *m_causal = nullptr;
    QComboBox *m_content = nullptr;
    QSpinBox *m_seed = nullptr;
    QSpinBox *m_headDim = nullptr;
    QSpinBox *m_head = nullptr;
    QSpinBox *m_query = nullptr;
    QSpinBox *m_train = nullptr;
    QSpinBox *m_infer = nullptr;
    QComboBox *m_colormap = nullptr;
};
