// DailyDialog: Game ▸ Daily puzzle — today's puzzle (which puzzle, whether it is played, its
// result), Play (or go on, or look at it again once solved: a replay earns nothing new), the result
// line to share with Copy, and a calendar of the days played with the stars each earned, with the
// streak of days in a row. The date is LevelPlay's today().
#pragma once

#include <QCalendarWidget>
#include <QDialog>

class QLabel;
class QPushButton;

namespace minimoves::app {

class LevelPlay;

// A month whose played days show the stars they earned under their number.
class StarCalendar : public QCalendarWidget {
public:
    explicit StarCalendar(const LevelPlay* play, QWidget* parent = nullptr);
    // The stars shown on `date` (0: not played).
    int starsOn(const QDate& date) const;

protected:
    void paintCell(QPainter* painter, const QRect& rect, QDate date) const override;
    void changeEvent(QEvent* event) override;

private:
    const LevelPlay* m_play;
};

class DailyDialog : public QDialog {
    Q_OBJECT
public:
    explicit DailyDialog(LevelPlay* play, QWidget* parent = nullptr);

    StarCalendar* calendar() const { return m_calendar; }
    QString resultLine() const { return m_resultLine; }

private:
    void showToday();
    void showDay(const QDate& date);

    LevelPlay* m_play;
    QLabel* m_today;
    QLabel* m_state;
    QLabel* m_line;
    QPushButton* m_copy;
    QPushButton* m_playButton;
    StarCalendar* m_calendar;
    QLabel* m_day;
    QLabel* m_streak;
    QString m_resultLine;
};

} // namespace minimoves::app
