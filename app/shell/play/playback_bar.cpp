#include "shell/play/playback_bar.h"

#include "game/present/game_presenter.h"
#include "shell/charts/path_row.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QScrollArea>
#include <QScrollBar>
#include <QSlider>
#include <QStyle>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

#include <QSignalBlocker>

#include <algorithm>
#include <cstdlib>

namespace minimoves::app {

namespace {

// The path row's height: one line of entries (a move's button, or the line saying the path is on
// its way, whichever is taller) and the scroll bar under it, the same before the row is built, so
// that the bar is as tall hidden (its room kept under the board) as shown.
int rowHeight(QScrollArea* row)
{
    QToolButton entry(row);
    entry.setAutoRaise(true);
    entry.setText(QStringLiteral("1. Ag"));
    QLabel line(QStringLiteral("Ag"), row);
    return std::max(entry.sizeHint().height(), line.sizeHint().height()) + row->horizontalScrollBar()->sizeHint().height() + 2;
}

QToolButton* controlButton(QWidget* parent, const char* name, QStyle::StandardPixmap icon)
{
    auto* button = new QToolButton(parent);
    button->setObjectName(QString::fromLatin1(name));
    button->setIcon(parent->style()->standardIcon(icon));
    button->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    button->setAutoRaise(true);
    button->setFocusPolicy(Qt::NoFocus); // the bar keeps the keyboard
    return button;
}

} // namespace

const std::vector<int>& PlaybackBar::intervals()
{
    static const std::vector<int> all = {2000, 1400, 1000, 800, 600, 450, 350, 250, 160, 100, 0};
    return all;
}

int PlaybackBar::defaultInterval(int animationMs)
{
    if (animationMs <= 0)
        return 0;
    // A pace a player can follow: 0.6 s a move at the animations' normal speed (a move, then
    // the eye's time to see what it did), slower or faster with them; the nearest step, the
    // slower of two as near.
    const int wanted = animationMs * 12 / 5;
    int best = intervals().front();
    for (int ms : intervals())
        if (std::abs(ms - wanted) < std::abs(best - wanted))
            best = ms;
    return best;
}

PlaybackBar::PlaybackBar(QWidget* parent) : QFrame(parent)
{
    setObjectName(QStringLiteral("playbackBar"));
    setFrameShape(QFrame::StyledPanel);
    setFocusPolicy(Qt::StrongFocus);
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    setAutoFillBackground(true); // in a tiny window it stands over the board's bottom edge (board_room.h)

    m_row = new PathRow(this);
    m_row->setObjectName(QStringLiteral("playbackPath"));
    m_row->setFrameShape(QFrame::NoFrame);
    m_row->setFocusPolicy(Qt::NoFocus);
    m_row->setWidgetResizable(true);
    m_row->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_row->setHorizontalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    m_rowWidget = new QWidget(m_row);
    m_rowLayout = new QHBoxLayout(m_rowWidget);
    m_rowLayout->setContentsMargins(0, 0, 0, 0);
    m_rowLayout->setSpacing(2);
    m_row->setWidget(m_rowWidget);
    // The current move stands out (the palette's highlight), whatever the style draws for a check.
    m_rowWidget->setStyleSheet(QStringLiteral(
        "QToolButton { padding: 2px 6px; border-radius: 4px; }"
        "QToolButton:checked { background: palette(highlight); color: palette(highlighted-text); }"));
    buildControls();
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 4, 6, 4);
    layout->setSpacing(2);
    layout->addWidget(m_row);
    layout->addLayout(m_controls);
    m_row->setFixedHeight(rowHeight(m_row));
    retranslate();
    hide();
}

