#include "sawtooth_editor.h"

#include "game/solver/solver_reply.h"
#include "game/solver/solver_service.h"
#include "sawtooth_widget.h"

#include <QDialogButtonBox>
#include <QKeyEvent>
#include <QLabel>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QPushButton>
#include <QVBoxLayout>

#include <cmath>

namespace minimoves::app {

using sawtooth::GearBoard;
using sawtooth::GearCount;

TeethEditorView::TeethEditorView(const sawtooth::GearInstance& instance, sawtooth::Rotations position,
                                 QWidget* parent)
    : QWidget(parent), m_position(position), m_teeth(instance.homeTeeth), m_picture(instance.picture)
{
    setFocusPolicy(Qt::StrongFocus);
    setMouseTracking(true);
    setAccessibleName(tr("Gear teeth"));
    setAccessibleDescription(tr("Click near a side of a gear to add or remove its teeth. Arrow keys move the "
                                "cursor; Shift with an arrow toggles the teeth facing that way."));
}

void TeethEditorView::setHomeTeeth(const std::array<std::uint8_t, GearCount>& teeth)
{
    if (teeth == m_teeth)
        return;
    m_teeth = teeth;
    update();
    emit teethChanged();
}

void TeethEditorView::toggle(int gear, int direction)
{
    if (gear < 0 || gear >= GearCount || direction < 0 || direction > 3)
        return;
    // The side facing `direction` now is the gear's home side (direction - rotation) mod 4.
    const int home = (direction - m_position.of(gear) + 4) % 4;
    m_teeth[gear] ^= std::uint8_t(1u << home);
    update();
    emit teethChanged();
}

double TeethEditorView::cell() const { return std::min(width(), height()) / 3.5; }

QPointF TeethEditorView::centre(int gear) const
{
    const double c = cell();
    const QPointF origin(width() / 2.0 - 1.5 * c, height() / 2.0 - 1.5 * c);
    // On whole pixels: a piece centred there lies on whole device pixels.
    const QPointF at = origin + QPointF((sawtooth::gearColumn(gear) + 0.5) * c, (sawtooth::gearRow(gear) + 0.5) * c);
    return QPointF(std::round(at.x()), std::round(at.y()));
}

QPoint TeethEditorView::sidePoint(int gear, int direction) const
{
    static const QPointF step[4] = {{-1, 0}, {0, -1}, {1, 0}, {0, 1}};
    return (centre(gear) + step[direction] * cell() * 0.36).toPoint();
}

std::pair<int, int> TeethEditorView::sideAt(const QPointF& point) const
{
    const double c = cell();
    for (int g = 0; g < GearCount; ++g) {
        const QPointF d = point - centre(g);
        if (std::abs(d.x()) > c / 2 || std::abs(d.y()) > c / 2)
            continue;
        if (std::abs(d.x()) < c * 0.1 && std::abs(d.y()) < c * 0.1)
            return {-1, -1}; // the middle: no side is nearer
        if (std::abs(d.x()) > std::abs(d.y()))
            return {g, d.x() < 0 ? 0 : 2};
        return {g, d.y() < 0 ? 1 : 3};
    }
    return {-1, -1};
}

void TeethEditorView::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.fillRect(rect(), palette().window());
    const double c = cell();
    const QRectF board(centre(0) - QPointF(c / 2, c / 2), QSizeF(3 * c, 3 * c));
    QPainterPath frame;
    frame.addRoundedRect(board.adjusted(-0.2 * c, -0.2 * c, 0.2 * c, 0.2 * c), 0.1 * c, 0.1 * c);
    painter.fillPath(frame, QColor(0x2c, 0x33, 0x3c));
    painter.strokePath(frame, QPen(gearFrameRim(palette().color(QPalette::Window)), std::max(1.0, c * 0.012)));
    const double ratio = devicePixelsPerPixel(painter);
    const auto& pieces = m_pictures.pieces(m_picture, gearWindowSide(c), ratio);
    for (int g = 0; g < GearCount; ++g) {
        GearLook look;
        look.centre = centre(g);
        look.cell = c;
        look.homeTeeth = m_teeth[g];
        look.angle = m_position.of(g) * 90.0;
        look.gear = g;
        look.piece = &pieces[g];
        look.pixelArt = m_picture.isPixelArt();
        paintGear(painter, look);
    }
    // The side under the mouse: the band its teeth would fill.
    if (m_hover.first >= 0) {
        static const QPointF step[4] = {{-1, 0}, {0, -1}, {1, 0}, {0, 1}};
        const QPointF mid = centre(m_hover.first) + step[m_hover.second] * c * 0.43;
        const bool across = m_hover.second == 1 || m_hover.second == 3;
        QRectF band(0, 0, across ? c * 0.74 : c * 0.17, across ? c * 0.17 : c * 0.74);
        band.moveCenter(mid);
        painter.setPen(QPen(QColor(30, 144, 255), std::max(2.0, c * 0.02), Qt::DashLine));
        painter.setBrush(QColor(30, 144, 255, 70));
        painter.drawRoundedRect(band, c * 0.03, c * 0.03);
    }
    if (hasFocus()) {
        const QPointF p = centre(m_cursor.index());
        painter.setBrush(Qt::NoBrush);
        painter.setPen(QPen(palette().color(QPalette::Highlight), std::max(2.0, c * 0.025), Qt::DashLine));
        painter.drawRoundedRect(QRectF(p.x() - c * 0.49, p.y() - c * 0.49, c * 0.98, c * 0.98), c * 0.1, c * 0.1);
    }
}

void TeethEditorView::mousePressEvent(QMouseEvent* event)
{
    if (event->button() != Qt::LeftButton)
        return;
    const auto [gear, direction] = sideAt(event->position());
    if (gear >= 0) {
        m_cursor.setIndex(gear);
        toggle(gear, direction);
    }
}

