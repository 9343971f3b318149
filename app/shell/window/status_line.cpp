#include "shell/window/status_line.h"

#include "boards/puzzle_ui.h"
#include "shell/files/file_notice.h"
#include "shell/settings/settings.h"
#include "shell/window/clock_label.h"

#include "game/present/game_presenter.h"
#include "game/session/game_sessions.h"
#include "game/solver/solver_service.h"

#include <QEvent>
#include <QDir>
#include <QFileInfo>
#include <QLabel>
#include <QProgressBar>
#include <QStatusBar>
#include <QTimer>

#include <utility>

namespace minimoves::app {

namespace {
constexpr int BusyShownAfterMs = 150; // a quick answer shows no bar
} // namespace

StatusLine::StatusLine(QStatusBar* bar, GamePresenter* presenter, GameSessions* sessions)
    : QObject(bar), m_bar(bar), m_presenter(presenter)
{
    setObjectName(QStringLiteral("statusLine"));
    m_challengeLabel = new QLabel(bar);
    m_challengeLabel->setObjectName(QStringLiteral("challengeLabel"));
    QFont bold = m_challengeLabel->font();
    bold.setBold(true);
    m_challengeLabel->setFont(bold);
    m_movesLabel = new QLabel(bar);
    m_movesLabel->setObjectName(QStringLiteral("movesLabel"));
    m_distanceLabel = new QLabel(bar);
    m_distanceLabel->setObjectName(QStringLiteral("distanceLabel"));
    m_distanceLabel->setTextFormat(Qt::RichText);
    m_progress = new QProgressBar(bar);
    m_progress->setRange(0, 1000);
    m_progress->setMaximumWidth(160);
    m_progress->setTextVisible(false);
    m_progress->hide();
    m_notice = new FileNotice(bar->parentWidget());
    bar->addWidget(m_challengeLabel);
    bar->addWidget(m_movesLabel);
    bar->addWidget(m_distanceLabel, 1);
    m_busyLabel = new QLabel(bar);
    m_busyLabel->setObjectName(QStringLiteral("busyLabel"));
    m_busyLabel->hide();
    bar->addPermanentWidget(m_busyLabel);
    bar->addPermanentWidget(m_progress);
    m_clock = new ClockLabel(bar);
    m_clock->setWanted(settings::clockShown());
    bar->addPermanentWidget(m_clock);
    m_modeLabel = new QLabel(bar);
    m_modeLabel->setObjectName(QStringLiteral("modeLabel"));
    bar->addPermanentWidget(m_modeLabel);
    showMode();
    nameParts();
    connect(presenter, &GamePresenter::modeChanged, this, &StatusLine::showMode);
    bar->installEventFilter(this);

    m_hintLine = new QLabel(bar->parentWidget());
    m_hintLine->setObjectName(QStringLiteral("hintLine"));
    m_hintLine->setWordWrap(true);
    m_hintLine->setAlignment(Qt::AlignCenter);
    m_hintLine->setTextFormat(Qt::PlainText);
    m_hintLine->hide();
    followPresenter();
    followSolver(sessions->solver());
    followClock(sessions);
}

// The clock of the session shown, while it has a game.
void StatusLine::followClock(GameSessions* sessions)
{
    auto follow = [this, sessions] {
        GameSession* s = sessions->active();
        m_clock->follow(s && s->hasGame() ? s->clock() : nullptr);
    };
    connect(sessions, &GameSessions::activeChanged, this, follow);
    connect(m_presenter, &GamePresenter::gameChanged, this, follow);
    follow();
}

// The challenge's line, the moves, the distance and the hint's line, as the presenter says.
void StatusLine::followPresenter()
{
    auto showChallenge = [this](const QString& text) {
        m_challengeLabel->setText(text);
        m_challengeLabel->setVisible(!text.isEmpty());
    };
    showChallenge(m_presenter->challengeText());
    connect(m_presenter, &GamePresenter::challengeTextChanged, this, showChallenge);
    m_movesLabel->setText(m_presenter->movesText());
    showStatus();
    connect(m_presenter, &GamePresenter::movesTextChanged, m_movesLabel, &QLabel::setText);
    connect(m_presenter, &GamePresenter::statusChanged, this, &StatusLine::showStatus);
    // About the player's file: whole, with its folder (a status bar message would be cut).
    connect(m_presenter, &GamePresenter::drawFailed, this, [this](const QString& reason) { showMessage(reason, 5000); });
    m_noticeTimer = new QTimer(this);
    m_noticeTimer->setSingleShot(true);
    connect(m_noticeTimer, &QTimer::timeout, this, [this] {
        m_noticeText.clear();
        showStatus();
    });
    connect(m_presenter, &GamePresenter::noticed, this, [this](const QString& text) {
        m_noticeText = text;
        m_noticeTimer->start(NoticeMs);
        showStatus();
    });
    connect(m_presenter, &GamePresenter::saveFailed, this, [this](const QString& reason, const QString& folder) {
        m_gameFailure = reason;
        showFileNotice(reason, folder);
    });
    // Its line goes; another file's that still cannot be written stays.
    connect(m_presenter, &GamePresenter::saveResumed, this, [this](const QString& folder) {
        m_notice->settle(std::exchange(m_gameFailure, QString()), tr("The game is saved again"), folder);
    });
}

void StatusLine::showStatus()
{
    if (!m_presenter)
        return;
    m_distanceLabel->setText(m_presenter->distanceHtml());
    m_distanceLabel->setAccessibleName(m_presenter->distanceText());
    const QString hint = m_presenter->hintText();
    const QString line = hint.isEmpty() ? m_noticeText : hint;
    m_hintLine->setText(line);
    m_hintLine->setVisible(!line.isEmpty());
}

// The solver's progress, shown once a search has lasted a moment.
void StatusLine::followSolver(SolverService* solver)
{
    m_solver = solver;
    // Said once a session (the solver tells it once): the band, until the player closes it.
    connect(solver, &SolverService::tablesNotKept, this, [this](const QString& puzzle, const QString& folder, const QString& reason) {
        showFileNotice(tr("The %1's tables cannot be saved in %2: %3. The tables are kept in memory for this session "
                          "(built again at the next start)")
                           .arg(puzzleTitle(puzzle.toStdString()), QDir::toNativeSeparators(folder), reason),
                       QString());
    });
    connect(solver, &SolverService::progress, this, [this](double fraction) {
        m_progress->setValue(int(fraction * 1000));
        showBusy();
    });
    connect(solver, &SolverService::busyChanged, this, [this](bool busy) {
        if (busy) {
            m_busyFor.start();
            QTimer::singleShot(BusyShownAfterMs, this, &StatusLine::showBusy);
        } else {
            m_busyFor.invalidate();
            showBusy();
        }
    });
    connect(solver, &SolverService::busyWithChanged, this, &StatusLine::showBusy);
    connect(m_presenter, &GamePresenter::modeChanged, this, &StatusLine::showBusy);
}

namespace {
// What the bar waits for, in words; "" for what Play mode does not show (the position's own
// searches, which a hint asked for says in the status line itself).
QString busyText(SolverReply::Kind kind, bool play)
{
    switch (kind) {
    case SolverReply::Kind::Solution:
    case SolverReply::Kind::Distances:
        return play ? QString() : StatusLine::tr("Searching this position…");
    case SolverReply::Kind::Hardest:
        return play ? QString() : StatusLine::tr("Finding the hardest position…");
    case SolverReply::Kind::DistanceCounts:
        return StatusLine::tr("Counting the positions…");
    case SolverReply::Kind::Draw:
        return StatusLine::tr("Drawing a new game…");
    case SolverReply::Kind::Daily:
        return StatusLine::tr("Drawing today's puzzle…");
    case SolverReply::Kind::Preparation:
        return StatusLine::tr("Building the puzzle's tables…");
    }
    return {};
}
} // namespace

void StatusLine::showBusy()
{
    QString text;
    if (m_solver && m_solver->busy() && m_presenter && m_busyFor.isValid() && m_busyFor.elapsed() >= BusyShownAfterMs) {
        const bool play = m_presenter->mode() == PlayMode::Play;
        for (const SolverReply::Kind kind : m_solver->busyWith())
            if (text = busyText(kind, play); !text.isEmpty())
                break;
    }
    m_busyLabel->setText(text);
    m_busyLabel->setVisible(!text.isEmpty());
    m_progress->setVisible(!text.isEmpty());
    m_progress->setAccessibleName(text.isEmpty() ? tr("The solver is working") : text);
}

void StatusLine::showMode()
{
    if (!m_presenter)
        return;
    const PlayMode mode = m_presenter->mode();
    m_modeLabel->setText(mode == PlayMode::Coach ? tr("Coach mode") : tr("Play mode"));
    m_modeLabel->setToolTip(mode == PlayMode::Coach ? tr("The distance and every move's quality show at all times (View ▸ Mode)")
                                                    : tr("Hints only when you ask: H (View ▸ Mode)"));
}

// What a screen reader calls the bar and its progress (it shows nothing to read in words).
void StatusLine::nameParts()
{
    m_bar->setAccessibleName(tr("Status"));
    m_progress->setAccessibleName(tr("The solver is working"));
}

bool StatusLine::eventFilter(QObject* watched, QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        showMode();
        nameParts();
    }
    return QObject::eventFilter(watched, event);
}

void StatusLine::showMessage(const QString& text, int milliseconds)
{
    // The same message again (a second key on a solved board) is said again: the bar tells only a
    // change (messageChanged), so it is cleared first.
    if (!text.isEmpty() && m_bar->currentMessage() == text)
        m_bar->clearMessage();
    m_bar->showMessage(text, milliseconds);
}

void StatusLine::showFileNotice(const QString& text, const QString& folder, int hideAfterMs)
{
    m_notice->say(text, folder, hideAfterMs);
}

} // namespace minimoves::app
