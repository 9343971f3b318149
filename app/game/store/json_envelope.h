// JsonEnvelope: the one wrapping of every JSON file the game keeps (docs/FILES.md) — a compact
// object whose "format" names the kind and whose "version" says how to read it, beside the kind's
// own fields — written and read here only, with one set of checks and one-line messages that say
// what is wrong and where (the field; the stores add the file's name). Qt Core only: the fuzzer
// (fuzz_json_envelope) compiles it without the game.
//
// The checks, the same for every kind, in order: the bytes are JSON (else where they stop being
// it), an object, "format" is the kind's, and "version" is a whole number from 0 to MaxVersion,
// from the kind's oldest to its newest. A larger whole number in that range is a newer version
// (`newer` set: the stores keep such a file aside as .newer-…); anything else — text, a fraction,
// a negative or huge number, none — is damage.
#pragma once

#include <QByteArray>
#include <QJsonObject>
#include <QString>
#include <QtGlobal>

#include <optional>
#include <vector>

namespace minimoves::app {

// One kind of file. The two words are lupdate's (QT_TRANSLATE_NOOP in JsonEnvelope's context),
// translated when a message is made.
struct JsonKind {
    const char* format; // "minimoves-game"
    int version;        // the newest this version reads (and writes)
    int oldest;         // the oldest it still reads
    const char* name;        // what the file is, in "not a %1": "saved game"
    const char* versionName; // whose version, in "%1 version 3": "saved game"
};

// The game's files (their fields: saved_game.h, level_progress.h, game_statistics.h).
// Saved games write version 1 unless the history holds a rewind (SavedGame::toJson).
inline constexpr JsonKind SavedGameFile{"minimoves-game", 2, 1, QT_TRANSLATE_NOOP("minimoves::app::JsonEnvelope", "saved game"),
                                        QT_TRANSLATE_NOOP("minimoves::app::JsonEnvelope", "saved game")};
// Progress version 2: a day's "hints" count positions helped, beside "hintSteps" and "rewinds".
// Statistics version 2: the hints count positions helped, beside "hintSteps"; a Daily scope.
inline constexpr JsonKind ProgressFile{"minimoves-progress", 2, 1, QT_TRANSLATE_NOOP("minimoves::app::JsonEnvelope", "progress file"),
                                       QT_TRANSLATE_NOOP("minimoves::app::JsonEnvelope", "progress")};
inline constexpr JsonKind StatisticsFile{"minimoves-statistics", 2, 1,
                                         QT_TRANSLATE_NOOP("minimoves::app::JsonEnvelope", "statistics file"),
                                         QT_TRANSLATE_NOOP("minimoves::app::JsonEnvelope", "statistics")};

// A field already in its compact JSON form (a writer that makes its long parts itself).
struct JsonField {
    QString name;
    QByteArray json;
};

class JsonEnvelope {
public:
    // Above this a version is damage, not a newer version (exact as an int and in JSON).
    static constexpr int MaxVersion = 999'999'999;

    // What a document that passes the envelope's checks holds: the whole object (its "format" and
    // "version" too; a kind's reader reads its own fields from it) and the version, a whole number
    // from the kind's oldest to its newest.
    struct Contents {
        QJsonObject root;
        int version = 0;
    };

    // The document of `kind` at `version`: `payload`'s fields with "format" and "version", in
    // QJsonDocument's compact form. The payload holds neither of the two.
    static QByteArray write(const JsonKind& kind, int version, QJsonObject payload);
    // The same document from fields already in JSON, written as QJsonDocument would (its key order,
    // compact), byte for byte — for a writer whose fields are too long to make a QJsonObject of
    // each time (a saved game's history of a million moves, autosaved after every burst of moves).
    static QByteArray write(const JsonKind& kind, int version, std::vector<JsonField> fields);
    // `text` as a JSON string, escaped as QJsonDocument writes it.
    static QByteArray string(const QString& text);

    // The document's contents when it is one of `kind` that this version reads; else nullopt,
    // `error` (one line) says why and `newer` is set when it is of a newer version.
    static std::optional<Contents> read(const JsonKind& kind, const QByteArray& json, QString* error,
                                        bool* newer = nullptr);
};

} // namespace minimoves::app
