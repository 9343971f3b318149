#include "shell/charts/chart_style.h"

#include <QAbstractAxis>
#include <QChart>
#include <QCoreApplication>
#include <QFont>
#include <QHeaderView>
#include <QLegend>
#include <QTableWidget>
#include <QToolButton>

namespace minimoves::app {

bool isDarkPalette(const QPalette& palette) { return palette.color(QPalette::Window).lightness() < 128; }

QColor chartAccent(const QPalette& palette)
{
    return isDarkPalette(palette) ? QColor(96, 165, 250) : QColor(37, 99, 235);
}

QColor chartMarked(const QPalette& palette)
{
    return isDarkPalette(palette) ? QColor(251, 146, 60) : QColor(217, 95, 2);
}

QColor chartSecondary(const QPalette& palette)
{
    return isDarkPalette(palette) ? QColor(160, 160, 160) : QColor(110, 110, 110);
}

void styleChart(QChart* chart, const QPalette& palette, const QFont& font)
{
    chart->setTheme(isDarkPalette(palette) ? QChart::ChartThemeDark : QChart::ChartThemeLight);
    chart->setBackgroundBrush(palette.color(QPalette::Base));
    chart->setBackgroundRoundness(0);
    chart->setAnimationOptions(QChart::NoAnimation);
    const QColor text = palette.color(QPalette::Text);
    QFont titleFont = font;
    titleFont.setBold(true);
    chart->setTitleFont(titleFont);
    chart->setTitleBrush(text);
    chart->legend()->setFont(font);
    chart->legend()->setLabelColor(text);
    QColor grid = text;
    grid.setAlpha(40);
    for (QAbstractAxis* axis : chart->axes()) {
        axis->setLabelsFont(font);
        axis->setLabelsColor(text);
        axis->setTitleFont(font);
        axis->setTitleBrush(text);
        axis->setLinePenColor(text);
        axis->setGridLineColor(grid);
    }
}

QString movesText(int moves)
{
    return moves == 1 ? QCoreApplication::translate("minimoves::app::Charts", "1 move")
                      : QCoreApplication::translate("minimoves::app::Charts", "%1 moves").arg(moves);
}

QToolButton* makeDisclosure(const QString& text, QWidget* content, QWidget* parent)
{
    auto* button = new QToolButton(parent);
    button->setText(text);
    button->setCheckable(true);
    button->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    button->setArrowType(Qt::RightArrow);
    button->setAutoRaise(true);
    content->hide();
    QObject::connect(button, &QToolButton::toggled, content, [button, content](bool open) {
        button->setArrowType(open ? Qt::DownArrow : Qt::RightArrow);
        content->setVisible(open);
    });
    return button;
}

QTableWidget* makeNumbersTable(QWidget* parent)
{
    auto* table = new QTableWidget(parent);
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    table->setSelectionMode(QAbstractItemView::SingleSelection);
    table->setTabKeyNavigation(false); // Tab goes on to the next control, the arrows over the cells
    table->verticalHeader()->hide();
    table->horizontalHeader()->setStretchLastSection(true);
    table->setMinimumHeight(140);
    return table;
}

} // namespace minimoves::app
