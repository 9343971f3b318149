#include "shell/voice/combo_speech.h"

#include "shell/voice/announcer.h"

#include <QAbstractItemView>
#include <QComboBox>
#include <QTimer>

namespace minimoves::app::combo_speech {

void follow(QComboBox* combo, int delayMs)
{
    const auto describe = [combo] { combo->setAccessibleDescription(combo->currentText()); };
    describe();
    const auto say = [combo] {
        if (combo->hasFocus() && !combo->view()->isVisible())
            if (Announcer* announcer = Announcer::of(combo))
                announcer->say(combo->currentText());
    };
    QObject::connect(combo, &QComboBox::currentIndexChanged, combo, [combo, describe, say, delayMs] {
        describe();
        if (delayMs > 0)
            QTimer::singleShot(delayMs, combo, say);
        else
            say();
    });
    // The items' texts change with the language: the description with them.
    QObject::connect(combo->model(), &QAbstractItemModel::dataChanged, combo, describe);
}

} // namespace minimoves::app::combo_speech
