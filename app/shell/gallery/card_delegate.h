// CardDelegate: how the gallery's list draws a puzzle's card — its picture, a "Start here" badge on
// the suggested one, the title, the goal and the progress, wrapped, never cut: every card is as
// tall as the tallest needs at the card's width, in the language shown (the list lays them out in
// a grid that reflows with the window and scrolls). The card with the keyboard's focus is ringed.
#pragma once

#include <QRect>
#include <QStyledItemDelegate>

namespace minimoves::app {

class CardDelegate : public QStyledItemDelegate {
    Q_OBJECT
public:
    explicit CardDelegate(QObject* parent = nullptr);

    // Where a card's parts go inside the card's rectangle `card`.
    struct Layout {
        QRect picture, badge, title, goal, progress;
        int height = 0; // what the card needs, from its top
    };
    Layout layoutOf(const QStyleOptionViewItem& option, const QModelIndex& index, const QRect& card) const;
    // The card drawn in an item's rectangle (a margin round it).
    static QRect cardRect(const QRect& item);
    // The width of every card, from the font (the text wraps within it).
    int cardWidth(const QStyleOptionViewItem& option) const;

    void paint(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const override;
    QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override;
};

} // namespace minimoves::app
