// Announcer: says a sentence to a screen reader. On Qt 6.4 with Orca 43 the one way that is
// spoken is a widget of role Notification: its name set to the sentence, then shown (ObjectShow,
// which the bridge sends as state-changed:showing; Orca speaks a notification that shows). The
// widgets stay shown, one pixel in the window's corner, so that they can announce again at once.
// Orca handles an event a while after it came and reads the name then: each sentence goes to the
// next of a ring of such widgets, so that a sentence is still there when Orca reads it, even
// when the next one followed at once.
#pragma once

#include <QWidget>

#include <array>

class QStatusBar;

namespace minimoves::app {

class GamePresenter;

class Announcer : public QWidget {
    Q_OBJECT
public:
    explicit Announcer(QWidget* parent);

    // Says `text` now (nothing for an empty text).
    void say(const QString& text);
    // Says every sentence the presenter announces, and the status bar's passing messages (a paste
    // refused, an ID copied, a draw that failed: a screen reader does not read the bar by itself).
    void follow(const GamePresenter* presenter, const QStatusBar* bar);
    // The announcer of the window `widget` is in, or over (a dialog's parent window); none in a
    // window without one (a test's lone widget).
    static Announcer* of(const QWidget* widget);
    // The last sentence said and how many were said (tests read them).
    QString lastText() const { return m_last; }
    int count() const { return m_count; }
    static constexpr int Voices = 8;

signals:
    void said(const QString& text);

private:
    std::array<QWidget*, Voices> m_voices{};
    int m_next = 0;
    QString m_last;
    int m_count = 0;
};

} // namespace minimoves::app
