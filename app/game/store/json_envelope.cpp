#include "game/store/json_envelope.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>

#include <algorithm>
#include <cmath>

namespace minimoves::app {

namespace {

QString tr(const char* text) { return QCoreApplication::translate("minimoves::app::JsonEnvelope", text); }

const QString FormatKey = QStringLiteral("format");
const QString VersionKey = QStringLiteral("version");

// A value as the file has it ("1.5", "\"1\"", "1e+308"), cut to a few characters: it is shown in
// a message, and a file may hold anything there.
QString shown(const QJsonValue& value)
{
    const QByteArray array = QJsonDocument(QJsonArray{value}).toJson(QJsonDocument::Compact); // [...]
    const QString text = QString::fromUtf8(array.mid(1, array.size() - 2));
    return text.size() > 20 ? text.left(20) + QStringLiteral("…") : text;
}

} // namespace

QByteArray JsonEnvelope::string(const QString& text)
{
    const QByteArray array = QJsonDocument(QJsonArray{text}).toJson(QJsonDocument::Compact); // ["…"]
    return array.mid(1, array.size() - 2);
}

QByteArray JsonEnvelope::write(const JsonKind& kind, int version, QJsonObject payload)
{
    Q_ASSERT(!payload.contains(FormatKey) && !payload.contains(VersionKey));
    payload.insert(FormatKey, QLatin1String(kind.format));
    payload.insert(VersionKey, version);
    return QJsonDocument(payload).toJson(QJsonDocument::Compact);
}

QByteArray JsonEnvelope::write(const JsonKind& kind, int version, std::vector<JsonField> fields)
{
    fields.push_back({FormatKey, string(QLatin1String(kind.format))});
    fields.push_back({VersionKey, QByteArray::number(version)});
    // QJsonObject keeps its keys in order of their UTF-16 code units, which QString's < is.
    std::sort(fields.begin(), fields.end(), [](const JsonField& a, const JsonField& b) { return a.name < b.name; });
    Q_ASSERT(std::adjacent_find(fields.begin(), fields.end(), [](const JsonField& a, const JsonField& b) {
                 return a.name == b.name;
             }) == fields.end());
    qsizetype size = 2;
    for (const JsonField& field : fields)
        size += field.name.size() + field.json.size() + 4;
    QByteArray json;
    json.reserve(size);
    for (const JsonField& field : fields) {
        json += json.isEmpty() ? '{' : ',';
        json += string(field.name);
        json += ':';
        json += field.json;
    }
    json += '}';
    return json;
}

std::optional<JsonEnvelope::Contents> JsonEnvelope::read(const JsonKind& kind, const QByteArray& json, QString* error,
                                                         bool* newer)
{
    if (newer)
        *newer = false;
    auto fail = [error](const QString& message) -> std::optional<Contents> {
        if (error)
            *error = message;
        return std::nullopt;
    };
    // One arg() each (several values at once): a value from the file is never read as a %N.
    const QString name = tr(kind.name);
    const QString versionName = tr(kind.versionName);
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return fail(tr("not a %1: %2 at byte %3").arg(name, parseError.errorString(), QString::number(parseError.offset)));
    if (!document.isObject())
        return fail(tr("not a %1: the document is not a JSON object").arg(name));
    Contents contents;
    contents.root = document.object();
    const QJsonValue format = contents.root.value(FormatKey);
    if (!format.isString() || format.toString() != QLatin1String(kind.format))
        return fail(tr("not a Minimoves %1 (\"format\" is not \"%2\")").arg(name, QLatin1String(kind.format)));
    const QJsonValue version = contents.root.value(VersionKey);
    if (version.isUndefined())
        return fail(tr("the %1 version is missing (expected %2)").arg(versionName, QString::number(kind.version)));
    const double number = version.toDouble();
    const bool whole = version.isDouble() && number >= 0 && number <= MaxVersion && number == std::floor(number);
    if (whole && number > kind.version) {
        if (newer)
            *newer = true;
        return fail(tr("written by a newer version of Minimoves (%1 version %2; this version reads version %3)")
                        .arg(versionName, QString::number(int(number)), QString::number(kind.version)));
    }
    if (!whole || number < kind.oldest)
        return fail(tr("%1 version %2 is not supported (expected %3)").arg(versionName, shown(version), QString::number(kind.version)));
    contents.version = int(number);
    return contents;
}

} // namespace minimoves::app
