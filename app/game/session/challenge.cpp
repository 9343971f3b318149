#include "game/session/challenge.h"

#include "levels/ladder.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace minimoves::app {

namespace {

QString tr(const char* text) { return QCoreApplication::translate("minimoves::app::Challenge", text); }

constexpr auto DateFormat = "yyyy-MM-dd";

// A whole number in [lowest, highest], or nothing.
std::optional<int> wholeNumber(const QJsonValue& value, int lowest, int highest)
{
    if (!value.isDouble())
        return std::nullopt;
    const double d = value.toDouble();
    if (d < lowest || d > highest || d != double(int(d)))
        return std::nullopt;
    return int(d);
}

} // namespace

void Challenge::writeTo(QJsonObject* root) const
{
    if (isLevel()) {
        root->insert(QStringLiteral("level"), QJsonObject{{QStringLiteral("ladder"), ladder},
                                                          {QStringLiteral("number"), level},
                                                          {QStringLiteral("par"), par}});
    } else if (isDaily()) {
        QJsonObject daily{{QStringLiteral("date"), date.toString(QLatin1String(DateFormat))}, {QStringLiteral("par"), par}};
        if (replay)
            daily.insert(QStringLiteral("replay"), true);
        root->insert(QStringLiteral("daily"), daily);
    }
}

std::optional<Challenge> Challenge::readFrom(const QJsonObject& root, QString* error)
{
    auto fail = [error](const QString& message) -> std::optional<Challenge> {
        if (error)
            *error = message;
        return std::nullopt;
    };
    const QJsonValue level = root.value(QStringLiteral("level"));
    const QJsonValue daily = root.value(QStringLiteral("daily"));
    if (!level.isUndefined() && !daily.isUndefined())
        return fail(tr("a game is not both a level and a daily puzzle"));
    if (!level.isUndefined()) {
        static const QRegularExpression ladderKey(QStringLiteral("^[a-z0-9-]{1,40}(:[A-Za-z0-9x-]{1,40})?$"));
        const QJsonObject object = level.toObject();
        const QString ladder = object.value(QStringLiteral("ladder")).toString();
        const auto number = wholeNumber(object.value(QStringLiteral("number")), 1, 10000);
        const auto par = wholeNumber(object.value(QStringLiteral("par")), 0, levels::MaxPar);
        if (!level.isObject() || !ladderKey.match(ladder).hasMatch() || !number || !par)
            return fail(tr("\"level\" must name a ladder, a level number from 1 and its par"));
        return ofLevel(ladder, *number, *par);
    }
    if (!daily.isUndefined()) {
        const QJsonObject object = daily.toObject();
        const QDate date = QDate::fromString(object.value(QStringLiteral("date")).toString(), QLatin1String(DateFormat));
        const auto par = wholeNumber(object.value(QStringLiteral("par")), 0, levels::MaxPar);
        const QJsonValue replay = object.value(QStringLiteral("replay"));
        if (!daily.isObject() || !date.isValid() || !par || !(replay.isUndefined() || replay.isBool()))
            return fail(tr("\"daily\" must give the puzzle's date (YYYY-MM-DD) and its par"));
        return ofDaily(date, *par, replay.toBool(false));
    }
    return Challenge{};
}

} // namespace minimoves::app
