#pragma once

#include <QGroupBox>
#include <QStringList>

class ParameterForm;
class QComboBox;
class QLabel;
class TabController;

// The Shaw tab's parameters: the form made from its specification, with the choice of seeded
// or loaded vectors (a file given means loaded; choosing "Seeded" sets the files aside and
// choosing "Loaded" brings them back), what the file readers noticed, and the formula. The
// query row's range follows N.
class ShawParametersBox : public QGroupBox
{
    Q_OBJECT

public:
    ShawParametersBox(TabController &controller, ParameterForm *form, QWidget *parent = nullptr);

    // What the file readers noticed (a header row skipped, …); empty hides it.
    void setFileNotes(const QStringList &notes);
    // The choice of vectors as the state says (after a session or the settings).
    void showSource();

private:
    void chooseSource(int index);
    void updateEnabled();
    void onValueChanged(const QString &key);

    TabController &m_controller;
    ParameterForm *m_form = nullptr;
    QComboBox *m_source = nullptr;
    QLabel *m_fileNotes = nullptr;
    QStringList m_setAside; // the q, k and rel files while seeded vectors are chosen
    bool m_choosing = false;
};
