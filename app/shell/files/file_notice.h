// FileNotice: what happened to one of the player's files (a saved game set aside, a save that
// cannot be written, a save that works again), said whole in a band above the board — the
// message wrapped to the window's width, the folder the file is kept in, and a button that opens
// that folder — until the player closes it. Never drawn over another text, never cut.
#pragma once

#include <QFrame>
#include <QString>
#include <QStringList>

class QLabel;
class QPushButton;
class QToolButton;

namespace minimoves::app {

class FileNotice : public QFrame {
    Q_OBJECT
public:
    explicit FileNotice(QWidget* parent = nullptr);

    // Shows `message` about a file kept in `folder` ("" for none); `hideAfterMs` > 0 for good news.
    // Bad news while the band shows bad news is added under it (the folder: the one holding both).
    void say(const QString& message, const QString& folder, int hideAfterMs = 0);
    // `failure` (said before) holds no more: its line goes; the band says `answer` for a few
    // seconds when nothing else is shown, else it goes on showing the rest.
    void settle(const QString& failure, const QString& answer, const QString& folder);
    QString message() const { return m_message; } // the messages shown, one a line
    QString folder() const { return m_folder; }
    QLabel* label() const { return m_label; }

signals:
    void said(const QString& message);

protected:
    void changeEvent(QEvent* event) override;

    static constexpr int GoodNewsMs = 5000; // good news goes by itself after this

private:
    void retranslate();
    void present();

    QStringList m_messages; // shown now, the first at the top
    QString m_message;
    QString m_folder;
    bool m_goodNews = false;
    QLabel* m_label;
    QLabel* m_where;
    QPushButton* m_openFolder;
    QToolButton* m_close;
    int m_generation = 0; // a later message outlives an earlier one's timer
};

} // namespace minimoves::app