void TeethEditorView::mouseMoveEvent(QMouseEvent* event)
{
    const auto side = sideAt(event->position());
    if (side != m_hover) {
        m_hover = side;
        update();
    }
}

void TeethEditorView::leaveEvent(QEvent*)
{
    m_hover = {-1, -1};
    update();
}

void TeethEditorView::keyPressEvent(QKeyEvent* event)
{
    const auto step = GridCursor::arrowStep(event->key());
    if (!step) {
        QWidget::keyPressEvent(event);
        return;
    }
    if (event->modifiers() & Qt::ShiftModifier) {
        // The gear's side the arrow points at: 0 left, 1 top, 2 right, 3 bottom.
        const int direction = step->x() < 0 ? 0 : step->y() < 0 ? 1 : step->x() > 0 ? 2 : 3;
        toggle(m_cursor.index(), direction);
        return;
    }
    m_cursor.move(*step);
    update();
}

SawtoothTeethDialog::SawtoothTeethDialog(const sawtooth::GearInstance& instance, sawtooth::Rotations position,
                                         SolverService* solver, QWidget* parent)
    : QDialog(parent), m_original(instance), m_position(position), m_solver(solver)
{
    Q_ASSERT(solver);
    setWindowTitle(tr("Gear teeth"));
    auto* layout = new QVBoxLayout(this);
    auto* prompt = new QLabel(tr("Click near a side of a gear to add or remove its teeth (or move with the arrow keys "
                                 "and press Shift with an arrow). The gears stay as they are now."),
                              this);
    prompt->setWordWrap(true);
    layout->addWidget(prompt);
    m_view = new TeethEditorView(instance, position, this);
    m_view->setObjectName(QStringLiteral("teethView"));
    layout->addWidget(m_view, 1);
    m_verdict = new QLabel(this);
    m_verdict->setObjectName(QStringLiteral("verdict"));
    m_verdict->setWordWrap(true);
    QFont bold = m_verdict->font();
    bold.setBold(true);
    m_verdict->setFont(bold);
    layout->addWidget(m_verdict);
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel | QDialogButtonBox::Reset, this);
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("Apply"));
    m_buttons->button(QDialogButtonBox::Ok)->setToolTip(tr("Play on from the current position with these teeth"));
    m_buttons->button(QDialogButtonBox::Reset)->setToolTip(tr("Back to the teeth of the game"));
    auto* clear = m_buttons->addButton(tr("No teeth"), QDialogButtonBox::ActionRole);
    clear->setObjectName(QStringLiteral("noTeeth"));
    clear->setToolTip(tr("Remove every tooth: each gear turns alone"));
    layout->addWidget(m_buttons);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_buttons->button(QDialogButtonBox::Reset), &QPushButton::clicked, this,
            [this] { m_view->setHomeTeeth(m_original.homeTeeth); });
    connect(clear, &QPushButton::clicked, this, [this] { m_view->setHomeTeeth({}); });
    connect(m_view, &TeethEditorView::teethChanged, this, &SawtoothTeethDialog::evaluate);
    m_view->setFocus();
    resize(460, 560);
    evaluate();
}

sawtooth::GearInstance SawtoothTeethDialog::instance() const
{
    sawtooth::GearInstance edited = m_original;
    edited.homeTeeth = m_view->homeTeeth();
    return edited;
}

QString SawtoothTeethDialog::instanceText() const { return QString::fromStdString(sawtooth::instanceText(instance())); }

SawtoothTeethDialog::~SawtoothTeethDialog() = default; // a question under way: its reply goes, which stops it

void SawtoothTeethDialog::evaluate()
{
    // The edited game's distance from the position (its table of 4^9 positions, a few
    // milliseconds): asked of the solver service all the same, so that the GUI thread never
    // searches. Only the answer for the latest edit comes: asking again deletes the older reply.
    const auto edited = std::make_shared<const sawtooth::SawtoothPuzzle>(instance());
    m_distance = Pending;
    m_verdict->setText(tr("Checking…"));
    m_verdict->setStyleSheet(QString());
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(false);
    m_reply = m_solver->solve(edited, GearBoard::rank(m_position));
    connect(m_reply.get(), &SolverReply::finished, this, &SawtoothTeethDialog::answered);
}

void SawtoothTeethDialog::answered()
{
    const std::unique_ptr<SolverReply> reply = std::move(m_reply); // gone once read
    if (reply->isAnswered())
        showVerdict(reply->solution().distance); // Solution::Unreachable (-1): not solvable
}

void SawtoothTeethDialog::showVerdict(int distance)
{
    m_distance = distance;
    QString text;
    if (m_distance == 0)
        text = tr("The picture is already right.");
    else if (m_distance > 0)
        text = m_distance == 1 ? tr("Solvable from the current position in 1 move.")
                               : tr("Solvable from the current position in %1 moves.").arg(m_distance);
    else
        text = tr("Not solvable from the current position: these teeth lock some gears in wrong turns. "
                  "Change them to apply.");
    m_verdict->setText(text);
    // Red or green that reads on the dialog's window, light or dark.
    const bool dark = palette().color(QPalette::Window).lightnessF() < 0.5;
    const QColor color = m_distance < 0 ? (dark ? QColor(0xff, 0x7b, 0x7b) : QColor(0xb0, 0x00, 0x20))
                                        : (dark ? QColor(0x6f, 0xd6, 0x8f) : QColor(0x1b, 0x7a, 0x3a));
    m_verdict->setStyleSheet(QStringLiteral("color: %1").arg(color.name()));
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(m_distance >= 0);
}

} // namespace minimoves::app
