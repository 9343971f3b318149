#include "shell/voice/announcer.h"

#include "game/present/game_presenter.h"

#include <QAccessible>
#include <QAccessibleWidget>
#include <QStatusBar>

namespace minimoves::app {

namespace {

// One voice: a widget whose accessible role is Notification.
class Voice : public QWidget {
    Q_OBJECT
public:
    explicit Voice(QWidget* parent) : QWidget(parent) { setGeometry(0, 0, 1, 1); }
};

QAccessibleInterface* voiceFactory(const QString& key, QObject* object)
{
    Q_UNUSED(key);
    if (auto* voice = qobject_cast<Voice*>(object))
        return new QAccessibleWidget(voice, QAccessible::Notification);
    return nullptr;
}

} // namespace

Announcer::Announcer(QWidget* parent) : QWidget(parent)
{
    static const bool installed = [] {
        QAccessible::installFactory(voiceFactory);
        return true;
    }();
    Q_UNUSED(installed);
    setObjectName(QStringLiteral("announcer"));
    setAttribute(Qt::WA_TransparentForMouseEvents);
    setFocusPolicy(Qt::NoFocus);
    setGeometry(0, 0, 1, 1);
    for (QWidget*& voice : m_voices)
        voice = new Voice(this);
}

Announcer* Announcer::of(const QWidget* widget)
{
    for (const QWidget* w = widget; w; w = w->window()->parentWidget())
        if (auto* announcer = w->window()->findChild<Announcer*>(QString(), Qt::FindDirectChildrenOnly))
            return announcer;
    return nullptr;
}

void Announcer::say(const QString& text)
{
    if (text.isEmpty())
        return;
    m_last = text;
    ++m_count;
    QWidget* voice = m_voices[std::size_t(m_next)];
    m_next = (m_next + 1) % Voices;
    voice->setAccessibleName(text);
#if QT_VERSION >= QT_VERSION_CHECK(6, 8, 0)
    QAccessibleAnnouncementEvent event(voice, text);
#else
    QAccessibleEvent event(voice, QAccessible::ObjectShow);
#endif
    QAccessible::updateAccessibility(&event);
    emit said(text);
}

void Announcer::follow(const GamePresenter* presenter, const QStatusBar* bar)
{
    connect(presenter, &GamePresenter::announced, this, &Announcer::say);
    connect(bar, &QStatusBar::messageChanged, this, [this](const QString& text) { say(text); });
}

} // namespace minimoves::app

#include "shell/voice/announcer.moc"
