// The Magic Board: eight numbered, coloured tiles on a 2x4 board; buttons and keys A, B, C; the
// target order beside the board, changed through a dialog.
#pragma once

#include "board_widget.h"

#include <QDialog>

#include <array>

class QLabel;
class QLineEdit;
class QPushButton;
class QDialogButtonBox;

namespace minimoves::app {

class MagicBoardWidget : public BoardWidget {
    Q_OBJECT
public:
    explicit MagicBoardWidget(QWidget* parent = nullptr);

    QString moveDescription(int move) const override;
    QPushButton* opButton(int op) const { return m_buttons[op]; }
    QPushButton* targetButton() const { return m_targetButton; }
    // The colour of tile 1..8: distinct hues that also differ in lightness, so that number and
    // shade tell the tiles apart in greyscale too.
    static QColor tileColor(int tile);

public slots:
    void editTarget();

protected:
    void paintBoard(QPainter& painter, int move, double progress) override;
    void keyPressEvent(QKeyEvent* event) override;
    void hintChanged() override;
    void retranslate() override;

private:
    QRectF boardRect() const;
    void paintTiles(QPainter& painter, const QRectF& board, int move, double progress);
    void paintTarget(QPainter& painter, const QRectF& board);

    std::array<QPushButton*, 3> m_buttons{};
    QPushButton* m_targetButton = nullptr;
};

// Asks for a target order of 1..8; OK stays disabled, with the reason shown, until it is one.
class MagicTargetDialog : public QDialog {
    Q_OBJECT
public:
    explicit MagicTargetDialog(const QString& current, QWidget* parent = nullptr);
    QString target() const; // 8 digits
    QLineEdit* edit() const { return m_edit; }
    QLabel* errorLabel() const { return m_error; }
    QDialogButtonBox* buttons() const { return m_buttons; }

private:
    void validate();
    QLineEdit* m_edit;
    QLabel* m_error;
    QDialogButtonBox* m_buttons;
};

} // namespace minimoves::app
