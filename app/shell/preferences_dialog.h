// PreferencesDialog: language, animations, the colour-blind symbols and when the distance shows.
// Every change applies at once (and is kept in QSettings); Close just closes.
#pragma once

#include <QDialog>

class QCheckBox;
class QComboBox;
class QLabel;

namespace minimoves::app {

class PreferencesDialog : public QDialog {
    Q_OBJECT
public:
    explicit PreferencesDialog(QWidget* parent = nullptr);

    QComboBox* languageBox() const { return m_language; }
    QComboBox* speedBox() const { return m_speed; }
    QCheckBox* symbolsBox() const { return m_symbols; }
    QCheckBox* distanceBox() const { return m_distance; }

signals:
    void animationChanged(int milliseconds);
    void symbolsChanged(bool on);
    void distanceShownChanged(bool always);

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    QComboBox* m_language;
    QComboBox* m_speed;
    QCheckBox* m_symbols;
    QCheckBox* m_distance;
    QLabel* m_languageLabel;
    QLabel* m_speedLabel;
};

} // namespace minimoves::app
