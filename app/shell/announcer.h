// Announcer: says a sentence to a screen reader. On Qt 6.4 with Orca 43 the one way that is
// spoken is a widget of role Notification: its name set to the sentence, then shown (ObjectShow,
// which the bridge sends as state-changed:showing; Orca speaks a notification that shows). The
// widget stays shown, one pixel in the window's corner, so that it can announce again at once.
#pragma once

#include <QWidget>

namespace minimoves::app {

class Announcer : public QWidget {
    Q_OBJECT
public:
    explicit Announcer(QWidget* parent);

    // Says `text` now (nothing for an empty text).
    void say(const QString& text);
    // The last sentence said and how many were said (tests read them).
    QString lastText() const { return m_last; }
    int count() const { return m_count; }

signals:
    void said(const QString& text);

private:
    QString m_last;
    int m_count = 0;
};

} // namespace minimoves::app
