<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>minimoves::app::GameModel</name>
    <message>
        <source>Restart</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>minimoves::app::HelpDialog</name>
    <message>
        <source>&lt;p&gt;A board of 4 rows and 6 columns holds 8 white, 8 black and 8 grey cells.&lt;/p&gt;&lt;p&gt;&lt;b&gt;A move&lt;/b&gt; shifts one row left or right, or one column up or down, by one cell; the cell that leaves one edge comes back at the other.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Goal:&lt;/b&gt; the 8 cells inside the frame (the middle two rows, columns 2 to 5) all of one colour, any of the three.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Playing:&lt;/b&gt; drag a row or a column with the mouse (one move per cell travelled), click the arrows at the ends of the rows and columns, or move the cursor with the arrow keys and shift its row or column with Shift+arrow.&lt;/p&gt;&lt;p&gt;From the contest problem HDU 3278 &quot;Puzzle&quot;.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;Nine square gears in a 3x3 frame each carry a piece of a picture. Each side of a gear is either toothed or smooth.&lt;/p&gt;&lt;p&gt;&lt;b&gt;A move&lt;/b&gt; turns one gear a quarter turn clockwise. Two neighbouring gears whose facing sides are both toothed are meshed: a gear meshed with a turning gear turns too, the other way, and so on through the whole meshed group. Teeth turn with their gear, so the groups change as you play.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Goal:&lt;/b&gt; the picture shown beside the board.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Playing:&lt;/b&gt; click a gear (hovering shows the group that would turn), or move the cursor with the arrow keys and press Space or Enter. &lt;i&gt;Edit teeth…&lt;/i&gt; changes the teeth and tells at once whether the picture can still be made.&lt;/p&gt;&lt;p&gt;From the contest problem ZOJ 3814 &quot;Sawtooth Puzzle&quot;.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;Eight identical cubes and one empty cell on a 3x3 board. Opposite faces of a cube share a colour: white, blue and red.&lt;/p&gt;&lt;p&gt;&lt;b&gt;A move&lt;/b&gt; rolls a cube next to the empty cell over its bottom edge into it: the top colour trades places with the colour facing the direction of the roll.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Goal:&lt;/b&gt; the pattern of top colours shown beside the board, with the empty cell where it shows.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Playing:&lt;/b&gt; click a cube next to the empty cell, or press an arrow key to roll the cube on that side of the gap.&lt;/p&gt;&lt;p&gt;From the contest problem UVA 1604 &quot;Cubic Eight-Puzzle&quot;.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;Eight numbered tiles on two rows of four. A board is read clockwise from the top-left corner.&lt;/p&gt;&lt;p&gt;&lt;b&gt;A&lt;/b&gt; swaps the two rows. &lt;b&gt;B&lt;/b&gt; shifts both rows one cell to the right; the right column comes back on the left. &lt;b&gt;C&lt;/b&gt; turns the middle four tiles clockwise.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Goal:&lt;/b&gt; the order shown beside the board (1 2 3 4 on top, 8 7 6 5 below unless you change it with &lt;i&gt;Change target…&lt;/i&gt;). Hints follow the shortest sequence that comes first in alphabetical order.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Playing:&lt;/b&gt; the A, B and C buttons or keys.&lt;/p&gt;&lt;p&gt;From the contest problem USACO 3.2 &quot;Magic Squares&quot; (Luogu P2730).&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;A grid of red, blue and green balls.&lt;/p&gt;&lt;p&gt;&lt;b&gt;A move&lt;/b&gt; picks a ball that is not in the top row or the left column and acts on the 2x2 block of which it is the bottom-right ball: &lt;b&gt;turn&lt;/b&gt; moves the four balls one place clockwise; &lt;b&gt;recolour&lt;/b&gt; paints them red → blue, blue → green, green → red.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Goal:&lt;/b&gt; the grid shown beside the board.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Playing:&lt;/b&gt; left click turns, right click recolours (hovering shows the block); or move the cursor with the arrow keys and press R or C. Board size: Game ▸ Board size.&lt;/p&gt;&lt;p&gt;From the contest problem GDOI 2008 &quot;Ball Game&quot; (彩球游戏).&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Minimoves Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keyboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h2&gt;Keyboard&lt;/h2&gt;&lt;table cellpadding=&apos;4&apos;&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+N&lt;/b&gt;&lt;/td&gt;&lt;td&gt;New game&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+R&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Restart&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Z&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Undo&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Shift+Z&lt;/b&gt;, &lt;b&gt;Ctrl+Y&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Redo&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;H&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Hint: mark every optimal move&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;F5&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Solve: the solver plays to the goal&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Esc&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Stop solving&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+S&lt;/b&gt;, &lt;b&gt;Ctrl+O&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Save, open a game&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Shift+C&lt;/b&gt;, &lt;b&gt;Ctrl+Shift+V&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Copy, paste the game ID&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;F1&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Help&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Q&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Quit&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;&lt;p&gt;&lt;b&gt;On the boards:&lt;/b&gt; arrow keys move the cursor (or, on Rolling Cubes, roll the cube on that side of the gap); Shift+arrow shifts a Shifting Grid line; Space or Enter turns a gear; A, B, C play the Magic Board; R and C turn and recolour a Ball Grid block.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h2&gt;Minimoves %1&lt;/h2&gt;&lt;p&gt;Five classic shortest-path puzzles from programming contests, each with an exact solver behind it: the distance shown is always the true optimum, a hint marks every optimal move, and Solve plays an optimal path.&lt;/p&gt;&lt;p&gt;Every engine is a breadth-first search over compressed states; the same engines answer the original contest problems with &lt;tt&gt;minimoves-cli&lt;/tt&gt;.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>minimoves::app::MagicBoardWidget</name>
    <message>
        <source>A: swap the top and bottom rows (key A)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>B: shift both rows one cell right; the right column moves to the left (key B)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C: turn the middle four tiles clockwise (key C)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change target…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the order of tiles to reach</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Magic Board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Eight numbered tiles on two rows of four. Keys A, B and C play the three operations.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A (swap rows)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>B (shift right)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C (turn middle)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>minimoves::app::MagicTargetDialog</name>
    <message>
        <source>Magic Board target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The order to reach, read clockwise from the top-left
