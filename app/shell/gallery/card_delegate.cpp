#include "shell/gallery/card_delegate.h"

#include "shell/gallery/gallery_cards.h"

#include <QPainter>

#include <algorithm>

namespace minimoves::app {

namespace {

constexpr int CardMargin = 3; // between the cards
constexpr int CardPadding = 10;
constexpr int CardGap = 6;
constexpr int CardTextFlags = Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap;

QFont cardTitleFont(const QFont& base)
{
    QFont font = base;
    font.setBold(true);
    if (base.pointSizeF() > 0) // (a font set in pixels keeps its size)
        font.setPointSizeF(base.pointSizeF() * 1.15);
    return font;
}

QString cardProgressText(const QModelIndex& index)
{
    return index.data(GalleryCards::ProgressRole).toStringList().join(QLatin1Char('\n'));
}

// The height `text` needs at `width`, wrapped.
int cardTextHeight(const QFont& font, int width, const QString& text)
{
    return QFontMetrics(font).boundingRect(QRect(0, 0, width, 100000), CardTextFlags, text).height();
}

} // namespace

CardDelegate::CardDelegate(QObject* parent) : QStyledItemDelegate(parent) {}

QRect CardDelegate::cardRect(const QRect& item)
{
    return item.adjusted(CardMargin, CardMargin, -CardMargin, -CardMargin);
}

int CardDelegate::cardWidth(const QStyleOptionViewItem& option) const
{
    return std::clamp(option.fontMetrics.averageCharWidth() * 36, 240, 420);
}

CardDelegate::Layout CardDelegate::layoutOf(const QStyleOptionViewItem& option, const QModelIndex& index,
                                            const QRect& card) const
{
    Layout l;
    const int inner = card.width() - 2 * CardPadding;
    const int left = card.left() + CardPadding;
    int y = card.top() + CardPadding;
    l.picture = QRect(left, y, inner, inner * 2 / 3);
    const QFontMetrics fm(option.font);
    const QString badge = GalleryCards::startHereText();
    l.badge = QRect(l.picture.topLeft() + QPoint(4, 4), QSize(fm.horizontalAdvance(badge) + 16, fm.height() + 6));
    y = l.picture.bottom() + 1 + CardGap;
    const QFont title = cardTitleFont(option.font);
    l.title = QRect(left, y, inner, cardTextHeight(title, inner, index.data(Qt::DisplayRole).toString()));
    y = l.title.bottom() + 1 + CardGap / 2;
    l.goal = QRect(left, y, inner, cardTextHeight(option.font, inner, index.data(GalleryCards::GoalRole).toString()));
    y = l.goal.bottom() + 1 + CardGap;
    l.progress = QRect(left, y, inner, cardTextHeight(option.font, inner, cardProgressText(index)));
    l.height = l.progress.bottom() + 1 + CardPadding - card.top();
    return l;
}

QSize CardDelegate::sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const
{
    // Every card as tall as the tallest: the grid's rows line up and no card's text is cut.
    const int width = cardWidth(option);
    const QRect card = cardRect(QRect(0, 0, width, 0));
    int height = 0;
    const QAbstractItemModel* model = index.model();
    for (int row = 0; model && row < model->rowCount(); ++row)
        height = std::max(height, layoutOf(option, model->index(row, 0), QRect(0, 0, card.width(), 0)).height);
    return {width, height + 2 * CardMargin};
}

void CardDelegate::paint(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const
{
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setRenderHint(QPainter::SmoothPixmapTransform);
    const QPalette& pal = option.palette;
    const bool selected = option.state & QStyle::State_Selected;
    const bool focused = option.state & QStyle::State_HasFocus;
    const QRect card = cardRect(option.rect);
    QColor fill = pal.color(QPalette::Base);
    if (selected) {
        const QColor h = pal.color(QPalette::Highlight);
        fill = QColor::fromRgbF(fill.redF() * 0.8 + h.redF() * 0.2, fill.greenF() * 0.8 + h.greenF() * 0.2,
                                fill.blueF() * 0.8 + h.blueF() * 0.2);
    }
    painter->setPen(QPen(selected ? pal.color(QPalette::Highlight) : pal.color(QPalette::Mid), selected ? 3 : 1));
    painter->setBrush(fill);
    painter->drawRoundedRect(QRectF(card).adjusted(0.5, 0.5, -0.5, -0.5), 8, 8);
    if (focused) { // the keyboard's card: a dashed ring inside the frame
        painter->setPen(QPen(pal.color(QPalette::Text), 1, Qt::DashLine));
        painter->setBrush(Qt::NoBrush);
        painter->drawRoundedRect(QRectF(card).adjusted(4.5, 4.5, -4.5, -4.5), 6, 6);
    }

    const Layout l = layoutOf(option, index, card);
    const QImage picture = index.data(Qt::DecorationRole).value<QImage>();
    if (!picture.isNull()) {
        QSizeF size = picture.deviceIndependentSize();
        size.scale(l.picture.size(), Qt::KeepAspectRatio);
        QRectF target(QPointF(), size);
        target.moveCenter(QRectF(l.picture).center());
        painter->drawImage(target, picture);
    }
    if (index.data(GalleryCards::SuggestedRole).toBool()) {
        painter->setPen(Qt::NoPen);
        painter->setBrush(pal.color(QPalette::Highlight));
        painter->drawRoundedRect(l.badge, l.badge.height() / 2.0, l.badge.height() / 2.0);
        painter->setPen(pal.color(QPalette::HighlightedText));
        painter->drawText(l.badge, Qt::AlignCenter, GalleryCards::startHereText());
    }
    painter->setPen(pal.color(QPalette::Text));
    painter->setFont(cardTitleFont(option.font));
    painter->drawText(l.title, CardTextFlags, index.data(Qt::DisplayRole).toString());
    painter->setFont(option.font);
    painter->drawText(l.goal, CardTextFlags, index.data(GalleryCards::GoalRole).toString());
    painter->drawText(l.progress, CardTextFlags, cardProgressText(index));
    painter->restore();
}

} // namespace minimoves::app