// The row of controls under the path: back, play, forward, the speed, where the frame is, close.
void PlaybackBar::buildControls()
{
    m_back = controlButton(this, "playbackStepBack", QStyle::SP_MediaSeekBackward);
    m_play = controlButton(this, "playbackPlay", QStyle::SP_MediaPlay);
    m_forward = controlButton(this, "playbackStepForward", QStyle::SP_MediaSeekForward);
    m_close = controlButton(this, "playbackClose", QStyle::SP_DialogCloseButton);
    m_close->setToolButtonStyle(Qt::ToolButtonIconOnly);
    m_slow = new QLabel(this);
    m_fast = new QLabel(this);
    m_speed = new QSlider(Qt::Horizontal, this);
    m_speed->setObjectName(QStringLiteral("playbackSpeed"));
    m_speed->setRange(0, int(intervals().size()) - 1);
    m_speed->setPageStep(1);
    m_speed->setTickPosition(QSlider::TicksBelow);
    m_speed->setMinimumWidth(100);
    m_speed->setMaximumWidth(180);
    m_speed->installEventFilter(this); // Space and Esc still reach the bar
    m_where = new QLabel(this);
    m_where->setObjectName(QStringLiteral("playbackWhere"));

    auto* controls = m_controls = new QHBoxLayout;
    controls->setContentsMargins(0, 0, 0, 0);
    for (QWidget* widget : std::initializer_list<QWidget*>{m_back, m_play, m_forward})
        controls->addWidget(widget);
    controls->addSpacing(16);
    for (QWidget* widget : std::initializer_list<QWidget*>{m_slow, m_speed, m_fast})
        controls->addWidget(widget);
    controls->addStretch(1);
    controls->addWidget(m_where);
    controls->addSpacing(8);
    controls->addWidget(m_close);

    connect(m_back, &QToolButton::clicked, this, [this] { act(&GamePresenter::stepBack); });
    connect(m_play, &QToolButton::clicked, this, [this] { act(&GamePresenter::togglePlayback); });
    connect(m_forward, &QToolButton::clicked, this, [this] { act(&GamePresenter::stepForward); });
    connect(m_close, &QToolButton::clicked, this, [this] { handleKey(Qt::Key_Escape); });
    connect(m_speed, &QSlider::valueChanged, this, [this](int value) {
        const int ms = intervals()[std::size_t(std::clamp(value, 0, int(intervals().size()) - 1))];
        if (m_presenter)
            m_presenter->setPlaybackInterval(ms);
        emit intervalChosen(ms);
    });
}

void PlaybackBar::setPresenter(GamePresenter* presenter)
{
    if (m_presenter)
        m_presenter->disconnect(this);
    m_presenter = presenter;
    m_rowBuilt = false;
    if (presenter)
        connect(presenter, &GamePresenter::playbackChanged, this, &PlaybackBar::sync);
    sync();
}

const PlaybackView& PlaybackBar::view() const
{
    static const PlaybackView closed;
    return m_presenter ? m_presenter->playback() : closed;
}

QAbstractButton* PlaybackBar::frameButton(int frame) const
{
    return frame >= 0 && frame < int(m_frameButtons.size()) ? m_frameButtons[std::size_t(frame)] : nullptr;
}

QScrollArea* PlaybackBar::pathRow() const { return m_row; }

int PlaybackBar::highlightedFrame() const
{
    for (std::size_t i = 0; i < m_frameButtons.size(); ++i)
        if (m_frameButtons[i]->isChecked())
            return int(i);
    return -1;
}

void PlaybackBar::act(void (GamePresenter::*action)())
{
    if (m_presenter)
        (m_presenter->*action)();
    if (isVisible())
        setFocus(); // the keys go on acting on the bar
}

// Everything shown, from the presenter's view of the playback.
void PlaybackBar::sync()
{
    const PlaybackView& v = view();
    if (!v.open) {
        setShown(false);
        return;
    }
    if (!m_rowBuilt || v.pending != m_shownPending || v.path != m_shownPath || v.origin != m_shownOrigin ||
        v.moveNames != m_shownNames)
        rebuildRow();
    showControls(v);
    fitControls();
    if (isHidden()) {
        setShown(true);
        QTimer::singleShot(0, this, &PlaybackBar::centreCurrent); // once the window has laid it out
    }
    centreCurrent();
}

