#include "shell/gallery/gallery_cards.h"

#include "boards/puzzle_ui.h"
#include "game/session/game_sessions.h"
#include "game/store/statistics_store.h"
#include "levels/daily.h"
#include "levels/level_data.h"
#include "levels/score.h"
#include "shell/gallery/thumbnail_maker.h"
#include "shell/levels/level_play.h"
#include "shell/settings/settings.h"

#include <QFileInfo>

#include <algorithm>

namespace minimoves::app {

namespace {

levels::Date galleryDate(const QDate& date) { return levels::Date{date.year(), date.month(), date.day()}; }

} // namespace

GalleryCards::GalleryCards(GameSessions* sessions, LevelPlay* levels, const StatisticsStore* statistics,
                           QObject* parent)
    : QAbstractListModel(parent), m_sessions(sessions), m_levels(levels), m_statistics(statistics)
{
    setObjectName(QStringLiteral("galleryCards"));
    m_cards.resize(puzzleUis().size());
    for (std::size_t row = 0; row < puzzleUis().size(); ++row) {
        auto* glance = new SavedGlance(this);
        connect(glance, &SavedGlance::glanced, this, [this, row](const GlancedGame& game) {
            Card& card = m_cards[row];
            if (card.fromSession)
                return; // played meanwhile: the session's game is the one shown
            card.game = game;
            describe(int(row));
            const QModelIndex at = index(int(row));
            emit dataChanged(at, at);
        });
        m_glances.push_back(glance);
    }
    for (GameSession* session : m_sessions->findChildren<GameSession*>())
        follow(session);
    connect(m_sessions, &GameSessions::sessionMade, this, &GalleryCards::follow);
}

// A session's game drawn or moved: its card says so, if the card is this session's.
void GalleryCards::follow(GameSession* session)
{
    const auto changed = [this, session] {
        if (!m_live)
            return;
        const int row = rowOf(session->puzzleId());
        if (row >= 0 && m_sessions->find(session->puzzleId(), settings::variant(session->puzzleId())) == session)
            update(row);
    };
    connect(session, &GameSession::gameStarted, this, changed);
    connect(session, &GameSession::positionChanged, this, changed);
}

void GalleryCards::update(int row)
{
    readCard(row);
    describe(row);
    emit dataChanged(index(row), index(row));
}

void GalleryCards::refresh(qreal ratio)
{
    // The rows stay (no reset): the current card and what a screen reader holds of the items stay
    // valid; the layout is asked again, for the cards' size follows their texts.
    emit layoutAboutToBeChanged();
    m_ratio = ratio;
    for (std::size_t row = 0; row < m_cards.size(); ++row)
        readCard(int(row));
    // A new player: nothing played, nothing earned, no game with a move in it.
    const auto played = [](const Card& c) { return c.game && c.game->moves > 0; };
    m_newPlayer = m_levels->progress().isEmpty() && (!m_statistics || m_statistics->statistics().isEmpty()) &&
                  std::none_of(m_cards.begin(), m_cards.end(), played);
    for (std::size_t row = 0; row < m_cards.size(); ++row)
        describe(int(row));
    emit layoutChanged();
    emit dataChanged(index(0), index(rowCount() - 1));
}

// The game the card shows: its session's when it is made (the game as it is now), else its saved
// game's, read on a worker; none when it has neither.
void GalleryCards::readCard(int row)
{
    const PuzzleUi& ui = puzzleUis()[std::size_t(row)];
    const QString id = ui.idText();
    const QString variant = settings::variant(id);
    Card& card = m_cards[std::size_t(row)];
    card.fromSession = false;
    if (const GameSession* session = m_sessions->find(id, variant); session && session->hasGame()) {
        const GameModel* model = session->model();
        card.game = GlancedGame{model->puzzle(), model->state(), model->movesMade(), model->isSolved()};
        card.fromSession = true;
    } else if (const QString path = m_sessions->savePath(id, variant);
               !m_sessions->find(id, variant) && !path.isEmpty() && QFileInfo::exists(path)) {
        m_glances[std::size_t(row)]->read(path);
    } else {
        card.game.reset();
    }
    card.hasLevels = !LevelPlay::ladderVariants(id).isEmpty();
}

// The card's sentences and its picture.
void GalleryCards::describe(int row)
{
    const PuzzleUi& ui = puzzleUis()[std::size_t(row)];
    const QString id = ui.idText();
    Card& card = m_cards[std::size_t(row)];
    card.progress.clear();
    if (!card.game)
        card.progress << tr("No game yet.");
    else if (card.game->solved)
        card.progress << (card.game->moves == 1 ? tr("Game solved in 1 move.")
                                                : tr("Game solved in %1 moves.").arg(card.game->moves));
    else if (card.game->moves == 0)
        card.progress << tr("A new game, no moves yet.");
    else
        card.progress << (card.game->moves == 1 ? tr("Game in progress, 1 move.")
                                                : tr("Game in progress, %1 moves.").arg(card.game->moves));

    if (card.hasLevels) {
        const LevelProgress& progress = m_levels->progress();
        int earned = 0, most = 0;
        for (const QString& variant : LevelPlay::ladderVariants(id)) {
            const levels::Ladder* ladder = levels::findLadder(ui.id, variant.toStdString(), nullptr);
            if (!ladder)
                continue;
            const QString key = LevelProgress::ladderKey(id, variant);
            for (const levels::Level& level : ladder->levels)
                earned += progress.stars(key, level.number);
            most += int(ladder->levels.size()) * levels::MaxStars;
        }
        card.progress << tr("Levels: %1 of %2 stars.").arg(earned).arg(most);
    } else {
        card.progress << tr("No levels.");
    }

    const QDate today = m_levels->today();
    if (levels::dailyChoice(galleryDate(today)).puzzle == ui.id) {
        const auto day = m_levels->progress().days().constFind(today);
        if (day != m_levels->progress().days().constEnd())
            card.progress << tr("Today's daily puzzle: solved, %1 of %2 stars.").arg(day->stars).arg(levels::MaxStars);
        else
            card.progress << tr("Today's daily puzzle: not solved yet.");
    }

    std::shared_ptr<const AnyPuzzle> puzzle = card.game ? card.game->puzzle : ThumbnailMaker::example(ui);
    const StateRank state = card.game ? card.game->state : (puzzle ? puzzle->initialState() : 0);
    card.picture = ThumbnailMaker::picture(ui, puzzle, state, m_ratio);
}

int GalleryCards::rowOf(const QString& puzzleId) const
{
    const auto& uis = puzzleUis();
    for (std::size_t row = 0; row < uis.size(); ++row)
        if (uis[row].id == puzzleId.toStdString())
            return int(row);
    return -1;
}

QString GalleryCards::idAt(int row) const
{
    return row >= 0 && row < rowCount() ? puzzleUis()[std::size_t(row)].idText() : QString();
}

int GalleryCards::suggestedRow() const { return m_newPlayer ? rowOf(firstStartPuzzle().idText()) : -1; }

bool GalleryCards::isReading() const
{
    return std::any_of(m_glances.begin(), m_glances.end(), [](const SavedGlance* g) { return g->isReading(); });
}

int GalleryCards::rowCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : int(m_cards.size()); }

