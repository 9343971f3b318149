// HelpDialog: a rules page per puzzle, with pictures of a move drawn by the puzzle's own board,
// a keyboard page and About. Every text is translated; pages are rebuilt on LanguageChange.
#pragma once

#include <QDialog>

class QListWidget;
class QTextBrowser;

namespace minimoves::app {

class HelpDialog : public QDialog {
    Q_OBJECT
public:
    explicit HelpDialog(QWidget* parent = nullptr);

    // Pages: one per puzzle with a board (by id), then "keys", then "about".
    void showPage(const QString& page);
    QStringList pages() const;
    QString currentHtml() const;
    QTextBrowser* browser() const { return m_browser; }

protected:
    void changeEvent(QEvent* event) override;

private:
    void rebuild();
    QString pageHtml(const QString& page);
    QString movePictures(const QString& puzzleId);
    QListWidget* m_list;
    QTextBrowser* m_browser;
    QStringList m_pages;
};

} // namespace minimoves::app