// The frame highlighted, what each control can do, the speed and where the frame is.
void PlaybackBar::showControls(const PlaybackView& v)
{
    std::vector<bool> enabled;
    for (std::size_t i = 0; i < m_frameButtons.size(); ++i) {
        m_frameButtons[i]->setChecked(int(i) == v.frame);
        enabled.push_back(int(i) == v.frame || (i < v.canJumpTo.size() && v.canJumpTo[i]));
    }
    m_row->setEnabledEntries(std::move(enabled));
    m_play->setIcon(style()->standardIcon(v.playing ? QStyle::SP_MediaPause : QStyle::SP_MediaPlay));
    m_play->setText(v.playing ? tr("Pause") : tr("Play"));
    m_play->setEnabled(v.canPlayOrPause);
    m_back->setEnabled(v.canStepBack);
    m_forward->setEnabled(v.canStepForward);
    {
        const QSignalBlocker blocker(m_speed);
        int nearest = 0;
        for (int i = 0; i < int(intervals().size()); ++i)
            if (std::abs(intervals()[std::size_t(i)] - v.interval) <
                std::abs(intervals()[std::size_t(nearest)] - v.interval))
                nearest = i;
        m_speed->setValue(nearest);
    }
    m_where->setText(v.pending ? QString() : whereText(v.frame, v.moves()));
    // Empty while the path is computed: a screen reader still has something to say of it.
    m_where->setAccessibleName(v.pending ? tr("Finding the solver's path") : QString());
}

void PlaybackBar::setShown(bool shown)
{
    if (shown == !isHidden())
        return;
    setVisible(shown);
    emit shownChanged(shown);
}

// The current move in the middle of the row (as far as the row goes): the moves around it show.
void PlaybackBar::centreCurrent()
{
    const int frame = highlightedFrame();
    if (frame >= 0)
        m_row->centreOn(m_frameButtons[std::size_t(frame)]);
}

void PlaybackBar::resizeEvent(QResizeEvent* event)
{
    QFrame::resizeEvent(event);
    fitControls();
    centreCurrent();
}

QString PlaybackBar::whereText(int frame, int moves) const
{
    return m_compactness >= Terse ? tr("%1/%2", "the playback's move: frame of moves").arg(frame).arg(moves)
                                  : tr("Move %1 of %2").arg(frame).arg(moves);
}

// The controls in the bar's width, drawn over one another in none: the fullest of, in turn, words
// beside the icons, the icons alone, without Slow and Fast, without the slider and "3/20".
void PlaybackBar::fitControls()
{
    if (m_fitting)
        return;
    m_fitting = true;
    const QMargins margins = layout()->contentsMargins() + contentsMargins();
    const int room = width() - margins.left() - margins.right();
    const PlaybackView& v = view();
    const int frame = v.frame;
    const int moves = v.moves();
    const bool pending = v.pending;
    for (int level = Full; level <= Terse; ++level) {
        m_compactness = level;
        const auto style = level == Full ? Qt::ToolButtonTextBesideIcon : Qt::ToolButtonIconOnly;
        for (QToolButton* button : {m_back, m_play, m_forward})
            button->setToolButtonStyle(style);
        m_play->setMinimumWidth(level == Full ? m_playWidth : 0);
        m_slow->setVisible(level < Bare);
        m_fast->setVisible(level < Bare);
        m_speed->setVisible(level < Terse);
        m_where->setText(pending ? QString() : whereText(frame, moves));
        m_controls->invalidate();
        if (m_controls->minimumSize().width() <= room)
            break;
    }
    m_fitting = false;
}

// The row: "Start", then each move of the path by its name from the position it is played in.
void PlaybackBar::rebuildRow()
{
    m_row->setEntries({});
    for (QToolButton* button : m_frameButtons)
        delete button;
    m_frameButtons.clear();
    delete m_pending;
    m_pending = nullptr;
    while (QLayoutItem* item = m_rowLayout->takeAt(0))
        delete item;
    const PlaybackView& v = view();
    m_shownPath = v.path;
    m_shownOrigin = v.origin;
    m_shownNames = v.moveNames;
    m_shownPending = v.pending;
    m_rowBuilt = true;
    if (m_shownPending) {
        m_pending = new QLabel(tr("Finding the optimal path from this position…"), m_rowWidget);
        m_rowLayout->addWidget(m_pending);
    } else {
        addFrameButton(0, tr("Start"));
        for (std::size_t j = 0; j < m_shownNames.size(); ++j)
            addFrameButton(int(j) + 1, tr("%1. %2").arg(j + 1).arg(m_shownNames[j]));
        if (m_shownPath.empty())
            m_frameButtons.front()->setToolTip(tr("The goal cannot be reached from here"));
    }
    m_rowLayout->addStretch(1);
    m_row->setEntries({m_frameButtons.begin(), m_frameButtons.end()});
    // One line of entries, and the scroll bar under it when they do not fit.
    m_row->setFixedHeight(rowHeight(m_row));
}

