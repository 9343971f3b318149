#include "shell/files/file_notice.h"

#include <QDesktopServices>
#include <QDir>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QTimer>
#include <QToolButton>
#include <QUrl>
#include <QVBoxLayout>

#include <algorithm>

namespace minimoves::app {

namespace {

// A path may break after each separator: a long folder wraps rather than running off the edge.
QString breakable(const QString& text)
{
    QString out = text.toHtmlEscaped();
    out.replace(QLatin1Char('/'), QStringLiteral("/&#8203;"));
    out.replace(QLatin1Char('\\'), QStringLiteral("\\&#8203;"));
    return out;
}

// The folder that holds both (the data folder holds the saved games' own).
QString commonFolder(const QString& a, const QString& b)
{
    const QStringList left = QDir::cleanPath(a).split(QLatin1Char('/'));
    const QStringList right = QDir::cleanPath(b).split(QLatin1Char('/'));
    QStringList common;
    for (qsizetype i = 0; i < std::min(left.size(), right.size()) && left[i] == right[i]; ++i)
        common.append(left[i]);
    const QString folder = common.join(QLatin1Char('/'));
    return folder.isEmpty() && !common.isEmpty() ? QStringLiteral("/") : folder;
}

// A line of the band: wrapped to its width, and selectable, so a path can be copied.
QLabel* bandLabel(QWidget* parent, const QString& name)
{
    auto* label = new QLabel(parent);
    label->setObjectName(name);
    label->setWordWrap(true);
    label->setTextFormat(Qt::RichText);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

} // namespace

FileNotice::FileNotice(QWidget* parent) : QFrame(parent)
{
    setObjectName(QStringLiteral("fileNotice"));
    setFrameShape(QFrame::StyledPanel);
    setAutoFillBackground(true);
    setBackgroundRole(QPalette::ToolTipBase);
    setForegroundRole(QPalette::ToolTipText);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 6, 6, 6);
    auto* top = new QHBoxLayout;
    m_label = bandLabel(this, QStringLiteral("fileNoticeText"));
    m_close = new QToolButton(this);
    m_close->setObjectName(QStringLiteral("fileNoticeClose"));
    m_close->setText(QStringLiteral("×"));
    m_close->setAutoRaise(true);
    top->addWidget(m_label, 1);
    top->addWidget(m_close, 0, Qt::AlignTop);
    layout->addLayout(top);
    auto* bottom = new QHBoxLayout;
    m_where = bandLabel(this, QStringLiteral("fileNoticeFolder"));
    m_openFolder = new QPushButton(this);
    m_openFolder->setObjectName(QStringLiteral("fileNoticeOpenFolder"));
    bottom->addWidget(m_where, 1);
    bottom->addWidget(m_openFolder, 0, Qt::AlignTop);
    layout->addLayout(bottom);
    connect(m_close, &QToolButton::clicked, this, &QWidget::hide);
    connect(m_openFolder, &QPushButton::clicked, this, [this] {
        QDesktopServices::openUrl(QUrl::fromLocalFile(m_folder));
    });
    retranslate();
    hide();
}

void FileNotice::say(const QString& message, const QString& folder, int hideAfterMs)
{
    // Bad news about another file of the same folder while the band is up (a damaged autosave and
    // a damaged statistics file at start) is added under the first: neither is lost. Good news
    // ("saved again") replaces what it answers.
    const bool adding = !isHidden() && !m_goodNews && hideAfterMs <= 0;
    if (!adding)
        m_messages.clear();
    if (!m_messages.contains(message))
        m_messages.append(message);
    m_goodNews = hideAfterMs > 0;
    m_folder = adding ? commonFolder(m_folder, folder) : folder; // the saved games' folder is in the data folder
    present();
    emit said(message);
    const int generation = ++m_generation;
    if (hideAfterMs > 0)
        QTimer::singleShot(hideAfterMs, this, [this, generation] {
            if (generation == m_generation)
                hide();
        });
}

void FileNotice::settle(const QString& failure, const QString& answer, const QString& folder)
{
    if (isHidden() || m_goodNews || !m_messages.contains(failure) || m_messages.size() == 1) {
        say(answer, folder, GoodNewsMs);
        return;
    }
    m_messages.removeAll(failure); // the rest still holds
    present();
}

// The lines shown now, one under the other, and the folder.
void FileNotice::present()
{
    m_message = m_messages.join(QLatin1Char('\n'));
    QStringList lines;
    for (const QString& line : std::as_const(m_messages))
        lines.append(breakable(line));
    m_label->setText(lines.join(QStringLiteral("<br>")));
    m_label->setAccessibleName(m_messages.join(QLatin1Char(' ')));
    retranslate();
    show();
}

void FileNotice::retranslate()
{
    setAccessibleName(tr("About your files"));
    m_close->setToolTip(tr("Close this message"));
    m_close->setAccessibleName(tr("Close this message"));
    m_openFolder->setText(tr("Open folder"));
    m_openFolder->setVisible(!m_folder.isEmpty());
    m_where->setVisible(!m_folder.isEmpty());
    m_where->setText(breakable(tr("Kept in %1").arg(QDir::toNativeSeparators(m_folder))));
}

void FileNotice::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QFrame::changeEvent(event);
}

} // namespace minimoves::app