QString GalleryCards::startHereText() { return tr("Start here"); }

QString GalleryCards::spokenCard(int row) const
{
    const PuzzleUi& ui = puzzleUis()[std::size_t(row)];
    // Sentences one after another (a space between them in English, none in Chinese).
    const auto then = [](const QString& first, const QString& next) {
        return tr("%1 %2", "one sentence, then the next").arg(first, next);
    };
    QString text = tr("%1.", "the puzzle's title as a sentence").arg(ui.title());
    if (row == suggestedRow())
        text = then(text, tr("%1.", "the puzzle's title as a sentence").arg(startHereText()));
    text = then(text, ui.goalText());
    for (const QString& line : m_cards[std::size_t(row)].progress)
        text = then(text, line);
    return text;
}

QVariant GalleryCards::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const int row = index.row();
    const PuzzleUi& ui = puzzleUis()[std::size_t(row)];
    const Card& card = m_cards[std::size_t(row)];
    switch (role) {
    case Qt::DisplayRole:
        return ui.title();
    case Qt::DecorationRole:
        return card.picture;
    case Qt::AccessibleTextRole:
        return spokenCard(row);
    case Qt::ToolTipRole:
    case GoalRole:
        return ui.goalText();
    case IdRole:
        return ui.idText();
    case ProgressRole:
        return card.progress;
    case SuggestedRole:
        return row == suggestedRow();
    case HasLevelsRole:
        return card.hasLevels;
    case MovesRole:
        return card.game ? card.game->moves : -1;
    default:
        return {};
    }
}

} // namespace minimoves::app
