#include "shell/tour/tour_overlay.h"

#include "boards/board_widget.h"
#include "shell/tour/bubble_place.h"
#include "shell/window/game_actions.h"
#include "shell/window/game_host.h"
#include "shell/settings/settings.h"
#include "shell/voice/announcer.h"

#include <QAbstractButton>
#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QDialog>
#include <QEvent>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLayout>
#include <QLineEdit>
#include <QMenuBar>
#include <QPainter>
#include <QPainterPath>
#include <QPushButton>
#include <QTextDocumentFragment>
#include <QToolBar>
#include <QVBoxLayout>

#include <algorithm>

namespace minimoves::app {

namespace {

constexpr int WaitMs = 300;      // how often a due tour looks again whether a dialog is still open
constexpr int BubbleWidth = 340; // the bubble's width where the window has room
constexpr int Spacing = 14;      // between the ring and the bubble, and the bubble and the edges

const QColor RingColor(255, 176, 0);

} // namespace

TourOverlay::TourOverlay(GameHost* host, GameActions* actions)
    : QWidget(host->hostWidget()), m_host(host), m_actions(actions)
{
    setObjectName(QStringLiteral("tourOverlay"));
    // The keys go to the bubble's buttons (Tab goes round them while the tour shows); the overlay
    // itself is never in the Tab cycle, and hidden, nothing of it is.
    setFocusPolicy(Qt::NoFocus);
    hide();
    parentWidget()->installEventFilter(this);

    m_bubble = new QWidget(this);
    m_bubble->setObjectName(QStringLiteral("tourBubble"));
    m_bubble->setAttribute(Qt::WA_StyledBackground);
    m_bubble->setAutoFillBackground(true);
    m_bubble->setStyleSheet(QStringLiteral("QWidget#tourBubble { background: palette(window); "
                                           "border: 2px solid rgb(255, 176, 0); border-radius: 8px; }"));
    auto* column = new QVBoxLayout(m_bubble);
    column->setContentsMargins(14, 10, 14, 10);
    m_count = new QLabel(m_bubble);
    m_count->setObjectName(QStringLiteral("tourCount"));
    QFont small = m_count->font();
    small.setPointSizeF(small.pointSizeF() * 0.9);
    m_count->setFont(small);
    m_text = new QLabel(m_bubble);
    m_text->setObjectName(QStringLiteral("tourText"));
    m_text->setWordWrap(true);
    m_text->setTextFormat(Qt::RichText);
    column->addWidget(m_count);
    column->addWidget(m_text);
    auto* buttons = new QHBoxLayout;
    m_skip = new QPushButton(m_bubble);
    m_skip->setObjectName(QStringLiteral("tourSkip"));
    m_never = new QPushButton(m_bubble);
    m_never->setObjectName(QStringLiteral("tourNever"));
    m_next = new QPushButton(m_bubble);
    m_next->setObjectName(QStringLiteral("tourNext"));
    // Tab goes round the buttons, Enter or Space presses the one that has the focus (Next when a
    // step shows); Esc skips (the keys a button leaves come up to the overlay), Right goes on.
    for (QPushButton* button : {m_skip, m_never, m_next}) {
        button->setFocusPolicy(Qt::StrongFocus);
        button->setAutoDefault(true); // Enter presses the button that has the focus
        button->installEventFilter(this);
    }
    buttons->addWidget(m_skip);
    buttons->addWidget(m_never);
    buttons->addStretch();
    buttons->addWidget(m_next);
    column->addLayout(buttons);
    connect(m_skip, &QPushButton::clicked, this, &TourOverlay::skip);
    connect(m_never, &QPushButton::clicked, this, &TourOverlay::neverAgain);
    connect(m_next, &QPushButton::clicked, this, &TourOverlay::next);

    m_wait.setSingleShot(true);
    m_wait.setInterval(WaitMs);
    connect(&m_wait, &QTimer::timeout, this, &TourOverlay::startWhenFree);
    actions->on(Action::Tour, this, [this] { start(m_host->currentPuzzleId()); });
    retranslate();
}

BoardWidget* TourOverlay::board() const { return m_host->board(); }
QWidget* TourOverlay::hintButton() const { return m_actions->toolButton(Action::Hint); }

void TourOverlay::retranslate()
{
    setAccessibleName(tr("Tour"));
    m_skip->setText(tr("Skip"));
    m_never->setText(tr("Don't show again"));
    m_skip->setToolTip(tr("End this puzzle's tour (Esc)"));
    m_never->setToolTip(tr("No tour for any puzzle from now on (Help ▸ Show the tour still shows it)"));
    if (isRunning()) {
        m_steps = stepsFor(m_puzzle); // the steps' texts in the new language
        showStep();
    }
}

void TourOverlay::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void TourOverlay::gameShown(const QString& puzzleId)
{
    if (isRunning() && puzzleId == m_puzzle)
        return;
    if (isRunning())
        end(false); // another puzzle: its own tour, if it has one due
    if (!m_offered || settings::toursOff() || settings::tourSeen(puzzleId) || m_shownThisRun.contains(puzzleId))
        return;
    m_due = puzzleId;
    m_wait.start(); // once the window has laid the new board out
}

void TourOverlay::start(const QString& puzzleId)
{
    if (isRunning())
        end(false);
    m_due = puzzleId;
    startWhenFree();
}

bool TourOverlay::dialogOpen() const
{
    if (QApplication::activeModalWidget())
        return true;
    const auto tops = QApplication::topLevelWidgets();
    return std::any_of(tops.begin(), tops.end(), [](QWidget* w) { return w->isVisible() && qobject_cast<QDialog*>(w); });
}

void TourOverlay::startWhenFree()
{
    if (m_due.isEmpty())
        return;
    // Never over a dialog, never before the window is up with its board, nor while a switch to
    // another puzzle reads its saved game.
    if (dialogOpen() || !parentWidget()->isVisible() || !board() || m_host->sessions()->isReading()) {
        m_wait.start();
        return;
    }
    // A puzzle left before its tour came (a new player's gallery chose another card than the one
    // shown behind it): no tour of it; the puzzle shown now has its own, due when its game shows.
    if (m_due != m_host->currentPuzzleId()) {
        m_due.clear();
        return;
    }
    if (QLayout* layout = parentWidget()->layout())
        layout->activate(); // the board where it will be drawn, so the steps' places are right
    m_puzzle = m_due;
    m_due.clear();
    m_steps = stepsFor(m_puzzle);
    m_step = 0;
    m_shownThisRun.append(m_puzzle);
    // The focus goes back where it was when the tour ends, unless that was the tour's own button
    // (a tour cut short by the next one).
    m_focusBefore = QApplication::focusWidget();
    if (m_focusBefore && isAncestorOf(m_focusBefore))
        m_focusBefore = nullptr;
    setGeometry(parentWidget()->rect());
    raise();
    show();
    showStep();
    m_next->setFocus(Qt::TabFocusReason);
}

std::vector<TourStep> TourOverlay::stepsFor(const QString& puzzleId) const
{
    std::vector<TourStep> steps;
    const PuzzleUi* ui = findPuzzleUi(puzzleId.toStdString());
    BoardWidget* shown = board();
    if (ui && shown && ui->tourSteps)
        steps = ui->tourSteps(*shown);
    else if (ui && ui->keysHtml)
        steps.push_back({ui->keysHtml(), {}});
    steps.push_back({tr("<b>Stuck?</b> Ask for a hint (H, or this button): each time you ask, it tells a little "
                        "more. Help ▸ Show the tour shows this tour again."),
                     {}}); // points at the Hint button (targetRect)
    return steps;
}

QString TourOverlay::stepText() const
{
    return isRunning() ? m_steps[std::size_t(m_step)].text : QString();
}

QRect TourOverlay::targetRect() const
{
    if (!isRunning())
        return {};
    const bool last = m_step == stepCount() - 1;
    QWidget* target = last ? hintButton() : nullptr;
    if (target && target->isVisible())
        return QRect(target->mapTo(parentWidget(), QPoint(0, 0)), target->size());
    BoardWidget* shown = board();
    if (!shown)
        return {};
    // The place as the board is laid out now (the window may have been resized since the start).
    const std::vector<TourStep> now = stepsFor(m_puzzle);
    const QRectF place = m_step < int(now.size()) ? now[std::size_t(m_step)].place : QRectF();
    const QRect local = place.isEmpty() || last ? shown->rect() : place.toAlignedRect().intersected(shown->rect());
    return QRect(shown->mapTo(parentWidget(), local.topLeft()), local.size());
}

QRect TourOverlay::bubbleRect() const { return isRunning() ? m_bubble->geometry() : QRect(); }

void TourOverlay::showStep()
{
    if (!isRunning())
        return;
    m_count->setText(tr("Tour: step %1 of %2").arg(m_step + 1).arg(stepCount()));
    m_text->setText(stepText());
    m_next->setText(m_step + 1 < stepCount() ? tr("Next") : tr("Done"));
    m_next->setToolTip(tr("Enter"));
    placeBubble();
    // A screen reader hears each step as it comes (its text is shown in the bubble, never focused).
    if (Announcer* announcer = Announcer::of(this))
        announcer->say(tr("%1: %2").arg(m_count->text(), QTextDocumentFragment::fromHtml(stepText()).toPlainText()));
}

// Everything of the window the player works with: its menu bar, tool bar and every control shown
// (the board's own buttons too), in the overlay's coordinates; none of the tour's own.
std::vector<QRect> TourOverlay::controlRects() const
{
    std::vector<QRect> rects;
    for (QWidget* widget : parentWidget()->findChildren<QWidget*>()) {
        const bool control = qobject_cast<QMenuBar*>(widget) || qobject_cast<QToolBar*>(widget) ||
                             qobject_cast<QAbstractButton*>(widget) || qobject_cast<QComboBox*>(widget) ||
                             qobject_cast<QAbstractSlider*>(widget) || qobject_cast<QLineEdit*>(widget) ||
                             qobject_cast<QAbstractSpinBox*>(widget);
        if (control && widget->isVisible() && !isAncestorOf(widget) && widget != this)
            rects.emplace_back(widget->mapTo(parentWidget(), QPoint(0, 0)), widget->size());
    }
    return rects;
}

// What the step's bubble leaves in sight besides its place: the controls, and on a board step
// every place the board's steps name (the goal, where moves are made, the board).
std::vector<QRect> TourOverlay::keptClear() const
{
    std::vector<QRect> clear = controlRects();
    BoardWidget* shown = board();
    if (!shown || m_step == stepCount() - 1)
        return clear;
    for (const TourStep& step : stepsFor(m_puzzle)) {
        const QRect local = step.place.toAlignedRect().intersected(shown->rect());
        if (!local.isEmpty())
            clear.emplace_back(shown->mapTo(parentWidget(), local.topLeft()), local.size());
    }
    return clear;
}

void TourOverlay::placeBubble()
{
    if (!isRunning())
        return;
    // Inside the window, beside the ring and clear of it and of what the player must still see:
    // the widths from the usual one up to the window's, then narrower ones, then a smaller text;
    // where nothing fits, clear of the ring alone, and last over the ring's lower part.
    const QRect area = rect().adjusted(Spacing, Spacing, -Spacing, -Spacing);
    m_placedFor = targetRect();
    const QRect ring = m_placedFor.adjusted(-6, -6, 6, 6);
    QFont textFont = m_bubble->font();
    m_text->setFont(textFont);
    const auto heightFor = [this](int width) {
        const int height = m_bubble->layout()->heightForWidth(width);
        return height > 0 ? height : m_bubble->sizeHint().height();
    };
    const int narrowest = m_bubble->layout()->totalMinimumSize().width();
    std::vector<int> widths;
    for (const int width : {BubbleWidth, 420, 520, 640, 300, 260})
        if (width >= narrowest)
            widths.push_back(width);
    BubbleRoom room{area, ring, keptClear(), 8};
    std::optional<QRect> spot = findBubbleSpot(room, widths, heightFor);
    for (const double smaller : {0.9, 0.8}) {
        if (spot)
            break;
        QFont font = textFont;
        font.setPointSizeF(textFont.pointSizeF() * smaller);
        m_text->setFont(font);
        spot = findBubbleSpot(room, widths, heightFor);
    }
    if (!spot) {
        room.clear.clear();
        spot = findBubbleSpot(room, widths, heightFor);
    }
    if (!spot) {
        const int width = std::min(BubbleWidth, area.width());
        const int height = std::min(heightFor(width), area.height());
        const int x = std::clamp(ring.center().x() - width / 2, area.left(), area.right() - width + 1);
        spot = QRect(x, area.bottom() - height + 1, width, height);
    }
    m_bubble->setFixedSize(spot->size());
    m_bubble->move(spot->topLeft());
    update();
}

void TourOverlay::next()
{
    if (!isRunning())
        return;
    if (m_step + 1 < stepCount()) {
        ++m_step;
        showStep();
    } else {
        end(true);
    }
}

void TourOverlay::skip() { end(true); }

void TourOverlay::neverAgain()
{
    settings::setToursOff(true);
    end(true);
}

void TourOverlay::end(bool seen)
{
    if (!isRunning())
        return;
    if (seen)
        settings::setTourSeen(m_puzzle);
    m_steps.clear();
    m_step = 0;
    hide();
    // Back to where it was, if that still takes the focus; else to the board (a widget hidden
    // since, or one that takes none, would leave the keys and a screen reader nowhere).
    if (m_focusBefore && m_focusBefore->isVisible() && m_focusBefore->isEnabled() &&
        m_focusBefore->focusPolicy() != Qt::NoFocus)
        m_focusBefore->setFocus(Qt::OtherFocusReason);
    else if (BoardWidget* shown = board())
        shown->setFocus(Qt::OtherFocusReason);
    emit ended();
}

void TourOverlay::paintEvent(QPaintEvent* event)
{
    Q_UNUSED(event);
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    // The window dimmed, but for the place the step speaks of; the bubble follows that place when
    // the board moved it (the layout placed the board after the tour began, a resize).
    const QRect target = targetRect();
    if (target != m_placedFor)
        QTimer::singleShot(0, this, &TourOverlay::placeBubble);
    const QRectF ring = QRectF(target).adjusted(-6, -6, 6, 6);
    QPainterPath dim;
    dim.setFillRule(Qt::OddEvenFill);
    dim.addRect(rect());
    dim.addRoundedRect(ring, 10, 10);
    painter.fillPath(dim, QColor(0, 0, 0, 120));
    painter.setPen(QPen(RingColor, 3));
    painter.setBrush(Qt::NoBrush);
    painter.drawRoundedRect(ring, 10, 10);
}

bool TourOverlay::event(QEvent* event)
{
    // The tour's keys before the window's shortcuts (Esc is also Stop's).
    if (event->type() == QEvent::ShortcutOverride) {
        const int key = static_cast<QKeyEvent*>(event)->key();
        if (key == Qt::Key_Escape || key == Qt::Key_Return || key == Qt::Key_Enter || key == Qt::Key_Space ||
            key == Qt::Key_Right) {
            event->accept();
            return true;
        }
    }
    return QWidget::event(event);
}

void TourOverlay::keyPressEvent(QKeyEvent* event)
{
    switch (event->key()) {
    case Qt::Key_Escape:
        skip();
        return;
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Space:
    case Qt::Key_Right:
        next();
        return;
    default:
        // Other keys go nowhere while the tour is up (no move is made under it).
        event->accept();
    }
}

bool TourOverlay::focusNextPrevChild(bool next)
{
    // While the tour shows, Tab goes round its three buttons and never under the dimmed window.
    if (!isRunning())
        return QWidget::focusNextPrevChild(next);
    const QList<QPushButton*> ring{m_skip, m_never, m_next};
    const qsizetype at = ring.indexOf(qobject_cast<QPushButton*>(QApplication::focusWidget()));
    const qsizetype to = at < 0 ? ring.size() - 1 : (at + (next ? 1 : ring.size() - 1)) % ring.size();
    ring[to]->setFocus(next ? Qt::TabFocusReason : Qt::BacktabFocusReason);
    return true;
}

bool TourOverlay::eventFilter(QObject* watched, QEvent* event)
{
    if (event->type() == QEvent::KeyPress && watched != parentWidget() &&
        static_cast<QKeyEvent*>(event)->key() == Qt::Key_Right) {
        next(); // a button would move the focus
        return true;
    }
    // The window resized: cover it again, the ring follows its place on the board.
    if (watched == parentWidget() && event->type() == QEvent::Resize && isRunning()) {
        setGeometry(parentWidget()->rect());
        QTimer::singleShot(0, this, &TourOverlay::placeBubble); // after the layout placed the board
    }
    return QWidget::eventFilter(watched, event);
}

} // namespace minimoves::app
