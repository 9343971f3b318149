// MagicOpButton: one of the Magic Board's A, B, C buttons — the style's own bevel, the op's letter
// large and what it does under it when there is room, and the hint mark drawn inside (a tint, a
// ring and a badge in the top-right corner: a star for the solver's move, a dot for the other
// shortest ones) — so that a mark never changes the button's size or where its letter sits.
#pragma once

#include <QColor>
#include <QPushButton>

namespace minimoves::app {

class MagicOpButton : public QPushButton {
public:
    enum Mark { None, Hinted, Best };
    MagicOpButton(QChar letter, QWidget* parent) : QPushButton(QString(letter), parent) {}

    void setSubtitle(const QString& subtitle);
    void setMark(Mark mark, const QColor& color);
    // The move-quality badge ("✓ −1") in the top-left corner: on hover, or always (View ▸ Move
    // quality, the hint's last step); empty text: none.
    void setQuality(const QString& text, const QColor& color, bool always);
    bool qualityVisible() const { return !m_quality.isEmpty() && (m_qualityAlways || underMouse()); }
    QSize sizeHint() const override { return minimumSize(); }

protected:
    void enterEvent(QEnterEvent* event) override;
    void leaveEvent(QEvent* event) override;
    void paintEvent(QPaintEvent* event) override;

private:
    QFont qualityFont(double h) const;
    QRectF qualityPill(const QRectF& inner, double ring, double h) const;

    QString m_quality;
    QColor m_qualityColor;
    bool m_qualityAlways = false;
    QString m_subtitle;
    Mark m_mark = None;
    QColor m_markColor;
};

} // namespace minimoves::app
