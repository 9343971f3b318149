<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>MessageBox</name>
    <message>
        <source>Information</source>
        <translation>信息</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>询问</translation>
    </message>
</context>
<context>
    <name>QProgressDialog</name>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Shortest-path puzzles with exact solvers.</source>
        <translation>配有精确求解器的最短路径益智游戏。</translation>
    </message>
    <message>
        <source>Start with the puzzle ID.</source>
        <translation>以指定 ID 的谜题开始。</translation>
    </message>
    <message>
        <source>Start from a position in its text form.</source>
        <translation>从文本形式给出的局面开始。</translation>
    </message>
    <message>
        <source>Render the window to a PNG and exit.</source>
        <translation>将窗口渲染为 PNG 图片后退出。</translation>
    </message>
    <message>
        <source>Window size for --screenshot.</source>
        <translation>--screenshot 使用的窗口尺寸。</translation>
    </message>
    <message>
        <source>With --screenshot: show the hint.</source>
        <translation>与 --screenshot 同用：显示提示。</translation>
    </message>
    <message>
        <source>With --screenshot: show every move&apos;s quality (View &gt; Move quality).</source>
        <translation>与 --screenshot 一起使用：显示每一步的走法质量（视图 &gt; 走法质量）。</translation>
    </message>
    <message>
        <source>Open FILE, a contest input of the puzzle ID (as minimoves-cli reads it): one case as a game, several in a list.</source>
        <translation>打开 FILE，即谜题 ID 的一份竞赛输入（与 minimoves-cli 读取的格式相同）：只有一组数据时直接作为游戏打开，有多组时列出供选择。</translation>
    </message>
    <message>
        <source>With --contest: the input file.</source>
        <translation>与 --contest 一起使用：输入文件。</translation>
    </message>
    <message>
        <source>Minimoves is already running (process %1) and does not answer; close it, then start Minimoves again.</source>
        <translation>Minimoves 已在运行（进程 %1），但没有响应；请先关闭它，再重新启动 Minimoves。</translation>
    </message>
