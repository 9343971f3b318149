#include "shell/files/file_reading.h"

#include <QProgressDialog>

namespace minimoves::app {

FileReading::FileReading(QWidget* window, const QString& label) : QObject(window)
{
    m_dialog = new QProgressDialog(label, QProgressDialog::tr("Cancel"), 0, 0, window);
    m_dialog->setObjectName(QStringLiteral("fileReadProgress"));
    // Once shown, the window draws but takes no input, so no second read starts under this one.
    m_dialog->setWindowModality(Qt::WindowModal);
    m_dialog->setAutoClose(false);
    m_dialog->setAutoReset(false);
    connect(m_dialog, &QProgressDialog::canceled, this, &FileReading::cancelled);
    // Shown once the read has taken a moment (the dialog's own timer would wait for a setValue).
    m_showLater.setSingleShot(true);
    connect(&m_showLater, &QTimer::timeout, m_dialog, &QProgressDialog::show);
    m_showLater.start(ShowAfterMs);
}

FileReading::~FileReading()
{
    m_showLater.stop();
    if (m_dialog) {
        m_dialog->disconnect(this);
        m_dialog->hide();
        m_dialog->setObjectName(QString()); // it is gone for whoever looks for the read under way
        m_dialog->deleteLater();
    }
}

void FileReading::end()
{
    m_showLater.stop();
    if (m_dialog)
        m_dialog->disconnect(this);
    deleteLater();
}

} // namespace minimoves::app
