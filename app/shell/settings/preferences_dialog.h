// PreferencesDialog: language, theme (dark, light or the system's), animations, the colour-blind
// symbols, the play mode and the sounds' volume.
// Every change applies at once (and is kept in QSettings); Close just closes.
#pragma once

#include "game/session/play_mode.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QLabel;
class QSlider;

namespace minimoves::app {

class PreferencesDialog : public QDialog {
    Q_OBJECT
public:
    explicit PreferencesDialog(QWidget* parent = nullptr);

    QComboBox* languageBox() const { return m_language; }
    QComboBox* themeBox() const { return m_theme; }
    QComboBox* speedBox() const { return m_speed; }
    QCheckBox* symbolsBox() const { return m_symbols; }
    QComboBox* modeBox() const { return m_mode; }
    QSlider* volumeSlider() const { return m_volume; }

signals:
    void animationChanged(int milliseconds);
    void symbolsChanged(bool on);
    void playModeChanged(minimoves::app::PlayMode mode);
    void volumeChanged(int percent);

protected:
    void changeEvent(QEvent* event) override;

private:
    void connectChoices();
    void retranslate();
    QComboBox* m_language;
    QComboBox* m_theme;
    QComboBox* m_speed;
    QCheckBox* m_symbols;
    QComboBox* m_mode;
    QLabel* m_languageLabel;
    QLabel* m_themeLabel;
    QLabel* m_speedLabel;
    QLabel* m_modeLabel;
    QSlider* m_volume;
    QLabel* m_volumeLabel;
};

} // namespace minimoves::app
