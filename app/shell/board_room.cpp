#include "board_room.h"

#include <QColor>
#include <QLabel>
#include <QSizePolicy>

namespace minimoves::app {

QLabel* makeSolvedBanner(QWidget* parent)
{
    auto* banner = new QLabel(parent);
    banner->setObjectName(QStringLiteral("solvedBanner"));
    banner->setAlignment(Qt::AlignCenter);
    banner->setStyleSheet(solvedBannerStyle(QColor(34, 110, 70)));
    QFont font = banner->font();
    font.setPointSizeF(font.pointSizeF() * 1.3);
    banner->setFont(font);
    // One line tall with or without its text, so that its room never changes.
    banner->setText(QStringLiteral("Ag"));
    banner->setMinimumHeight(banner->sizeHint().height());
    banner->clear();
    banner->hide();
    return banner;
}

QString solvedBannerStyle(const QColor& background)
{
    return QStringLiteral("QLabel#solvedBanner { background: %1; color: white; font-weight: bold; "
                          "border-radius: 10px; padding: 6px 22px; }")
        .arg(background.name());
}

void keepRoomWhenHidden(std::initializer_list<QWidget*> widgets)
{
    for (QWidget* widget : widgets) {
        QSizePolicy policy = widget->sizePolicy();
        policy.setRetainSizeWhenHidden(true);
        widget->setSizePolicy(policy);
    }
}

} // namespace minimoves::app
