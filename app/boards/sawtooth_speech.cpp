// The Sawtooth Gears for screen readers: the nine gears as a 3x3 table, each saying how far it is
// turned, which sides carry teeth and whether it shows its piece the right way round.
#include "sawtooth_widget.h"

#include "sawtooth/sawtooth_type.h"

#include <bit>

namespace minimoves::app {

using namespace sawtooth;

namespace {

QString turnedText(int rotation)
{
    switch (rotation & 3) {
    case 0:
        return SawtoothWidget::tr("not turned");
    case 1:
        return SawtoothWidget::tr("turned once");
    case 2:
        return SawtoothWidget::tr("turned twice");
    default:
        return SawtoothWidget::tr("turned three times");
    }
}

QString teethText(std::uint8_t sides)
{
    if (sides == 0)
        return SawtoothWidget::tr("no teeth");
    const QString names[SideCount] = {SawtoothWidget::tr("left"), SawtoothWidget::tr("top"),
                                      SawtoothWidget::tr("right"), SawtoothWidget::tr("bottom")};
    QStringList toothed;
    for (int side = 0; side < SideCount; ++side)
        if (sides & (1u << side))
            toothed << names[side];
    return SawtoothWidget::tr("toothed %1").arg(toothed.join(QStringLiteral(", ")));
}

} // namespace

int SawtoothWidget::Speech::itemCount() const { return m_board.gearPuzzle() ? GearCount : 0; }

BoardSpeech::Item SawtoothWidget::Speech::item(int gear) const
{
    Item it;
    const SawtoothPuzzle* gears = m_board.gearPuzzle();
    if (!gears || gear < 0 || gear >= GearCount)
        return it;
    const GearBoard& rules = gears->rules();
    const Rotations now = GearBoard::unrank(m_board.state());
    const int rotation = now.of(gear);
    const bool right = rules.correctRotations()[std::size_t(gear)] & (1u << rotation);
    it.name = tr("Gear %1: %2, %3%4")
                  .arg(gear + 1)
                  .arg(turnedText(rotation), teethText(rules.toothedSides(now, gear)),
                       right ? tr(", the right way round") : QString());
    const int meshed = std::popcount(unsigned(rules.turningGroup(now, gear).turning));
    it.description = meshed == 1 ? tr("Space turns it alone.") : tr("Space turns it and %1 meshed gears.").arg(meshed - 1);
    const QPoint centre = m_board.gearCentre(gear);
    const double side = m_board.layout().cell;
    it.rect = QRectF(centre.x() - side / 2, centre.y() - side / 2, side, side);
    it.actions = {{tr("Turn gear %1").arg(gear + 1), gear}};
    return it;
}

QString SawtoothWidget::Speech::targetSpeech() const
{
    const SawtoothPuzzle* gears = m_board.gearPuzzle();
    if (!gears)
        return {};
    const GearBoard& rules = gears->rules();
    const Rotations now = GearBoard::unrank(m_board.state());
    int right = 0;
    for (int gear = 0; gear < GearCount; ++gear)
        right += (rules.correctRotations()[std::size_t(gear)] >> now.of(gear)) & 1u;
    return tr("Goal: every gear the right way round, making the whole picture. %1 of 9 are now.").arg(right);
}

} // namespace minimoves::app
