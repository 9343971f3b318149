#include "shell/levels/levels_dialog.h"

#include "boards/puzzle_ui.h"
#include "shell/levels/level_chooser.h"
#include "shell/levels/level_play.h"
#include "levels/level_data.h"
#include "levels/own_ladders.h"
#include "levels/score.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QVBoxLayout>

namespace minimoves::app {

LevelsDialog::LevelsDialog(LevelPlay* levelPlay, const QString& puzzleId, const QString& variant, QWidget* parent)
    : QDialog(parent), m_play(levelPlay), m_puzzleId(puzzleId)
{
    setObjectName(QStringLiteral("levelsDialog"));
    const QString title = tr("Levels: %1").arg(puzzleTitle(puzzleId.toStdString()));
    setWindowTitle(title);
    setAccessibleName(title);
    auto* layout = new QVBoxLayout(this);
    // The title again inside: a window manager may show no title bar (and a screen reader reads it first).
    auto* heading = new QLabel(title, this);
    QFont headingFont = heading->font();
    headingFont.setBold(true);
    headingFont.setPointSizeF(headingFont.pointSizeF() * 1.2);
    heading->setFont(headingFont);
    layout->addWidget(heading);
    addLadderChooser(layout, variant);
    m_chooser = new LevelChooser(this);
    auto* scroll = new QScrollArea(this);
    scroll->setWidget(m_chooser);
    scroll->setWidgetResizable(true);
    scroll->setFocusPolicy(Qt::NoFocus);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setMinimumWidth(m_chooser->sizeHint().width() + 20);
    layout->addWidget(scroll, 1);
    m_current = new QLabel(this);
    m_current->setObjectName(QStringLiteral("levelDescription"));
    layout->addWidget(m_current);
    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("levelsSummary"));
    layout->addWidget(m_summary);
    // How the stars are earned, where the player chooses (the banner says why one was lost).
    auto* rules = new QLabel(tr("★★★ in par with no hint or Rewind · ★★ within par + 2 moves (par + 10 % over 20) · ★ any "
                                "solution · none when Solve played. A hint is a position you asked for help on, however "
                                "many steps. Only the moves on the board at the goal count: an undone move costs nothing, "
                                "and Restart counts from the start again."),
                             this);
    rules->setObjectName(QStringLiteral("levelsRules"));
    rules->setWordWrap(true);
    layout->addWidget(rules);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    m_playButton = buttons->addButton(tr("Play"), QDialogButtonBox::AcceptRole);
    m_playButton->setObjectName(QStringLiteral("playLevelButton"));
    m_playButton->setAccessibleName(tr("Play the level"));
    // Enter belongs to the chooser (it chooses the focused level); no button takes it first.
    m_playButton->setAutoDefault(false);
    buttons->button(QDialogButtonBox::Close)->setAutoDefault(false);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_playButton, &QPushButton::clicked, this, [this] { play(m_chooser->current()); });
    connect(m_chooser, &LevelChooser::levelChosen, this, &LevelsDialog::play);
    connect(m_chooser, &LevelChooser::currentChanged, this, &LevelsDialog::showCurrent);
    connect(m_play->records(), &GameRecords::progressChanged, this, &LevelsDialog::showLadder);
    showLadder();
    m_chooser->setFocus();
    resize(sizeHint().width(), std::min(sizeHint().height(), 560));
}

// A puzzle with ladders for several sizes: which one is shown (`variant` at first).
void LevelsDialog::addLadderChooser(QVBoxLayout* layout, const QString& variant)
{
    const QStringList variants = LevelPlay::ladderVariants(m_puzzleId);
    if (variants.size() == 1)
        m_onlyLadder = variants.front();
    if (variants.size() > 1) {
        const PuzzleUi* ui = findPuzzleUi(m_puzzleId.toStdString());
        m_ladders = new QComboBox(this);
        m_ladders->setObjectName(QStringLiteral("ladderChooser"));
        for (const QString& v : variants)
            m_ladders->addItem(LevelPlay::ladderTitle(m_puzzleId, v), v);
        m_ladders->setCurrentIndex(std::max(0, m_ladders->findData(variant)));
        // A puzzle's own ladders are ladders, not board sizes (Huarong Dao's classic layouts, its search's).
        const bool own = !levels::ownLadders(m_puzzleId.toStdString()).empty();
        const QString sizeName =
            own ? tr("Ladder") : ui ? ui->menuTitleForVariants().remove(QLatin1Char('&')) : tr("Board size");
        m_ladders->setAccessibleName(sizeName);
        auto* form = new QFormLayout;
        form->addRow(sizeName + QLatin1Char(':'), m_ladders);
        layout->addLayout(form);
        connect(m_ladders, &QComboBox::currentIndexChanged, this, &LevelsDialog::showLadder);
    }
}

QString LevelsDialog::variant() const { return m_ladders ? m_ladders->currentData().toString() : m_onlyLadder; }

void LevelsDialog::showLadder()
{
    const QString variant = this->variant();
    const levels::Ladder* ladder = levels::findLadder(m_puzzleId.toStdString(), variant.toStdString(), nullptr);
    const QString key = LevelProgress::ladderKey(m_puzzleId, variant);
    const LevelProgress& progress = m_play->progress();
    QVector<LevelChooser::Cell> cells;
    int solved = 0, earned = 0;
    if (ladder) {
        for (const levels::Level& level : ladder->levels) {
            const int stars = progress.stars(key, level.number);
            cells.append({level.par, stars, progress.isOpen(key, level.number), LevelPlay::levelName(m_puzzleId, level.name)});
            solved += stars > 0;
            earned += stars;
        }
    }
    m_chooser->setLevels(cells);
    m_summary->setText(tr("%1 of %2 levels solved · %3 of %4 stars")
                           .arg(solved)
                           .arg(cells.size())
                           .arg(earned)
                           .arg(cells.size() * levels::MaxStars));
    showCurrent(m_chooser->current());
}

void LevelsDialog::showCurrent(int level)
{
    const QString text = m_chooser->cellText(level);
    m_current->setText(text);
    const bool open = level >= 1 && m_play->progress().isOpen(LevelProgress::ladderKey(m_puzzleId, variant()), level);
    m_playButton->setEnabled(open);
}

bool LevelsDialog::play(int level)
{
    QString error;
    if (!m_play->startLevel(m_puzzleId, variant(), level, &error)) {
        m_current->setText(error);
        return false;
    }
    accept();
    return true;
}

} // namespace minimoves::app