(top row left to right, then bottom row right to left):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not a permutation of 1 to 8: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>minimoves::app::MainWindow</name>
    <message>
        <source>Shifting Grid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sawtooth Gears</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rolling Cubes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Magic Board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ball Grid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Minimoves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New &amp;at difficulty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Board &amp;size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Animation speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new game at the last chosen difficulty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Easy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new game a few moves from the goal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Medium</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new game at half the hardest distance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Hard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new game at three quarters of the hardest distance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hard&amp;est</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new game as far from the goal as this puzzle allows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the start of this game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mark every optimal next move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Solve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Let the solver play an optimal path to the goal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop the solver&apos;s play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quit Minimoves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About Minimoves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About Minimoves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save this game, with its undo history, to a file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games solved, best efficiency and hints used, per puzzle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy game ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy the puzzle and position as one line of text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Paste game ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start the game given by a game ID on the clipboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pr&amp;eferences…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language, animations, colour-blind palette, distance display</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rules and help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rules of every puzzle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Keyboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every key of the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Slow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slow animations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Normal animations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fast animations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No animations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a puzzle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Puzzle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undid %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Played %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Solved in %n move(s) (optimal %1)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Solved in %n move(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>That target is not valid: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moves: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drawing a new game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Distance to goal: …</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The goal cannot be reached from here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Distance to goal: press H for a hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Distance to goal: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not a game ID: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not a game ID: this version has no board for that puzzle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Minimoves games (*.minimoves);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game ID copied: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>minimoves::app::PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Animations:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Colour-blind palette: mark every colour with a symbol</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Always show the &amp;distance to the goal (otherwise only after Hint)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>minimoves::app::SavedGame</name>
    <message>
        <source>not a saved game: %1 at byte %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a saved game: the document is not a JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a Minimoves saved game (&quot;format&quot; is not &quot;%1&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>saved game version %1 is not supported (expected %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;puzzle&quot;: unknown puzzle &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;instance&quot;: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;start&quot;: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;history&quot; is missing or not a list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;history&quot; entry %1: &apos;%2&apos; is not a move of this puzzle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;applied&quot; must be a whole number from 0 to %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>minimoves::app::SolverService</name>
    <message>
        <source>No position at that distance could be drawn.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>minimoves::app::StatisticsDialog</name>
    <message>
        <source>Statistics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Statistics per puzzle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Reset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forget the statistics of every puzzle?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Puzzle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games solved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best efficiency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hints used</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
