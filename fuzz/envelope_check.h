// The JSON envelope's check (app/game/store/json_envelope.h) the fuzzer (fuzz_json_envelope) and
// tst_files share, for every kind of file: the reader refuses with one line, or accepts a
// document of the kind at a version it reads; what it accepted, written again, is read again and
// written the same (a second write changes nothing); the writer that takes fields already in JSON
// writes what the one that takes a QJsonObject does, byte for byte. "" when all is well.
#pragma once

#include "game/store/json_envelope.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QString>

#include <initializer_list>
#include <vector>

namespace minimoves::fuzz {

inline QString checkEnvelopeOf(const app::JsonKind& kind, const QByteArray& bytes)
{
    using app::JsonEnvelope;
    const QString name = QLatin1String(kind.format) + QStringLiteral(": ");
    QString error;
    bool newer = true;
    const auto contents = JsonEnvelope::read(kind, bytes, &error, &newer);
    if (!contents) {
        if (error.isEmpty())
            return name + QStringLiteral("refused without a message");
        if (error.contains(QLatin1Char('\n')) || error.contains(QLatin1Char('\r')))
            return name + QStringLiteral("a message of more than one line: ") + error;
        return {};
    }
    if (newer)
        return name + QStringLiteral("accepted, yet said newer");
    const QJsonValue version = contents->root.value(QStringLiteral("version"));
    if (contents->root.value(QStringLiteral("format")).toString() != QLatin1String(kind.format) ||
        contents->version < kind.oldest || contents->version > kind.version || version.toDouble() != contents->version ||
        !version.isDouble())
        return name + QStringLiteral("accepted a format or version it does not read");
    QJsonObject payload = contents->root;
    payload.remove(QStringLiteral("format"));
    payload.remove(QStringLiteral("version"));
    const QByteArray written = JsonEnvelope::write(kind, contents->version, payload);
    // The second writer, from each field's compact JSON.
    std::vector<app::JsonField> fields;
    for (auto it = payload.constBegin(); it != payload.constEnd(); ++it) {
        const QByteArray array = QJsonDocument(QJsonArray{it.value()}).toJson(QJsonDocument::Compact);
        fields.push_back({it.key(), array.mid(1, array.size() - 2)});
    }
    if (JsonEnvelope::write(kind, contents->version, fields) != written)
        return name + QStringLiteral("the field writer and the object writer differ");
    const auto again = JsonEnvelope::read(kind, written, &error, &newer);
    if (!again)
        return name + QStringLiteral("refuses what it wrote: ") + error;
    if (again->version != contents->version)
        return name + QStringLiteral("the version does not read back");
    QJsonObject back = again->root;
    back.remove(QStringLiteral("format"));
    back.remove(QStringLiteral("version"));
    if (JsonEnvelope::write(kind, again->version, back) != written)
        return name + QStringLiteral("what it wrote is not written the same way twice");
    return {};
}

inline QString checkEnvelope(const QByteArray& bytes)
{
    for (const app::JsonKind* kind : {&app::SavedGameFile, &app::ProgressFile, &app::StatisticsFile})
        if (const QString problem = checkEnvelopeOf(*kind, bytes); !problem.isEmpty())
            return problem;
    return {};
}

} // namespace minimoves::fuzz
