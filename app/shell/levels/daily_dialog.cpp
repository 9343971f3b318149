#include "shell/levels/daily_dialog.h"

#include "boards/paint_helpers.h"
#include "boards/puzzle_ui.h"
#include "shell/levels/level_play.h"
#include "shell/settings/settings.h"
#include "levels/daily.h"
#include "levels/score.h"
#include "shell/voice/announcer.h"

#include <QApplication>
#include <QClipboard>
#include <QDialogButtonBox>
#include <QEvent>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPainter>
#include <QPushButton>
#include <QVBoxLayout>

namespace minimoves::app {

namespace {

QString starText(int count) { return QString::fromStdString(levels::starText(count, true)); }

// "Eight Puzzle", "Ball Grid 4x4": the day's puzzle as the player knows it.
QString dailyTitle(const QDate& date)
{
    const levels::DailyPuzzle choice = levels::dailyChoice(levels::Date{date.year(), date.month(), date.day()});
    QString title = puzzleTitle(choice.puzzle);
    if (!choice.variant.empty())
        if (const PuzzleUi* ui = findPuzzleUi(choice.puzzle))
            title += QStringLiteral(" · ") + ui->labelOf(QString::fromStdString(choice.variant));
    return title;
}

} // namespace

StarCalendar::StarCalendar(const LevelPlay* play, QWidget* parent) : QCalendarWidget(parent), m_play(play)
{
    setObjectName(QStringLiteral("dailyCalendar"));
    setGridVisible(true);
    setVerticalHeaderFormat(QCalendarWidget::NoVerticalHeader);
    // Cells tall enough for the day's number and its stars under it.
    setMinimumSize(380, 260);
    setLocale(settings::languageLocale());
}

void StarCalendar::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) // the month and day names in the new language
        setLocale(settings::languageLocale());
    QCalendarWidget::changeEvent(event);
}

int StarCalendar::starsOn(const QDate& date) const
{
    const auto day = m_play->progress().days().constFind(date);
    return day == m_play->progress().days().constEnd() ? 0 : day->stars;
}

void StarCalendar::paintCell(QPainter* painter, const QRect& rect, QDate date) const
{
    QCalendarWidget::paintCell(painter, rect, date);
    const int stars = starsOn(date);
    if (stars == 0)
        return;
    // Under the day's number, as many stars as it earned, in gold (the banner's celebration colour).
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setPen(Qt::NoPen);
    painter->setBrush(QColor(214, 160, 0));
    const double radius = std::clamp(rect.height() / 7.0, 2.5, 7.0);
    const double step = 2 * radius + 1;
    const double left = rect.center().x() - step * (stars - 1) / 2.0;
    const double y = rect.bottom() - radius - 2;
    for (int s = 0; s < stars; ++s)
        painter->drawPath(starPath(QPointF(left + s * step, y), radius));
    painter->restore();
}

DailyDialog::DailyDialog(LevelPlay* play, QWidget* parent) : QDialog(parent), m_play(play)
{
    setObjectName(QStringLiteral("dailyDialog"));
    setWindowTitle(tr("Daily puzzle"));
    setAccessibleName(tr("Daily puzzle"));
    auto* layout = new QVBoxLayout(this);
    m_today = new QLabel(this);
    m_today->setObjectName(QStringLiteral("dailyToday"));
    QFont heading = m_today->font();
    heading.setBold(true);
    heading.setPointSizeF(heading.pointSizeF() * 1.2);
    m_today->setFont(heading);
    m_today->setWordWrap(true);
    layout->addWidget(m_today);
    m_state = new QLabel(this);
    m_state->setObjectName(QStringLiteral("dailyState"));
    m_state->setWordWrap(true);
    layout->addWidget(m_state);
    auto* lineRow = new QHBoxLayout;
    m_line = new QLabel(this);
    m_line->setObjectName(QStringLiteral("dailyResultLine"));
    m_line->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    m_line->setWordWrap(true);
    lineRow->addWidget(m_line, 1);
    m_copy = new QPushButton(tr("Copy result"), this);
    m_copy->setObjectName(QStringLiteral("dailyCopyButton"));
    m_copy->setAccessibleName(tr("Copy the result line"));
    m_copy->setAutoDefault(false);
    connect(m_copy, &QPushButton::clicked, this, [this] { QGuiApplication::clipboard()->setText(m_resultLine); });
    lineRow->addWidget(m_copy);
    layout->addLayout(lineRow);
    m_calendar = new StarCalendar(play, this);
    m_calendar->setAccessibleName(tr("Days played"));
    layout->addWidget(m_calendar, 1);
    m_day = new QLabel(this);
    m_day->setObjectName(QStringLiteral("dailyDay"));
    layout->addWidget(m_day);
    m_streak = new QLabel(this);
    m_streak->setObjectName(QStringLiteral("dailyStreak"));
    layout->addWidget(m_streak);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    m_playButton = buttons->addButton(QString(), QDialogButtonBox::AcceptRole);
    m_playButton->setObjectName(QStringLiteral("dailyPlayButton"));
    m_playButton->setDefault(true);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_playButton, &QPushButton::clicked, this, [this] {
        m_play->startDaily();
        accept();
    });
    connect(m_calendar, &QCalendarWidget::selectionChanged, this, [this] { showDay(m_calendar->selectedDate()); });
    connect(play->records(), &GameRecords::progressChanged, this, &DailyDialog::showToday);
    showToday();
    m_playButton->setFocus();
}

