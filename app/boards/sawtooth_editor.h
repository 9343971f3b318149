// The Sawtooth Gears teeth editor: the nine gears as they stand, a click by a side adds or removes
// its teeth, and the dialog says at once whether (and in how many moves) the picture can be put
// right from the current position with those teeth — asked of the solver service, off the GUI
// thread: a newer edit, or closing the dialog, deletes the older question's reply, which stops it.
#pragma once

#include "sawtooth_widget.h"

#include "sawtooth/sawtooth_type.h"

#include <QDialog>
#include <QImage>

#include <array>
#include <memory>
#include <optional>

class QDialogButtonBox;
class QLabel;

namespace minimoves::app {

class SolverReply;
class SolverService;

// The gears at their current turns; a click near a side (or Shift+arrow on the cursor's gear)
// toggles the teeth on the side facing that way.
class TeethEditorView : public QWidget {
    Q_OBJECT
public:
    TeethEditorView(const sawtooth::GearInstance& instance, sawtooth::Rotations position, QWidget* parent = nullptr);

    const std::array<std::uint8_t, sawtooth::GearCount>& homeTeeth() const { return m_teeth; }
    void setHomeTeeth(const std::array<std::uint8_t, sawtooth::GearCount>& teeth);
    // Toggles the teeth on the side of `gear` now facing `direction` (0 left, 1 top, 2 right, 3 bottom).
    void toggle(int gear, int direction);
    // A point just inside the side of `gear` facing `direction`, for clicks.
    QPoint sidePoint(int gear, int direction) const;
    int cursorGear() const { return m_cursor.index(); }

    QSize sizeHint() const override { return {360, 360}; }
    QSize minimumSizeHint() const override { return {210, 210}; }

signals:
    void teethChanged();

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void leaveEvent(QEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;

private:
    double cell() const;
    QPointF centre(int gear) const;
    // The gear and facing direction at a point, or {-1, -1}.
    std::pair<int, int> sideAt(const QPointF& point) const;

    sawtooth::Rotations m_position;
    std::array<std::uint8_t, sawtooth::GearCount> m_teeth{};
    sawtooth::GearPicture m_picture;
    GearPictures m_pictures; // the pieces at the size this view draws them
    GridCursor m_cursor{QRect(0, 0, 3, 3), QPoint(1, 1)}; // on the 3x3 gears, from the middle one
    std::pair<int, int> m_hover{-1, -1};
};

class SawtoothTeethDialog : public QDialog {
    Q_OBJECT
public:
    // `solver` answers each edit (it outlives the dialog, or its questions end unanswered).
    SawtoothTeethDialog(const sawtooth::GearInstance& instance, sawtooth::Rotations position, SolverService* solver,
                        QWidget* parent = nullptr);
    ~SawtoothTeethDialog() override;

    sawtooth::GearInstance instance() const;
    QString instanceText() const;
    // The optimal number of moves from the position with the edited teeth; -1 when unreachable,
    // Pending while the solver service searches (each edit asks it anew).
    static constexpr int Pending = -2;
    int distance() const { return m_distance; }
    bool evaluating() const { return m_distance == Pending; }
    // The question about the latest edit while it is under way (null once answered).
    SolverReply* reply() const { return m_reply.get(); }
    TeethEditorView* view() const { return m_view; }
    QLabel* verdictLabel() const { return m_verdict; }
    QDialogButtonBox* buttons() const { return m_buttons; }

private:
    void evaluate();
    void answered();
    void showVerdict(int distance);

    sawtooth::GearInstance m_original;
    sawtooth::Rotations m_position;
    SolverService* m_solver;
    std::unique_ptr<SolverReply> m_reply; // the latest edit's question; an older one is deleted, so stopped
    int m_distance = Pending;
    TeethEditorView* m_view;
    QLabel* m_verdict;
    QDialogButtonBox* m_buttons;
};

} // namespace minimoves::app
