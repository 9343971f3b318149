#include "file_notice.h"

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
    m_message = message;
    m_folder = folder;
    m_label->setText(breakable(message));
    m_label->setAccessibleName(message);
    retranslate();
    show();
    emit said(message);
    const int generation = ++m_generation;
    if (hideAfterMs > 0)
        QTimer::singleShot(hideAfterMs, this, [this, generation] {
            if (generation == m_generation)
                hide();
        });
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
