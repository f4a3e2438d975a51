import type { BlogPostInput } from "@touchline/contracts";

/**
 * The blog posts a new database starts with: real advice for grassroots coaches, in the order the blog
 * should list them (newest first). Plain Markdown (CommonMark: no tables), links inside the app relative.
 */
export const DEMO_BLOG_POSTS: readonly BlogPostInput[] = [
  {
    title: "Planning a 75-minute session for U12s",
    slug: "planning-a-75-minute-session-for-u12s",
    excerpt:
      "A simple shape for a midweek session with 10 to 12-year-olds: warm up with the ball, teach one idea, let them play. Minute by minute, with what to say and what to leave out.",
    tags: ["session planning", "U12", "grassroots"],
    body: `Seventy-five minutes sounds like a lot until you lose ten of them to bibs, water and a lost ball in the hedge. At U12 the players are old enough to learn real ideas and young enough to switch off the moment a drill stops being a game. A good session respects both.

## One idea per session

Pick **one** theme and let every block serve it: *receiving on the half-turn*, *winning the ball back within five seconds*, *switching play*. Write it in one sentence before you plan anything else. If a drill does not help that sentence, it belongs to another week.

## The shape of the hour and a quarter

1. **Arrival and warm-up, 0–15 min.** Every player has a ball within a minute of arriving. Dribbling gates, a passing square, or a *rondo* that starts as soon as four players are there. No laps, no static stretching.
2. **Technical block, 15–30 min.** The theme in its simplest form, with lots of repetitions and no opponents, or a passive one. Coach individuals while the activity runs.
3. **Opposed practice, 30–50 min.** The same idea with opposition and direction: a 4v2 to targets, a 5v3 to a line. This is where most of the learning happens.
4. **Drinks and a short question, 50–53 min.** Ask, don't tell: *"When did you have time to turn? How did you know?"*
5. **The game, 53–75 min.** A small-sided match (6v6 or 7v7) with a condition that rewards the theme, such as a bonus goal for a switch of play. Let the last ten minutes run free.

## Numbers and space

At this age aim for plenty of touches: groups of four to six, areas around 20 × 15 m for a 4v2, about 40 × 30 m for 6v6. If a drill has more than two players waiting in a queue, change it.

## What to say (and what not to)

- One coaching point per stoppage, and stop the play no more than three times in a block.
- Praise the *decision*, not only the outcome: a brave pass that is slightly overhit is still the right idea.
- Freeze play only when a picture teaches the whole group; correct individuals on the move.

> The best sessions feel like playing football, and the learning happens inside the game rather than in the talking.

## Plan it once, reuse it often

Build the session in [Create Session](/create-session) with one drill per block, draw each one on the pitch, and the durations add up for you. Publish the good ones so other coaches can copy and adapt them from the [Global Library](/global-library).
`,
  },
  {
    title: "Rondos: five variations and what each one teaches",
    slug: "rondos-five-variations-and-what-each-one-teaches",
    excerpt:
      "The rondo is football's most versatile drill. Five versions, from the 4v1 warm-up to a directional 6v3, and the specific habit each one builds in your players.",
    tags: ["rondo", "possession", "drills"],
    body: `Players outside a circle keep the ball from players inside it. That is the whole of a rondo, and it's why every club from the Sunday league to the Champions League uses one. Change the numbers, the space or one rule and you change what it teaches.

## 1. The 4v1 warm-up rondo

**Set-up:** four players on the sides of an 8 × 8 m square, one defender inside. Two touches maximum.

**What it teaches:** body shape to receive. Players learn to open up to the next pass before the ball arrives. Coach the *angle*: a receiver on the side of the square should always be able to see two teammates.

## 2. The 5v2 with a split pass

**Set-up:** five outside, two defenders, 10 × 10 m. A pass that goes *between* the two defenders scores a point.

**What it teaches:** patience and the idea of breaking lines. Players start to move the defenders with short passes to open the gap, instead of forcing it.

## 3. The 4v2 with a midfielder in the middle

**Set-up:** three players outside plus one *inside* the square with the two defenders, all on the same team.

**What it teaches:** playing through the middle. The inside player must scan, find the pocket of space and turn or set. This is the rondo that makes midfielders.

## 4. The transition rondo, 4v4+2

**Set-up:** two teams of four plus two neutral players who always play for the team in possession, 20 × 20 m. On a turnover the defending team becomes the possession team at once.

**What it teaches:** reacting in the first five seconds after losing or winning the ball. Count how quickly the losing team presses: a simple number your players will try to beat.

## 5. The directional 6v3

**Set-up:** a rectangle of 25 × 15 m with a target player at each end. The team in possession scores by completing ten passes *or* by getting the ball to the far target.

**What it teaches:** when to keep the ball and when to go forward. Without a direction, a rondo can teach players to pass sideways for ever; the target gives every pass a purpose.

## Coaching points that work for all five

- **Scan before the ball arrives.** Ask players to say the name of the next receiver before they get it.
- **Play to the safe foot.** The pass goes to the foot away from the nearest defender.
- **Defenders work together.** The first defender cuts one passing line, the second one covers the split.
- **Keep score.** Defenders swap out when they win the ball, or after 60 seconds, so nobody defends for ever.

Draw each variation on the [tactical board](/tactical-board) with the exact distances. Players understand a picture long before they understand a description.
`,
  },
  {
    title: "Using the tactical board in your half-time talk",
    slug: "using-the-tactical-board-in-your-half-time-talk",
    excerpt:
      "Ten minutes, tired players and one chance to change the second half. How to use a tactical board to show one clear picture instead of giving ten instructions.",
    tags: ["tactical board", "match day", "communication"],
    body: `Half-time is short. By the time the players have walked in, had a drink and sat down you have perhaps six minutes of their attention, and less if they are losing. A board helps because a picture is quicker than a paragraph. It also makes it easy to say too much.

## Before the whistle: prepare the picture

Set up the board before kick-off with your starting shape, so at half-time you only move what changed. On a tablet or phone, open the [tactical board](/tactical-board), place both teams from a formation preset, and save it. It takes two minutes in the car park.

## During the first half: note one problem

Write down what is costing you most, not everything you see. Typical examples:

- Their number 10 is receiving between our midfield and defence.
- Our full-backs are both pushing on and we are exposed to the counter.
- We keep going long when the centre-backs have time to step in with the ball.

If you have three problems, choose the one that gives the biggest gain for the least change.

## The talk itself: three steps

1. **Let them breathe (1 minute).** Drinks, a quick word with anyone injured. Nobody listens before this.
2. **Show one picture (3 minutes).** Put the board where everyone can see it. Show where the problem happens, then move *one or two* players to show the fix. Ask a player to explain it back in their own words.
3. **Finish with a simple task (1 minute).** *"First ten minutes: Sam stays home, Ali tucks in when we lose it."* Specific names, specific moments.

> Move players on the board, not words: if your fix needs more than two tokens to move, it's probably a training-ground idea, not a half-time one.

## Animate it when movement is the point

When the issue is *timing*, such as a midfielder arriving too late to support a press, use two frames on the board: where players are now, and where they need to be two seconds later. Playing the movement back is clearer than any amount of pointing.

## After the match

Save the board as a tactical drill. Next week's session can start from exactly the picture the players saw on Saturday, which closes the loop between match day and the training ground.
`,
  },
];
