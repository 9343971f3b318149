// Challenge: what a game is played for beyond reaching the goal — a level of a ladder or a day's
// daily puzzle, with its par (the start's exact distance) — kept with the game in its saved file so
// that a restart finds it as a level or a daily still (the banner's stars and Next level too). An
// ordinary game has none. A plain value: the session keeps it, the shell scores it.
#pragma once

#include <QDate>
#include <QJsonObject>
#include <QString>

#include <optional>

namespace minimoves::app {

struct Challenge {
    enum class Kind { None, Level, Daily };
    Kind kind = Kind::None;
    QString ladder; // Level: its ladder's key, as LevelProgress names it ("ball-grid:4x4")
    int level = 0;  // Level: its number, from 1
    QDate date;     // Daily: the day it is the puzzle of
    int par = 0;    // the start's exact distance
    bool replay = false; // Daily: started again after it was solved that day (it earns nothing new)

    static Challenge ofLevel(const QString& ladder, int level, int par) { return {Kind::Level, ladder, level, {}, par, false}; }
    static Challenge ofDaily(const QDate& date, int par, bool replay = false) { return {Kind::Daily, {}, 0, date, par, replay}; }

    bool isLevel() const { return kind == Kind::Level; }
    bool isDaily() const { return kind == Kind::Daily; }
    explicit operator bool() const { return kind != Kind::None; }
    bool operator==(const Challenge&) const = default;

    // Its form in a saved game: {"level": {"ladder": "eight-puzzle", "number": 5, "par": 7}} or
    // {"daily": {"date": "2026-12-02", "par": 21, "replay": true}} (docs/FILES.md).
    void writeTo(QJsonObject* root) const;
    // The challenge of a saved game's document (none when it has neither key); nullopt with `error`
    // (one line) when one is there but does not read.
    static std::optional<Challenge> readFrom(const QJsonObject& root, QString* error);
};

} // namespace minimoves::app