void DailyDialog::showToday()
{
    const QDate today = m_play->today();
    const QString date = today.toString(Qt::ISODate);
    m_today->setText(tr("Today, %1: %2").arg(date, dailyTitle(today)));
    const auto& days = m_play->progress().days();
    const auto day = days.constFind(today);
    const bool solved = day != days.constEnd();
    const LevelPlay::DailyKept kept = m_play->dailyKept();
    if (solved) {
        m_state->setText(tr("Solved today: %1 in %2 moves (par %3). Played again, it earns nothing new.")
                             .arg(starText(day->stars))
                             .arg(day->moves)
                             .arg(day->par));
        m_resultLine = LevelPlay::dailyLine(*day, puzzleTitle(levels::dailyChoice({today.year(), today.month(), today.day()}).puzzle));
    } else {
        // A saved game not read yet may keep today's game: Play reads it first and shows it.
        m_state->setText(kept != LevelPlay::DailyKept::None ? tr("In play: go on where you left it.")
                         : m_play->dailyUnread()
                             ? tr("Not solved yet today: the same puzzle for every player, played in Play mode.")
                             : tr("Not played yet: the same puzzle for every player today, played in Play mode."));
        m_resultLine.clear();
    }
    m_line->setText(m_resultLine);
    m_line->setAccessibleName(m_resultLine);
    m_line->setVisible(solved);
    m_copy->setVisible(solved);
    m_playButton->setText(kept == LevelPlay::DailyKept::Solved  ? tr("Look at it again")
                          : kept == LevelPlay::DailyKept::InPlay ? tr("Go on playing")
                          : solved                               ? tr("Play it again")
                                                                 : tr("Play today's puzzle"));
    m_playButton->setAccessibleName(m_playButton->text());
    const QDate first = days.isEmpty() ? today : std::min(days.firstKey(), today);
    m_calendar->setDateRange(first.addMonths(-1), today);
    m_calendar->setSelectedDate(today);
    m_calendar->update();
    const int streak = m_play->progress().streak(today);
    m_streak->setText(streak == 1 ? tr("Streak: 1 day") : tr("Streak: %1 days in a row").arg(streak));
    showDay(m_calendar->selectedDate());
}

void DailyDialog::showDay(const QDate& date)
{
    const auto& days = m_play->progress().days();
    const auto day = days.constFind(date);
    const auto describe = [&](const QString& when) {
        return day == days.constEnd() ? tr("%1: not played").arg(when)
                                      : tr("%1: %2 in %3 moves (par %4)").arg(when, starText(day->stars)).arg(day->moves).arg(day->par);
    };
    const QString text = describe(date.toString(Qt::ISODate));
    m_day->setText(text);
    m_calendar->setAccessibleDescription(text);
    // The calendar's cells read as bare numbers: a screen reader hears the day chosen by its date.
    if (m_calendar->isAncestorOf(QApplication::focusWidget()))
        if (Announcer* announcer = Announcer::of(this))
            announcer->say(tr("%1.", "a sentence said to a screen reader").arg(describe(QLocale().toString(date, QLocale::LongFormat))));
}

} // namespace minimoves::app
