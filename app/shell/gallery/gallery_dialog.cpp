#include "shell/gallery/gallery_dialog.h"

#include "boards/puzzle_ui.h"
#include "shell/gallery/card_delegate.h"
#include "shell/gallery/gallery_cards.h"
#include "shell/settings/settings.h"

#include <QAccessible>
#include <QEvent>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QListView>
#include <QPushButton>
#include <QScreen>
#include <QStyle>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>

namespace minimoves::app {

GalleryDialog::GalleryDialog(GameSessions* sessions, LevelPlay* levels, const StatisticsStore* statistics,
                             QWidget* parent)
    : QDialog(parent), m_cards(new GalleryCards(sessions, levels, statistics, this)),
      m_delegate(new CardDelegate(this)), m_heading(new QLabel(this)), m_welcome(new QLabel(this)),
      m_view(new QListView(this)), m_continue(new QPushButton(this)), m_new(new QPushButton(this)),
      m_levels(new QPushButton(this)), m_close(new QPushButton(this))
{
    setObjectName(QStringLiteral("gallery"));
    setWindowModality(Qt::WindowModal); // a choice to make before playing on: the game's clock waits
    QFont headingFont = m_heading->font();
    if (headingFont.pointSizeF() > 0)
        headingFont.setPointSizeF(headingFont.pointSizeF() * 1.4);
    headingFont.setBold(true);
    m_heading->setFont(headingFont);
    m_welcome->setWordWrap(true);
    m_welcome->setObjectName(QStringLiteral("galleryWelcome"));

    // The cards in rows as wide as the dialog, as many rows as it takes: the list scrolls.
    m_view->setObjectName(QStringLiteral("galleryList"));
    m_view->installEventFilter(this);
    m_view->setViewMode(QListView::ListMode);
    m_view->setFlow(QListView::LeftToRight);
    m_view->setWrapping(true);
    m_view->setResizeMode(QListView::Adjust);
    m_view->setUniformItemSizes(true);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setVerticalScrollMode(QAbstractItemView::ScrollPerPixel);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->setItemDelegate(m_delegate);
    m_view->setModel(m_cards);
    // Enter (and a double click) continues the card's puzzle.
    connect(m_view, &QListView::activated, this, [this] { choose(&GalleryDialog::continueChosen); });
    connect(m_view->selectionModel(), &QItemSelectionModel::currentChanged, this, &GalleryDialog::showCurrent);
    connect(m_cards, &QAbstractItemModel::dataChanged, this, [this] {
        fitGrid();
        showCurrent();
    });

    m_continue->setObjectName(QStringLiteral("galleryContinue"));
    m_new->setObjectName(QStringLiteral("galleryNew"));
    m_levels->setObjectName(QStringLiteral("galleryLevels"));
    m_close->setObjectName(QStringLiteral("galleryClose"));
    connect(m_continue, &QPushButton::clicked, this, [this] { choose(&GalleryDialog::continueChosen); });
    connect(m_new, &QPushButton::clicked, this, [this] { choose(&GalleryDialog::newChosen); });
    connect(m_levels, &QPushButton::clicked, this, [this] { choose(&GalleryDialog::levelsChosen); });
    connect(m_close, &QPushButton::clicked, this, &QDialog::reject);

    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_continue);
    buttons->addWidget(m_new);
    buttons->addWidget(m_levels);
    buttons->addStretch();
    buttons->addWidget(m_close);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_heading);
    layout->addWidget(m_welcome);
    layout->addWidget(m_view, 1);
    layout->addLayout(buttons);
    setTabOrder(m_view, m_continue);
    setTabOrder(m_continue, m_new);
    setTabOrder(m_new, m_levels);
    setTabOrder(m_levels, m_close);
    retranslate();
}

bool GalleryDialog::dueAtStart() { return settings::lastPuzzle().isEmpty(); }

void GalleryDialog::showFor(const QString& puzzleId)
{
    m_cards->refresh(devicePixelRatioF());
    fitGrid();
    const int suggested = m_cards->suggestedRow();
    m_welcome->setVisible(suggested >= 0);
    // A new player's first look starts on the suggested card; later ones on the puzzle shown.
    setCurrentId(suggested >= 0 && !m_shownBefore ? m_cards->idAt(suggested) : puzzleId);
    m_shownBefore = true;
    if (!isVisible())
        fitToRoom();
    show();
    raise();
    activateWindow();
    m_view->setFocus(Qt::OtherFocusReason);
}

// Orca says only "List with 7 items" as the list takes the focus (its current card was made
// current before): the card in focus is told to the screen reader as Qt tells a new current one.
void GalleryDialog::sayCurrentCard()
{
    const QModelIndex current = m_view->currentIndex();
    if (!current.isValid() || !m_view->hasFocus() || !QAccessible::isActive())
        return;
    QAccessibleEvent focus(m_view, QAccessible::Focus);
    focus.setChild(current.row());
    QAccessible::updateAccessibility(&focus);
}

