#include "sliding_blocks/contest.h"

#include "core/position_contest.h"

#include <istream>
#include <ostream>

namespace minimoves::sliding_blocks {

namespace {

// Reads the cases one by one: each game, or the error line (without its newline) that ends the input.
template <class OnGame>
std::string readCases(const ContestFormat& format, std::istream& in, OnGame&& onGame)
{
    const std::string prefix = std::string(format.id) + ": ";
    std::string token;
    if (!(in >> token))
        return prefix + "the input is empty (expected the number of positions)";
    long long count = -1;
    if (token.size() <= 6 && token.find_first_not_of("0123456789") == std::string::npos)
        count = std::stoll(token);
    if (count < 0)
        return prefix + "the first token '" + token.substr(0, 20) + "' is not a number of positions (0 to 999999)";
    for (long long index = 1; index <= count; ++index) {
        std::vector<std::string> tokens;
        while (int(tokens.size()) < format.tokensPerPosition && in >> token)
            tokens.push_back(token.substr(0, 100));
        const std::string where = prefix + "position " + std::to_string(index) + ": ";
        if (int(tokens.size()) < format.tokensPerPosition)
            return where + "the input ends after " + std::to_string(tokens.size()) + " of its " +
                   std::to_string(format.tokensPerPosition) + " " + std::string(format.tokenName);
        auto text = format.positionText(tokens);
        if (!text)
            return where + text.error();
        auto game = format.makeGame(*text);
        if (!game)
            return where + game.error();
        onGame(index, *text, std::move(game).value());
    }
    return {};
}

} // namespace

int runContest(const ContestFormat& format, std::istream& in, std::ostream& out, std::ostream& err)
{
    const std::string error = readCases(format, in, [&](long long, const std::string&, std::unique_ptr<AnyPuzzle> game) {
        out << answerLine(*game, game->initialState());
    });
    if (!error.empty()) {
        out.flush();
        err << error << "\n";
        return 2;
    }
    return 0;
}

std::string eachContestCase(const ContestFormat& format, std::istream& in, const ContestCaseSink& onCase)
{
    return readCases(format, in, [&](long long index, const std::string& text, std::unique_ptr<AnyPuzzle> game) {
        ContestCase c;
        c.label = "Position " + std::to_string(index);
        c.instance = text;
        c.state = game->initialState();
        std::shared_ptr<AnyPuzzle> shared(std::move(game));
        c.answer = [shared] { return answerLine(*shared, shared->initialState()); };
        onCase(std::move(c));
    });
}

} // namespace minimoves::sliding_blocks
