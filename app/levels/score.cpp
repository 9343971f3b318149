#include "levels/score.h"

#include <algorithm>
#include <cstdio>

namespace minimoves::levels {

int twoStarMoves(int par) { return par > 20 ? par + par / 10 : par + 2; }

int stars(const Finish& finish)
{
    if (!finish.solved)
        return 0;
    if (finish.moves <= finish.par && finish.help() == 0)
        return 3;
    return finish.moves <= twoStarMoves(finish.par) ? 2 : 1;
}

std::string starText(int count, bool withEmpty)
{
    std::string text;
    for (int i = 0; i < MaxStars; ++i)
        if (i < count)
            text += "\u2605";
        else if (withEmpty)
            text += "\u2606";
    return text;
}

std::string durationText(int seconds)
{
    seconds = std::max(0, seconds);
    char text[32];
    if (seconds >= 3600)
        std::snprintf(text, sizeof text, "%d:%02d:%02d", seconds / 3600, seconds / 60 % 60, seconds % 60);
    else
        std::snprintf(text, sizeof text, "%d:%02d", seconds / 60, seconds % 60);
    return text;
}

std::string dailyResultLine(const Date& date, std::string_view puzzleTitle, const Finish& finish, int seconds)
{
    const std::string dot = " \u00b7 ";
    std::string line = "Minimoves daily " + dateText(date) + dot + std::string(puzzleTitle) + dot +
                       std::to_string(finish.moves) + (finish.moves == 1 ? " move" : " moves") + " (par " +
                       std::to_string(finish.par) + ")" + dot + durationText(seconds);
    if (finish.hints > 0) {
        line += dot + std::to_string(finish.hints) + (finish.hints == 1 ? " hint" : " hints");
        if (finish.hintSteps > finish.hints)
            line += " (" + std::to_string(finish.hintSteps) + " hint steps)";
    }
    if (finish.rewinds > 0)
        line += dot + std::to_string(finish.rewinds) + (finish.rewinds == 1 ? " Rewind" : " Rewinds");
    const int earned = stars(finish);
    if (earned > 0)
        line += dot + starText(earned);
    return line;
}

} // namespace minimoves::levels