bool GalleryDialog::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_view && event->type() == QEvent::FocusIn)
        QTimer::singleShot(0, this, &GalleryDialog::sayCurrentCard); // after the list's own focus
    return QDialog::eventFilter(watched, event);
}

// A grid of the cards' size: as tall as the tallest card's texts need, in this language, as they
// are now (a card's progress changes while the gallery is open).
void GalleryDialog::fitGrid()
{
    QStyleOptionViewItem option;
    option.initFrom(m_view);
    const QSize grid = m_delegate->sizeHint(option, m_cards->index(0)) + QSize(4, 4);
    if (grid != m_view->gridSize())
        m_view->setGridSize(grid);
}

// Four cards across and two rows where the screen (and the window it opens over) has room; a
// smaller window gets a gallery its size, as many whole cards across as fit, which scrolls.
void GalleryDialog::fitToRoom()
{
    const QSize grid = m_view->gridSize();
    const QMargins margins = layout()->contentsMargins();
    const int around = margins.left() + margins.right() + 2 * m_view->frameWidth() +
                       style()->pixelMetric(QStyle::PM_ScrollBarExtent, nullptr, m_view) + 2;
    QRect room = screen() ? screen()->availableGeometry() : QRect(0, 0, 1280, 800);
    if (parentWidget() && parentWidget()->isVisible())
        room = room.intersected(parentWidget()->frameGeometry());
    room.adjust(8, 8, -8, -8);
    const int columns = std::clamp((room.width() - around) / grid.width(), 1, 4);
    const int chrome = sizeHint().height() - m_view->sizeHint().height();
    const QSize size(around + columns * grid.width(), chrome + 2 * grid.height() + 2 * m_view->frameWidth() + 2);
    resize(size.boundedTo(room.size()).expandedTo({300, 240}));
    if (parentWidget())
        move(parentWidget()->geometry().center() - rect().center());
}

QString GalleryDialog::currentId() const { return m_cards->idAt(m_view->currentIndex().row()); }

void GalleryDialog::setCurrentId(const QString& puzzleId)
{
    const int row = std::max(0, m_cards->rowOf(puzzleId));
    m_view->setCurrentIndex(m_cards->index(row));
    m_view->scrollTo(m_cards->index(row));
    showCurrent();
}

// The buttons act on the current card and say so.
void GalleryDialog::showCurrent()
{
    const QModelIndex current = m_view->currentIndex();
    const QString title = current.data(Qt::DisplayRole).toString();
    const bool levels = current.data(GalleryCards::HasLevelsRole).toBool();
    m_continue->setEnabled(current.isValid());
    m_new->setEnabled(current.isValid());
    m_levels->setEnabled(levels);
    m_continue->setToolTip(tr("Play %1, the game as you left it").arg(title));
    m_new->setToolTip(tr("Start a new game of %1").arg(title));
    m_levels->setToolTip(levels ? tr("The levels of %1").arg(title) : tr("%1 has no levels").arg(title));
    for (QPushButton* button : {m_continue, m_new, m_levels})
        button->setAccessibleDescription(button->toolTip());
}

void GalleryDialog::choose(void (GalleryDialog::*chosen)(const QString&))
{
    const QString id = currentId();
    if (id.isEmpty() || !isVisible()) // chosen once: a second Enter or click finds it closed
        return;
    accept();
    emit(this->*chosen)(id);
}

void GalleryDialog::retranslate()
{
    setWindowTitle(tr("Puzzle gallery"));
    m_heading->setText(tr("Choose a puzzle"));
    m_welcome->setText(tr("New to Minimoves? Start with the card marked \"%1\": it is the gentlest. Arrows move "
                          "between the cards, Enter plays one.")
                           .arg(GalleryCards::startHereText()));
    m_view->setAccessibleName(tr("Puzzles"));
    m_continue->setText(tr("&Continue"));
    m_new->setText(tr("&New game"));
    m_levels->setText(tr("&Levels…"));
    m_close->setText(tr("Close"));
    showCurrent();
}

void GalleryDialog::showEvent(QShowEvent* event)
{
    m_cards->setLive(true);
    QDialog::showEvent(event);
}

void GalleryDialog::hideEvent(QHideEvent* event)
{
    m_cards->setLive(false);
    QDialog::hideEvent(event);
}

void GalleryDialog::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        if (isVisible()) { // the cards in the new language, where they were (the focus stays where it is)
            const QString current = currentId();
            m_cards->refresh(devicePixelRatioF());
            fitGrid();
            setCurrentId(current);
        }
    }
    QDialog::changeEvent(event);
}

} // namespace minimoves::app
