#include "game/store/saved_game.h"

#include "game/store/file_aside.h"
#include "game/store/file_limits.h"
#include "game/session/game_clock.h"
#include "game/session/game_model.h"
#include "game/session/hint_ladder.h"
#include "game/store/json_envelope.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <cmath>
#include <type_traits>
#include <tuple>

namespace minimoves::app {

namespace {

QString tr(const char* text) { return QCoreApplication::translate("minimoves::app::SavedGame", text); }

constexpr int MaxHintsUsed = 1'000'000'000;
constexpr int MaxHintDepth = 3; // the hint ladder's steps
constexpr int MaxDifficulty = 3; // Difficulty::Hardest

} // namespace

QString SavedGame::keyOf(std::string_view puzzleId, const QString& variant)
{
    const QString id = QString::fromUtf8(puzzleId.data(), int(puzzleId.size()));
    return variant.isEmpty() ? id : id + QLatin1Char('@') + variant;
}

QString SavedGame::playedVariant(std::string_view puzzleId, const QString& variant)
{
    const PuzzleType* type = variant.isEmpty() ? findPuzzleType(puzzleId) : nullptr;
    if (!type)
        return variant;
    const auto variants = type->variants();
    if (variants.empty())
        return variant;
    return type->defaultVariant.empty() ? QString::fromStdString(variants.front())
                                        : QString::fromUtf8(type->defaultVariant.data(), int(type->defaultVariant.size()));
}

QString SavedGame::keyOf(const AnyPuzzle& puzzle)
{
    return keyOf(puzzle.id(), playedVariant(puzzle.id(), QString::fromStdString(puzzle.variant())));
}

QString SavedGame::key() const { return keyOf(*puzzle); }

SavedGame SavedGame::capture(const GameModel& model, int hints, int hintSteps, int hintDepth)
{
    SavedGame saved;
    saved.puzzle = model.puzzle();
    saved.start = model.startState();
    saved.history = model.history();
    saved.applied = model.appliedCount();
    saved.hints = hints;
    saved.hintSteps = hintSteps;
    saved.hintDepth = hintDepth;
    return saved;
}

QByteArray SavedGame::toJson() const
{
    // QJsonDocument's compact form (its keys in its order), written from fields made here (the
    // envelope's second writer): the autosave writes the whole history after every burst of moves,
    // and a QJsonArray of a million entries took about a tenth of a second of the GUI thread each
    // time. Each move's text is escaped once.
    std::vector<QByteArray> moveTexts(std::size_t(std::max(puzzle->moveCount(), 0)));
    auto moveText = [&](int move) -> const QByteArray& {
        QByteArray& text = moveTexts[std::size_t(move)];
        if (text.isEmpty())
            text = JsonEnvelope::string(QString::fromStdString(puzzle->moveText(move)));
        return text;
    };
    QByteArray entries;
    entries.reserve(qsizetype(history.size()) * 4 + 2);
    entries += '[';
    bool rewound = false;
    for (std::size_t i = 0; i < history.size(); ++i) {
        const int entry = history[i];
        if (i > 0)
            entries += ',';
        if (entry < Restart) { // "rewind:3": back to the line's position after its first 3 moves
            entries += "\"rewind:" + QByteArray::number(GameModel::rewindKeep(entry)) + '"';
            rewound = true;
        } else if (entry == Restart) {
            entries += "\"restart\"";
        } else if (std::size_t(entry) < moveTexts.size()) {
            entries += moveText(entry);
        } else {
            entries += JsonEnvelope::string(QString::fromStdString(puzzle->moveText(entry)));
        }
    }
    entries += ']';
    std::vector<JsonField> fields;
    auto field = [&fields](const char* name, const QByteArray& value) { fields.push_back({QLatin1String(name), value}); };
    field("applied", QByteArray::number(applied));
    if (assisted) // written only when set: the files of unassisted games stay as they were
        field("assisted", "true");
    if (clockMs > 0)
        field("clockMs", QByteArray::number(clockMs));
    // The level or daily puzzle this game is (written only for one), each in its key's place.
    QJsonObject challengeFields;
    challenge.writeTo(&challengeFields);
    auto challengeField = [&](const char* name) {
        const QJsonValue value = challengeFields.value(QLatin1String(name));
        if (value.isObject())
            field(name, QJsonDocument(value.toObject()).toJson(QJsonDocument::Compact));
    };
    challengeField("daily");
    if (difficulty >= 0)
        field("difficulty", QByteArray::number(difficulty));
    field("hintDepth", QByteArray::number(hintDepth));
    field("hintPositions", QByteArray::number(hints));
    field("hintsUsed", QByteArray::number(hintSteps)); // the steps, as versions before hintPositions counted them
    field("history", entries);
    field("instance", JsonEnvelope::string(QString::fromStdString(puzzle->instanceText())));
    challengeField("level");
    field("puzzle", JsonEnvelope::string(QString::fromUtf8(puzzle->id().data(), int(puzzle->id().size()))));
    field("start", JsonEnvelope::string(QString::fromStdString(puzzle->encodeState(start))));
    // Version 1 when it has no rewind: what the versions before rewinds read. (Version 2: a
    // history may hold "rewind:K".)
    return JsonEnvelope::write(SavedGameFile, rewound ? SavedGameFile.version : SavedGameFile.oldest, std::move(fields));
}

bool SavedGame::writeTo(const QString& path, QString* error) const
{
    const QByteArray bytes = toJson();
    if (bytes.size() > files::SavedGameMaxBytes) { // refused here, never written to be refused when read
        if (error)
            *error = tr("the game's history is larger than %1, the most a saved game may be")
                         .arg(files::sizeText(files::SavedGameMaxBytes));
        return false;
    }
    return files::writeWhole(path, bytes, error);
}

std::optional<SavedGame> SavedGame::fromJson(const QByteArray& json, QString* error, bool* newer)
{
    auto fail = [error](const QString& message) -> std::optional<SavedGame> {
        if (error)
            *error = message;
        return std::nullopt;
    };
    const auto contents = JsonEnvelope::read(SavedGameFile, json, error, newer);
    if (!contents)
        return std::nullopt;
    const QJsonObject& root = contents->root;
    const QString id = root.value(QStringLiteral("puzzle")).toString();
    const PuzzleType* type = findPuzzleType(id.toStdString());
    if (!type)
        return fail(tr("\"puzzle\": unknown puzzle '%1'").arg(id.left(40)));
    auto made = type->makeInstance(root.value(QStringLiteral("instance")).toString().toStdString());
    if (!made)
        return fail(tr("\"instance\": %1").arg(QString::fromStdString(made.error())));
    SavedGame saved;
    saved.puzzle = std::shared_ptr<const AnyPuzzle>(std::move(made).value());
    const auto start = saved.puzzle->decodeState(root.value(QStringLiteral("start")).toString().toStdString());
    if (!start)
        return fail(tr("\"start\": %1").arg(QString::fromStdString(start.error())));
    saved.start = *start;
    const QJsonValue history = root.value(QStringLiteral("history"));
    if (!history.isArray())
        return fail(tr("\"history\" is missing or not a list"));
    const QJsonArray entries = history.toArray();
    int movesMade = 0; // along the line of play, which a rewind cuts
    for (int i = 0; i < entries.size(); ++i) {
        const QString text = entries.at(i).toString();
        if (text == QLatin1String("restart")) {
            saved.history.push_back(Restart);
            movesMade = 0;
            continue;
        }
        if (text.startsWith(QLatin1String("rewind:"))) {
            bool number = false;
            const int keep = text.mid(7).toInt(&number);
            if (!number || keep < 0 || keep >= movesMade)
                return fail(tr("\"history\" entry %1: '%2' does not go back to a position of the game (%3 moves made)")
                                .arg(i + 1)
                                .arg(text.left(20))
                                .arg(movesMade));
            saved.history.push_back(GameModel::rewindEntry(keep));
            movesMade = keep;
            continue;
        }
        const auto move = saved.puzzle->parseMove(text.toStdString());
        if (!move)
            return fail(tr("\"history\" entry %1: '%2' is not a move of this puzzle").arg(i + 1).arg(text.left(20)));
        saved.history.push_back(*move);
        ++movesMade;
    }
    const QJsonValue applied = root.value(QStringLiteral("applied"));
    if (!applied.isDouble() || applied.toInt(-1) < 0 || applied.toInt(-1) > int(saved.history.size()))
        return fail(tr("\"applied\" must be a whole number from 0 to %1").arg(saved.history.size()));
    saved.applied = applied.toInt();
    // Optional numbers: absent is their default; anything but a whole number in range is damage,
    // as above (a hand-edited 1e308 or -1 never reads as some other value).
    auto wholeNumber = [&root](const char* name, double least, double most, auto* field) {
        const QJsonValue value = root.value(QLatin1String(name));
        if (value.isUndefined())
            return true;
        const double number = value.toDouble();
        if (!value.isDouble() || number < least || number > most || number != std::floor(number))
            return false;
        *field = std::remove_reference_t<decltype(*field)>(number);
        return true;
    };
    saved.hints = -1; // not in the file: from its steps, below
    for (auto [name, field, most] : {std::tuple{"hintsUsed", &saved.hintSteps, MaxHintsUsed},
                                     std::tuple{"hintDepth", &saved.hintDepth, MaxHintDepth},
                                     std::tuple{"hintPositions", &saved.hints, MaxHintsUsed}})
        if (!wholeNumber(name, 0, most, field))
            return fail(tr("\"%1\" must be a whole number from 0 to %2").arg(QLatin1String(name)).arg(most));
    // A game saved before the hints counted positions kept its steps alone ("hintsUsed").
    if (saved.hints < 0)
        saved.hints = HintLadder::positionsOfSteps(saved.hintSteps, saved.hintDepth);
    if (saved.hints > saved.hintSteps)
        return fail(tr("\"hintPositions\" must be at most \"hintsUsed\" (a hint is a step at least)"));
    // How long it was played: under GameClock::MostMs (a year), as the clock counts.
    if (!wholeNumber("clockMs", 0, double(GameClock::MostMs - 1), &saved.clockMs))
        return fail(tr("\"clockMs\" must be a whole number of milliseconds from 0 to %1").arg(GameClock::MostMs - 1));
    if (!wholeNumber("difficulty", 0, MaxDifficulty, &saved.difficulty))
        return fail(tr("\"difficulty\" must be a whole number from 0 to %1").arg(MaxDifficulty));
    const QJsonValue assisted = root.value(QStringLiteral("assisted"));
    if (!assisted.isUndefined() && !assisted.isBool())
        return fail(tr("\"assisted\" must be true or false"));
    saved.assisted = assisted.toBool(false);
    QString challengeError;
    const auto challenge = Challenge::readFrom(root, &challengeError);
    if (!challenge)
        return fail(challengeError);
    saved.challenge = *challenge;
    return saved;
}

} // namespace minimoves::app