// The row's entry of `frame`: a click jumps there (the presenter says which is highlighted).
void PlaybackBar::addFrameButton(int frame, const QString& text)
{
    auto* button = new QToolButton(m_rowWidget);
    button->setObjectName(QStringLiteral("playbackFrame%1").arg(frame));
    button->setText(text);
    button->setCheckable(true);
    button->setAutoRaise(true);
    button->setFocusPolicy(Qt::NoFocus);
    connect(button, &QToolButton::clicked, this, [this, button, frame] {
        button->setChecked(view().open && view().frame == frame); // the presenter says
        if (m_presenter)
            m_presenter->jumpTo(frame);
        setFocus();
    });
    m_rowLayout->addWidget(button);
    m_frameButtons.push_back(button);
}

void PlaybackBar::retranslate()
{
    m_back->setText(tr("Back"));
    m_back->setToolTip(tr("Take back the last move of the path (Left)"));
    m_forward->setText(tr("Forward"));
    m_forward->setToolTip(tr("Play the next move of the path (Right)"));
    m_play->setToolTip(tr("Play or pause the solver's path (Space)"));
    // As wide as its longer word: the controls after it keep their places when it changes.
    int playWidth = 0;
    m_play->setToolButtonStyle(Qt::ToolButtonTextBesideIcon); // measured with its words (fitControls() may drop them)
    for (const QString& text : {tr("Play"), tr("Pause")}) {
        m_play->setText(text);
        playWidth = std::max(playWidth, m_play->sizeHint().width());
    }
    m_playWidth = playWidth;
    m_play->setMinimumWidth(playWidth);
    m_close->setToolTip(tr("Close the playback; the position stays (Esc)"));
    m_close->setAccessibleName(tr("Close the playback"));
    m_slow->setText(tr("Slow"));
    m_fast->setText(tr("Fast"));
    m_speed->setToolTip(tr("How fast the solver plays"));
    m_speed->setAccessibleName(tr("Playback speed"));
    m_row->setAccessibleName(tr("The optimal path"));
    setAccessibleName(tr("Solver's playback"));
    m_rowBuilt = false;
    sync();
}

void PlaybackBar::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QFrame::changeEvent(event);
}

// The bar's keys win over the window's shortcuts (Esc is Stop's) while it has the focus.
bool PlaybackBar::event(QEvent* event)
{
    if (event->type() == QEvent::ShortcutOverride) {
        auto* key = static_cast<QKeyEvent*>(event);
        if (key->modifiers() == Qt::NoModifier &&
            (key->key() == Qt::Key_Space || key->key() == Qt::Key_Left || key->key() == Qt::Key_Right ||
             key->key() == Qt::Key_Home || key->key() == Qt::Key_End || key->key() == Qt::Key_Escape)) {
            event->accept();
            return true;
        }
    }
    return QFrame::event(event);
}

void PlaybackBar::keyPressEvent(QKeyEvent* event)
{
    if (event->modifiers() == Qt::NoModifier && handleKey(event->key()))
        return;
    QFrame::keyPressEvent(event);
}

bool PlaybackBar::handleKey(int key)
{
    switch (key) {
    case Qt::Key_Space:
        act(&GamePresenter::togglePlayback);
        return true;
    case Qt::Key_Left:
        act(&GamePresenter::stepBack);
        return true;
    case Qt::Key_Right:
        act(&GamePresenter::stepForward);
        return true;
    case Qt::Key_Home:
        if (m_presenter)
            m_presenter->jumpTo(0);
        return true;
    case Qt::Key_End:
        if (m_presenter)
            m_presenter->jumpTo(view().moves());
        return true;
    case Qt::Key_Escape:
        if (m_presenter)
            m_presenter->closePlayback();
        emit closeRequested();
        return true;
    default:
        return false;
    }
}

// The slider keeps its own Left and Right (the speed); Space and Esc act on the bar.
bool PlaybackBar::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_speed && (event->type() == QEvent::KeyPress || event->type() == QEvent::ShortcutOverride)) {
        auto* key = static_cast<QKeyEvent*>(event);
        if (key->modifiers() == Qt::NoModifier && (key->key() == Qt::Key_Space || key->key() == Qt::Key_Escape)) {
            if (event->type() == QEvent::ShortcutOverride) {
                event->accept();
                return true;
            }
            handleKey(key->key());
            return true;
        }
    }
    return QFrame::eventFilter(watched, event);
}

} // namespace minimoves::app
