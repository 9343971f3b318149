#include "shell/voice/combo_speech.h"

#include "shell/voice/announcer.h"

#include <QAbstractItemView>
#include <QComboBox>

namespace minimoves::app::combo_speech {

void follow(QComboBox* combo)
{
    const auto describe = [combo] { combo->setAccessibleDescription(combo->currentText()); };
    describe();
    QObject::connect(combo, &QComboBox::currentIndexChanged, combo, [combo, describe] {
        describe();
        if (combo->hasFocus() && !combo->view()->isVisible())
            if (Announcer* announcer = Announcer::of(combo))
                announcer->say(combo->currentText());
    });
    // The items' texts change with the language: the description with them.
    QObject::connect(combo->model(), &QAbstractItemModel::dataChanged, combo, describe);
}

} // namespace minimoves::app::combo_speech