</context>
<context>
    <name>minimoves::app</name>
    <message>
        <source>Leave level %1?</source>
        <translation>离开第 %1 关？</translation>
    </message>
    <message>
        <source>Leave today&apos;s daily puzzle?</source>
        <translation>离开今日谜题？</translation>
    </message>
    <message>
        <source>Levels</source>
        <translation>关卡</translation>
    </message>
    <message>
        <source>Daily puzzle</source>
        <translation>每日谜题</translation>
    </message>
    <message>
        <source>The moves you made on it are lost; the level stays open to play again.</source>
        <translation>你在这一关走的步数将会丢失；这一关仍然开放，可以再玩。</translation>
    </message>
    <message>
        <source>The moves you made on it are lost; Game ▸ Daily puzzle starts it again.</source>
        <translation>你在其中走的步数将会丢失；可从“游戏 ▸ 每日谜题”重新开始。</translation>
    </message>
    <message>
        <source>&amp;Leave it</source>
        <translation>离开(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Keep playing</source>
        <translation>继续玩(&amp;K)</translation>
    </message>
    <message>
        <source>Quit Minimoves</source>
        <translation>退出 Minimoves</translation>
    </message>
    <message>
        <source>Your statistics or progress are not saved yet.</source>
        <translation>你的统计或进度尚未保存。</translation>
    </message>
    <message>
        <source>They could not be written (the band under the board says why). Quit now and the results since are lost; keep playing and they are saved as soon as the file can be written.</source>
        <translation>它们无法写入（棋盘下方的提示栏说明了原因）。现在退出，此后的成绩将会丢失；继续玩，一旦文件可以写入，它们就会被保存。</translation>
    </message>
    <message>
        <source>&amp;Quit anyway</source>
        <translation>仍然退出(&amp;Q)</translation>
    </message>
</context>
<context>
    <name>minimoves::app::BallGridWidget</name>
    <message>
        <source>Ball Grid</source>
        <translation>彩球游戏</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>目标</translation>
    </message>
    <message>
        <source>Recolour</source>
        <translation>变色</translation>
    </message>
    <message>
        <source>&lt;p&gt;A grid of red, blue and green balls.&lt;/p&gt;&lt;p&gt;&lt;b&gt;A move&lt;/b&gt; acts on a 2x2 block of adjacent balls (two neighbouring rows by two neighbouring columns): &lt;b&gt;turn&lt;/b&gt; moves its four balls one place clockwise; &lt;b&gt;recolour&lt;/b&gt; paints them red → blue, blue → green, green → red.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Goal:&lt;/b&gt; the grid shown as Target beside the board.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Playing:&lt;/b&gt; point at the middle of a block, where its four balls meet (the block nearest the pointer is outlined), then left click to turn it or right click to recolour it; or move the block cursor with the arrow keys and press R or C. Board size: Game ▸ Board size.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Hint:&lt;/b&gt; the best move&apos;s block is outlined in orange, its badge an arrow (turn) or the three colours (recolour); other optimal moves get small yellow marks, or are only counted under the board when most moves are optimal.&lt;/p&gt;&lt;p&gt;From the contest problem GDOI 2008 &quot;Ball Game&quot; (彩球游戏).&lt;/p&gt;</source>
        <translation>&lt;p&gt;由红、蓝、绿三色彩球组成的方格。&lt;/p&gt;&lt;p&gt;&lt;b&gt;每一步&lt;/b&gt;作用于一个由相邻彩球组成的 2×2 方块（相邻两行与相邻两列的交叉处）：&lt;b&gt;旋转&lt;/b&gt;把四个彩球顺时针移动一格；&lt;b&gt;变色&lt;/b&gt;把它们红变蓝、蓝变绿、绿变红。&lt;/p&gt;&lt;p&gt;&lt;b&gt;目标：&lt;/b&gt;棋盘旁标为“目标”的方格。&lt;/p&gt;&lt;p&gt;&lt;b&gt;操作：&lt;/b&gt;指向一个方块的中间、四个彩球相接之处（离指针最近的方块会被框出），左键旋转，右键变色；或用方向键移动方块光标，再按 R 或 C。棋盘大小：游戏 ▸ 棋盘大小。&lt;/p&gt;&lt;p&gt;&lt;b&gt;提示：&lt;/b&gt;最佳走法的方块用橙色框出，角标为箭头（旋转）或三种颜色（变色）；其他最优走法用黄色小标记标出，当大多数走法都是最优时，只在棋盘下方给出数目。&lt;/p&gt;&lt;p&gt;出自竞赛题 GDOI 2008“彩球游戏”。&lt;/p&gt;</translation>
    </message>
    <message numerus="yes">
        <source>%n balls</source>
        <translation>
            <numerusform>%n 个球</numerusform>
        </translation>
    </message>
    <message>
        <source>The arrow keys move the block cursor one ball at a time; R turns the block under the cursor clockwise and C recolours it.</source>
        <translation>方向键每次把方块光标移动一个彩球；R 顺时针旋转光标所在的方块，C 给它变色。</translation>
    </message>
    <message>
        <source>Red, blue and green balls to bring to the target grid. A move acts on a two by two block of balls, the one whose centre is nearest the pointer: left click or R turns the block clockwise, right click or C recolours it (red to blue, blue to green, green to red). The arrow keys move the block cursor.</source>
        <translation>要摆成目标方格的红、蓝、绿彩球。每一步作用于一个 2×2 的彩球方块，即中心离指针最近的那个：左键或 R 顺时针旋转方块，右键或 C 给它变色（红变蓝、蓝变绿、绿变红）。方向键移动方块光标。</translation>
    </message>
    <message>
        <source>Turn at rows %1–%2, columns %3–%4</source>
        <translation>旋转第 %1–%2 行、第 %3–%4 列</translation>
    </message>
    <message>
        <source>Recolour at rows %1–%2, columns %3–%4</source>
        <translation>变色第 %1–%2 行、第 %3–%4 列</translation>
    </message>
    <message>
        <source>Rows %1–%2, columns %3–%4: left click (R) turns this block clockwise, right click (C) recolours it</source>
        <translation>第 %1–%2 行、第 %3–%4 列：左键（R）顺时针旋转这个方块，右键（C）给它变色</translation>
    </message>
    <message>
        <source>+1 other optimal move</source>
        <translation>另有 1 个最优走法</translation>
    </message>
    <message>
        <source>+%1 other optimal moves</source>
        <translation>另有 %1 个最优走法</translation>
    </message>
    <message>
        <source>+1 other optimal move (the small mark)</source>
        <translation>另有 1 个最优走法（小标记）</translation>
    </message>
    <message>
        <source>+%1 other optimal moves (the small marks)</source>
        <translation>另有 %1 个最优走法（小标记）</translation>
    </message>
    <message>
        <source>Click a ball to turn its colour red, blue, green (right click: the other way round), on the board for the position, in the target for the goal.</source>
        <translation>单击一个球，按红、蓝、绿依次改变它的颜色（右键：反方向）；在棋盘上改局面，在目标上改目标。</translation>
    </message>
    <message>
        <source>R</source>
        <comment>turn, as the R key</comment>
        <translation>转</translation>
    </message>
    <message>
        <source>C</source>
        <comment>recolour, as the C key</comment>
        <translation>色</translation>
    </message>
    <message>
        <source>&lt;b&gt;The goal:&lt;/b&gt; every ball the colour of its place in the target.</source>
        <translation>&lt;b&gt;目标：&lt;/b&gt;每个球的颜色与目标中同一位置的颜色相同。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Two moves&lt;/b&gt; on any block of 2x2 balls: a click turns it clockwise, a right click recolours its four balls (red to blue to green to red).</source>
        <translation>任意 2×2 的彩球方块都有&lt;b&gt;两种走法&lt;/b&gt;：单击顺时针旋转它，右键单击给它的四个球变色（红变蓝、蓝变绿、绿变红）。</translation>
    </message>
    <message>
        <source>&lt;b&gt;By keys:&lt;/b&gt; the arrow keys move the block cursor; R turns its block and C recolours it.</source>
        <translation>&lt;b&gt;用键盘：&lt;/b&gt;方向键移动方块光标；R 旋转光标所在的方块，C 给它变色。</translation>
    </message>
    <message>
        <source>Click or R turns the outlined block clockwise · right click or C recolours it</source>
        <translation>单击或按 R 顺时针旋转框出的方块 · 右键单击或按 C 给它变色</translation>
    </message>
    <message>
        <source>red</source>
        <translation>红</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>蓝</translation>
    </message>
    <message>
        <source>green</source>
        <translation>绿</translation>
    </message>
    <message>
        <source>Row %1, column %2: %3</source>
        <translation>第 %1 行第 %2 列：%3</translation>
    </message>
    <message>
        <source>Top-left of the block to row %1, column %2: %3, %4, %5, %6. R turns it, C recolours it.</source>
        <translation>到第 %1 行第 %2 列的方块的左上角：%3、%4、%5、%6。R 旋转它，C 给它变色。</translation>
    </message>
    <message>
        <source>Turn the block</source>
        <translation>旋转方块</translation>
    </message>
    <message>
        <source>Recolour the block</source>
        <translation>给方块变色</translation>
    </message>
    <message>
        <source>Target: %1</source>
        <translation>目标：%1</translation>
    </message>
    <message>
        <source>Turn and recolour blocks of balls until every ball matches the target.</source>
        <translation>转动方块、给小球换色，直到每个球都与目标一致。</translation>
    </message>
</context>
<context>
    <name>minimoves::app::BoardWidget</name>
    <message>
        <source>Board &amp;size</source>
        <translation>棋盘大小(&amp;S)</translation>
    </message>
    <message>
        <source>%1: the solver is working out where it leads…</source>
        <translation>%1：求解器正在计算它通向哪里…</translation>
    </message>
    <message>
        <source>%1: the goal can no longer be reached after it</source>
        <translation>%1：走这一步之后再也无法到达目标</translation>
    </message>
    <message>
        <source>good</source>
        <translation>好</translation>
    </message>
    <message>
        <source>sideways</source>
        <translation>原地</translation>
    </message>
    <message>
        <source>back</source>
        <translation>倒退</translation>
    </message>
    <message>
        <source>%1: distance %2 after it (%3, %4)</source>
        <translation>%1：走后距离 %2（%3，%4）</translation>
    </message>
    <message>
        <source>Column %1</source>
        <translation>第 %1 列</translation>
    </message>
    <message>
        <source>Row %1</source>
        <translation>第 %1 行</translation>
    </message>
    <message>
        <source>Row %1: %2</source>
        <translation>第 %1 行：%2</translation>
    </message>
</context>
<context>
    <name>minimoves::app::Challenge</name>
    <message>
        <source>a game is not both a level and a daily puzzle</source>
        <translation>一局游戏不能既是关卡又是每日谜题</translation>
    </message>
    <message>
        <source>&quot;level&quot; must name a ladder, a level number from 1 and its par</source>
        <translation>&quot;level&quot; 必须给出关卡序列、从 1 开始的关卡编号和标准步数</translation>
    </message>
    <message>
        <source>&quot;daily&quot; must give the puzzle&apos;s date (YYYY-MM-DD) and its par</source>
        <translation>&quot;daily&quot; 必须给出谜题的日期（YYYY-MM-DD）和标准步数</translation>
    </message>
</context>
<context>
    <name>minimoves::app::Charts</name>
    <message>
        <source>1 move</source>
        <translation>1 步</translation>
    </message>
    <message>
        <source>%1 moves</source>
        <translation>%1 步</translation>
    </message>
</context>
<context>
    <name>minimoves::app::ClockLabel</name>
    <message>
        <source>Time played on this game</source>
        <translation>本局已用时间</translation>
    </message>
    <message>
        <source>Time played on this game (paused)</source>
        <translation>本局已用时间（已暂停）</translation>
    </message>
    <message>
        <source>Time played: %1</source>
        <translation>已用时间：%1</translation>
    </message>
    <message>
        <source>Time played: %1, paused</source>
        <translation>已用时间：%1，已暂停</translation>
    </message>
</context>
<context>
    <name>minimoves::app::ContestDialog</name>
    <message>
        <source>Unknown puzzle &apos;%1&apos;</source>
        <translation>未知的谜题“%1”</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>无法打开 %1：%2</translation>
    </message>
    <message>
        <source>%1 holds no case</source>
        <translation>%1 中没有任何一组数据</translation>
    </message>
    <message>
        <source>Contest input</source>
        <translation>竞赛输入</translation>
    </message>
    <message>
        <source>Case</source>
        <translation>数据组</translation>
    </message>
    <message>
        <source>Optimal distance</source>
        <translation>最优距离</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>说明</translation>
    </message>
    <message>
        <source>…</source>
        <translation>…</translation>
    </message>
    <message>
        <source>The solver is on its way</source>
        <translation>求解器正在计算</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>Cannot be opened: %1</source>
        <translation>无法打开：%1</translation>
    </message>
    <message>
        <source>?</source>
        <translation>？</translation>
    </message>
    <message>
        <source>The case&apos;s instance does not read</source>
        <translation>这组数据的实例无法读取</translation>
    </message>
    <message>
        <source>unreachable</source>
        <translation>无法到达</translation>
    </message>
    <message>
        <source>The goal cannot be reached from this position</source>
        <translation>从这个局面无法到达目标</translation>
    </message>
    <message>
        <source>%1: %2 cases of %3. Choose one to play.</source>
        <translation>%1：%3 的 %2 组数据。选择一组来玩。</translation>
    </message>
    <message>
        <source>1 move</source>
        <translation>1 步</translation>
    </message>
    <message>
        <source>%1 moves</source>
        <translation>%1 步</translation>
    </message>
    <message>
        <source>%1: 1 case of %2.</source>
        <translation>%1：%2 的 1 组数据。</translation>
    </message>
    <message>
        <source>Cases</source>
        <translation>数据组</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>%1: %2 cases of %3 so far; reading the rest (%4%)…</source>
        <translation>%1：已读到 %3 的 %2 组数据；正在读取其余部分（%4%）…</translation>
    </message>
</context>
<context>
    <name>minimoves::app::DailyDialog</name>
    <message>
        <source>Daily puzzle</source>
        <translation>每日谜题</translation>
    </message>
    <message>
        <source>Copy result</source>
        <translation>复制成绩</translation>
    </message>
    <message>
        <source>Copy the result line</source>
        <translation>复制成绩行</translation>
    </message>
    <message>
        <source>Days played</source>
        <translation>玩过的日子</translation>
    </message>
    <message>
        <source>Today, %1: %2</source>
        <translation>今天，%1：%2</translation>
    </message>
    <message>
        <source>Solved today: %1 in %2 moves (par %3). Played again, it earns nothing new.</source>
        <translation>今天已完成：%1，用了 %2 步（标准 %3 步）。再玩一次不会获得新成绩。</translation>
    </message>
    <message>
        <source>In play: go on where you left it.</source>
        <translation>进行中：从上次离开的地方继续。</translation>
    </message>
    <message>
        <source>Not played yet: the same puzzle for every player today, played in Play mode.</source>
        <translation>还没有玩：今天所有玩家都是同一道谜题，以挑战模式进行。</translation>
    </message>
    <message>
        <source>Look at it again</source>
        <translation>再看一遍</translation>
    </message>
    <message>
        <source>Go on playing</source>
        <translation>继续玩</translation>
    </message>
    <message>
        <source>Play it again</source>
        <translation>再玩一次</translation>
    </message>
    <message>
        <source>Play today&apos;s puzzle</source>
        <translation>玩今天的谜题</translation>
    </message>
    <message>
        <source>Streak: 1 day</source>
        <translation>连续天数：1 天</translation>
    </message>
    <message>
        <source>Streak: %1 days in a row</source>
        <translation>连续天数：%1 天</translation>
    </message>
    <message>
        <source>%1: not played</source>
        <translation>%1：未玩</translation>
    </message>
    <message>
        <source>%1: %2 in %3 moves (par %4)</source>
        <translation>%1：%2，用了 %3 步（标准 %4 步）</translation>
    </message>
    <message>
        <source>Not solved yet today: the same puzzle for every player, played in Play mode.</source>
        <translation>今天还没有解开：所有玩家都是同一道谜题，以挑战模式进行。</translation>
    </message>
    <message>
        <source>%1.</source>
        <comment>a sentence said to a screen reader</comment>
        <translation>%1。</translation>
    </message>
</context>
<context>
    <name>minimoves::app::FileNotice</name>
    <message>
        <source>Close this message</source>
        <translation>关闭此消息</translation>
    </message>
    <message>
        <source>Open folder</source>
        <translation>打开文件夹</translation>
    </message>
    <message>
        <source>Kept in %1</source>
        <translation>存放在 %1</translation>
    </message>
    <message>
        <source>About your files</source>
        <translation>关于你的文件</translation>
    </message>
</context>
<context>
    <name>minimoves::app::GalleryCards</name>
    <message>
        <source>No game yet.</source>
        <translation>还没有游戏。</translation>
    </message>
    <message>
        <source>A new game, no moves yet.</source>
        <translation>新的一局，还没走棋。</translation>
    </message>
    <message>
        <source>Levels: %1 of %2 stars.</source>
        <translation>关卡：%1/%2 星。</translation>
    </message>
    <message>
        <source>No levels.</source>
        <translation>没有关卡。</translation>
    </message>
    <message>
        <source>Today&apos;s daily puzzle: solved, %1 of %2 stars.</source>
        <translation>今天的每日谜题：已解出，%1/%2 星。</translation>
    </message>
    <message>
        <source>Today&apos;s daily puzzle: not solved yet.</source>
        <translation>今天的每日谜题：尚未解出。</translation>
    </message>
    <message>
        <source>Start here</source>
        <translation>从这里开始</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>one sentence, then the next</comment>
        <translation>%1%2</translation>
    </message>
    <message>
        <source>%1.</source>
        <comment>the puzzle&apos;s title as a sentence</comment>
        <translation>%1。</translation>
    </message>
    <message>
        <source>Game solved in 1 move.</source>
        <translation>这一局已用 1 步解出。</translation>
    </message>
    <message>
        <source>Game solved in %1 moves.</source>
        <translation>这一局已用 %1 步解出。</translation>
    </message>
    <message>
        <source>Game in progress, 1 move.</source>
        <translation>进行中的游戏，已走 1 步。</translation>
    </message>
    <message>
        <source>Game in progress, %1 moves.</source>
        <translation>进行中的游戏，已走 %1 步。</translation>
    </message>
</context>
<context>
    <name>minimoves::app::GalleryDialog</name>
    <message>
        <source>Play %1, the game as you left it</source>
        <translation>继续玩%1：回到你离开时的那一局</translation>
    </message>
    <message>
        <source>Start a new game of %1</source>
        <translation>开始一局新的%1</translation>
    </message>
    <message>
        <source>The levels of %1</source>
        <translation>%1的关卡</translation>
    </message>
    <message>
        <source>%1 has no levels</source>
        <translation>%1 没有关卡</translation>
    </message>
    <message>
        <source>Puzzle gallery</source>
        <translation>谜题一览</translation>
    </message>
    <message>
        <source>Choose a puzzle</source>
        <translation>选择谜题</translation>
    </message>
    <message>
        <source>New to Minimoves? Start with the card marked &quot;%1&quot;: it is the gentlest. Arrows move between the cards, Enter plays one.</source>
        <translation>第一次玩 Minimoves？从标着“%1”的卡片开始：它最容易上手。方向键在卡片间移动，Enter 开始玩。</translation>
    </message>
    <message>
        <source>Puzzles</source>
        <translation>谜题列表</translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation>继续(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>新游戏(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Levels…</source>
        <translation>关卡(&amp;L)…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
</context>
<context>
    <name>minimoves::app::GameActions</name>
    <message>
        <source>&amp;Game</source>
        <translation>游戏(&amp;G)</translation>
    </message>
    <message>
        <source>New &amp;at difficulty</source>
        <translation>按难度新建(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>查看(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Animation speed</source>
        <translation>动画速度(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>游戏</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>新游戏(&amp;N)</translation>
    </message>
    <message>
        <source>A new game at the last chosen difficulty</source>
        <translation>按上次选择的难度开始新游戏</translation>
    </message>
    <message>
        <source>&amp;Easy</source>
        <translation>简单(&amp;E)</translation>
    </message>
    <message>
        <source>A new game a few moves from the goal</source>
        <translation>离目标只有几步的新游戏</translation>
    </message>
    <message>
        <source>&amp;Medium</source>
        <translation>中等(&amp;M)</translation>
    </message>
    <message>
        <source>A new game at half the hardest distance</source>
        <translation>距离为最难局面一半的新游戏</translation>
    </message>
    <message>
        <source>&amp;Hard</source>
        <translation>困难(&amp;H)</translation>
    </message>
    <message>
        <source>A new game at three quarters of the hardest distance</source>
        <translation>距离为最难局面四分之三的新游戏</translation>
    </message>
    <message>
        <source>Hard&amp;est</source>
        <translation>最难(&amp;E)</translation>
    </message>
    <message>
        <source>A new game as far from the goal as this puzzle allows</source>
        <translation>离目标尽可能远的新游戏</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>重新开始(&amp;R)</translation>
    </message>
    <message>
        <source>Back to the start of this game</source>
        <translation>回到本局的开始</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>提示(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Solve</source>
        <translation>求解(&amp;S)</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>停止(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>Quit Minimoves</source>
        <translation>退出 Minimoves</translation>
    </message>
    <message>
        <source>&amp;About Minimoves</source>
        <translation>关于 Minimoves(&amp;A)</translation>
    </message>
    <message>
        <source>About Minimoves</source>
        <translation>关于 Minimoves</translation>
    </message>
    <message>
        <source>&amp;Save…</source>
        <translation>保存(&amp;S)…</translation>
    </message>
    <message>
        <source>Save this game, with its undo history, to a file</source>
        <translation>将本局连同撤销历史保存到文件</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>打开(&amp;O)…</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>打开已保存的游戏</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>统计(&amp;T)…</translation>
    </message>
    <message>
        <source>&amp;Copy game ID</source>
        <translation>复制游戏 ID(&amp;C)</translation>
    </message>
    <message>
        <source>Copy the puzzle and position as one line of text</source>
        <translation>把谜题和当前局面复制为一行文本</translation>
    </message>
    <message>
        <source>&amp;Paste game ID</source>
        <translation>粘贴游戏 ID(&amp;P)</translation>
    </message>
    <message>
        <source>Start the game given by a game ID on the clipboard</source>
        <translation>开始剪贴板上游戏 ID 所描述的游戏</translation>
    </message>
    <message>
        <source>Pr&amp;eferences…</source>
        <translation>首选项(&amp;E)…</translation>
    </message>
    <message>
        <source>&amp;Rules and help</source>
        <translation>规则与帮助(&amp;R)</translation>
    </message>
    <message>
        <source>The rules of every puzzle</source>
        <translation>每个谜题的规则</translation>
    </message>
    <message>
        <source>&amp;Keyboard</source>
        <translation>键盘(&amp;K)</translation>
    </message>
    <message>
        <source>Every key of the game</source>
        <translation>游戏中的所有按键</translation>
    </message>
    <message>
        <source>&amp;Slow</source>
        <translation>慢(&amp;S)</translation>
    </message>
    <message>
        <source>Slow animations</source>
        <translation>慢速动画</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>正常(&amp;N)</translation>
    </message>
    <message>
        <source>Normal animations</source>
        <translation>正常速度动画</translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation>快(&amp;F)</translation>
    </message>
    <message>
        <source>Fast animations</source>
        <translation>快速动画</translation>
    </message>
    <message>
        <source>&amp;Off</source>
        <translation>关闭(&amp;O)</translation>
    </message>
    <message>
        <source>No animations</source>
        <translation>不播放动画</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>撤销</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>重做</translation>
    </message>
    <message>
        <source>Each press shows more: the distance and how many moves are optimal, then the solver&apos;s move, then every optimal move</source>
        <translation>每按一次显示更多：先是距离和最优走法的个数，然后是求解器的走法，最后是每一个最优走法</translation>
    </message>
    <message>
        <source>Re&amp;wind to last optimal position</source>
        <translation>回退到最后的最优局面(&amp;W)</translation>
    </message>
    <message>
        <source>Move &amp;quality</source>
        <translation>走法质量(&amp;Q)</translation>
    </message>
    <message>
        <source>Show on every move where it leads: the distance after it goes down (green), stays (grey) or goes up (red)</source>
        <translation>在每一个走法上显示它通向哪里：走后距离减少（绿）、不变（灰）或增加（红）</translation>
    </message>
    <message>
        <source>Set &amp;up position…</source>
        <translation>摆局面(&amp;U)…</translation>
    </message>
    <message>
        <source>Edit the position (and the target, where there is one) by hand, then start a game from it</source>
        <translation>手动编辑局面（以及目标，如果有的话），然后从它开始一局游戏</translation>
    </message>
    <message>
        <source>Let the solver play an optimal path to the goal, with a bar to pause, step and jump</source>
        <translation>让求解器沿一条最优路径走到目标，并用一个播放条暂停、单步和跳转</translation>
    </message>
    <message>
        <source>Close the solver&apos;s playback, or keep this game instead of the one being drawn</source>
        <translation>关闭求解器的回放，或保留这局游戏而不要正在生成的那一局</translation>
    </message>
    <message>
        <source>Open &amp;contest input…</source>
        <translation>打开竞赛输入(&amp;C)…</translation>
    </message>
    <message>
        <source>Open a case of a contest input file (the format minimoves-cli reads) as a game</source>
        <translation>把竞赛输入文件（minimoves-cli 读取的格式）中的一组数据作为游戏打开</translation>
    </message>
    <message>
        <source>Puzzle &amp;facts…</source>
        <translation>谜题概况(&amp;F)…</translation>
    </message>
    <message>
        <source>How many positions lie at each distance, and where this one stands</source>
        <translation>每个距离上有多少个局面，以及当前局面的位置</translation>
    </message>
    <message>
        <source>Re&amp;view path…</source>
        <translation>回顾路径(&amp;V)…</translation>
    </message>
    <message>
        <source>Your moves against the optimal path, each one a point to go back to</source>
        <translation>你的走法与最优路径的对比，每一个点都可以回到</translation>
    </message>
    <message>
        <source>&amp;Mode</source>
        <translation>模式(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>挑战(&amp;P)</translation>
    </message>
    <message>
        <source>Solve it yourself: the distance and hints only when you ask (H)</source>
        <translation>自己来解：只在你要求时（H）才显示距离和提示</translation>
    </message>
    <message>
        <source>&amp;Coach</source>
        <translation>教练(&amp;C)</translation>
    </message>
    <message>
        <source>Language, animations, colour-blind palette, play mode, sounds</source>
        <translation>语言、动画、色盲配色、挑战或教练模式、声音</translation>
    </message>
    <message>
        <source>Show the &amp;tour</source>
        <translation>显示导览(&amp;T)</translation>
    </message>
    <message>
        <source>The first-time tour of this puzzle: its goal, its moves, Hint</source>
        <translation>这个谜题的初次导览：目标、走法和提示</translation>
    </message>
    <message>
        <source>Learn from the solver: the distance and every move&apos;s quality at all times (levels and the daily puzzle are played in Play mode)</source>
        <translation>向求解器学习：始终显示距离和每一步的好坏（关卡和每日谜题以挑战模式进行）</translation>
    </message>
    <message>
        <source>More actions</source>
        <translation>更多操作</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>导入(&amp;I)</translation>
    </message>
    <message>
        <source>Games, solves in par, best times, streaks and the last games, per puzzle and difficulty</source>
        <translation>按谜题和难度列出局数、按标准步数完成的局数、最佳用时、连胜和最近几局</translation>
    </message>
    <message>
        <source>&amp;Levels…</source>
        <translation>关卡(&amp;L)…</translation>
    </message>
    <message>
        <source>A ladder of levels of this puzzle, each with its par: stars for solving in par, the next level opens</source>
        <translation>这个谜题的一系列关卡，每关都有标准步数：按标准步数完成可得星，并解锁下一关</translation>
    </message>
    <message>
        <source>&amp;Daily puzzle…</source>
        <translation>每日谜题(&amp;D)…</translation>
    </message>
    <message>
        <source>Today&apos;s puzzle, the same for every player; the days played and your streak</source>
        <translation>今天的谜题，所有玩家都一样；以及玩过的日子和你的连续天数</translation>
    </message>
    <message>
        <source>&amp;Clock</source>
        <translation>计时器(&amp;C)</translation>
    </message>
    <message>
        <source>Show in the status bar how long this game has been played (it stops while the window is away)</source>
        <translation>在状态栏显示本局已玩了多久（窗口不在前台时停止计时）</translation>
    </message>
    <message>
        <source>&amp;Play the hinted move</source>
        <translation>走提示的一步(&amp;P)</translation>
    </message>
    <message>
        <source>Play the solver&apos;s move from here (it counts as a hint, as H showing it would)</source>
        <translation>从这里走求解器的那一步（算作一次提示，和按 H 显示它一样）</translation>
    </message>
    <message>
        <source>Gallery</source>
        <translation>谜题一览</translation>
    </message>
    <message>
        <source>&amp;Gallery…</source>
        <translation>谜题一览(&amp;G)…</translation>
    </message>
    <message>
        <source>Every puzzle as a card with its goal and your progress: continue one, start a new game, its levels</source>
        <translation>每个谜题一张卡片，写着目标和你的进度：继续一局、开始新游戏或打开它的关卡</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>a menu item&apos;s tip, its shortcut</comment>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Back to just before the first move that did not bring the goal one move closer: the moves after it leave the counter, and moves you had undone cannot be redone (Undo brings the rewound moves back)</source>
        <translation>回到第一个没有让目标近一步的走法之前：其后的走法不再计入步数，之前撤销的走法也无法再重做（撤销可以把回退的走法带回来）</translation>
    </message>
    <message>
        <source>Draw this puzzle&apos;s pieces plainly, without the names or pictures on them</source>
        <translation>把这个谜题的棋子画得朴素些，不带名字或图案</translation>
    </message>
</context>
<context>
    <name>minimoves::app::GameDialogs</name>
    <message>
        <source>%1 has no levels</source>
        <translation>%1 没有关卡</translation>
    </message>
</context>
<context>
    <name>minimoves::app::GameFiles</name>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>无法打开 %1：%2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Not a game ID: %1</source>
        <translation>不是有效的游戏 ID：%1</translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>保存游戏</translation>
    </message>
    <message>
        <source>Minimoves games (*.minimoves);;All files (*)</source>
        <translation>Minimoves 游戏 (*.minimoves);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation>打开游戏</translation>
    </message>
    <message>
        <source>Game ID copied: %1</source>
        <translation>已复制游戏 ID：%1</translation>
    </message>
    <message>
        <source>%1 contest input (*)</source>
        <translation>%1 竞赛输入 (*)</translation>
    </message>
    <message>
        <source>Open contest input</source>
        <translation>打开竞赛输入</translation>
    </message>
    <message>
        <source>This version has no board for the puzzle &apos;%1&apos;</source>
        <translation>这个版本没有谜题“%1”的棋盘</translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation>正在读取 %1…</translation>
    </message>
    <message>
        <source>Not a game ID: the text holds %1 lines; a game ID is one line</source>
        <translation>不是游戏 ID：文本有 %1 行；游戏 ID 只有一行</translation>
    </message>
    <message>
        <source>this version has no board for that puzzle</source>
        <translation>此版本没有该谜题的棋盘</translation>
    </message>
    <message>
        <source>the game has no %1 board (its sizes: %2)</source>
        <translation>游戏没有 %1 的棋盘（可用的尺寸：%2）</translation>
    </message>
    <message>
        <source>Not a game ID: the text is longer than %1 characters</source>
        <translation>不是游戏 ID：文本超过 %1 个字符</translation>
    </message>
</context>
<context>
    <name>minimoves::app::GameModel</name>
    <message>
        <source>Restart</source>
        <translation>重新开始</translation>
    </message>
    <message>
        <source>Rewind to the last optimal position</source>
        <translation>回退到最后一个最优局面</translation>
    </message>
</context>
<context>
    <name>minimoves::app::GameNarration</name>
    <message>
        <source>Set up position</source>
        <translation>摆局面</translation>
    </message>
    <message>
        <source>New game.</source>
        <translation>新游戏。</translation>
    </message>
    <message>
        <source>The position changed.</source>
        <translation>局面已改变。</translation>
    </message>
    <message>
        <source>%1.</source>
        <translation>%1。</translation>
    </message>
    <message>
        <source>Redone: %1.</source>
        <translation>已重做：%1。</translation>
    </message>
    <message>
        <source>Undone: %1.</source>
        <translation>已撤销：%1。</translation>
    </message>
    <message>
        <source>Distance %1.</source>
        <translation>距离 %1。</translation>
    </message>
    <message>
        <source>The goal cannot be reached from here.</source>
        <translation>从这里无法到达目标。</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1：%2。</translation>
    </message>
    <message>
        <source>Level %1, par %2.</source>
        <translation>第 %1 关，标准 %2 步。</translation>
    </message>
    <message>
        <source>Daily puzzle of %1, par %2.</source>
        <translation>%1的每日谜题，标准 %2 步。</translation>
    </message>
    <message>
        <source>Game resumed, 1 move made.</source>
        <translation>继续游戏，已走 1 步。</translation>
    </message>
    <message>
        <source>Game resumed, %1 moves made.</source>
        <translation>继续游戏，已走 %1 步。</translation>
    </message>
</context>
<context>
    <name>minimoves::app::GamePresenter</name>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>Moves: %1</source>
        <translation>步数：%1</translation>
    </message>
    <message>
        <source>Take back the last move</source>
        <translation>撤回上一步</translation>
    </message>
    <message>
        <source>Make the last move taken back again</source>
        <translation>重做刚撤回的一步</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>重新开始</translation>
    </message>
    <message>
        <source>&amp;Undo: %1</source>
        <translation>撤销(&amp;U)：%1</translation>
    </message>
    <message>
        <source>&amp;Redo: %1</source>
        <translation>重做(&amp;R)：%1</translation>
    </message>
    <message>
        <source>Take back: %1</source>
        <translation>撤回：%1</translation>
    </message>
    <message>
        <source>Play again: %1</source>
        <translation>重走：%1</translation>
    </message>
    <message>
        <source>Rewind</source>
        <translation>回退</translation>
    </message>
    <message>
        <source>&amp;Undo: Set up position</source>
        <translation>撤销(&amp;U)：摆局面</translation>
    </message>
    <message>
        <source>&amp;Redo: Set up position</source>
        <translation>重做(&amp;R)：摆局面</translation>
    </message>
    <message>
        <source>Coach mode</source>
        <translation>教练模式</translation>
    </message>
    <message>
        <source>Play mode</source>
        <translation>挑战模式</translation>
    </message>
    <message>
        <source>Setting up a position (the bar under the board says how far the goal is)</source>
        <translation>正在摆局面（棋盘下方的栏会说明离目标还有多远）</translation>
    </message>
    <message>
        <source>Level %1 · par %2</source>
        <translation>第 %1 关 · 标准 %2 步</translation>
    </message>
    <message>
        <source>Daily puzzle %1, again · par %2</source>
        <translation>每日谜题 %1（重玩）· 标准 %2 步</translation>
    </message>
    <message>
        <source>Daily puzzle %1 · par %2</source>
        <translation>每日谜题 %1 · 标准 %2 步</translation>
    </message>
    <message>
        <source>Distance %1.</source>
        <translation>距离 %1。</translation>
    </message>
</context>
<context>
    <name>minimoves::app::GameRecords</name>
    <message>
        <source>Your progress is saved again</source>
        <translation>你的进度已恢复保存</translation>
    </message>
    <message>
        <source>Progress not saved to %1: %2. It is kept, and saved as soon as it works again</source>
        <translation>进度未能保存到 %1：%2。进度仍保留着，一旦可以写入就会保存</translation>
    </message>
</context>
<context>
    <name>minimoves::app::GameStatistics</name>
    <message>
        <source>&quot;%1&quot; is not a whole number from 0 to %2</source>
        <translation>&quot;%1&quot; 不是 0 到 %2 之间的整数</translation>
    </message>
    <message>
        <source>&quot;overParSum&quot; is not a whole number from 0 to %1</source>
        <translation>&quot;overParSum&quot; 不是 0 到 %1 之间的整数</translation>
    </message>
    <message>
        <source>&quot;bestOverPar&quot; is not a whole number from 0 to %1</source>
        <translation>&quot;bestOverPar&quot; 不是 0 到 %1 之间的整数</translation>
    </message>
    <message>
        <source>&quot;bestMs&quot; is not a time in milliseconds under a year</source>
        <translation>&quot;bestMs&quot; 不是不到一年的毫秒时长</translation>
    </message>
    <message>
        <source>&quot;bestEfficiency&quot; is not a number from 0 to 1</source>
        <translation>&quot;bestEfficiency&quot; 不是 0 到 1 之间的数</translation>
    </message>
    <message>
        <source>&quot;hintGames&quot; is not a list of three counts</source>
        <translation>&quot;hintGames&quot; 不是由三个计数组成的列表</translation>
    </message>
    <message>
        <source>its figures contradict each other (more solved than games, a streak longer than the games solved, …)</source>
        <translation>其中的数据相互矛盾（完成的局数多于总局数、连胜长于完成的局数，…）</translation>
    </message>
    <message>
        <source>&quot;tallies&quot; is missing or not an object</source>
        <translation>&quot;tallies&quot; 缺失或不是对象</translation>
    </message>
    <message>
        <source>&quot;history&quot; is missing or not a list</source>
        <translation>&quot;history&quot; 缺失或不是列表</translation>
    </message>
    <message>
        <source>&quot;tallies&quot; holds more than %1 puzzles</source>
        <translation>&quot;tallies&quot; 包含超过 %1 个谜题</translation>
    </message>
    <message>
        <source>&quot;tallies&quot;: &apos;%1&apos; does not name a puzzle</source>
        <translation>&quot;tallies&quot;：“%1”不是谜题的名称</translation>
    </message>
    <message>
        <source>&quot;tallies&quot; of %1: not an object of play modes</source>
        <translation>%1 的 &quot;tallies&quot;：不是由游戏模式组成的对象</translation>
    </message>
    <message>
        <source>&quot;tallies&quot; of %1: &apos;%2&apos; is not a play mode with its figures</source>
        <translation>%1 的 &quot;tallies&quot;：“%2”不是带有数据的游戏模式</translation>
    </message>
    <message>
        <source>&quot;tallies&quot; of %1, %2: &apos;%3&apos; is not a difficulty with its figures</source>
        <translation>%1、%2 的 &quot;tallies&quot;：“%3”不是带有数据的难度</translation>
    </message>
    <message>
        <source>&quot;tallies&quot; of %1, %2, %3: %4</source>
        <translation>%1、%2、%3 的 &quot;tallies&quot;：%4</translation>
    </message>
    <message>
        <source>&quot;history&quot; holds more than %1 games</source>
        <translation>&quot;history&quot; 包含超过 %1 局游戏</translation>
    </message>
    <message>
        <source>&quot;history&quot; entry %1: its date, puzzle, difficulty, mode, par, moves, time or hints are missing or out of range</source>
        <translation>&quot;history&quot; 第 %1 项：日期、谜题、难度、模式、标准步数、步数、用时或提示次数缺失或超出范围</translation>
    </message>
</context>
<context>
    <name>minimoves::app::GameStore</name>
    <message>
        <source>Cannot save the game to %1: %2</source>
        <translation>无法将游戏保存到 %1：%2</translation>
    </message>
    <message>
        <source>it holds a game of another puzzle or size</source>
        <translation>其中是另一种谜题或尺寸的游戏</translation>
    </message>
    <message>
        <source>Saved game %1: %2; it is kept as %3 and a new game begins</source>
        <translation>存档 %1：%2；已另存为 %3，并开始新游戏</translation>
    </message>
    <message>
        <source>Saved game %1: %2; it could not be set aside, so this game is not saved over it</source>
        <translation>存档 %1：%2；无法将其移到一旁，因此本局不会保存覆盖它</translation>
    </message>
</context>
<context>
    <name>minimoves::app::GameTexts</name>
    <message>
        <source>Solved in 1 move</source>
        <translation>用 1 步完成</translation>
    </message>
    <message>
        <source>Solved in %1 moves</source>
        <translation>用 %1 步完成</translation>
    </message>
    <message>
        <source>Solved in 1 move (optimal %1)</source>
        <translation>用 1 步完成（最优 %1 步）</translation>
    </message>
    <message>
        <source>Solved in %1 moves (optimal %2)</source>
        <translation>用 %1 步完成（最优 %2 步）</translation>
    </message>
    <message>
        <source>Drawing a new game… (Esc keeps this one)</source>
        <translation>正在生成新游戏…（按 Esc 保留当前这局）</translation>
    </message>
    <message>
        <source>Drawing a new game…</source>
        <translation>正在生成新游戏…</translation>
    </message>
    <message>
        <source>Distance to goal: …</source>
        <translation>离目标的距离：…</translation>
    </message>
    <message>
        <source>The goal cannot be reached from here</source>
        <translation>从这里无法到达目标</translation>
    </message>
    <message>
        <source>Distance to goal: press H for a hint</source>
        <translation>离目标的距离：按 H 查看提示</translation>
    </message>
    <message>
        <source>Solved with the solver&apos;s help in 1 move (optimal %1)</source>
        <translation>在求解器帮助下用 1 步完成（最优 %1 步）</translation>
    </message>
    <message>
        <source>Solved with the solver&apos;s help in %1 moves (optimal %2)</source>
        <translation>在求解器帮助下用 %1 步完成（最优 %2 步）</translation>
    </message>
    <message>
        <source>Solved with the solver&apos;s help in 1 move</source>
        <translation>在求解器帮助下用 1 步完成</translation>
    </message>
    <message>
        <source>Solved with the solver&apos;s help in %1 moves</source>
        <translation>在求解器帮助下用 %1 步完成</translation>
    </message>
    <message>
        <source>Hint 2 of 3: the marked move is the solver&apos;s (H: every optimal move)</source>
        <translation>提示 2/3：标出的是求解器的走法（H：每一个最优走法）</translation>
    </message>
    <message>
        <source>Hint 3 of 3: the marked move is the only optimal one</source>
        <translation>提示 3/3：标出的走法是唯一的最优走法</translation>
    </message>
    <message>
        <source>At the goal</source>
        <translation>已到达目标</translation>
    </message>
    <message>
        <source>1 move to go</source>
        <translation>还差 1 步</translation>
    </message>
    <message>
        <source>%1 moves to go</source>
        <translation>还差 %1 步</translation>
    </message>
    <message>
        <source>hardest %1</source>
        <comment>the instance&apos;s hardest distance</comment>
        <translation>最难 %1</translation>
    </message>
    <message>
        <source>Hint 1 of 3: %1 of the %2 moves here are optimal (H: the solver&apos;s move)</source>
        <translation>提示 1/3：这里 %2 种走法中有 %1 种是最优的（H：求解器的走法）</translation>
    </message>
    <message>
        <source>Hint 1 of 3: only 1 of the %1 moves here is optimal (H: the solver&apos;s move)</source>
        <translation>提示 1/3：这里 %1 种走法中只有 1 种是最优的（H：求解器的走法）</translation>
    </message>
    <message>
        <source>At least 1 move to go · searching…</source>
        <translation>至少还差 1 步 · 正在搜索…</translation>
    </message>
    <message>
        <source>At least %1 moves to go · searching…</source>
        <translation>至少还差 %1 步 · 正在搜索…</translation>
    </message>
    <message>
        <source>Hint 3 of 3: all %1 marked moves are optimal; the boldest mark is the solver&apos;s</source>
        <translation>提示 3/3：标出的 %1 个走法都是最优的；最醒目的标记是求解器的走法</translation>
    </message>
    <message>
        <source>1 move to go · finding the optimal moves…</source>
        <translation>还差 1 步 · 正在寻找最优走法…</translation>
    </message>
    <message>
        <source>%1 moves to go · finding the optimal moves…</source>
        <translation>还差 %1 步 · 正在寻找最优走法…</translation>
    </message>
    <message>
        <source>%1 or %2 moves to go · searching…</source>
        <translation>还差 %1 或 %2 步 · 正在搜索…</translation>
    </message>
    <message>
        <source>Rewound 1 move to your last optimal position; the move counter shows %1. Undo (Ctrl+Z) brings it back.</source>
        <translation>已回退 1 步到你最后一个最优局面；步数计数现在是 %1。撤销（Ctrl+Z）可以把它带回来。</translation>
    </message>
    <message>
        <source>Rewound %1 moves to your last optimal position; the move counter shows %2. Undo (Ctrl+Z) brings them back.</source>
        <translation>已回退 %1 步到你最后一个最优局面；步数计数现在是 %2。撤销（Ctrl+Z）可以把它们带回来。</translation>
    </message>
    <message>
        <source>The move you had undone before cannot be redone any more.</source>
        <translation>之前撤销的那一步无法再重做了。</translation>
    </message>
    <message>
        <source>The %1 moves you had undone before cannot be redone any more.</source>
        <translation>之前撤销的 %1 步无法再重做了。</translation>
    </message>
    <message>
        <source>Easy</source>
        <comment>a game drawn at that difficulty</comment>
        <translation>简单</translation>
    </message>
    <message>
        <source>Medium</source>
        <comment>a game drawn at that difficulty</comment>
        <translation>中等</translation>
    </message>
    <message>
        <source>Hard</source>
        <comment>a game drawn at that difficulty</comment>
        <translation>困难</translation>
    </message>
    <message>
        <source>Hardest</source>
        <comment>a game drawn at that difficulty</comment>
        <translation>最难</translation>
    </message>
    <message>
        <source>These counts are published figures (%1), not counted here.</source>
        <translation>这些数目是已发表的数据（%1），并非在此统计。</translation>
    </message>
    <message>
        <source>These counts are this game&apos;s own, from its table of every position; published: %1.</source>
        <translation>这些数目由本游戏根据记录每个局面距离的表算出；已发表的数据：%1。</translation>
    </message>
</context>
<context>
    <name>minimoves::app::HelpDialog</name>
    <message>
        <source>Minimoves Help</source>
        <translation>Minimoves 帮助</translation>
    </message>
    <message>
        <source>Keyboard</source>
        <translation>键盘</translation>
    </message>
    <message>
        <source>About</source>
        <translation>关于</translation>
    </message>
    <message>
        <source>A move: %1</source>
        <translation>一步：%1</translation>
    </message>
    <message>
        <source>On the boards</source>
        <translation>在棋盘上</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Minimoves %1&lt;/h2&gt;&lt;p&gt;%2 classic shortest-path puzzles from programming contests, each with an exact solver behind it: the distance shown is always the true optimum, a hint marks every optimal move, and Solve plays an optimal path.&lt;/p&gt;&lt;p&gt;Every engine is a breadth-first search over compressed states; the same engines answer the original contest problems with &lt;tt&gt;minimoves-cli&lt;/tt&gt;.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Minimoves %1&lt;/h2&gt;&lt;p&gt;%2 个来自程序设计竞赛的经典最短路径谜题，每个背后都有一个精确的求解器：显示的距离总是真正的最优值，提示会标出每一个最优走法，求解会演示一条最优路径。&lt;/p&gt;&lt;p&gt;每个引擎都是在压缩状态上的广度优先搜索；同样的引擎通过 &lt;tt&gt;minimoves-cli&lt;/tt&gt; 解答原始的竞赛题。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+E&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Set up position: edit the position by hand&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Return&lt;/b&gt;, &lt;b&gt;Esc&lt;/b&gt;&lt;/td&gt;&lt;td&gt;While setting up: apply, cancel&lt;/td&gt;&lt;/tr&gt;</source>
        <translation>&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+E&lt;/b&gt;&lt;/td&gt;&lt;td&gt;摆局面：手动编辑局面&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Return&lt;/b&gt;、&lt;b&gt;Esc&lt;/b&gt;&lt;/td&gt;&lt;td&gt;摆局面时：应用、取消&lt;/td&gt;&lt;/tr&gt;</translation>
    </message>
    <message>
        <source>Playing with a screen reader</source>
        <translation>使用读屏软件游戏</translation>
    </message>
    <message>
        <source>&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Space&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Read the whole position, the target and the distance aloud (with a screen reader)&lt;/td&gt;&lt;/tr&gt;</source>
        <translation>&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Space&lt;/b&gt;&lt;/td&gt;&lt;td&gt;朗读整个局面、目标和距离（配合读屏软件）&lt;/td&gt;&lt;/tr&gt;</translation>
    </message>
    <message>
        <source>Topics</source>
        <translation>主题</translation>
    </message>
    <message>
        <source>&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+L&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Levels: arrows move over the levels, Enter plays one, Esc closes&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+D&lt;/b&gt;&lt;/td&gt;&lt;td&gt;The daily puzzle, its calendar and your streak&lt;/td&gt;&lt;/tr&gt;</source>
        <translation>&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+L&lt;/b&gt;&lt;/td&gt;&lt;td&gt;关卡：方向键在关卡间移动，Enter 开始玩选中的一关，Esc 关闭&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+D&lt;/b&gt;&lt;/td&gt;&lt;td&gt;每日谜题、它的日历和你的连续天数&lt;/td&gt;&lt;/tr&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;A contest&apos;s input file opens as games in &lt;b&gt;Game ▸ Import ▸ Open contest input…&lt;/b&gt; (or &lt;tt&gt;minimoves --contest PUZZLE FILE&lt;/tt&gt;): one case at once, several in a list to choose from.&lt;/p&gt;</source>
        <translation>&lt;p&gt;竞赛的输入文件可以通过&lt;b&gt;游戏 ▸ 导入 ▸ 打开竞赛输入…&lt;/b&gt;（或 &lt;tt&gt;minimoves --contest PUZZLE FILE&lt;/tt&gt;）作为游戏打开：只有一组数据时直接打开，有多组时列出供选择。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+G&lt;/b&gt;&lt;/td&gt;&lt;td&gt;The puzzle gallery: arrows move over the cards, Enter continues one, Tab reaches New game and Levels, Esc closes&lt;/td&gt;&lt;/tr&gt;</source>
        <translation>&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+G&lt;/b&gt;&lt;/td&gt;&lt;td&gt;谜题一览：方向键在卡片间移动，Enter 继续玩选中的谜题，Tab 切换到“新游戏”和“关卡”，Esc 关闭&lt;/td&gt;&lt;/tr&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Playing with a screen reader&lt;/h2&gt;&lt;p&gt;Every puzzle can be played by ear with a screen reader such as Orca. The board is a table: each cell says what is on it (&quot;Row 2, column 3: White (ring)&quot;, &quot;Gear 5: turned twice, toothed right, bottom&quot;, &quot;Row 1, column 2: tile 7&quot;), and the screen reader&apos;s actions on a cell or an arrow make its moves (&quot;Shift row left&quot;, &quot;Turn the block&quot;).&lt;/p&gt;&lt;p&gt;Where a board has a keyboard cursor (Shifting Grid, Sawtooth Gears, Ball Grid), the screen reader follows it: the arrow keys move it and it reads the cell reached. On the other boards the keys make the moves at once; the keys of each board are on the Keyboard page.&lt;/p&gt;&lt;h3&gt;What is announced&lt;/h3&gt;&lt;p&gt;After every move and step of Solve, one sentence: the move in words and, where the distance is shown (always in Coach mode; in Play mode only with a hint), the distance left: &quot;Row 2 right. Distance 6.&quot; Undo and Redo say what they took back or played again: &quot;Undone: Row 2 right. Distance 7.&quot; A solved game says how many moves it took against the optimum. Each hint step is read with the moves it marks (in Play mode the first one with the distance), and a new game says so; a level says its number and par (&quot;Level 1, par 3.&quot;), the daily puzzle its date and par. A menu item is followed by its tip and its shortcut.&lt;/p&gt;&lt;h3&gt;Reading the board&lt;/h3&gt;&lt;p&gt;&lt;b&gt;Ctrl+Space&lt;/b&gt; reads the whole position row by row, then the target and the distance. The status bar&apos;s messages are said as they show; Game ▸ Puzzle facts and Review path give their numbers as tables. Every menu, button and dialog has a name the screen reader says.&lt;/p&gt;&lt;h3&gt;The tour and the dialogs&lt;/h3&gt;&lt;p&gt;A puzzle&apos;s first tour says each step; Tab goes round Skip, Don&apos;t show again and Next, Enter presses the one that has the focus and Esc skips. In Levels the arrows say each level, in the Daily puzzle&apos;s calendar each day by its date; every list box says its value, and a value chosen with the arrows; Statistics&apos; figures say their row and column, and Tab leaves a table for the next control. On this page the arrows move a caret the screen reader reads from.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;使用读屏软件游戏&lt;/h2&gt;&lt;p&gt;借助 Orca 等读屏软件，每个谜题都可以靠听来玩。棋盘是一张表格：每个格子都会说出上面有什么（“第 2 行第 3 列：白（圆环）”、“齿轮 5：转了两次，右、下边有齿”、“第 1 行第 2 列：7 号块”），在格子或箭头上执行读屏软件的操作即可走棋（“整行左移”、“旋转方块”）。&lt;/p&gt;&lt;p&gt;在有键盘光标的棋盘上（移格谜题、锯齿拼图、彩球游戏），读屏软件会跟随光标：方向键移动光标，并朗读光标到达的格子。在其他棋盘上，按键会直接走棋；每种棋盘的按键见“键盘”页。&lt;/p&gt;&lt;h3&gt;会播报什么&lt;/h3&gt;&lt;p&gt;每走一步以及求解的每一步之后播报一句话：用文字说出这一步，在显示距离时（教练模式下始终显示；挑战模式下只在请求提示后显示）还会说出剩余的距离：“第 2 行右移。距离 6。”撤销和重做会说出撤回或重走了哪一步：“已撤销：第 2 行右移。距离 7。”解开游戏时会说出用了多少步以及最优步数。每一级提示都会连同它标出的走法一起朗读（挑战模式下第一级还包括距离），开始新游戏时也会播报；关卡会说出关卡号和标准步数（“第 1 关，标准 3 步。”），每日谜题会说出日期和标准步数。菜单项之后会读出它的说明和快捷键。&lt;/p&gt;&lt;h3&gt;朗读棋盘&lt;/h3&gt;&lt;p&gt;&lt;b&gt;Ctrl+Space&lt;/b&gt; 逐行朗读整个局面，然后是目标和距离。状态栏的消息出现时会被朗读；游戏 ▸ 谜题概况和回顾路径以表格形式给出其中的数字。每个菜单、按钮和对话框都有读屏软件会念出的名称。&lt;/p&gt;&lt;h3&gt;导览和对话框&lt;/h3&gt;&lt;p&gt;谜题的首次导览会朗读每一步；Tab 在“跳过”“不再显示”和“下一步”之间循环，Enter 按下当前有焦点的按钮，Esc 跳过导览。在“关卡”中方向键会说出每一关，在每日谜题的日历中会按日期说出每一天；每个下拉框都会说出它的值，以及用方向键选中的新值；统计中的数字会说出所在的行和列，Tab 会离开表格、转到下一个控件。在本页上，方向键移动一个光标，读屏软件从光标处朗读。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;tr&gt;&lt;td&gt;&lt;b&gt;Shift+H&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Play the hinted move: the solver&apos;s move from here, counted as a hint&lt;/td&gt;&lt;/tr&gt;</source>
        <translation>&lt;tr&gt;&lt;td&gt;&lt;b&gt;Shift+H&lt;/b&gt;&lt;/td&gt;&lt;td&gt;走提示的一步：从这里走求解器的那一步，算作一次提示&lt;/td&gt;&lt;/tr&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Keyboard&lt;/h2&gt;&lt;table cellpadding=&apos;4&apos;&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+N&lt;/b&gt;&lt;/td&gt;&lt;td&gt;New game&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+R&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Restart&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Z&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Undo&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Shift+Z&lt;/b&gt;, &lt;b&gt;Ctrl+Y&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Redo&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;H&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Hint; again on the same position for more: the distance, the solver&apos;s move, every optimal move (still one hint: each press is a hint step)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+M&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Move quality: every move&apos;s change of the distance on the board&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Shift+R&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Rewind to the last optimal position: the moves after it leave the counter, and moves you had undone cannot be redone; Undo brings them back&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;F5&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Solve: the playback bar plays an optimal path (or plays on)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Space&lt;/b&gt;, &lt;b&gt;Left&lt;/b&gt;, &lt;b&gt;Right&lt;/b&gt;&lt;/td&gt;&lt;td&gt;On the playback bar: play or pause, step back (Undo), step forward; &lt;b&gt;Home&lt;/b&gt;, &lt;b&gt;End&lt;/b&gt;: the path&apos;s start, its end&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Esc&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Close the playback bar (the position stays)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+S&lt;/b&gt;, &lt;b&gt;Ctrl+O&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Save, open a game&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Shift+C&lt;/b&gt;, &lt;b&gt;Ctrl+Shift+V&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Copy, paste the game ID&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;F1&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Help&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Q&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Quit&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</source>
        <translation>&lt;h2&gt;键盘&lt;/h2&gt;&lt;table cellpadding=&apos;4&apos;&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+N&lt;/b&gt;&lt;/td&gt;&lt;td&gt;新游戏&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+R&lt;/b&gt;&lt;/td&gt;&lt;td&gt;重新开始&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Z&lt;/b&gt;&lt;/td&gt;&lt;td&gt;撤销&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Shift+Z&lt;/b&gt;、&lt;b&gt;Ctrl+Y&lt;/b&gt;&lt;/td&gt;&lt;td&gt;重做&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;H&lt;/b&gt;&lt;/td&gt;&lt;td&gt;提示；在同一局面上再按可显示更多：距离、求解器的走法、每一个最优走法（仍算一次提示：每按一次是一级提示）&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+M&lt;/b&gt;&lt;/td&gt;&lt;td&gt;走法质量：在棋盘上显示每一步带来的距离变化&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Shift+R&lt;/b&gt;&lt;/td&gt;&lt;td&gt;回退到最后一个最优局面：其后的走法不再计入步数，之前撤销的走法也无法再重做；撤销可以把它们带回来&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;F5&lt;/b&gt;&lt;/td&gt;&lt;td&gt;求解：播放条播放一条最优路径（或继续播放）&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Space&lt;/b&gt;、&lt;b&gt;Left&lt;/b&gt;、&lt;b&gt;Right&lt;/b&gt;&lt;/td&gt;&lt;td&gt;在播放条上：播放或暂停、后退一步（撤销）、前进一步；&lt;b&gt;Home&lt;/b&gt;、&lt;b&gt;End&lt;/b&gt;：路径的开头、结尾&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Esc&lt;/b&gt;&lt;/td&gt;&lt;td&gt;关闭播放条（局面保持不变）&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+S&lt;/b&gt;、&lt;b&gt;Ctrl+O&lt;/b&gt;&lt;/td&gt;&lt;td&gt;保存、打开游戏&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Shift+C&lt;/b&gt;、&lt;b&gt;Ctrl+Shift+V&lt;/b&gt;&lt;/td&gt;&lt;td&gt;复制、粘贴游戏 ID&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;F1&lt;/b&gt;&lt;/td&gt;&lt;td&gt;帮助&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Q&lt;/b&gt;&lt;/td&gt;&lt;td&gt;退出&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</translation>
    </message>
</context>
<context>
    <name>minimoves::app::HuarongDaoWidget</name>
    <message>
        <source>Click a cell to change it: empty, soldier, vertical general, horizontal general, Cao Cao (a right click goes back); or at the cursor press S, V, H, C, or Space to empty it. A general covers two cells, Cao Cao four.</source>
        <translation>单击格子改变它：空、兵、竖将、横将、曹操（右键单击退回）；或在光标处按 S、V、H、C，按空格键清空。一员大将占两格，曹操占四格。</translation>
    </message>
    <message>
        <source>Move the block at %1 to %2</source>
        <translation>把 %1 处的木块移到 %2</translation>
    </message>
    <message>
        <source>Move %1 down</source>
        <translation>%1向下移</translation>
    </message>
    <message>
        <source>Move %1 up</source>
        <translation>%1向上移</translation>
    </message>
    <message>
        <source>Move %1 right</source>
        <translation>%1向右移</translation>
    </message>
    <message>
        <source>Move %1 left</source>
        <translation>%1向左移</translation>
    </message>
    <message>
        <source>Move %1 to %2</source>
        <translation>%1移到 %2</translation>
    </message>
    <message>
        <source>Cao Cao</source>
        <translation>曹操</translation>
    </message>
    <message>
        <source>Guan Yu</source>
        <translation>关羽</translation>
    </message>
    <message>
        <source>Zhang Fei</source>
        <translation>张飞</translation>
    </message>
    <message>
        <source>Zhao Yun</source>
        <translation>赵云</translation>
    </message>
    <message>
        <source>Ma Chao</source>
        <translation>马超</translation>
    </message>
    <message>
        <source>Huang Zhong</source>
        <translation>黄忠</translation>
    </message>
    <message>
        <source>a general</source>
        <translation>一员大将</translation>
    </message>
    <message>
        <source>soldier</source>
        <translation>兵</translation>
    </message>
    <message>
        <source>the soldier at %1</source>
        <translation>%1 处的兵</translation>
    </message>
    <message>
        <source>the general at %1</source>
        <translation>%1 处的大将</translation>
    </message>
    <message>
        <source>top-left quarter</source>
        <translation>左上角</translation>
    </message>
    <message>
        <source>top-right quarter</source>
        <translation>右上角</translation>
    </message>
    <message>
        <source>bottom-left quarter</source>
        <translation>左下角</translation>
    </message>
    <message>
        <source>bottom-right quarter</source>
        <translation>右下角</translation>
    </message>
    <message>
        <source>top half</source>
        <translation>上半部</translation>
    </message>
    <message>
        <source>bottom half</source>
        <translation>下半部</translation>
    </message>
    <message>
        <source>left half</source>
        <translation>左半部</translation>
    </message>
    <message>
        <source>right half</source>
        <translation>右半部</translation>
    </message>
    <message>
        <source>Goal</source>
        <translation>目标</translation>
    </message>
    <message>
        <source>part of no whole block</source>
        <translation>不成整块</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>空</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1，%2</translation>
    </message>
    <message>
        <source>Row %1, column %2: %3</source>
        <translation>第 %1 行第 %2 列：%3</translation>
    </message>
    <message>
        <source>Row %1, column %2: %3 picked up; the arrows move it, Enter sets it down</source>
        <translation>第 %1 行第 %2 列：已拿起%3；方向键移动它，回车键放下</translation>
    </message>
    <message>
        <source>Row %1, column %2: %3 would go here; Enter moves it, Escape puts it back</source>
        <translation>第 %1 行第 %2 列：%3将移到这里；回车键移动，Esc 键放回</translation>
    </message>
    <message>
        <source>It can move: %1 places.</source>
        <translation>它可以移到 %1 个位置。</translation>
    </message>
    <message>
        <source>Goal: Cao Cao, the large block, on rows 4 and 5, columns 2 and 3, over the exit at the bottom centre.</source>
        <translation>目标：曹操（大方块）位于第 4、5 行第 2、3 列，正对底部中间的出口。</translation>
    </message>
    <message>
        <source>&lt;p&gt;Huarong Dao (华容道), the Chinese sliding-block puzzle also known as Klotski: wooden blocks in a tray four cells wide and five tall. The large square block is Cao Cao (曹操), fleeing through the Huarong Pass; the long blocks are the generals barring his way, Guan Yu (关羽) lying across and Zhang Fei, Zhao Yun, Ma Chao and Huang Zhong (张飞, 赵云, 马超, 黄忠) standing upright; the small blocks are soldiers (兵). Two cells are empty.&lt;/p&gt;&lt;p&gt;&lt;b&gt;A move&lt;/b&gt; takes one block to any place it can reach by sliding through empty cells: it may go round a corner, and however far it goes it counts as one move (the classic count). Blocks never leave the tray, turn or pass over each other.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Goal:&lt;/b&gt; Cao Cao at the bottom centre of the tray, over the exit marked in its frame, as the small picture shows.&lt;/p&gt;&lt;p&gt;Blocks of the same shape are alike to the puzzle: the board names them in reading order at the start and each keeps its name as it moves. The classic start, 横刀立马, needs 81 moves (90 if every straight slide counted as a move). Game ▸ Layout offers thirty traditional layouts, each with its exact least number of moves; New deals a position of the chosen layout at the distance asked for.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Playing:&lt;/b&gt; drag a block to where it should go (the place it would land is outlined), or click a block and then a cell it should cover. With the keys, the arrows move the cursor, Enter or Space picks up the block under it, the arrows move it through the places it can reach, and Enter or Space sets it down there as one move.&lt;/p&gt;</source>
        <translation>&lt;p&gt;华容道，中国传统的滑块游戏（西方称 Klotski）：四格宽、五格高的木盘里放着木块。最大的方块是曹操，正从华容道逃走；长条是拦路的大将：横放的关羽，竖放的张飞、赵云、马超、黄忠；小方块是兵。盘中有两格是空的。&lt;/p&gt;&lt;p&gt;&lt;b&gt;一步&lt;/b&gt;把一个木块lt;b&lt;b&gt;一步&lt;/b&gt;把一个木块gt;一步&lt;b&gt;一步&lt;/b&gt;把一个木块lt;/b&lt;b&gt;一步&lt;/b&gt;把一个木块gt;就是把一个木块经空格滑到它能到的任何位置：可以拐弯，走多远都只算一步（传统算法）。木块不会离开木盘，不能转向，也不能越过别的木块。&lt;/p&gt;&lt;p&gt;&lt;b&gt;目标：&lt;/b&gt;曹操到达木盘底部中间、正对盘框上标出的出口，如小图所示。&lt;/p&gt;&lt;p&gt;形状相同的木块对谜题来说没有区别：开局时棋盘按阅读顺序给它们起名，每块移动时保留自己的名字。经典开局“横刀立马”需要 81 步（若每次直线滑动都算一步，则为 90 步）。游戏 ▸ 布局提供三十种传统布局，各有确切的最少步数；新游戏在所选布局中按所要求的距离发一个局面。&lt;/p&gt;&lt;p&gt;&lt;b&gt;玩法：&lt;/b&gt;把木块拖到要去的地方（它将落下的位置会被框出），或先单击木块再单击它要覆盖的格子。用键盘时，方向键移动光标，回车键或空格键拿起光标下的木块，再用方向键在它能到的位置间移动，回车键或空格键把它放下，算作一步。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>{english} ({chinese})</source>
        <comment>a classic layout&apos;s name in the Layout menu</comment>
        <translation>{chinese}</translation>
    </message>
    <message>
        <source>Fewer than 50 moves</source>
        <translation>少于 50 步</translation>
    </message>
    <message>
        <source>50 to 79 moves</source>
        <translation>50 到 79 步</translation>
    </message>
    <message>
        <source>80 moves or more</source>
        <translation>80 步或更多</translation>
    </message>
    <message>
        <source>Huarong Dao</source>
        <translation>华容道</translation>
    </message>
    <message>
        <source>Slide the blocks until Cao Cao reaches the exit at the bottom centre.</source>
        <translation>滑动木块，让曹操到达底部中间的出口。</translation>
    </message>
    <message>
        <source>&amp;Layout</source>
        <translation>布局(&amp;L)</translation>
    </message>
    <message>
        <source>Wooden blocks in a tray four cells wide and five tall. Bring Cao Cao, the large block, to the exit under the bottom centre. Drag a block to any place it can reach, or click a block and then a cell; with the keys, Enter picks up the block under the cursor, the arrows move it and Enter sets it down.</source>
        <translation>四格宽、五格高木盘中的木块。把曹操（大方块）送到底部中间的出口。把木块拖到它能到的任何位置，或先单击木块再单击格子；用键盘时，回车键拿起光标下的木块，方向键移动它，回车键放下。</translation>
    </message>
    <message>
        <source>The arrow keys move the cursor; Enter or Space picks up the block under it, the arrows then move it through the places it can reach, and Enter or Space sets it down there as one move (Escape puts it back).</source>
        <translation>方向键移动光标；回车键或空格键拿起光标下的木块，再用方向键在它能到的位置间移动，回车键或空格键把它放下，算作一步（Esc 键放回原处）。</translation>
    </message>
    <message>
        <source>&lt;b&gt;The goal:&lt;/b&gt; bring Cao Cao, the large block, to the bottom centre over the exit, as the small picture shows.</source>
        <translation>&lt;b&gt;目标：&lt;/b&gt;把曹操（大方块）送到底部中间、正对出口的位置，如小图所示。</translation>
    </message>
    <message>
        <source>&lt;b&gt;A move:&lt;/b&gt; drag a block to any place it can reach, around corners too: however far it goes, it counts one move. Or click a block, then a cell.</source>
        <translation>&lt;b&gt;一步：&lt;/b&gt;把木块拖到它能到的任何位置，拐弯也可以：走多远都只算一步。也可以先单击木块，再单击格子。</translation>
    </message>
    <message>
        <source>%1: drag it to any place it can reach, or click it and then a cell</source>
        <translation>%1：把它拖到它能到的任何位置，或先单击它再单击格子</translation>
    </message>
    <message>
        <source>Plain &amp;blocks</source>
        <translation>朴素木块(&amp;B)</translation>
    </message>
</context>
<context>
    <name>minimoves::app::JsonEnvelope</name>
    <message>
        <source>not a %1: %2 at byte %3</source>
        <translation>不是%1：第 %3 字节处%2</translation>
    </message>
    <message>
        <source>not a %1: the document is not a JSON object</source>
        <translation>不是%1：文档不是 JSON 对象</translation>
    </message>
    <message>
        <source>not a Minimoves %1 (&quot;format&quot; is not &quot;%2&quot;)</source>
        <translation>不是 Minimoves %1（&quot;format&quot; 不是 &quot;%2&quot;）</translation>
    </message>
    <message>
        <source>the %1 version is missing (expected %2)</source>
        <translation>缺少%1版本（应为 %2）</translation>
    </message>
    <message>
        <source>written by a newer version of Minimoves (%1 version %2; this version reads version %3)</source>
        <translation>由更新版本的 Minimoves 写入（%1版本 %2；此版本读取版本 %3）</translation>
    </message>
    <message>
        <source>%1 version %2 is not supported (expected %3)</source>
        <translation>不支持%1版本 %2（应为 %3）</translation>
    </message>
    <message>
        <source>saved game</source>
        <translation>存档</translation>
    </message>
    <message>
        <source>progress file</source>
        <translation>进度文件</translation>
    </message>
    <message>
        <source>progress</source>
        <translation>进度</translation>
    </message>
    <message>
        <source>statistics file</source>
        <translation>统计文件</translation>
    </message>
    <message>
        <source>statistics</source>
        <translation>统计</translation>
    </message>
</context>
<context>
    <name>minimoves::app::LevelChooser</name>
    <message>
        <source>Levels</source>
        <translation>关卡</translation>
    </message>
    <message>
        <source>Level %1, locked</source>
        <translation>第 %1 关，未解锁</translation>
    </message>
    <message>
        <source>Level %1, par %2, stars: %3 of 3</source>
        <translation>第 %1 关，标准 %2 步，星：%3/3</translation>
    </message>
    <message>
        <source>locked</source>
        <translation>未解锁</translation>
    </message>
    <message>
        <source>%1.</source>
        <comment>a sentence said to a screen reader</comment>
        <translation>%1。</translation>
    </message>
    <message>
        <source>par %1</source>
        <translation>标准 %1</translation>
    </message>
    <message>
        <source>Level %1, %2, par %3, stars: %4 of 3</source>
        <translation>第 %1 关，%2，标准 %3 步，星：%4/3</translation>
    </message>
    <message>
        <source>Level %1, %2, locked</source>
        <translation>第 %1 关，%2，未解锁</translation>
    </message>
</context>
<context>
    <name>minimoves::app::LevelPlay</name>
    <message>
        <source>There is no level %1: the ladder has %2</source>
        <translation>没有第 %1 关：这个关卡序列只有 %2 关</translation>
    </message>
    <message>
        <source>Level %1 is locked: solve level %2 first</source>
        <translation>第 %1 关未解锁：请先完成第 %2 关</translation>
    </message>
    <message>
        <source>Drawing today&apos;s puzzle…</source>
        <translation>正在生成今天的谜题…</translation>
    </message>
    <message>
        <source>Today&apos;s puzzle could not be drawn</source>
        <translation>无法生成今天的谜题</translation>
    </message>
    <message>
        <source>Today&apos;s puzzle could not be drawn: %1</source>
        <translation>无法生成今天的谜题：%1</translation>
    </message>
    <message>
        <source>par %1</source>
        <translation>标准 %1 步</translation>
    </message>
    <message>
        <source>Level %1 · %2 · best %3</source>
        <translation>第 %1 关 · %2 · 最佳 %3</translation>
    </message>
    <message>
        <source>Level %1 · %2 · no stars: the solver helped</source>
        <translation>第 %1 关 · %2 · 没有星：求解器帮了忙</translation>
    </message>
    <message>
        <source>Level %1, %2 of 3 stars, par %3, best %4 of 3 stars</source>
        <translation>第 %1 关，%2 星（满分 3 星），标准 %3 步，最佳 %4 星（满分 3 星）</translation>
    </message>
    <message>
        <source>Daily puzzle · %1 · no stars: the solver helped</source>
        <translation>每日谜题 · %1 · 没有星：求解器帮了忙</translation>
    </message>
    <message>
        <source>Daily puzzle · %1 · today&apos;s result stays %2</source>
        <translation>每日谜题 · %1 · 今天的成绩仍为 %2</translation>
    </message>
    <message>
        <source>Daily puzzle · %1</source>
        <translation>每日谜题 · %1</translation>
    </message>
    <message>
        <source>Daily puzzle, %1 of 3 stars, par %2</source>
        <translation>每日谜题，%1 星（满分 3 星），标准 %2 步</translation>
    </message>
    <message>
        <source>1 move over par</source>
        <translation>超出标准 1 步</translation>
    </message>
    <message>
        <source>%1 moves over par</source>
        <translation>超出标准 %1 步</translation>
    </message>
    <message>
        <source>hints used</source>
        <translation>用了提示</translation>
    </message>
    <message>
        <source>Rewind used</source>
        <translation>用了回退</translation>
    </message>
    <message>
        <source>a star lost: %1</source>
        <translation>少了一颗星：%1</translation>
    </message>
    <message>
        <source>2 stars lost: %1</source>
        <translation>少了两颗星：%1</translation>
    </message>
    <message>
        <source>Classic layouts</source>
        <translation>经典布局</translation>
    </message>
    <message>
        <source>Found by our search</source>
        <translation>本游戏搜索所得</translation>
    </message>
</context>
<context>
    <name>minimoves::app::LevelProgress</name>
    <message>
        <source>&quot;levels&quot; is missing or not an object</source>
        <translation>“levels”缺失或不是对象</translation>
    </message>
    <message>
        <source>&quot;daily&quot; is missing or not a list</source>
        <translation>“daily”缺失或不是列表</translation>
    </message>
    <message>
        <source>&quot;levels&quot; holds more than %1 ladders</source>
        <translation>“levels”包含超过 %1 个关卡序列</translation>
    </message>
    <message>
        <source>&quot;levels&quot;: &apos;%1&apos; does not name a ladder</source>
        <translation>“levels”：“%1”不是关卡序列的名称</translation>
    </message>
    <message>
        <source>&quot;levels&quot; of %1: not a list of at most %2 levels</source>
        <translation>%1 的“levels”：不是至多 %2 个关卡的列表</translation>
    </message>
    <message>
        <source>&quot;levels&quot; of %1, level %2: the stars are not 0 to 3</source>
        <translation>%1 的“levels”第 %2 关：星数不在 0 到 3 之间</translation>
    </message>
    <message>
        <source>&quot;daily&quot; holds more than %1 days</source>
        <translation>“daily”包含超过 %1 天</translation>
    </message>
    <message>
        <source>&quot;daily&quot; entry %1: a second entry for %2</source>
        <translation>“daily”第 %1 项：%2 的第二条记录</translation>
    </message>
    <message>
        <source>&quot;daily&quot; entry %1: not a day with its date and game ID</source>
        <translation>“daily”第 %1 项：不是带日期和游戏 ID 的一天</translation>
    </message>
    <message>
        <source>%1 is not the daily puzzle of %2</source>
        <translation>%1 不是 %2 的每日谜题</translation>
    </message>
    <message>
        <source>&quot;daily&quot; entry %1: %2</source>
        <translation>“daily”第 %1 项：%2</translation>
    </message>
    <message>
        <source>%1 stars do not follow from %2 moves, par %3, %4 hints and %5 Rewinds</source>
        <translation>%2 步、标准 %3 步、%4 次提示、%5 次回退得不到 %1 颗星</translation>
    </message>
    <message>
        <source>&quot;daily&quot; entry %1: its par, moves, seconds, hints, hint steps, Rewinds or stars are missing or out of range</source>
        <translation>“daily”第 %1 项：标准步数、步数、秒数、提示次数、提示级数、回退次数或星数缺失或超出范围</translation>
    </message>
</context>
<context>
    <name>minimoves::app::LevelsDialog</name>
    <message>
        <source>Levels: %1</source>
        <translation>关卡：%1</translation>
    </message>
    <message>
        <source>Board size</source>
        <translation>棋盘大小</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>开始</translation>
    </message>
    <message>
        <source>Play the level</source>
        <translation>玩这一关</translation>
    </message>
    <message>
        <source>%1 of %2 levels solved · %3 of %4 stars</source>
        <translation>已完成 %1/%2 关 · %3/%4 星</translation>
    </message>
    <message>
        <source>★★★ in par with no hint or Rewind · ★★ within par + 2 moves (par + 10 % over 20) · ★ any solution · none when Solve played. A hint is a position you asked for help on, however many steps. Only the moves on the board at the goal count: an undone move costs nothing, and Restart counts from the start again.</source>
        <translation>★★★：在标准步数内完成，且未用提示或回退 · ★★：不超过标准 + 2 步（标准超过 20 时为标准 + 10%） · ★：任何解法 · 用了“求解”则没有星。在一个局面上求助算一次提示，不论看了几级。只计算到达目标时棋盘上的步数：撤销的走法不计，重新开始则从头计算。</translation>
    </message>
    <message>
        <source>Ladder</source>
        <translation>关卡序列</translation>
    </message>
</context>
<context>
    <name>minimoves::app::MagicBoardWidget</name>
    <message>
        <source>A: swap the top and bottom rows (key A)</source>
        <translation>A：交换上下两行（按键 A）</translation>
    </message>
    <message>
        <source>B: shift both rows one cell right; the right column moves to the left (key B)</source>
        <translation>B：两行同时右移一格，最右一列移到最左（按键 B）</translation>
    </message>
    <message>
        <source>C: turn the middle four tiles clockwise (key C)</source>
        <translation>C：中间四格顺时针旋转（按键 C）</translation>
    </message>
    <message>
        <source>Change target…</source>
        <translation>更改目标…</translation>
    </message>
    <message>
        <source>Magic Board</source>
        <translation>魔板</translation>
    </message>
    <message>
        <source>A (swap rows)</source>
        <translation>A（交换两行）</translation>
    </message>
    <message>
        <source>B (shift right)</source>
        <translation>B（右移）</translation>
    </message>
    <message>
        <source>C (turn middle)</source>
        <translation>C（中间旋转）</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>目标</translation>
    </message>
    <message>
        <source>&lt;p&gt;Eight numbered tiles on two rows of four. A board is read clockwise from the top-left corner.&lt;/p&gt;&lt;p&gt;&lt;b&gt;A&lt;/b&gt; swaps the two rows. &lt;b&gt;B&lt;/b&gt; shifts both rows one cell to the right; the right column comes back on the left. &lt;b&gt;C&lt;/b&gt; turns the middle four tiles clockwise.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Goal:&lt;/b&gt; the order shown beside the board (1 2 3 4 on top, 8 7 6 5 below unless you change it with &lt;i&gt;Change target…&lt;/i&gt;). Hints follow the shortest sequence that comes first in alphabetical order.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Playing:&lt;/b&gt; the A, B and C buttons or keys. &lt;i&gt;Change target…&lt;/i&gt;, a click on the target or T opens the target editor: swap two tiles by clicking one and then the other, or by dragging.&lt;/p&gt;&lt;p&gt;From the contest problem USACO 3.2 &quot;Magic Squares&quot; (Luogu P2730).&lt;/p&gt;</source>
        <translation>&lt;p&gt;两行各四个、共八个编号方块。魔板的状态从左上角开始按顺时针方向读出。&lt;/p&gt;&lt;p&gt;&lt;b&gt;A&lt;/b&gt; 交换上下两行。&lt;b&gt;B&lt;/b&gt; 把两行都向右移动一格，最右一列回到最左边。&lt;b&gt;C&lt;/b&gt; 把中间四个方块顺时针转动。&lt;/p&gt;&lt;p&gt;&lt;b&gt;目标：&lt;/b&gt;棋盘旁显示的顺序（上面 1 2 3 4，下面 8 7 6 5，除非用&lt;i&gt;更改目标…&lt;/i&gt;改过）。提示遵循字母顺序最靠前的最短操作序列。&lt;/p&gt;&lt;p&gt;&lt;b&gt;操作：&lt;/b&gt;A、B、C 按钮或按键。&lt;i&gt;更改目标…&lt;/i&gt;、点击目标或按 T 打开目标编辑器：先点一个方块再点另一个即可交换它们，也可以拖动。&lt;/p&gt;&lt;p&gt;出自竞赛题 USACO 3.2“Magic Squares”（洛谷 P2730）。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>A, B and C play the three operations; T changes the target.</source>
        <translation>A、B、C 执行三种操作；T 更改目标。</translation>
    </message>
    <message>
        <source>swap rows</source>
        <translation>交换两行</translation>
    </message>
    <message>
        <source>shift right</source>
        <translation>右移</translation>
    </message>
    <message>
        <source>turn middle</source>
        <translation>转中间</translation>
    </message>
    <message>
        <source>Choose the order of tiles to reach (key T)</source>
        <translation>选择要达到的方块顺序（按键 T）</translation>
    </message>
    <message>
        <source>Eight numbered tiles on two rows of four. Keys A, B and C play the three operations; T changes the target.</source>
        <translation>两行各四个的八个编号方块。A、B、C 键执行三种操作；T 更改目标。</translation>
    </message>
    <message>
        <source>The hint&apos;s move</source>
        <translation>提示的走法</translation>
    </message>
    <message>
        <source>Also a shortest move</source>
        <translation>同样是最短走法</translation>
    </message>
    <message>
        <source>Target %1: click to change it</source>
        <translation>目标 %1：点击更改</translation>
    </message>
    <message>
        <source>Drag a tile onto another (or click one, then the other) to swap them: on the board for the position, on the small target for the goal.</source>
        <translation>把一块拖到另一块上（或先后单击两块）即可交换它们：在棋盘上改局面，在小目标图上改目标。</translation>
    </message>
    <message>
        <source>&lt;b&gt;The goal:&lt;/b&gt; the eight tiles in the order of the target beside the board.</source>
        <translation>&lt;b&gt;目标：&lt;/b&gt;八个方块排成棋盘旁目标的顺序。</translation>
    </message>
    <message>
        <source>&lt;b&gt;A move&lt;/b&gt; is one of three operations on the whole board: click A, B or C (hover one to see what it does).</source>
        <translation>&lt;b&gt;每一步&lt;/b&gt;是作用于整个棋盘的三种操作之一：单击 A、B 或 C（把指针停在上面可以看到它的作用）。</translation>
    </message>
    <message>
        <source>&lt;b&gt;By keys:&lt;/b&gt; A, B and C play the three operations; T changes the target.</source>
        <translation>&lt;b&gt;用键盘：&lt;/b&gt;A、B、C 执行三种操作；T 更换目标。</translation>
    </message>
    <message>
        <source>Row %1, column %2: tile %3</source>
        <translation>第 %1 行第 %2 列：%3 号块</translation>
    </message>
    <message>
        <source>Where the target has it.</source>
        <translation>与目标中的位置相同。</translation>
    </message>
    <message>
        <source>The target has tile %1 here.</source>
        <translation>目标在这里是 %1 号块。</translation>
    </message>
    <message>
        <source>Target: %1</source>
        <translation>目标：%1</translation>
    </message>
    <message>
        <source>Put the eight tiles in the target&apos;s order with three operations.</source>
        <translation>用三种操作把八个方块排成目标的顺序。</translation>
    </message>
</context>
<context>
    <name>minimoves::app::MagicTargetDialog</name>
    <message>
        <source>Magic Board target</source>
        <translation>魔板目标</translation>
    </message>
    <message>
        <source>Target order</source>
        <translation>目标顺序</translation>
    </message>
    <message>
        <source>Not a permutation of 1 to 8: %1</source>
        <translation>不是 1 到 8 的排列：%1</translation>
    </message>
    <message>
        <source>Arrange the tiles as they should end up: click a tile and then another to swap them, or drag a tile onto another (keyboard: the arrows, then Space on each tile).</source>
        <translation>把方块摆成最终应有的样子：先点一个方块再点另一个即可交换，或把一个方块拖到另一个上（键盘：用方向键选中，再在两个方块上各按一次空格）。</translation>
    </message>
    <message>
        <source>Or &amp;type the order, read clockwise from the top-left (top row left to right, then bottom row right to left):</source>
        <translation>或者输入顺序(&amp;T)，从左上角按顺时针读（上行从左到右，下行从右到左）：</translation>
    </message>
    <message>
        <source>Back to the standard target: 1 2 3 4 on top, 8 7 6 5 below</source>
        <translation>恢复标准目标：上面 1 2 3 4，下面 8 7 6 5</translation>
    </message>
</context>
<context>
    <name>minimoves::app::MagicTargetView</name>
    <message>
        <source>Target tiles</source>
        <translation>目标方块</translation>
    </message>
    <message>
        <source>Top row %1, bottom row %2. Click two tiles, or press Space on two tiles, to swap them.</source>
        <translation>上行 %1，下行 %2。点击两个方块，或在两个方块上各按一次空格，即可交换它们。</translation>
    </message>
</context>
<context>
    <name>minimoves::app::MainWindow</name>
    <message>
        <source>Minimoves</source>
        <translation>Minimoves</translation>
    </message>
    <message>
        <source>That target is not valid: %1</source>
        <translation>目标无效：%1</translation>
    </message>
    <message>
        <source>Solved: New game, Undo, or Play on under the banner to go on</source>
        <translation>已解开：可以新游戏、撤销，或点横幅下的“继续走”接着玩</translation>
    </message>
    <message>
        <source>The result line is on the clipboard: %1</source>
        <translation>成绩行已复制到剪贴板：%1</translation>
    </message>
    <message>
        <source>Still searching this position: Shift+H plays its move once the answer is in</source>
        <translation>仍在搜索这个局面：得出答案后，Shift+H 会走出它的一步</translation>
    </message>
</context>
<context>
    <name>minimoves::app::PathReviewDialog</name>
    <message>
        <source>Review path</source>
        <translation>回顾路径</translation>
    </message>
    <message>
        <source>Numbers</source>
        <translation>数据</translation>
    </message>
    <message>
        <source>Show the chart&apos;s numbers as a table</source>
        <translation>以表格显示图表中的数字</translation>
    </message>
    <message>
        <source>Distance after each move</source>
        <translation>每一步之后的距离</translation>
    </message>
    <message>
        <source>Chart of the distance after each move</source>
        <translation>每一步之后距离的图表</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>步</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>走法</translation>
    </message>
    <message>
        <source>Distance</source>
        <translation>距离</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>变化</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>说明</translation>
    </message>
    <message>
        <source>Measuring the distance of each position on the path…</source>
        <translation>正在计算路径上每个局面的距离…</translation>
    </message>
    <message>
        <source>Measuring…</source>
        <translation>计算中…</translation>
    </message>
    <message>
        <source>This game cannot reach the goal</source>
        <translation>这局游戏无法到达目标</translation>
    </message>
    <message>
        <source>No game to review</source>
        <translation>没有可回顾的游戏</translation>
    </message>
    <message>
        <source>No sequence of moves leads from this game&apos;s start to the goal, so there is no optimal line to compare with.</source>
        <translation>从这局游戏的开局出发，没有任何走法序列能到达目标，因此没有最优路线可供比较。</translation>
    </message>
    <message>
        <source>Optimal</source>
        <translation>最优</translation>
    </message>
    <message>
        <source>Your path</source>
        <translation>你的路径</translation>
    </message>
    <message>
        <source>Wasted move</source>
        <translation>浪费的一步</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>当前</translation>
    </message>
    <message>
        <source>Moves played</source>
        <translation>已走步数</translation>
    </message>
    <message>
        <source>Moves from the goal</source>
        <translation>离目标的步数</translation>
    </message>
    <message>
        <source>Distance to the goal after each move</source>
        <translation>每一步之后离目标的距离</translation>
    </message>
    <message>
        <source>Optimal: %1. You played %2, %3 of them wasted (the square marks): efficiency %4%.</source>
        <translation>最优：%1。你走了 %2，其中 %3 步是浪费的（方块标记）：效率 %4%。</translation>
    </message>
    <message>
        <source>Optimal from the start: %1. You have played %2, %3 of them wasted (the square marks); the goal is %4 away at the end of the path.</source>
        <translation>从开局的最优：%1。你已经走了 %2，其中 %3 步是浪费的（方块标记）；路径末尾离目标还有 %4。</translation>
    </message>
    <message>
        <source>Click a point to go back to that moment of the game (the ring marks now); Undo and Redo go on from there.</source>
        <translation>单击一个点即可回到游戏的那个时刻（圆环标记当前）；撤销和重做从那里继续。</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>开始</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>重新开始</translation>
    </message>
    <message>
        <source>wasted</source>
        <translation>浪费</translation>
    </message>
    <message>
        <source>now</source>
        <translation>当前</translation>
    </message>
    <message>
        <source>The numbers are in the table under Numbers.</source>
        <translation>数字在“数据”下的表格中。</translation>
    </message>
    <message>
        <source>Rewind</source>
        <translation>回退</translation>
    </message>
</context>
<context>
    <name>minimoves::app::PlaybackBar</name>
    <message>
        <source>Pause</source>
        <translation>暂停</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>播放</translation>
    </message>
    <message>
        <source>Move %1 of %2</source>
        <translation>第 %1 步，共 %2 步</translation>
    </message>
    <message>
        <source>Finding the optimal path from this position…</source>
        <translation>正在寻找从这个局面出发的最优路径…</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>开始</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>The goal cannot be reached from here</source>
        <translation>从这里无法到达目标</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>后退</translation>
    </message>
    <message>
        <source>Take back the last move of the path (Left)</source>
        <translation>收回路径上的上一步（左方向键）</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>前进</translation>
    </message>
    <message>
        <source>Play the next move of the path (Right)</source>
        <translation>走路径上的下一步（右方向键）</translation>
    </message>
    <message>
        <source>Play or pause the solver&apos;s path (Space)</source>
        <translation>播放或暂停求解器的路径（空格）</translation>
    </message>
    <message>
        <source>Close the playback; the position stays (Esc)</source>
        <translation>关闭回放；局面保持不变（Esc）</translation>
    </message>
    <message>
        <source>Close the playback</source>
        <translation>关闭回放</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>慢</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>快</translation>
    </message>
    <message>
        <source>How fast the solver plays</source>
        <translation>求解器走棋的速度</translation>
    </message>
    <message>
        <source>Playback speed</source>
        <translation>回放速度</translation>
    </message>
    <message>
        <source>The optimal path</source>
        <translation>最优路径</translation>
    </message>
    <message>
        <source>Finding the solver&apos;s path</source>
        <translation>正在寻找求解器的路径</translation>
    </message>
    <message>
        <source>%1/%2</source>
        <comment>the playback&apos;s move: frame of moves</comment>
        <translation>%1/%2</translation>
    </message>
    <message>
        <source>Solver&apos;s playback</source>
        <translation>求解器回放</translation>
    </message>
</context>
<context>
    <name>minimoves::app::PositionEditor</name>
    <message>
        <source>&amp;Apply</source>
        <translation>应用(&amp;A)</translation>
    </message>
    <message>
        <source>Start a game from this position (Ctrl+Return); Undo takes it back</source>
        <translation>从这个局面开始一局游戏（Ctrl+Return）；撤销可以取消</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Leave the game as it was (Esc)</source>
        <translation>保持游戏原样（Esc）</translation>
    </message>
    <message>
        <source>the search was stopped</source>
        <translation>搜索已停止</translation>
    </message>
    <message>
        <source>Not a valid position: %1.</source>
        <translation>不是有效的局面：%1。</translation>
    </message>
    <message>
        <source>Valid position; how far the goal is could not be worked out: %1.</source>
        <translation>有效的局面；无法算出离目标多远：%1。</translation>
    </message>
    <message>
        <source>Valid position. Working out how far the goal is…</source>
        <translation>有效的局面。正在计算离目标多远…</translation>
    </message>
    <message>
        <source>Valid position: it is the goal itself (0 moves).</source>
        <translation>有效的局面：它就是目标本身（0 步）。</translation>
    </message>
    <message>
        <source>Valid position: the goal is 1 move away.</source>
        <translation>有效的局面：离目标 1 步。</translation>
    </message>
    <message>
        <source>Valid position: the goal is %1 moves away.</source>
        <translation>有效的局面：离目标 %1 步。</translation>
    </message>
    <message>
        <source>Set up position</source>
        <translation>摆局面</translation>
    </message>
    <message>
        <source>Throw away the position you are setting up?</source>
        <translation>放弃正在摆的局面吗？</translation>
    </message>
    <message>
        <source>A new game replaces it; Apply first to play from it.</source>
        <translation>新游戏会取代它；想从这个局面开始玩，请先点“应用”。</translation>
    </message>
    <message>
        <source>&amp;Discard it</source>
        <translation>放弃它(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Keep editing</source>
        <translation>继续编辑(&amp;K)</translation>
    </message>
    <message>
        <source>Valid position. Working out how far the goal is… Apply starts the game once it is known.</source>
        <translation>有效的局面。正在计算离目标多远…算出后“应用”即开始游戏。</translation>
    </message>
    <message>
        <source>Valid position, but the goal cannot be reached from it: Apply starts no game from it.</source>
        <translation>有效的局面，但从它无法到达目标：“应用”不会从它开始游戏。</translation>
    </message>
</context>
<context>
    <name>minimoves::app::PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>首选项</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>语言(&amp;L)：</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>跟随系统</translation>
    </message>
    <message>
        <source>&amp;Animations:</source>
        <translation>动画(&amp;A)：</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>慢</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>正常</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>快</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>&amp;Colour-blind palette: mark every colour with a symbol</source>
        <translation>色盲配色：每种颜色另加符号标记(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Mode:</source>
        <translation>模式(&amp;M)：</translation>
    </message>
    <message>
        <source>&amp;Sound volume:</source>
        <translation>音量(&amp;S)：</translation>
    </message>
    <message>
        <source>A move, a hint and the goal reached each have a short sound; all the way left is off</source>
        <translation>走一步、提示和到达目标各有一个短音效；滑到最左边为关闭</translation>
    </message>
    <message>
        <source>Sound volume</source>
        <translation>音量</translation>
    </message>
    <message>
        <source>Play: the distance and hints only when asked (H)</source>
        <translation>挑战：只在要求时（H）显示距离和提示</translation>
    </message>
    <message>
        <source>Coach: the distance and every move&apos;s quality at all times</source>
        <translation>教练：始终显示距离和每一步的好坏</translation>
    </message>
    <message>
        <source>&amp;Theme:</source>
        <translation>主题(&amp;T)：</translation>
    </message>
    <message>
        <source>System</source>
        <translation>跟随系统</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>浅色</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>深色</translation>
    </message>
    <message>
        <source>The window&apos;s colours: light, dark, or as the desktop has them</source>
        <translation>窗口的颜色：浅色、深色，或与桌面一致</translation>
    </message>
</context>
<context>
    <name>minimoves::app::ProgressStore</name>
    <message>
        <source>Progress %1: %2; it is kept as %3 and the levels start afresh</source>
        <translation>进度 %1：%2；已保留为 %3，关卡从头开始</translation>
    </message>
    <message>
        <source>Progress %1: %2; it could not be set aside, so no progress is saved over it</source>
        <translation>进度 %1：%2；无法移到一旁，因此不会在其上保存进度</translation>
    </message>
    <message>
        <source>the progress file could not be set aside, so it is not saved over</source>
        <translation>进度文件无法移到一旁，因此不会被覆盖</translation>
    </message>
    <message>
        <source>the progress is larger than %1, the most a progress file may be</source>
        <translation>进度大于 %1，即进度文件的上限</translation>
    </message>
</context>
<context>
    <name>minimoves::app::PuzzleChooser</name>
    <message>
        <source>Choose a puzzle</source>
        <translation>选择谜题</translation>
    </message>
    <message>
        <source>Puzzle</source>
        <translation>谜题</translation>
    </message>
    <message>
        <source>Puzzles</source>
        <translation>谜题列表</translation>
    </message>
</context>
<context>
    <name>minimoves::app::PuzzleFactsDialog</name>
    <message>
        <source>Counting was stopped.</source>
        <translation>计数已停止。</translation>
    </message>
    <message>
        <source>Puzzle facts</source>
        <translation>谜题概况</translation>
    </message>
    <message>
        <source>Counting the positions at each distance…</source>
        <translation>正在统计每个距离上的局面数…</translation>
    </message>
    <message>
        <source>Numbers</source>
        <translation>数据</translation>
    </message>
    <message>
        <source>&amp;Logarithmic scale</source>
        <translation>对数刻度(&amp;L)</translation>
    </message>
    <message>
        <source>Show the small layers too: each step up the axis is ten times more positions</source>
        <translation>也显示较小的层：坐标轴每升高一格，局面数多十倍</translation>
    </message>
    <message>
        <source>Show the chart&apos;s numbers as a table</source>
        <translation>以表格显示图表中的数字</translation>
    </message>
    <message>
        <source>Positions at each distance</source>
        <translation>每个距离上的局面数</translation>
    </message>
    <message>
        <source>Chart of the positions at each distance</source>
        <translation>每个距离上局面数的图表</translation>
    </message>
    <message>
        <source>Distance</source>
        <translation>距离</translation>
    </message>
    <message>
        <source>Positions</source>
        <translation>局面数</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>占比</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>说明</translation>
    </message>
    <message>
        <source>Counting…</source>
        <translation>统计中…</translation>
    </message>
    <message>
        <source>No counts</source>
        <translation>没有计数</translation>
    </message>
    <message>
        <source>Positions (log scale)</source>
        <translation>局面数（对数刻度）</translation>
    </message>
    <message>
        <source>Positions (millions)</source>
        <translation>局面数（百万）</translation>
    </message>
    <message>
        <source>Positions (thousands)</source>
        <translation>局面数（千）</translation>
    </message>
    <message>
        <source>This position&apos;s distance</source>
        <translation>当前局面的距离</translation>
    </message>
    <message>
        <source>Moves from the goal</source>
        <translation>离目标的步数</translation>
    </message>
    <message>
        <source>Positions at each distance from the goal</source>
        <translation>离目标每个距离上的局面数</translation>
    </message>
    <message>
        <source>%1 positions can reach the goal.</source>
        <translation>%1 个局面可以到达目标。</translation>
    </message>
    <message>
        <source>As many again (%1, half of all positions) can never reach it: they are not counted.</source>
        <translation>另有同样多的局面（%1 个，占全部局面的一半）永远无法到达目标：它们不计在内。</translation>
    </message>
    <message>
        <source>%1 more can never reach it: they are not counted.</source>
        <translation>另有 %1 个永远无法到达目标：它们不计在内。</translation>
    </message>
    <message>
        <source>The hardest lie %1 from the goal: %2 of them.</source>
        <translation>最难的局面离目标 %1：共 %2 个。</translation>
    </message>
    <message>
        <source>This position is %1 from the goal, as are %2 positions (the marked bar).</source>
        <translation>当前局面离目标 %1，与它同样远的局面有 %2 个（标出的柱子）。</translation>
    </message>
    <message>
        <source>This position can never reach the goal.</source>
        <translation>当前局面永远无法到达目标。</translation>
    </message>
    <message>
        <source>This position&apos;s distance is not known yet.</source>
        <translation>当前局面的距离还不知道。</translation>
    </message>
    <message>
        <source>under %1%</source>
        <translation>不到 %1%</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>This position</source>
        <translation>当前局面</translation>
    </message>
    <message>
        <source>The numbers are in the table under Numbers.</source>
        <translation>数字在“数据”下的表格中。</translation>
    </message>
    <message>
        <source>This position&apos;s distance shows once you ask for a hint (Play mode).</source>
        <translation>这个局面的距离在你请求提示后才会显示（挑战模式）。</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>one sentence after another</comment>
        <translation>%1%2</translation>
    </message>
</context>
<context>
    <name>minimoves::app::ReadingLine</name>
    <message>
        <source>Reading the saved game %1…</source>
        <translation>正在读取存档 %1…</translation>
    </message>
</context>
<context>
    <name>minimoves::app::RecentGames</name>
    <message>
        <source>The last games, newest first</source>
        <translation>最近几局，最新的在前</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>Puzzle</source>
        <translation>谜题</translation>
    </message>
    <message>
        <source>Difficulty</source>
        <translation>难度</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>模式</translation>
    </message>
    <message>
        <source>Par</source>
        <translation>标准步数</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>步数</translation>
    </message>
    <message>
        <source>Over par</source>
        <translation>超出标准</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>用时</translation>
    </message>
    <message>
        <source>Hints</source>
        <translation>提示</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Finished with Solve</source>
        <translation>用求解完成</translation>
    </message>
    <message>
        <source>Solved in par</source>
        <translation>按标准步数完成</translation>
    </message>
    <message>
        <source>Solved</source>
        <translation>已完成</translation>
    </message>
    <message>
        <source>Moves over par</source>
        <translation>超出标准的步数</translation>
    </message>
    <message>
        <source>Game (oldest first)</source>
        <translation>局（最早的在前）</translation>
    </message>
    <message>
        <source>No games finished yet</source>
        <translation>还没有完成的游戏</translation>
    </message>
    <message>
        <source>Moves over par in the last game</source>
        <translation>最近一局超出标准的步数</translation>
    </message>
    <message>
        <source>Moves over par in the last %1 games</source>
        <translation>最近 %1 局超出标准的步数</translation>
    </message>
    <message>
        <source>Chart of the moves over par in the last games, oldest first</source>
        <translation>最近几局超出标准步数的图表，最早的在前</translation>
    </message>
    <message>
        <source>Each game&apos;s figures are in the list of last games</source>
        <translation>每一局的数据见最近几局的列表</translation>
    </message>
    <message>
        <source>%1 (%2 steps, deepest %3)</source>
        <comment>hints taken, the hint steps climbed on them, the deepest step of the hint ladder</comment>
        <translation>%1（共 %2 级，最深第 %3 级）</translation>
    </message>
</context>
<context>
    <name>minimoves::app::RollingCubesWidget</name>
    <message>
        <source>Rolling Cubes</source>
        <translation>立方八数码</translation>
    </message>
    <message>
        <source>Eight cubes and one gap on a three by three tray. Click a cube beside the gap, or press an arrow key: the cube rolls in the arrow&apos;s direction into the gap.</source>
        <translation>3×3 托盘上有八个立方体和一个空格。点击空格旁边的立方体，或按方向键：立方体会沿箭头方向滚进空格。</translation>
    </message>
    <message>
        <source>White</source>
        <translation>白</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>蓝</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>红</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>目标</translation>
    </message>
    <message>
        <source>%1 on top, %2 facing east and west, %3 facing north and south</source>
        <translation>顶面%1，东西两面%2，南北两面%3</translation>
    </message>
    <message>
        <source>Click to roll it into the gap (%1)</source>
        <translation>点击让它滚进空格（%1）</translation>
    </message>
    <message>
        <source>Not beside the gap: it cannot roll now</source>
        <translation>不在空格旁边：现在不能滚动</translation>
    </message>
    <message>
        <source>Roll right</source>
        <translation>向右滚</translation>
    </message>
    <message>
        <source>Roll left</source>
        <translation>向左滚</translation>
    </message>
    <message>
        <source>Roll down</source>
        <translation>向下滚</translation>
    </message>
    <message>
        <source>Roll up</source>
        <translation>向上滚</translation>
    </message>
    <message>
        <source>Click a cube to turn it to its next orientation (right click: the one before). Shift+click a cube, or press an arrow key, to move the gap there without rolling. On the target, a click changes a colour and a Shift+click moves the gap.</source>
        <translation>单击一个立方体，把它转到下一个朝向（右键：上一个朝向）。Shift+单击一个立方体或按方向键，可把空位移到那里而不滚动。在目标上，单击改变颜色，Shift+单击移动空位。</translation>
    </message>
    <message>
        <source>&lt;b&gt;The goal:&lt;/b&gt; the colours on top of the cubes as the target shows them, with the gap where it has its gap.</source>
        <translation>&lt;b&gt;目标：&lt;/b&gt;立方体顶面的颜色与目标图一致，空格也在目标中空格的位置。</translation>
    </message>
    <message>
        <source>&lt;b&gt;A move:&lt;/b&gt; click a cube beside the gap: it rolls over its edge into the gap, and the colour on top changes.</source>
        <translation>&lt;b&gt;走法：&lt;/b&gt;单击空格旁的立方体：它沿底边滚进空格，顶面的颜色随之改变。</translation>
    </message>
    <message>
        <source>&lt;b&gt;By keys:&lt;/b&gt; an arrow key rolls a cube into the gap the way the arrow points on the screen.</source>
        <translation>&lt;b&gt;用键盘：&lt;/b&gt;按方向键，一个立方体按屏幕上箭头所指的方向滚进空格。</translation>
    </message>
    <message>
        <source>Row %1, column %2</source>
        <translation>第 %1 行第 %2 列</translation>
    </message>
    <message>
        <source>%1: the gap</source>
        <translation>%1：空位</translation>
    </message>
    <message>
        <source>%1: %2 on top, %3 east and west, %4 north and south</source>
        <translation>%1：顶面%2，东西面%3，南北面%4</translation>
    </message>
    <message>
        <source>Beside the gap: it rolls into it (%1).</source>
        <translation>在空位旁边：它会滚进空位（%1）。</translation>
    </message>
    <message>
        <source>gap</source>
        <translation>空位</translation>
    </message>
    <message>
        <source>%1 on top</source>
        <translation>顶面%1</translation>
    </message>
    <message>
        <source>Target, the top colours: %1.</source>
        <translation>目标的顶面颜色：%1。</translation>
    </message>
    <message>
        <source>Roll the cubes until their top colours match the target.</source>
        <translation>滚动立方体，直到顶面的颜色与目标一致。</translation>
    </message>
    <message>
        <source>%1; target: %2</source>
        <translation>%1；目标：%2</translation>
    </message>
    <message>
        <source>the gap</source>
        <translation>空位</translation>
    </message>
    <message>
        <source>N</source>
        <comment>north, on the tray&apos;s rim</comment>
        <translation>北</translation>
    </message>
    <message>
        <source>Turn the tray anticlockwise</source>
        <translation>逆时针转动托盘</translation>
    </message>
    <message>
        <source>Turn the tray a quarter turn anticlockwise ([, or drag with the right button): the arrow keys and the moves&apos; names follow the screen</source>
        <translation>把托盘逆时针转动四分之一圈（[，或按住右键拖动）：方向键和走法的名称都以屏幕为准</translation>
    </message>
    <message>
        <source>Turn the tray clockwise</source>
        <translation>顺时针转动托盘</translation>
    </message>
    <message>
        <source>Turn the tray a quarter turn clockwise (], or drag with the right button): the arrow keys and the moves&apos; names follow the screen</source>
        <translation>把托盘顺时针转动四分之一圈（]，或按住右键拖动）：方向键和走法的名称都以屏幕为准</translation>
    </message>
    <message>
        <source>Hidden faces</source>
        <translation>隐藏的面</translation>
    </message>
    <message>
        <source>Show hidden faces</source>
        <translation>显示隐藏的面</translation>
    </message>
    <message>
        <source>Hold to unfold every cube in its cell and see all six faces (or hold P)</source>
        <translation>按住时把每个立方体在其格中展开，六个面都看得见（或按住 P）</translation>
    </message>
    <message>
        <source>&lt;p&gt;Eight identical cubes and one empty cell on a 3x3 board. Opposite faces of a cube share a colour: white, blue and red.&lt;/p&gt;&lt;p&gt;&lt;b&gt;A move&lt;/b&gt; rolls a cube next to the empty cell over its bottom edge into it: the top colour trades places with the colour facing the direction of the roll.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Goal:&lt;/b&gt; the pattern of top colours shown beside the board, with the empty cell where it shows.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Playing:&lt;/b&gt; click a cube next to the empty cell, or press an arrow key: a cube rolls into the gap in the arrow&apos;s direction (Right rolls the cube on the left of the gap).&lt;/p&gt;&lt;p&gt;&lt;b&gt;Seeing every face:&lt;/b&gt; the buttons under the tray, &lt;b&gt;[&lt;/b&gt; and &lt;b&gt;]&lt;/b&gt;, or a drag with the right button turn the tray a quarter turn; the arrow keys and the moves&apos; names follow the screen. Hold &lt;b&gt;Hidden faces&lt;/b&gt; (or &lt;b&gt;P&lt;/b&gt;) to unfold every cube in its cell: its top in the middle, each side beside it, its bottom beyond. Turning the tray is no move.&lt;/p&gt;&lt;p&gt;From the contest problem UVA 1604 &quot;Cubic Eight-Puzzle&quot;.&lt;/p&gt;</source>
        <translation>&lt;p&gt;3×3 的棋盘上有八个相同的立方体和一个空格。立方体相对的两个面颜色相同：白、蓝、红。&lt;/p&gt;&lt;p&gt;&lt;b&gt;每一步&lt;/b&gt;把空格旁边的一个立方体沿底边滚进空格：顶面的颜色与朝滚动方向的那一面的颜色互换。&lt;/p&gt;&lt;p&gt;&lt;b&gt;目标：&lt;/b&gt;棋盘旁边所示的顶面颜色图案，空格也要在所示的位置。&lt;/p&gt;&lt;p&gt;&lt;b&gt;玩法：&lt;/b&gt;点击空格旁边的立方体，或按方向键：立方体沿箭头方向滚进空格（右方向键让空格左边的立方体滚进来）。&lt;/p&gt;&lt;p&gt;&lt;b&gt;看到每一个面：&lt;/b&gt;托盘下方的按钮、&lt;b&gt;[&lt;/b&gt; 和 &lt;b&gt;]&lt;/b&gt;，或按住右键拖动，把托盘转动四分之一圈；方向键和走法的名称都以屏幕为准。按住&lt;b&gt;隐藏的面&lt;/b&gt;（或 &lt;b&gt;P&lt;/b&gt;）把每个立方体在其格中展开：顶面在中间，四个侧面在它四周，底面在更远的一侧。转动托盘不算一步。&lt;/p&gt;&lt;p&gt;源自竞赛题 UVA 1604 “Cubic Eight-Puzzle”。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Every face:&lt;/b&gt; these buttons (or [ and ]) turn the tray; hold Hidden faces (or P) to unfold the cubes and see their bottoms and far sides.</source>
        <translation>&lt;b&gt;每一个面：&lt;/b&gt;这些按钮（或 [ 和 ]）转动托盘；按住“隐藏的面”（或 P）把立方体展开，看到它们的底面和背面。</translation>
    </message>
    <message>
        <source>An arrow key rolls a cube into the gap in the arrow&apos;s direction on the screen; &lt;b&gt;[&lt;/b&gt;, &lt;b&gt;]&lt;/b&gt;: turn the tray a quarter turn (or drag with the right button); hold &lt;b&gt;P&lt;/b&gt;: unfold every cube to see its hidden faces.</source>
        <translation>方向键让一个立方体沿屏幕上箭头的方向滚进空格；&lt;b&gt;[&lt;/b&gt;、&lt;b&gt;]&lt;/b&gt;：把托盘转动四分之一圈（或按住右键拖动）；按住 &lt;b&gt;P&lt;/b&gt;：展开每个立方体，看到它隐藏的面。</translation>
    </message>
    <message>
        <source>Click a cube beside the gap to roll it into the gap, or press an arrow key: a cube rolls in the arrow&apos;s direction (Right rolls the cube left of the gap rightwards).
Goal: the target&apos;s pattern of top colours, with the gap where the target has it.
White is plain, Blue shows a ring, Red a cross.
[ and ] (or a drag with the right button) turn the tray; hold P to see every face.</source>
        <translation>点击空格旁边的立方体让它滚进空格，或按方向键：立方体沿箭头方向滚动（右方向键让空格左边的立方体向右滚）。
目标：与目标图案相同的顶面颜色，空格也在目标所示的位置。
白色无标记，蓝色带圆环，红色带叉。
[ 和 ]（或按住右键拖动）转动托盘；按住 P 可看到每一个面。</translation>
    </message>
</context>
<context>
    <name>minimoves::app::RushHourWidget</name>
    <message>
        <source>Drag over two or three free cells to park a car or a truck; click a free cell for a wall, a wall or a vehicle to clear it. Keys: a letter puts that vehicle on the cursor&apos;s cell, Space clears it or builds a wall.</source>
        <translation>在两三个空格上拖动，停入一辆小车或卡车；点击空格砌一堵墙，点击墙或车辆将其清除。按键：字母键把该车辆放在光标所在格，空格键清除该格或砌墙。</translation>
    </message>
    <message>
        <source>Exit</source>
        <translation>出口</translation>
    </message>
    <message>
        <source>Row %1, column %2: %3</source>
        <translation>第 %1 行第 %2 列：%3</translation>
    </message>
    <message>
        <source>Beside the exit.</source>
        <translation>紧邻出口。</translation>
    </message>
    <message>
        <source>Picked up: the arrow keys along its line choose where it goes, Space slides it.</source>
        <translation>已拿起：沿其方向的方向键选择去处，空格键滑过去。</translation>
    </message>
    <message>
        <source>Goal: the red car out through the exit at the right end of row 3.</source>
        <translation>目标：红车从第 3 行右端的出口开出。</translation>
    </message>
    <message>
        <source>Slide the red car %1 right</source>
        <translation>红车向右滑 %1 格</translation>
    </message>
    <message>
        <source>Slide the red car %1 left</source>
        <translation>红车向左滑 %1 格</translation>
    </message>
    <message>
        <source>Slide truck %1 %2 right</source>
        <translation>卡车 %1 向右滑 %2 格</translation>
    </message>
    <message>
        <source>Slide truck %1 %2 left</source>
        <translation>卡车 %1 向左滑 %2 格</translation>
    </message>
    <message>
        <source>Slide truck %1 %2 down</source>
        <translation>卡车 %1 向下滑 %2 格</translation>
    </message>
    <message>
        <source>Slide truck %1 %2 up</source>
        <translation>卡车 %1 向上滑 %2 格</translation>
    </message>
    <message>
        <source>Slide car %1 %2 right</source>
        <translation>小车 %1 向右滑 %2 格</translation>
    </message>
    <message>
        <source>Slide car %1 %2 left</source>
        <translation>小车 %1 向左滑 %2 格</translation>
    </message>
    <message>
        <source>Slide car %1 %2 down</source>
        <translation>小车 %1 向下滑 %2 格</translation>
    </message>
    <message>
        <source>Slide car %1 %2 up</source>
        <translation>小车 %1 向上滑 %2 格</translation>
    </message>
    <message>
        <source>&lt;p&gt;A parking lot of 6 by 6 cells, seen from above, jammed with cars (2 cells long) and trucks (3 cells long); some lots have walls, single cells nothing can enter. Each vehicle lies across or upright and moves only forwards and backwards along its own line.&lt;/p&gt;&lt;p&gt;&lt;b&gt;A move&lt;/b&gt; slides one vehicle along its line, any number of free cells: sliding a car 3 cells counts one move, the same as 1 cell. Vehicles never turn, jump over one another or leave the lot, except the red car through the exit.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Goal:&lt;/b&gt; the red car, lying across the third row, out through the exit at the right end of that row (the gap in the kerb with the arrow): the way in front of it cleared and the car at the right edge.&lt;/p&gt;&lt;p&gt;The game plays one layout at a time: every position reachable from it is searched when the game starts, so each one&apos;s exact distance to the goal is known. New gives a position of the same layout at the distance you choose; the Layout menu holds the named layouts.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Playing:&lt;/b&gt; drag a vehicle along its line (an outline shows where it will stop), or click it and then a free cell in its line. By keys: move the cursor with the arrow keys, pick up a vehicle with Space or Enter, choose where it goes with the arrow keys and press Space or Enter again.&lt;/p&gt;&lt;p&gt;&lt;b&gt;The text form&lt;/b&gt; (game IDs, Set up position, the command line): 36 characters, the rows from the top, each from the left: &lt;tt&gt;o&lt;/tt&gt; a free cell, &lt;tt&gt;x&lt;/tt&gt; a wall, &lt;tt&gt;A&lt;/tt&gt; the red car, &lt;tt&gt;B&lt;/tt&gt; to &lt;tt&gt;Z&lt;/tt&gt; the other vehicles, a letter on each of its cells. A move is written as the vehicle&apos;s letter and the signed distance: &lt;tt&gt;B+2&lt;/tt&gt; two cells right or down, &lt;tt&gt;A-1&lt;/tt&gt; one cell left.&lt;/p&gt;&lt;p&gt;Rush Hour is Nob Yoshigahara&apos;s puzzle, sold by ThinkFun since 1996. The layout &quot;Hardest known&quot; is the hardest in Michael Fogleman&apos;s public database of generated Rush Hour puzzles (it has a wall): 60 moves.&lt;/p&gt;</source>
        <translation>&lt;p&gt;俯视的 6×6 格停车场，挤满了小车（长 2 格）和卡车（长 3 格）；有的停车场还有墙，即任何车辆都进不去的单格。每辆车横放或竖放，只能沿自己的方向前后移动。&lt;/p&gt;&lt;p&gt;&lt;b&gt;一步&lt;/b&gt;是让一辆车沿其方向滑过任意个空格：小车滑 3 格算一步，与滑 1 格相同。车辆不能转向，不能越过别的车，也不能离开停车场，只有红车可以从出口开出。&lt;/p&gt;&lt;p&gt;&lt;b&gt;目标：&lt;/b&gt;横在第三行的红车从该行右端的出口（路沿上带箭头的缺口）开出去：清空它前方的路，让它停在右边缘。&lt;/p&gt;&lt;p&gt;游戏一次只玩一种布局：开局时搜索从它出发能到达的每个局面，所以每个局面到目标的准确距离都已知。“新游戏”给出同一布局中你所选距离的局面；“布局”菜单列出有名字的布局。&lt;/p&gt;&lt;p&gt;&lt;b&gt;玩法：&lt;/b&gt;沿车辆的方向拖动它（轮廓线显示它会停在哪里），或先点击它再点击同一直线上的空格。用键盘：方向键移动光标，空格键或回车键拿起车辆，方向键选择去处，再按空格键或回车键。&lt;/p&gt;&lt;p&gt;&lt;b&gt;文本形式&lt;/b&gt;（游戏 ID、摆放局面、命令行）：36 个字符，从上到下逐行、每行从左到右：&lt;tt&gt;o&lt;/tt&gt; 空格，&lt;tt&gt;x&lt;/tt&gt; 墙，&lt;tt&gt;A&lt;/tt&gt; 红车，&lt;tt&gt;B&lt;/tt&gt; 到 &lt;tt&gt;Z&lt;/tt&gt; 其他车辆，车辆占的每一格都写它的字母。一步写作车辆字母加带符号的距离：&lt;tt&gt;B+2&lt;/tt&gt; 向右或向下两格，&lt;tt&gt;A-1&lt;/tt&gt; 向左一格。&lt;/p&gt;&lt;p&gt;尖峰时刻是芦ヶ原伸之（Nob Yoshigahara）设计的谜题，ThinkFun 自 1996 年起出售。布局“已知最难”是 Michael Fogleman 公开的生成尖峰时刻谜题数据库中最难的一道（有一堵墙）：60 步。&lt;/p&gt;</translation>
    </message>
    <message numerus="yes">
        <source>Hardest known (%n moves)</source>
        <translation>
            <numerusform>已知最难（%n 步）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Deep jam (%n moves)</source>
        <translation>
            <numerusform>深度堵塞（%n 步）</numerusform>
        </translation>
    </message>
    <message>
        <source>Your own layout</source>
        <translation>自己摆的布局</translation>
    </message>
    <message>
        <source>Rush Hour</source>
        <translation>尖峰时刻</translation>
    </message>
    <message>
        <source>Slide the cars and trucks until the red car can drive out.</source>
        <translation>滑动小车和卡车，直到红车能开出去。</translation>
    </message>
    <message>
        <source>&amp;Layout</source>
        <translation>布局(&amp;L)</translation>
    </message>
    <message>
        <source>A six by six parking lot seen from above; the exit is on the right of row 3. Drag a vehicle along its line, or click it and then a free cell in its line; with the keys, pick it up with Space and slide it with the arrow keys.</source>
        <translation>俯视的六乘六停车场，出口在第 3 行右侧。沿车辆的方向拖动它，或先点击它再点击同一直线上的空格；用键盘时，按空格键拿起车辆，再用方向键滑动。</translation>
    </message>
    <message>
        <source>The arrow keys move the cursor; Space or Enter picks up the vehicle under it, the arrow keys along its line choose where it goes and Space or Enter slides it there (Escape puts it back).</source>
        <translation>方向键移动光标；空格键或回车键拿起光标下的车辆，沿其方向的方向键选择去处，再按空格键或回车键滑过去（Esc 键放回原处）。</translation>
    </message>
    <message>
        <source>&lt;b&gt;The goal:&lt;/b&gt; drive the red car out through the exit on the right of its row.</source>
        <translation>&lt;b&gt;目标：&lt;/b&gt;让红车从所在行右侧的出口开出去。</translation>
    </message>
    <message>
        <source>&lt;b&gt;A move:&lt;/b&gt; drag a car or a truck along its line, as far as it goes: one move whatever the distance. Or click it, then a free cell in its line.</source>
        <translation>&lt;b&gt;一步：&lt;/b&gt;沿小车或卡车的方向拖动它，能走多远走多远：不论距离都算一步。也可以先点击它，再点击同一直线上的空格。</translation>
    </message>
    <message>
        <source>red car</source>
        <translation>红车</translation>
    </message>
    <message>
        <source>truck %1</source>
        <translation>卡车 %1</translation>
    </message>
    <message>
        <source>car %1</source>
        <translation>小车 %1</translation>
    </message>
    <message>
        <source>wall</source>
        <translation>墙</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>空</translation>
    </message>
    <message>
        <source>%1, not a whole vehicle</source>
        <translation>%1，不成一辆车</translation>
    </message>
    <message>
        <source>letter %1</source>
        <translation>字母 %1</translation>
    </message>
    <message>
        <source>back</source>
        <translation>车尾</translation>
    </message>
    <message>
        <source>front</source>
        <translation>车头</translation>
    </message>
    <message>
        <source>left end</source>
        <translation>左端</translation>
    </message>
    <message>
        <source>right end</source>
        <translation>右端</translation>
    </message>
    <message>
        <source>middle</source>
        <translation>中间</translation>
    </message>
    <message>
        <source>top end</source>
        <translation>上端</translation>
    </message>
    <message>
        <source>bottom end</source>
        <translation>下端</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1，%2</translation>
    </message>
    <message>
        <source>%1: drag it along its line, or click it and then a free cell it can reach.</source>
        <translation>%1：沿其方向拖动，或先点击它再点击它能到达的空格。</translation>
    </message>
</context>
<context>
    <name>minimoves::app::SavedGame</name>
    <message>
        <source>&quot;puzzle&quot;: unknown puzzle &apos;%1&apos;</source>
        <translation>&quot;puzzle&quot;：未知的谜题“%1”</translation>
    </message>
    <message>
        <source>&quot;instance&quot;: %1</source>
        <translation>&quot;instance&quot;：%1</translation>
    </message>
    <message>
        <source>&quot;start&quot;: %1</source>
        <translation>&quot;start&quot;：%1</translation>
    </message>
    <message>
        <source>&quot;history&quot; is missing or not a list</source>
        <translation>&quot;history&quot; 缺失或不是列表</translation>
    </message>
    <message>
        <source>&quot;history&quot; entry %1: &apos;%2&apos; is not a move of this puzzle</source>
        <translation>&quot;history&quot; 第 %1 项：“%2”不是此谜题的走法</translation>
    </message>
    <message>
        <source>&quot;applied&quot; must be a whole number from 0 to %1</source>
        <translation>&quot;applied&quot; 必须是 0 到 %1 之间的整数</translation>
    </message>
    <message>
        <source>&quot;history&quot; entry %1: &apos;%2&apos; does not go back to a position of the game (%3 moves made)</source>
        <translation>“history”第 %1 项：“%2”没有回到这局游戏的某个局面（已走 %3 步）</translation>
    </message>
    <message>
        <source>the game&apos;s history is larger than %1, the most a saved game may be</source>
        <translation>游戏的历史记录大于 %1，超过了存档的上限</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be a whole number from 0 to %2</source>
        <translation>“%1”必须是 0 到 %2 之间的整数</translation>
    </message>
    <message>
        <source>&quot;clockMs&quot; must be a whole number of milliseconds from 0 to %1</source>
        <translation>&quot;clockMs&quot; 必须是 0 到 %1 之间的整数毫秒数</translation>
    </message>
    <message>
        <source>&quot;difficulty&quot; must be a whole number from 0 to %1</source>
        <translation>&quot;difficulty&quot; 必须是 0 到 %1 之间的整数</translation>
    </message>
    <message>
        <source>&quot;assisted&quot; must be true or false</source>
        <translation>&quot;assisted&quot; 必须是 true 或 false</translation>
    </message>
    <message>
        <source>&quot;hintPositions&quot; must be at most &quot;hintsUsed&quot; (a hint is a step at least)</source>
        <translation>“hintPositions”不能大于“hintsUsed”（一次提示至少一级）</translation>
    </message>
</context>
<context>
    <name>minimoves::app::SawtoothTeethDialog</name>
    <message>
        <source>Gear teeth</source>
        <translation>齿轮的齿</translation>
    </message>
    <message>
        <source>Click near a side of a gear to add or remove its teeth (or move with the arrow keys and press Shift with an arrow). The gears stay as they are now.</source>
        <translation>点击齿轮某条边附近即可添加或去掉那条边的齿（也可以用方向键移动，再按 Shift 加方向键）。齿轮保持现在的位置。</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>应用</translation>
    </message>
    <message>
        <source>Play on from the current position with these teeth</source>
        <translation>用这些齿从当前局面继续游戏</translation>
    </message>
    <message>
        <source>Back to the teeth of the game</source>
        <translation>恢复本局原来的齿</translation>
    </message>
    <message>
        <source>No teeth</source>
        <translation>去掉所有齿</translation>
    </message>
    <message>
        <source>Remove every tooth: each gear turns alone</source>
        <translation>去掉所有齿：每个齿轮单独转动</translation>
    </message>
    <message>
        <source>The picture is already right.</source>
        <translation>图片已经拼好了。</translation>
    </message>
    <message>
        <source>Solvable from the current position in 1 move.</source>
        <translation>从当前局面 1 步即可完成。</translation>
    </message>
    <message>
        <source>Solvable from the current position in %1 moves.</source>
        <translation>从当前局面 %1 步即可完成。</translation>
    </message>
    <message>
        <source>Not solvable from the current position: these teeth lock some gears in wrong turns. Change them to apply.</source>
        <translation>从当前局面无法完成：这些齿会把某些齿轮锁在错误的角度。请修改后再应用。</translation>
    </message>
    <message>
        <source>Checking…</source>
        <translation>正在检查…</translation>
    </message>
</context>
<context>
    <name>minimoves::app::SawtoothWidget</name>
    <message>
        <source>Harbour</source>
        <translation>港湾</translation>
    </message>
    <message>
        <source>Meadow</source>
        <translation>草地</translation>
    </message>
    <message>
        <source>City at dusk</source>
        <translation>黄昏的城市</translation>
    </message>
    <message>
        <source>Edit teeth…</source>
        <translation>编辑齿…</translation>
    </message>
    <message>
        <source>Add or remove teeth on any side of any gear, and see at once whether the picture can still be put right</source>
        <translation>在任意齿轮的任意一边添加或去掉齿，并立即看到图片是否仍能拼好</translation>
    </message>
    <message>
        <source>Sawtooth Gears board</source>
        <translation>锯齿拼图棋盘</translation>
    </message>
    <message>
        <source>Nine square gears in three rows, each showing a piece of the picture. Turning a gear turns every gear meshed with it, the neighbours the other way. Arrow keys move the cursor; Space or Enter turns the gear under it clockwise; keys 1 to 9 turn a gear directly.</source>
        <translation>三行共九个方形齿轮，每个显示图片的一块。转动一个齿轮会带动所有与它啮合的齿轮，相邻的齿轮反向转动。方向键移动光标；空格键或回车键把光标下的齿轮顺时针转动；数字键 1 到 9 直接转动对应的齿轮。</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>目标</translation>
    </message>
    <message>
        <source>Pixel art</source>
        <translation>像素画</translation>
    </message>
    <message>
        <source>Brass and steel gears turn opposite ways when they mesh.</source>
        <translation>黄铜齿轮与钢齿轮啮合时转向相反。</translation>
    </message>
    <message>
        <source>Row %1, column %2: a click turns this gear alone</source>
        <translation>第 %1 行第 %2 列：点击只转动这一个齿轮</translation>
    </message>
    <message>
        <source>Row %1, column %2: a click turns %3 meshed gears</source>
        <translation>第 %1 行第 %2 列：点击会转动 %3 个啮合的齿轮</translation>
    </message>
    <message>
        <source>&lt;p&gt;Nine square gears in a 3x3 frame each carry a piece of a picture. Each side of a gear is either toothed or smooth.&lt;/p&gt;&lt;p&gt;&lt;b&gt;A move&lt;/b&gt; turns one gear a quarter turn clockwise. Two neighbouring gears whose facing sides are both toothed are meshed: a gear meshed with a turning gear turns too, the other way, and so on through the whole meshed group. Teeth turn with their gear, so the groups change as you play.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Goal:&lt;/b&gt; the picture shown beside the board.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Playing:&lt;/b&gt; click a gear (hovering shows the group that would turn), or move the cursor with the arrow keys and press Space or Enter. &lt;i&gt;Edit teeth…&lt;/i&gt; changes the teeth and tells at once whether the picture can still be made.&lt;/p&gt;&lt;p&gt;From the contest problem ZOJ 3814 &quot;Sawtooth Puzzle&quot;.&lt;/p&gt;</source>
        <translation>&lt;p&gt;3×3 的框中有九个方形齿轮，每个齿轮上是图片的一块。齿轮的每条边要么有齿，要么光滑。&lt;/p&gt;&lt;p&gt;&lt;b&gt;每一步&lt;/b&gt;把一个齿轮顺时针转 90°。相邻两个齿轮相对的两条边都有齿时，它们就啮合在一起：与转动的齿轮啮合的齿轮也会跟着反向转动，并依次带动整个啮合组。齿随齿轮一起转动，所以啮合关系会随着游戏而改变。&lt;/p&gt;&lt;p&gt;&lt;b&gt;目标：&lt;/b&gt;棋盘旁边显示的图片。&lt;/p&gt;&lt;p&gt;&lt;b&gt;玩法：&lt;/b&gt;点击一个齿轮（鼠标悬停时会显示将一起转动的齿轮组），或用方向键移动光标后按空格键或回车键。&lt;i&gt;编辑齿…&lt;/i&gt;可以修改齿，并立即告诉你图片是否仍能拼成。&lt;/p&gt;&lt;p&gt;源自竞赛题 ZOJ 3814 “Sawtooth Puzzle”。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Sawtooth Gears</source>
        <translation>锯齿拼图</translation>
    </message>
    <message>
        <source>The arrow keys move the cursor; Space or Enter turns the gear under it.</source>
        <translation>方向键移动光标；空格键或回车键转动光标所在的齿轮。</translation>
    </message>
    <message>
        <source>&amp;Picture</source>
        <translation>图片(&amp;P)</translation>
    </message>
    <message>
        <source>Illustration</source>
        <translation>插画</translation>
    </message>
    <message>
        <source>Turn the gear at row %1, column %2</source>
        <translation>转动第 %1 行第 %2 列的齿轮</translation>
    </message>
    <message>
        <source>Click a gear to turn it alone a quarter clockwise (right click: anticlockwise). Space or Enter turns the cursor&apos;s gear, 1-9 the gear with that number.</source>
        <translation>单击一个齿轮，让它单独顺时针转四分之一圈（右键：逆时针）。空格或回车转动光标所在的齿轮，1-9 转动对应编号的齿轮。</translation>
    </message>
    <message>
        <source>&lt;b&gt;The goal:&lt;/b&gt; the picture beside the board, every piece in its place and the right way up.</source>
        <translation>&lt;b&gt;目标：&lt;/b&gt;拼出棋盘旁的图片，每一块都在原位且方向正确。</translation>
    </message>
    <message>
        <source>&lt;b&gt;A move:&lt;/b&gt; click a gear to turn it a quarter clockwise. Gears meshed with it turn too, the other way: hovering a gear shows which will turn.</source>
        <translation>&lt;b&gt;走法：&lt;/b&gt;单击一个齿轮让它顺时针转四分之一圈。与它啮合的齿轮也会向相反方向转动：把指针停在齿轮上可以看到哪些会转。</translation>
    </message>
    <message>
        <source>&lt;b&gt;By keys:&lt;/b&gt; the arrow keys move the cursor; Space or Enter turns the gear under it.</source>
        <translation>&lt;b&gt;用键盘：&lt;/b&gt;方向键移动光标；空格或回车转动光标所在的齿轮。</translation>
    </message>
    <message>
        <source>not turned</source>
        <translation>未转动</translation>
    </message>
    <message>
        <source>turned once</source>
        <translation>转了一次</translation>
    </message>
    <message>
        <source>turned twice</source>
        <translation>转了两次</translation>
    </message>
    <message>
        <source>turned three times</source>
        <translation>转了三次</translation>
    </message>
    <message>
        <source>no teeth</source>
        <translation>没有齿</translation>
    </message>
    <message>
        <source>left</source>
        <translation>左</translation>
    </message>
    <message>
        <source>top</source>
        <translation>上</translation>
    </message>
    <message>
        <source>right</source>
        <translation>右</translation>
    </message>
    <message>
        <source>bottom</source>
        <translation>下</translation>
    </message>
    <message>
        <source>toothed %1</source>
        <translation>%1边有齿</translation>
    </message>
    <message>
        <source>Gear %1: %2, %3%4</source>
        <translation>齿轮 %1：%2，%3%4</translation>
    </message>
    <message>
        <source>, the right way round</source>
        <translation>，方向正确</translation>
    </message>
    <message>
        <source>Space turns it alone.</source>
        <translation>空格键只转动它。</translation>
    </message>
    <message>
        <source>Space turns it and %1 meshed gears.</source>
        <translation>空格键转动它和 %1 个啮合的齿轮。</translation>
    </message>
    <message>
        <source>Turn gear %1</source>
        <translation>转动齿轮 %1</translation>
    </message>
    <message>
        <source>Goal: every gear the right way round, making the whole picture. %1 of 9 are now.</source>
        <translation>目标：每个齿轮方向都正确，拼出整幅图。现在 9 个中有 %1 个正确。</translation>
    </message>
    <message>
        <source>Turn the gears until the picture is whole, every piece the right way up.</source>
        <translation>转动齿轮，直到拼出完整的图片，每一块方向都正确。</translation>
    </message>
</context>
<context>
    <name>minimoves::app::ShiftingGridWidget</name>
    <message>
        <source>White (ring)</source>
        <translation>白（圆环）</translation>
    </message>
    <message>
        <source>Black (square)</source>
        <translation>黑（方块）</translation>
    </message>
    <message>
        <source>Grey (triangle)</source>
        <translation>灰（三角）</translation>
    </message>
    <message>
        <source>Shifting Grid</source>
        <translation>移格谜题</translation>
    </message>
    <message>
        <source>Four rows of six cells in three colours. Goal: the eight inner cells all of one colour. Arrow keys move the cursor; Shift with an arrow key shifts the cursor&apos;s row or column.</source>
        <translation>4 行 6 列、三种颜色的格子。目标：中间的八个格子同为一种颜色。方向键移动光标；Shift 加方向键移动光标所在的行或列。</translation>
    </message>
    <message>
        <source>Row %1 left</source>
        <translation>第 %1 行左移</translation>
    </message>
    <message>
        <source>Row %1 right</source>
        <translation>第 %1 行右移</translation>
    </message>
    <message>
        <source>Column %1 up</source>
        <translation>第 %1 列上移</translation>
    </message>
    <message>
        <source>Column %1 down</source>
        <translation>第 %1 列下移</translation>
    </message>
    <message>
        <source>Shift row %1 left (Shift+Left with the cursor in the row)</source>
        <translation>第 %1 行左移（光标在该行时按 Shift+左）</translation>
    </message>
    <message>
        <source>Shift row %1 right (Shift+Right with the cursor in the row)</source>
        <translation>第 %1 行右移（光标在该行时按 Shift+右）</translation>
    </message>
    <message>
        <source>Shift column %1 up (Shift+Up with the cursor in the column)</source>
        <translation>第 %1 列上移（光标在该列时按 Shift+上）</translation>
    </message>
    <message>
        <source>Shift column %1 down (Shift+Down with the cursor in the column)</source>
        <translation>第 %1 列下移（光标在该列时按 Shift+下）</translation>
    </message>
    <message>
        <source>Row %1, column %2: %3. Drag sideways to shift the row, up or down to shift the column.</source>
        <translation>第 %1 行第 %2 列：%3。左右拖动移动该行，上下拖动移动该列。</translation>
    </message>
    <message>
        <source>&lt;p&gt;A board of 4 rows and 6 columns holds 8 white, 8 black and 8 grey cells.&lt;/p&gt;&lt;p&gt;&lt;b&gt;A move&lt;/b&gt; shifts one row left or right, or one column up or down, by one cell; the cell that leaves one edge comes back at the other.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Goal:&lt;/b&gt; the 8 cells inside the frame (the middle two rows, columns 2 to 5) all of one colour, any of the three.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Playing:&lt;/b&gt; drag a row or a column with the mouse (one move per cell travelled), click the arrows at the ends of the rows and columns, or move the cursor with the arrow keys and shift its row or column with Shift+arrow.&lt;/p&gt;&lt;p&gt;From the contest problem HDU 3278 &quot;Puzzle&quot;.&lt;/p&gt;</source>
        <translation>&lt;p&gt;4 行 6 列的棋盘上有白、黑、灰三种颜色的格子各 8 个。&lt;/p&gt;&lt;p&gt;&lt;b&gt;每一步&lt;/b&gt;把一行向左或向右、或把一列向上或向下循环移动一格：从一边移出的格子会从另一边回来。&lt;/p&gt;&lt;p&gt;&lt;b&gt;目标：&lt;/b&gt;框内的 8 个格子（中间两行的第 2 到第 5 列）同为一种颜色，三种颜色中任意一种均可。&lt;/p&gt;&lt;p&gt;&lt;b&gt;玩法：&lt;/b&gt;用鼠标拖动一行或一列（每移过一格算一步），点击行列两端的箭头，或用方向键移动光标、按 Shift+方向键移动光标所在的行或列。&lt;/p&gt;&lt;p&gt;源自竞赛题 HDU 3278 “Puzzle”。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Drag a row or a column, or click its arrows; the arrow keys move the cursor and Shift+arrow shifts its row or column.</source>
        <translation>拖动一行或一列，或点击它两端的箭头；方向键移动光标，Shift+方向键移动光标所在的行或列。</translation>
    </message>
    <message>
        <source>Click a cell to change its colour (white, black, grey; right click: the other way round). The arrow keys move the cursor, Space or Enter changes its cell.</source>
        <translation>单击一个格子改变它的颜色（白、黑、灰；右键：反方向）。方向键移动光标，空格或回车改变光标所在的格子。</translation>
    </message>
    <message>
        <source>Goal</source>
        <translation>目标</translation>
    </message>
    <message>
        <source>8 framed cells, one colour</source>
        <translation>框内 8 格同一颜色</translation>
    </message>
    <message>
        <source>&lt;b&gt;The goal:&lt;/b&gt; the 8 framed cells in the middle all of one colour, any of the three. The picture shows it in the colour nearest to done.</source>
        <translation>&lt;b&gt;目标：&lt;/b&gt;中间框内的 8 个格子同为一种颜色，三种颜色中任意一种均可。小图用离完成最近的那种颜色画出目标。</translation>
    </message>
    <message>
        <source>&lt;b&gt;A move&lt;/b&gt; shifts a row or a column by one cell, round the edge: drag it with the mouse, or click the arrow at its end.</source>
        <translation>&lt;b&gt;每一步&lt;/b&gt;把一行或一列循环移动一格：用鼠标拖动它，或单击它一端的箭头。</translation>
    </message>
    <message>
        <source>&lt;b&gt;By keys:&lt;/b&gt; the arrow keys move the cursor; Shift+arrow shifts its row or column.</source>
        <translation>&lt;b&gt;用键盘：&lt;/b&gt;方向键移动光标；Shift+方向键移动光标所在的行或列。</translation>
    </message>
    <message>
        <source>Row %1, column %2: %3</source>
        <translation>第 %1 行第 %2 列：%3</translation>
    </message>
    <message>
        <source>In the goal frame. Shift+arrow keys shift its row or column.</source>
        <translation>在目标框内。Shift+方向键移动它所在的行或列。</translation>
    </message>
    <message>
        <source>Shift+arrow keys shift its row or column.</source>
        <translation>Shift+方向键移动它所在的行或列。</translation>
    </message>
    <message>
        <source>Shift row left</source>
        <translation>整行左移</translation>
    </message>
    <message>
        <source>Shift row right</source>
        <translation>整行右移</translation>
    </message>
    <message>
        <source>Shift column up</source>
        <translation>整列上移</translation>
    </message>
    <message>
        <source>Shift column down</source>
        <translation>整列下移</translation>
    </message>
    <message>
        <source>Goal: the eight framed cells, rows 2 and 3, columns 2 to 5, all of one colour. %1 of them are %2 now.</source>
        <translation>目标：框内的八格（第 2、3 行，第 2 到 5 列）全是同一种颜色。现在其中 %1 格是%2。</translation>
    </message>
    <message>
        <source>Shift rows and columns until the eight framed cells are one colour.</source>
        <translation>平移行和列，直到框内的八个格子同为一种颜色。</translation>
    </message>
</context>
<context>
    <name>minimoves::app::SlidingTilesWidget</name>
    <message>
        <source>&lt;p&gt;Eight tiles numbered 1 to 8 and one empty cell, the blank, on a 3x3 board.&lt;/p&gt;&lt;p&gt;&lt;b&gt;A move&lt;/b&gt; slides a tile that is next to the blank (above, below, left or right of it, not diagonally) into the blank, which takes the tile&apos;s old place.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Goal:&lt;/b&gt; 1 2 3 on the top row, 4 5 6 in the middle, 7 8 on the bottom row with the blank in the bottom-right corner, as the small picture beside the board shows.&lt;/p&gt;&lt;p&gt;Exactly half of all the ways to lay out the tiles can never reach the goal, whatever slides are made: swapping two tiles of a solvable board makes it unsolvable. The game only deals boards that can be solved.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Playing:&lt;/b&gt; click a tile next to the blank, or drag it towards the blank, or press an arrow key: a tile slides into the blank in the arrow&apos;s direction (Left slides the tile on the right of the blank).&lt;/p&gt;&lt;p&gt;From the contest problem HDU 1043 &quot;Eight&quot; (POJ 1077).&lt;/p&gt;</source>
        <translation>&lt;p&gt;3×3 的棋盘上有编号 1 到 8 的八个方块和一个空格。&lt;/p&gt;&lt;p&gt;&lt;b&gt;每一步&lt;/b&gt;把紧挨空格（上、下、左、右，不含斜向）的一个方块滑进空格，空格随之移到那个方块原来的位置。&lt;/p&gt;&lt;p&gt;&lt;b&gt;目标：&lt;/b&gt;第一行 1 2 3，第二行 4 5 6，第三行 7 8，空格在右下角，如棋盘旁的小图所示。&lt;/p&gt;&lt;p&gt;所有摆法中恰好有一半无论怎样滑动都到不了目标：把可解局面中的两个方块对调，就会变得无解。游戏只会给出可解的局面。&lt;/p&gt;&lt;p&gt;&lt;b&gt;操作：&lt;/b&gt;点击空格旁的方块，或把它拖向空格，或按方向键：一个方块沿箭头方向滑进空格（左方向键滑动空格右边的方块）。&lt;/p&gt;&lt;p&gt;出自竞赛题 HDU 1043 “Eight”（POJ 1077）。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Eight Puzzle</source>
        <translation>八数码</translation>
    </message>
    <message>
        <source>&lt;p&gt;Fifteen tiles numbered 1 to 15 and one empty cell, the blank, on a 4x4 board.&lt;/p&gt;&lt;p&gt;&lt;b&gt;A move&lt;/b&gt; slides a tile that is next to the blank (above, below, left or right of it, not diagonally) into the blank, which takes the tile&apos;s old place.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Goal:&lt;/b&gt; the tiles in order row by row, 1 to 4 on the top row, 13 14 15 on the bottom row with the blank in the bottom-right corner, as the small picture beside the board shows.&lt;/p&gt;&lt;p&gt;Exactly half of all the ways to lay out the tiles can never reach the goal, whatever slides are made: swapping two tiles of a solvable board makes it unsolvable. The game only deals boards that can be solved.&lt;/p&gt;&lt;p&gt;There are over ten trillion solvable boards, too many for a table: the exact distance is searched for each position (IDA* over pattern databases). While the search runs the status bar says what it has proven so far (&quot;at least 40 moves&quot;); hints and Solve come with the exact answer. No board needs more than 80 moves.&lt;/p&gt;&lt;p&gt;The search&apos;s tables are made on this computer and kept in its cache folder (~/.cache/minimoves): 6 MB at the first start, in seconds; then, in the background, 58 MB (about a minute) and 288 MB (a few minutes, with about 650 MB of memory while they are made), which answer the farthest boards in a second or two. Where that memory or the cache folder is missing, the game keeps the 58 MB tables. The 288 MB tables stay in memory while the game runs.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Playing:&lt;/b&gt; click a tile next to the blank, or drag it towards the blank, or press an arrow key: a tile slides into the blank in the arrow&apos;s direction (Left slides the tile on the right of the blank).&lt;/p&gt;&lt;p&gt;From the contest problem UVa 10181 &quot;15-Puzzle Problem&quot;; the puzzle itself is from the 1870s.&lt;/p&gt;</source>
        <translation>&lt;p&gt;4×4 的棋盘上有编号 1 到 15 的十五个方块和一个空格。&lt;/p&gt;&lt;p&gt;&lt;b&gt;每一步&lt;/b&gt;把紧挨空格（上、下、左、右，不含斜向）的一个方块滑进空格，空格随之移到那个方块原来的位置。&lt;/p&gt;&lt;p&gt;&lt;b&gt;目标：&lt;/b&gt;方块逐行按顺序排好，第一行 1 到 4，最后一行 13 14 15，空格在右下角，如棋盘旁的小图所示。&lt;/p&gt;&lt;p&gt;所有摆法中恰好有一半无论怎样滑动都到不了目标：把可解局面中的两个方块对调，就会变得无解。游戏只会给出可解的局面。&lt;/p&gt;&lt;p&gt;可解的局面超过十万亿个，多到无法制成表格：每个局面的精确距离都要现场搜索（基于模式数据库的 IDA*）。搜索进行时，状态栏会显示目前已经证明的结果（“至少还差 40 步”）；提示和求解给出的都是精确答案。没有哪个局面需要超过 80 步。&lt;/p&gt;&lt;p&gt;搜索用的表格在这台电脑上生成，并保存在缓存文件夹（~/.cache/minimoves）中：首次启动时生成 6 MB，只需几秒；之后在后台依次生成 58 MB（约一分钟）和 288 MB（几分钟，生成期间约需 650 MB 内存），有了它们，最远的局面也只需一两秒即可解答。若内存不足或没有可用的缓存文件夹，游戏会继续使用 58 MB 的表格。游戏运行期间，288 MB 的表格常驻内存。&lt;/p&gt;&lt;p&gt;&lt;b&gt;操作：&lt;/b&gt;点击空格旁的方块，或把它拖向空格，或按方向键：一个方块沿箭头方向滑进空格（左方向键滑动空格右边的方块）。&lt;/p&gt;&lt;p&gt;出自竞赛题 UVa 10181 “15-Puzzle Problem”；这个谜题本身诞生于 19 世纪 70 年代。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Fifteen Puzzle</source>
        <translation>十五数码</translation>
    </message>
    <message>
        <source>Drag a tile (or the blank) onto another, or click one and then the other, to swap them.</source>
        <translation>把一个方块（或空格）拖到另一个上，或先后单击两个，即可交换它们。</translation>
    </message>
    <message>
        <source>Goal</source>
        <translation>目标</translation>
    </message>
    <message>
        <source>blank</source>
        <translation>空格</translation>
    </message>
    <message>
        <source>tile %1</source>
        <translation>%1 号块</translation>
    </message>
    <message>
        <source>Row %1, column %2: %3</source>
        <translation>第 %1 行第 %2 列：%3</translation>
    </message>
    <message>
        <source>Beside the blank: %1.</source>
        <translation>在空格旁边：%1。</translation>
    </message>
    <message>
        <source>Goal: row 1: tiles 1, 2, 3, 4. Row 2: 5, 6, 7, 8. Row 3: 9, 10, 11, 12. Row 4: 13, 14, 15, blank.</source>
        <translation>目标：第 1 行：1、2、3、4 号块。第 2 行：5、6、7、8。第 3 行：9、10、11、12。第 4 行：13、14、15、空格。</translation>
    </message>
    <message>
        <source>Goal: row 1: tiles 1, 2, 3. Row 2: 4, 5, 6. Row 3: 7, 8, blank.</source>
        <translation>目标：第 1 行：1、2、3 号块。第 2 行：4、5、6。第 3 行：7、8、空格。</translation>
    </message>
    <message>
        <source>Fifteen numbered tiles and a blank on a four by four board. Click a tile beside the blank, drag it towards the blank, or press an arrow key to slide a tile into the blank.</source>
        <translation>4×4 棋盘上有十五个编号方块和一个空格。点击空格旁的方块、把它拖向空格，或按方向键，让一个方块滑进空格。</translation>
    </message>
    <message>
        <source>Eight numbered tiles and a blank on a three by three board. Click a tile beside the blank, drag it towards the blank, or press an arrow key to slide a tile into the blank.</source>
        <translation>3×3 棋盘上有八个编号方块和一个空格。点击空格旁的方块、把它拖向空格，或按方向键，让一个方块滑进空格。</translation>
    </message>
    <message>
        <source>An arrow key slides a tile into the blank in the arrow&apos;s direction: Left slides the tile right of the blank leftwards, Up the tile below it upwards.</source>
        <translation>方向键让一个方块沿箭头方向滑进空格：左方向键把空格右边的方块向左滑，上方向键把空格下面的方块向上滑。</translation>
    </message>
    <message>
        <source>&lt;b&gt;The goal:&lt;/b&gt; the tiles in order as the small picture shows, the blank in the bottom-right corner.</source>
        <translation>&lt;b&gt;目标：&lt;/b&gt;方块按小图所示的顺序排好，空格在右下角。</translation>
    </message>
    <message>
        <source>&lt;b&gt;A move:&lt;/b&gt; click a tile beside the blank, or drag it there: it slides into the blank.</source>
        <translation>&lt;b&gt;走法：&lt;/b&gt;单击空格旁的方块，或把它拖向空格：它会滑进空格。</translation>
    </message>
    <message>
        <source>Slide %1 left</source>
        <translation>把 %1 向左滑</translation>
    </message>
    <message>
        <source>Slide %1 right</source>
        <translation>把 %1 向右滑</translation>
    </message>
    <message>
        <source>Slide %1 up</source>
        <translation>把 %1 向上滑</translation>
    </message>
    <message>
        <source>Slide %1 down</source>
        <translation>把 %1 向下滑</translation>
    </message>
    <message>
        <source>Slide the tile above the blank down</source>
        <translation>把空格上面的方块向下滑</translation>
    </message>
    <message>
        <source>Slide the tile below the blank up</source>
        <translation>把空格下面的方块向上滑</translation>
    </message>
    <message>
        <source>Slide the tile left of the blank right</source>
        <translation>把空格左边的方块向右滑</translation>
    </message>
    <message>
        <source>Slide the tile right of the blank left</source>
        <translation>把空格右边的方块向左滑</translation>
    </message>
    <message>
        <source>Slide the tiles into order, the blank in the bottom-right corner.</source>
        <translation>滑动方块，按顺序排好，空格在右下角。</translation>
    </message>
    <message>
        <source>Slide the fifteen tiles into order, the blank in the bottom-right corner.</source>
        <translation>滑动十五个方块，按顺序排好，空格在右下角。</translation>
    </message>
</context>
<context>
    <name>minimoves::app::SolvedBanner</name>
    <message>
        <source>Review your path…</source>
        <translation>回顾你的路径…</translation>
    </message>
    <message>
        <source>Play on</source>
        <translation>继续走</translation>
    </message>
    <message>
        <source>Go on moving from the solved position (a click on the board does nothing until then)</source>
        <translation>从已解开的局面继续走（在此之前点击棋盘不会走子）</translation>
    </message>
    <message>
        <source>Copy to the clipboard: %1</source>
        <translation>复制到剪贴板：%1</translation>
    </message>
    <message>
        <source>Next level</source>
        <translation>下一关</translation>
    </message>
    <message>
        <source>Copy result</source>
        <translation>复制成绩</translation>
    </message>
    <message>
        <source>Copy the result line</source>
        <translation>复制成绩行</translation>
    </message>
</context>
<context>
    <name>minimoves::app::SolverService</name>
    <message>
        <source>No position at that distance could be drawn.</source>
        <translation>无法生成该距离的局面。</translation>
    </message>
    <message>
        <source>Nobody knows this puzzle&apos;s hardest distance.</source>
        <translation>这个谜题的最难距离尚无人知晓。</translation>
    </message>
    <message>
        <source>This puzzle cannot count its positions by distance.</source>
        <translation>这个谜题无法按距离统计局面数。</translation>
    </message>
</context>
<context>
    <name>minimoves::app::StatisticsDialog</name>
    <message>
        <source>Statistics</source>
        <translation>统计</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>重置统计</translation>
    </message>
    <message>
        <source>Puzzle</source>
        <translation>谜题</translation>
    </message>
    <message>
        <source>Best efficiency</source>
        <translation>最佳效率</translation>
    </message>
    <message>
        <source>&amp;Reset…</source>
        <translation>重置(&amp;R)…</translation>
    </message>
    <message>
        <source>&amp;Forget them</source>
        <translation>清除(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Keep them</source>
        <translation>保留(&amp;K)</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>模式</translation>
    </message>
    <message>
        <source>Best time</source>
        <translation>最佳用时</translation>
    </message>
    <message>
        <source>Forget the statistics of every puzzle, and the list of last games?</source>
        <translation>清除所有谜题的统计以及最近几局的列表吗？</translation>
    </message>
    <message>
        <source>Export the last games as CSV</source>
        <translation>将最近几局导出为 CSV</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>所有文件 (*)</translation>
    </message>
    <message>
        <source>Exported 1 game to %1</source>
        <translation>已将 1 局游戏导出到 %1</translation>
    </message>
    <message>
        <source>Exported %1 games to %2</source>
        <translation>已将 %1 局游戏导出到 %2</translation>
    </message>
    <message>
        <source>The games could not be exported to %1: %2</source>
        <translation>无法将游戏导出到 %1：%2</translation>
    </message>
    <message>
        <source>Write the last games to a CSV file, for a spreadsheet</source>
        <translation>把最近几局写入 CSV 文件，供电子表格使用</translation>
    </message>
    <message>
        <source>No games finished yet: there is nothing to export</source>
        <translation>还没有完成的游戏：没有可导出的内容</translation>
    </message>
    <message>
        <source>Statistics of %1 in %2 mode, by difficulty</source>
        <translation>%1 在%2模式下的统计，按难度分列</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>&amp;Summary</source>
        <translation>概要(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Last games</source>
        <translation>最近几局(&amp;L)</translation>
    </message>
    <message>
        <source>C&amp;hart</source>
        <translation>图表(&amp;H)</translation>
    </message>
    <message>
        <source>Statistics pages</source>
        <translation>统计页面</translation>
    </message>
    <message>
        <source>&amp;Puzzle:</source>
        <translation>谜题(&amp;P)：</translation>
    </message>
    <message>
        <source>&amp;Mode:</source>
        <translation>模式(&amp;M)：</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>局数</translation>
    </message>
    <message>
        <source>Solved</source>
        <translation>完成</translation>
    </message>
    <message>
        <source>Solved in par</source>
        <translation>按标准步数完成</translation>
    </message>
    <message>
        <source>Best moves over par</source>
        <translation>最少超出标准步数</translation>
    </message>
    <message>
        <source>Average moves over par</source>
        <translation>平均超出标准步数</translation>
    </message>
    <message>
        <source>Hints taken</source>
        <translation>使用提示</translation>
    </message>
    <message>
        <source>Deepest hint (step 1 / 2 / 3)</source>
        <translation>最深提示（第 1 / 2 / 3 级）</translation>
    </message>
    <message>
        <source>Current streak</source>
        <translation>当前连胜</translation>
    </message>
    <message>
        <source>Best streak</source>
        <translation>最佳连胜</translation>
    </message>
    <message>
        <source>Games that reached the goal, by you or with Solve</source>
        <translation>到达目标的局数，无论是你自己走到还是用了求解</translation>
    </message>
    <message>
        <source>Games you solved without Solve (hints allowed)</source>
        <translation>你没有用求解而完成的局数（可以用提示）</translation>
    </message>
    <message>
        <source>Games solved in exactly par moves: par is the exact optimum of the game&apos;s start</source>
        <translation>恰好用标准步数完成的局数：标准步数就是开局的精确最优步数</translation>
    </message>
    <message>
        <source>The fewest moves more than par in a solved game</source>
        <translation>完成的一局中比标准步数多走的最少步数</translation>
    </message>
    <message>
        <source>Moves more than par in a solved game, on average</source>
        <translation>完成的一局平均比标准步数多走的步数</translation>
    </message>
    <message>
        <source>Par ÷ moves at best: 100% is a solve in par</source>
        <translation>标准步数 ÷ 步数的最佳值：100% 即按标准步数完成</translation>
    </message>
    <message>
        <source>The fastest solved game, by the game&apos;s clock</source>
        <translation>完成最快的一局，按游戏计时</translation>
    </message>
    <message>
        <source>Games whose deepest hint was step 1 (the distance), step 2 (the solver&apos;s move) or step 3 (every optimal move)</source>
        <translation>最深提示为第 1 级（距离）、第 2 级（求解器的走法）或第 3 级（每一个最优走法）的局数</translation>
    </message>
    <message>
        <source>Games solved in a row up to the last one; a game finished with Solve ends a run</source>
        <translation>截至最近一局连续完成的局数；用求解完成的一局会中断连胜</translation>
    </message>
    <message>
        <source>The longest run of games solved in a row</source>
        <translation>连续完成局数的最长纪录</translation>
    </message>
    <message>
        <source>&amp;Export as CSV…</source>
        <translation>导出为 CSV(&amp;E)…</translation>
    </message>
    <message>
        <source>Reset the statistics</source>
        <translation>重置统计</translation>
    </message>
    <message>
        <source>%1, %2: %3</source>
        <comment>a figure&apos;s name, its column: its value</comment>
        <translation>%1，%2：%3</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a figure&apos;s column: its value</comment>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Hint steps</source>
        <translation>提示级数</translation>
    </message>
    <message>
        <source>Positions you asked for a hint on (one a position, however many steps), in games finished or not</source>
        <translation>请求提示的局面数（每个局面算一次，不论看了几级），包括已完成和未完成的局</translation>
    </message>
    <message>
        <source>Steps of the hint ladder climbed on those positions: a hint is one to three steps</source>
        <translation>在这些局面上看过的提示级数：一次提示为一到三级</translation>
    </message>
    <message>
        <source>Games finished with Solve count as games, never as solved. Daily: the daily puzzles. Other: games not drawn at a difficulty (levels too). Hover a figure&apos;s name for what it counts.</source>
        <translation>用求解完成的局计入局数，但从不算作完成。每日：每日谜题。其他：不是按难度生成的游戏（包括关卡）。把指针停在某项数据的名称上，可以看到它统计的是什么。</translation>
    </message>
</context>
<context>
    <name>minimoves::app::StatisticsStore</name>
    <message>
        <source>the statistics are larger than %1, the most a statistics file may be</source>
        <translation>统计大于 %1，即统计文件的上限</translation>
    </message>
    <message>
        <source>Statistics %1: %2; it is kept as %3 and the statistics start afresh</source>
        <translation>统计 %1：%2；已保留为 %3，统计从头开始</translation>
    </message>
    <message>
        <source>Statistics %1: %2; it could not be set aside, so no statistics are saved over it</source>
        <translation>统计 %1：%2；无法移到一旁，因此不会在其上保存统计</translation>
    </message>
    <message>
        <source>Statistics not saved to %1: %2. They are kept, and saved as soon as it works again</source>
        <translation>统计未能保存到 %1：%2。统计仍保留着，一旦可以写入就会保存</translation>
    </message>
    <message>
        <source>The statistics are saved again</source>
        <translation>统计已恢复保存</translation>
    </message>
</context>
<context>
    <name>minimoves::app::StatusLine</name>
    <message>
        <source>The game is saved again</source>
        <translation>游戏已恢复保存</translation>
    </message>
    <message>
        <source>Coach mode</source>
        <translation>教练模式</translation>
    </message>
    <message>
        <source>Play mode</source>
        <translation>挑战模式</translation>
    </message>
    <message>
        <source>The distance and every move&apos;s quality show at all times (View ▸ Mode)</source>
        <translation>始终显示距离和每一步的好坏（视图 ▸ 模式）</translation>
    </message>
    <message>
        <source>Hints only when you ask: H (View ▸ Mode)</source>
        <translation>只在你要求时才有提示：H（视图 ▸ 模式）</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>The solver is working</source>
        <translation>求解器正在计算</translation>
    </message>
    <message>
        <source>Searching this position…</source>
        <translation>正在搜索此局面…</translation>
    </message>
    <message>
        <source>Finding the hardest position…</source>
        <translation>正在寻找最难的局面…</translation>
    </message>
    <message>
        <source>Counting the positions…</source>
        <translation>正在统计局面…</translation>
    </message>
    <message>
        <source>Drawing a new game…</source>
        <translation>正在生成新游戏…</translation>
    </message>
    <message>
        <source>Drawing today&apos;s puzzle…</source>
        <translation>正在生成今天的谜题…</translation>
    </message>
    <message>
        <source>Building the puzzle&apos;s tables…</source>
        <translation>正在构建谜题的表…</translation>
    </message>
    <message>
        <source>The %1&apos;s tables cannot be saved in %2: %3. The tables are kept in memory for this session (built again at the next start)</source>
        <translation>%1的表无法保存到 %2：%3。本次会话中这些表保留在内存里（下次启动时会重新构建）</translation>
    </message>
</context>
<context>
    <name>minimoves::app::TeethEditorView</name>
    <message>
        <source>Gear teeth</source>
        <translation>齿轮的齿</translation>
    </message>
    <message>
        <source>Click near a side of a gear to add or remove its teeth. Arrow keys move the cursor; Shift with an arrow toggles the teeth facing that way.</source>
        <translation>点击齿轮某条边附近即可添加或去掉那条边的齿。方向键移动光标；Shift 加方向键切换朝那个方向的齿。</translation>
    </message>
</context>
<context>
    <name>minimoves::app::TourOverlay</name>
    <message>
        <source>Tour</source>
        <translation>导览</translation>
    </message>
    <message>
        <source>Skip</source>
        <translation>跳过</translation>
    </message>
    <message>
        <source>Don&apos;t show again</source>
        <translation>不再显示</translation>
    </message>
    <message>
        <source>End this puzzle&apos;s tour (Esc)</source>
        <translation>结束这个谜题的导览（Esc）</translation>
    </message>
    <message>
        <source>No tour for any puzzle from now on (Help ▸ Show the tour still shows it)</source>
        <translation>从此不再为任何谜题显示导览（仍可从 帮助 ▸ 显示导览 打开）</translation>
    </message>
    <message>
        <source>&lt;b&gt;Stuck?&lt;/b&gt; Ask for a hint (H, or this button): each time you ask, it tells a little more. Help ▸ Show the tour shows this tour again.</source>
        <translation>&lt;b&gt;卡住了？&lt;/b&gt;请求提示（按 H 或这个按钮）：每请求一次，就多透露一点。帮助 ▸ 显示导览 可以再看一遍这个导览。</translation>
    </message>
    <message>
        <source>Tour: step %1 of %2</source>
        <translation>导览：第 %1 步，共 %2 步</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>下一步</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>完成</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>回车</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
</context>
<context>
    <name>minimoves::app::TwistyWidget</name>
    <message>
        <source>Top face</source>
        <translation>顶面</translation>
    </message>
    <message>
        <source>Right face</source>
        <translation>右面</translation>
    </message>
    <message>
        <source>Front face</source>
        <translation>前面</translation>
    </message>
    <message>
        <source>Bottom face</source>
        <translation>底面</translation>
    </message>
    <message>
        <source>Left face</source>
        <translation>左面</translation>
    </message>
    <message>
        <source>Back face</source>
        <translation>后面</translation>
    </message>
    <message>
        <source>white</source>
        <translation>白</translation>
    </message>
    <message>
        <source>red</source>
        <translation>红</translation>
    </message>
    <message>
        <source>green</source>
        <translation>绿</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>黄</translation>
    </message>
    <message>
        <source>orange</source>
        <translation>橙</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>蓝</translation>
    </message>
    <message>
        <source>top left</source>
        <translation>左上</translation>
    </message>
    <message>
        <source>top right</source>
        <translation>右上</translation>
    </message>
    <message>
        <source>bottom left</source>
        <translation>左下</translation>
    </message>
    <message>
        <source>bottom right</source>
        <translation>右下</translation>
    </message>
    <message>
        <source>Turn the top face %1</source>
        <translation>顶面%1</translation>
    </message>
    <message>
        <source>Turn the right face %1</source>
        <translation>右面%1</translation>
    </message>
    <message>
        <source>Turn the front face %1</source>
        <translation>前面%1</translation>
    </message>
    <message>
        <source>Turn the bottom face %1</source>
        <translation>底面%1</translation>
    </message>
    <message>
        <source>Turn the left face %1</source>
        <translation>左面%1</translation>
    </message>
    <message>
        <source>Turn the back face %1</source>
        <translation>后面%1</translation>
    </message>
    <message>
        <source>&lt;p&gt;Eight corner pieces make a cube, two by two by two. A face turns with the four pieces on it.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Goal:&lt;/b&gt; every face one colour.&lt;/p&gt;&lt;p&gt;&lt;b&gt;A move&lt;/b&gt; turns a face a quarter turn clockwise as you look at it (U: the top, R: the right, F: the front), half a turn (U2) or a quarter turn counter-clockwise (U&apos;). Turning the bottom, the left or the back is turning the top, the right or the front with the whole cube turned: the game counts it as that move and keeps the bottom-left-back corner in place. In the half-turn metric a half turn is one move; in the quarter-turn metric (Game ▸ Metric) it is two.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Playing:&lt;/b&gt; drag a sticker along its face: the layer the drag points along turns that way. Or click a move beside the cube, or type it: U, R, F, D, L or B turns that face clockwise, with Shift counter-clockwise, after 2 half a turn. The arrow keys, the buttons under the cube or a drag with the right button turn the cube in view (no move); N unfolds it flat.&lt;/p&gt;&lt;p&gt;3,674,160 positions, each at most 11 moves from solved (14 in quarter turns).&lt;/p&gt;</source>
        <translation>&lt;p&gt;八个角块组成一个二乘二乘二的立方体。一个面转动时，带着它上面的四个块一起转。&lt;/p&gt;&lt;p&gt;&lt;b&gt;目标：&lt;/b&gt;每一面都是同一种颜色。&lt;/p&gt;&lt;p&gt;&lt;b&gt;一步&lt;/b&gt;把一个面朝着它看时顺时针转四分之一圈（U：顶面，R：右面，F：前面），或转半圈（U2），或逆时针转四分之一圈（U&apos;）。转底面、左面或后面，等于把整个魔方翻转后转顶面、右面或前面：游戏按那一步计数，并让左后下角保持不动。半圈计步时转半圈算一步；四分之一圈计步（游戏 ▸ 计步方式）时算两步。&lt;/p&gt;&lt;p&gt;&lt;b&gt;操作：&lt;/b&gt;沿着贴纸所在的面拖动它：拖动方向所指的那一层就朝那个方向转。也可以点击魔方旁边的走法，或输入它：U、R、F、D、L、B 把那个面顺时针转动，加 Shift 逆时针，先按 2 则转半圈。方向键、魔方下方的按钮或按住右键拖动都可以转动视角（不算一步）；N 把它平面展开。&lt;/p&gt;&lt;p&gt;共 3,674,160 个局面，每个离还原最多 11 步（四分之一圈计步时 14 步）。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Half-turn metric</source>
        <translation>半圈计步（HTM）</translation>
    </message>
    <message>
        <source>Quarter-turn metric</source>
        <translation>四分之一圈计步（QTM）</translation>
    </message>
    <message>
        <source>Pocket Cube</source>
        <translation>二阶魔方</translation>
    </message>
    <message>
        <source>Turn the faces of the 2x2x2 cube until each is one colour.</source>
        <translation>转动二阶魔方的面，直到每一面都是同一种颜色。</translation>
    </message>
    <message>
        <source>&lt;b&gt;U R F D L B&lt;/b&gt; turn a face clockwise, with &lt;b&gt;Shift&lt;/b&gt; counter-clockwise, after &lt;b&gt;2&lt;/b&gt; half a turn; the arrow keys turn the view, &lt;b&gt;Home&lt;/b&gt; sets it back; &lt;b&gt;N&lt;/b&gt;: the flat net.</source>
        <translation>&lt;b&gt;U R F D L B&lt;/b&gt; 把一个面顺时针转动，加 &lt;b&gt;Shift&lt;/b&gt; 逆时针转动，先按 &lt;b&gt;2&lt;/b&gt; 则转半圈；方向键转动视角，&lt;b&gt;Home&lt;/b&gt; 恢复视角；&lt;b&gt;N&lt;/b&gt;：平面展开。</translation>
    </message>
    <message>
        <source>&amp;Metric</source>
        <translation>计步方式(&amp;M)</translation>
    </message>
    <message>
        <source>row %1, place %2 of %3</source>
        <translation>第 %1 行，%3 个中的第 %2 个</translation>
    </message>
    <message>
        <source>Turn the top vertex&apos;s layer %1</source>
        <translation>上顶点的层%1</translation>
    </message>
    <message>
        <source>Turn the left vertex&apos;s layer %1</source>
        <translation>左顶点的层%1</translation>
    </message>
    <message>
        <source>Turn the right vertex&apos;s layer %1</source>
        <translation>右顶点的层%1</translation>
    </message>
    <message>
        <source>Turn the back vertex&apos;s layer %1</source>
        <translation>后顶点的层%1</translation>
    </message>
    <message>
        <source>Turn the top tip %1</source>
        <translation>上角尖%1</translation>
    </message>
    <message>
        <source>Turn the left tip %1</source>
        <translation>左角尖%1</translation>
    </message>
    <message>
        <source>Turn the right tip %1</source>
        <translation>右角尖%1</translation>
    </message>
    <message>
        <source>Turn the back tip %1</source>
        <translation>后角尖%1</translation>
    </message>
    <message>
        <source>&lt;p&gt;A tetrahedron with four faces in four colours, cut at each of its four vertices into a tip and, under it, a layer of the vertex&apos;s centre piece and the three edges beside it.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Goal:&lt;/b&gt; every face one colour.&lt;/p&gt;&lt;p&gt;&lt;b&gt;A move&lt;/b&gt; turns a vertex&apos;s layer (U: the top, L: the left, R: the right, B: the back) or its tip alone (u, l, r, b) a third of a turn, clockwise as you look at the vertex; U&apos; and the others turn it back. No layer turn moves a tip out of line with its layer: a tip out of line costs exactly one move.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Playing:&lt;/b&gt; drag a sticker along its face: on a tip the tip turns, elsewhere the layer the drag points along. Or click a move beside the puzzle, or type it: U, L, R or B turns a layer clockwise, with Shift counter-clockwise, after T the tip alone. The arrow keys, the buttons under the puzzle or a drag with the right button turn it in view (no move); N unfolds it flat.&lt;/p&gt;&lt;p&gt;933,120 positions of the layers, each at most 11 moves from solved; with the tips 75,582,720, at most 15.&lt;/p&gt;</source>
        <translation>&lt;p&gt;一个四个面四种颜色的正四面体，在它的四个顶点处各切出一个角尖，角尖下面是一层：这个顶点的中心块和它旁边的三个棱块。&lt;/p&gt;&lt;p&gt;&lt;b&gt;目标：&lt;/b&gt;每一面都是同一种颜色。&lt;/p&gt;&lt;p&gt;&lt;b&gt;一步&lt;/b&gt;把一个顶点的层（U：上，L：左，R：右，B：后）或只把它的角尖（u、l、r、b）朝着这个顶点看时顺时针转三分之一圈；U&apos; 等反方向转回。转层不会让角尖与它的层错开：每个错开的角尖正好需要一步。&lt;/p&gt;&lt;p&gt;&lt;b&gt;操作：&lt;/b&gt;沿着贴纸所在的面拖动它：在角尖上拖动转角尖，在其他地方转拖动方向所指的层。也可以点击旁边的走法，或输入它：U、L、R、B 把一层顺时针转动，加 Shift 逆时针，先按 T 则只转角尖。方向键、下方的按钮或按住右键拖动都可以转动视角（不算一步）；N 把它平面展开。&lt;/p&gt;&lt;p&gt;各层共 933,120 个局面，每个离还原最多 11 步；算上角尖共 75,582,720 个，最多 15 步。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Pyraminx</source>
        <translation>金字塔魔方</translation>
    </message>
    <message>
        <source>Turn the Pyraminx&apos;s layers and tips until each face is one colour.</source>
        <translation>转动金字塔魔方的层和角尖，直到每一面都是同一种颜色。</translation>
    </message>
    <message>
        <source>&lt;b&gt;U L R B&lt;/b&gt; turn a vertex&apos;s layer clockwise, with &lt;b&gt;Shift&lt;/b&gt; counter-clockwise, after &lt;b&gt;T&lt;/b&gt; its tip alone; the arrow keys turn the view, &lt;b&gt;Home&lt;/b&gt; sets it back; &lt;b&gt;N&lt;/b&gt;: the flat net.</source>
        <translation>&lt;b&gt;U L R B&lt;/b&gt; 把一个顶点的层顺时针转动，加 &lt;b&gt;Shift&lt;/b&gt; 逆时针转动，先按 &lt;b&gt;T&lt;/b&gt; 则只转它的角尖；方向键转动视角，&lt;b&gt;Home&lt;/b&gt; 恢复视角；&lt;b&gt;N&lt;/b&gt;：平面展开。</translation>
    </message>
    <message>
        <source>top left corner</source>
        <translation>左上角</translation>
    </message>
    <message>
        <source>top right corner</source>
        <translation>右上角</translation>
    </message>
    <message>
        <source>centre</source>
        <translation>中心</translation>
    </message>
    <message>
        <source>bottom left corner</source>
        <translation>左下角</translation>
    </message>
    <message>
        <source>bottom right corner</source>
        <translation>右下角</translation>
    </message>
    <message>
        <source>Turn the half at the bottom right back corner %1</source>
        <translation>右后下角所在的一半%1</translation>
    </message>
    <message>
        <source>Turn the half at the top left back corner %1</source>
        <translation>左后上角所在的一半%1</translation>
    </message>
    <message>
        <source>Turn the half at the bottom left front corner %1</source>
        <translation>左前下角所在的一半%1</translation>
    </message>
    <message>
        <source>Turn the half at the bottom left back corner %1</source>
        <translation>左后下角所在的一半%1</translation>
    </message>
    <message>
        <source>&lt;p&gt;A cube cut through its centre by four planes, each square to the line through two opposite corners: a move turns the half of the puzzle around one corner, four corners and three face centres, a third of a turn.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Goal:&lt;/b&gt; every face one colour.&lt;/p&gt;&lt;p&gt;&lt;b&gt;A move&lt;/b&gt; (the WCA&apos;s notation) turns a half clockwise as you look at its corner: R the half at the bottom right back corner, U at the top left back, L at the bottom left front, B at the bottom left back; R&apos; and the others turn it back. The top right front corner stays in place: turning the half at it, or at a corner beside it, is the opposite half&apos;s move with the whole puzzle turned, and the game counts it so.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Playing:&lt;/b&gt; drag a sticker along its face: the half the drag points along turns that way. Or click a move beside the puzzle, or type it: R, U, L or B, with Shift counter-clockwise (F turns the half at the top right front corner). The arrow keys, the buttons under the puzzle or a drag with the right button turn it in view (no move); N unfolds it flat.&lt;/p&gt;&lt;p&gt;3,149,280 positions, each at most 11 moves from solved.&lt;/p&gt;</source>
        <translation>&lt;p&gt;一个立方体被四个穿过中心的平面切开，每个平面都垂直于一对相对角的连线：一步把谜题绕一个角的一半（四个角块和三个面心）转三分之一圈。&lt;/p&gt;&lt;p&gt;&lt;b&gt;目标：&lt;/b&gt;每一面都是同一种颜色。&lt;/p&gt;&lt;p&gt;&lt;b&gt;一步&lt;/b&gt;（世界魔方协会的记法）把一半朝着它的角看时顺时针转动：R 是右后下角所在的一半，U 是左后上角，L 是左前下角，B 是左后下角；R&apos; 等反方向转回。右前上角保持不动：转它所在的一半，或它旁边某个角所在的一半，等于把整个谜题翻转后转相对的那一半，游戏按那一步计数。&lt;/p&gt;&lt;p&gt;&lt;b&gt;操作：&lt;/b&gt;沿着贴纸所在的面拖动它：拖动方向所指的那一半就朝那个方向转。也可以点击旁边的走法，或输入它：R、U、L 或 B，加 Shift 逆时针（F 转右前上角所在的一半）。方向键、下方的按钮或按住右键拖动都可以转动视角（不算一步）；N 把它平面展开。&lt;/p&gt;&lt;p&gt;共 3,149,280 个局面，每个离还原最多 11 步。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Skewb</source>
        <translation>斜转魔方</translation>
    </message>
    <message>
        <source>Turn the Skewb&apos;s halves until each face is one colour.</source>
        <translation>转动斜转魔方的两半，直到每一面都是同一种颜色。</translation>
    </message>
    <message>
        <source>&lt;b&gt;R U L B&lt;/b&gt; (and &lt;b&gt;F&lt;/b&gt;) turn a half clockwise, with &lt;b&gt;Shift&lt;/b&gt; counter-clockwise; the arrow keys turn the view, &lt;b&gt;Home&lt;/b&gt; sets it back; &lt;b&gt;N&lt;/b&gt;: the flat net.</source>
        <translation>&lt;b&gt;R U L B&lt;/b&gt;（以及 &lt;b&gt;F&lt;/b&gt;）把一半顺时针转动，加 &lt;b&gt;Shift&lt;/b&gt; 逆时针转动；方向键转动视角，&lt;b&gt;Home&lt;/b&gt; 恢复视角；&lt;b&gt;N&lt;/b&gt;：平面展开。</translation>
    </message>
    <message>
        <source>Click a sticker to give it the next colour (right click: the one before); N shows the flat net with every sticker. The arrow keys move the cursor, Space or Enter colours its sticker.</source>
        <translation>单击贴纸，把它换成下一种颜色（右键：上一种）；N 显示包含所有贴纸的平面展开图。方向键移动光标，空格或回车给光标处的贴纸换色。</translation>
    </message>
    <message>
        <source>half a turn</source>
        <translation>转半圈</translation>
    </message>
    <message>
        <source>counter-clockwise</source>
        <translation>逆时针转</translation>
    </message>
    <message>
        <source>clockwise</source>
        <translation>顺时针转</translation>
    </message>
    <message>
        <source>&lt;b&gt;The goal:&lt;/b&gt; every face one colour, as the small puzzle in the corner shows it.</source>
        <translation>&lt;b&gt;目标：&lt;/b&gt;每一面都是同一种颜色，如角落里的小谜题所示。</translation>
    </message>
    <message>
        <source>&lt;b&gt;A move:&lt;/b&gt; drag a sticker along its face: the layer the drag points along turns that way. The arrows on a sticker under the pointer show its ways.</source>
        <translation>&lt;b&gt;走一步：&lt;/b&gt;沿着贴纸所在的面拖动它：拖动方向所指的那一层就朝那个方向转动。指针下贴纸上的箭头显示它可以转动的方向。</translation>
    </message>
    <message>
        <source>&lt;b&gt;By clicks and keys:&lt;/b&gt; click a move here, or type it: its letter turns clockwise, Shift and the letter the other way.</source>
        <translation>&lt;b&gt;用点击和键盘：&lt;/b&gt;点击这里的走法，或者输入它：字母顺时针转动，Shift 加字母反方向转动。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Every side:&lt;/b&gt; these buttons, the arrow keys or a drag with the right button turn the view (no move); Flat net (N) shows every sticker at once.</source>
        <translation>&lt;b&gt;各个方向：&lt;/b&gt;这些按钮、方向键或按住右键拖动都可以转动视角（不算一步）；平面展开（N）一次显示所有贴纸。</translation>
    </message>
    <message>
        <source>Goal</source>
        <translation>目标</translation>
    </message>
    <message>
        <source>Half turn: type a face&apos;s letter</source>
        <translation>半圈：请输入一个面的字母</translation>
    </message>
    <message>
        <source>Tip: type a vertex&apos;s letter</source>
        <translation>角尖：请输入一个顶点的字母</translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation>走法 %1</translation>
    </message>
    <message>
        <source>%1, %2: %3</source>
        <translation>%1，%2：%3</translation>
    </message>
    <message>
        <source>no colour</source>
        <translation>无颜色</translation>
    </message>
    <message>
        <source>In sight.</source>
        <translation>在视野中。</translation>
    </message>
    <message>
        <source>On the far side; the arrow keys turn the view.</source>
        <translation>在背面；方向键可以转动视角。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Goal: every face one colour. %1</source>
        <translation>目标：每一面都是同一种颜色。%1</translation>
    </message>
    <message>
        <source>Drag along the face to turn a layer</source>
        <translation>沿着这一面拖动即可转动一层</translation>
    </message>
    <message>
        <source>A twisty puzzle in 3D. Drag a sticker along its face to turn a layer, click a move beside it or type the moves&apos; letters; the arrow keys turn the view.</source>
        <translation>三维的转动类谜题。沿着贴纸所在的面拖动它即可转动一层，也可以点击旁边的走法或输入走法的字母；方向键转动视角。</translation>
    </message>
    <message>
        <source>Turn the view left</source>
        <translation>视角向左转</translation>
    </message>
    <message>
        <source>Turn the puzzle in view to the left (Left arrow, or drag with the right button); no move</source>
        <translation>把谜题在视野中向左转（左方向键，或按住右键拖动）；不算一步</translation>
    </message>
    <message>
        <source>Turn the view right</source>
        <translation>视角向右转</translation>
    </message>
    <message>
        <source>Turn the puzzle in view to the right (Right arrow, or drag with the right button); no move</source>
        <translation>把谜题在视野中向右转（右方向键，或按住右键拖动）；不算一步</translation>
    </message>
    <message>
        <source>Turn over</source>
        <translation>翻过来</translation>
    </message>
    <message>
        <source>Turn the view over</source>
        <translation>把视角翻过来</translation>
    </message>
    <message>
        <source>Turn the puzzle in view upside down to see its underside (Up and Down arrows turn it by steps); no move</source>
        <translation>把谜题在视野中上下翻转，看到它的底面（上下方向键逐步转动）；不算一步</translation>
    </message>
    <message>
        <source>Flat net</source>
        <translation>平面展开</translation>
    </message>
    <message>
        <source>Show every sticker at once, the faces unfolded flat (N)</source>
        <translation>把各面平铺展开，一次看到所有贴纸（N）</translation>
    </message>
</context>
<context>
    <name>minimoves::app::files</name>
    <message>
        <source>%1 MB</source>
        <translation>%1 MB</translation>
    </message>
    <message>
        <source>%1 KB</source>
        <translation>%1 KB</translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation>%1 字节</translation>
    </message>
    <message>
        <source>there is no such file</source>
        <translation>没有这个文件</translation>
    </message>
    <message>
        <source>it is a folder, not a file</source>
        <translation>这是文件夹，不是文件</translation>
    </message>
    <message>
        <source>it is a device or a pipe, not a file; only files are read</source>
        <translation>这是设备或管道，不是文件；只读取文件</translation>
    </message>
    <message>
        <source>it is larger than %1, the most this kind of file may be</source>
        <translation>它大于 %1，超过了这类文件的上限</translation>
    </message>
    <message>
        <source>reading was cancelled</source>
        <translation>读取已取消</translation>
    </message>
</context>
<context>
    <name>minimoves::app::statistics</name>
    <message>
        <source>Other</source>
        <comment>games not drawn at a difficulty</comment>
        <translation>其他</translation>
    </message>
    <message>
        <source>All</source>
        <comment>every difficulty</comment>
        <translation>全部</translation>
    </message>
    <message>
        <source>Every game of this puzzle in this mode, with the figures kept before they were kept per difficulty</source>
        <translation>这个谜题在此模式下的所有游戏，包括开始按难度分别记录之前保存的数据</translation>
    </message>
    <message>
        <source>Games drawn by New at this difficulty</source>
        <translation>用“新游戏”按此难度生成的游戏</translation>
    </message>
    <message>
        <source>Coach</source>
        <translation>教练</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>挑战</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>a puzzle and its board size</comment>
        <translation>%1%2</translation>
    </message>
    <message>
        <source>Daily</source>
        <comment>daily puzzles</comment>
        <translation>每日</translation>
    </message>
    <message>
        <source>Daily puzzles of this puzzle, played on their day or again</source>
        <translation>这个谜题的每日谜题，包括当天玩的和重玩的</translation>
    </message>
    <message>
        <source>Games not drawn at a difficulty: a level, or opened from a file, a game ID, or a position you set up</source>
        <translation>不是按难度生成的游戏：关卡，或从文件、游戏 ID 或你摆的局面打开</translation>
    </message>
</context>
</TS>
