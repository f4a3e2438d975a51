import type { SessionContentInput } from "@touchline/contracts";
import * as adult from "./demo-diagrams/adult-small-sided-games.ts";
import * as gk from "./demo-diagrams/goalkeeping.ts";
import * as u08 from "./demo-diagrams/u08-fun-football.ts";
import * as u10 from "./demo-diagrams/u10-dribbling.ts";
import * as u12 from "./demo-diagrams/u12-rondos.ts";
import * as u13 from "./demo-diagrams/u13-passing-finishing.ts";
import * as u14 from "./demo-diagrams/u14-pressing.ts";
import * as u15 from "./demo-diagrams/u15-transitions.ts";
import * as u16 from "./demo-diagrams/u16-build-up.ts";
import * as u17 from "./demo-diagrams/u17-crossing.ts";
import * as u18 from "./demo-diagrams/u18-back-four.ts";
import * as warmUps from "./demo-diagrams/warm-ups.ts";

/**
 * The demo content a fresh install ships with: twelve public sessions by the Touchline coaching
 * team, so the global library is never empty. Every diagram is built with @touchline/diagram
 * (see ./demo-diagrams); block ids are stable so re-seeding writes the same documents.
 */

/** The account the demo sessions belong to; `.invalid` so no mail can ever reach it. */
export const DEMO_AUTHOR = {
  id: "touchline-demo-author",
  email: "coaching-team@touchline.invalid",
  firstName: "Touchline",
  lastName: "Coaching Team",
} as const;

const u8FunFootball: SessionContentInput = {
  title: "Fun Football: Traffic Lights, Gates and Mini-Games",
  theme:
    "A playful session for young beginners built on one idea: lots of touches of the ball and lots of goals. Every player has a ball in the first two games, then we play small games where the space and the goals do the coaching. Keep instructions short, demonstrate instead of explaining, and praise effort and bravery more than results.",
  objectives: [
    "Keep the ball close while looking up",
    "Change direction and speed with the ball",
    "Be brave: dribble into space and score in small games",
  ],
  ageGroup: "U8",
  level: "beginner",
  date: null,
  topics: ["warm-up", "dribbling", "small-sided games", "fun games"],
  phases: ["attacking"],
  intensity: "medium",
  blocks: [
    {
      id: "traffic-lights",
      title: "Traffic Lights Dribbling",
      diagram: u08.trafficLights,
      organisation:
        "20 × 20 m grid marked with four cones; every player has a ball (12 players; add 2 m per side for more). Players dribble anywhere in the grid. The coach calls a colour: GREEN = dribble at normal speed, AMBER = slow down with the ball under the sole, RED = stop the ball dead with the sole and freeze. Add fun calls: 'Crab' (sit on the ball), 'Turtle' (lie on your back holding the ball up), 'Rocket' (sprint dribble to a corner). Rounds of 45–60 seconds with short drink breaks.",
      coachingPoints: [
        "Little touches with the laces and the inside of the foot keep the ball close enough to stop on any call.",
        "Eyes up between touches: look for space and for the coach's colour.",
        "Stop the ball with the sole of the foot, then freeze like a statue.",
        "Use both feet; praise the player who tries their weaker foot.",
      ],
      durationMinutes: 12,
      intensity: "low",
      players: 12,
      progressions: [
        {
          title: "Sharks in the pond",
          description:
            "Two players without a ball (the sharks, in bibs) try to knock balls out of the grid. A player who loses their ball does 5 toe-taps outside the grid and comes straight back in. Change the sharks every 45 seconds.",
          diagram: u08.trafficLightsSharks,
        },
      ],
    },
    {
      id: "gate-dribbling",
      title: "Gate Dribbling Challenge",
      diagram: u08.gateDribbling,
      organisation:
        "25 × 20 m area with six 2 m gates made of discs. Every player has a ball. On 'go', players dribble through as many gates as they can in 45 seconds, counting out loud; the same gate may not be used twice in a row. 4–5 rounds of 45 seconds with 30 seconds rest: each round, try to beat your own score.",
      coachingPoints: [
        "Look up to find the next free gate before you reach the one you are going through.",
        "Slow down to go through the gate, speed up into the space after it.",
        "Turn with the inside or the outside of the foot and keep the ball moving.",
        "Count your gates: every round is a chance to beat your own record.",
      ],
      durationMinutes: 13,
      intensity: "medium",
      players: 12,
      progressions: [
        {
          title: "Partner gates",
          description:
            "One ball between two. Pass through a gate to your partner, then both move on to a new gate. Count the passes through gates in 60 seconds.",
          diagram: u08.gatePassing,
        },
      ],
    },
    {
      id: "four-goal-game",
      title: "3v3 to Four Mini Goals",
      diagram: u08.fourGoalGame,
      organisation:
        "25 × 20 m pitch with two mini goals at each end: each team defends two goals and attacks two. 3v3, no goalkeepers; restart with a dribble-in from your own end line, and keep spare balls by the coach for quick restarts. With 12 players run two pitches side by side; 4-minute games, then change opponents.",
      coachingPoints: [
        "If one goal is crowded, look for the other one and switch the play.",
        "Dribble into the space in front of you; pass when a team-mate is freer than you.",
        "When you lose the ball, try to win it back straight away: everyone defends.",
        "Celebrate every goal and every brave dribble.",
      ],
      durationMinutes: 15,
      intensity: "medium",
      players: 12,
      progressions: [
        {
          title: "Magic player",
          description:
            "Add a neutral 'magic player' (orange bib) who always plays for the team with the ball. 4v3 for the attackers means more success and more passing ideas.",
          diagram: u08.fourGoalGameJoker,
        },
      ],
    },
    {
      id: "free-play",
      title: "Free Play: 4v4 Match",
      diagram: u08.fourVFourMatch,
      organisation:
        "30 × 20 m pitch with small goals (3–4 m wide) at each end, no goalkeepers. 4v4 with kick-ins or dribble-ins from the touchline. Play 2 × 8 minutes with a drink break in between. Let the game be the teacher: keep instructions to a minimum.",
      coachingPoints: [
        "Stand back and let them play: praise effort, bravery and teamwork.",
        "At the break ask questions: 'Where was the space?' 'How did you score?'",
        "Keep the ball in play: have spare balls ready by the side for quick restarts.",
      ],
      durationMinutes: 20,
      intensity: "medium",
      players: null,
      progressions: [],
    },
  ],
};

const u10Dribbling: SessionContentInput = {
  title: "Dribbling and 1v1: Be Brave on the Ball",
  theme:
    "Players at this age should leave training wanting the ball at their feet. We build from unopposed moves to a 1v1 channel, a numbers game with overloads and a small-sided game that rewards beating a player. The defender's job is real too: close down quickly, slow down, stay on your feet.",
  objectives: [
    "Use a move (step-over, drag-back, scissors, Cruyff turn) at speed",
    "Attack the defender, change direction and accelerate away",
    "Decide between dribbling and passing in a 2v1",
  ],
  ageGroup: "U10",
  level: "beginner",
  date: null,
  topics: ["dribbling", "1v1 attacking", "defending 1v1", "small-sided games"],
  phases: ["attacking", "defending"],
  intensity: "medium",
  blocks: [
    {
      id: "moves-square",
      title: "Skill Square: Moves in the Middle",
      diagram: u10.movesSquareBase,
      organisation:
        "20 × 20 m square with a 6 × 6 m 'move zone' in the middle; every player has a ball and starts on the edge (12 players). Dribble into the zone, perform the move the coach calls as you reach it (step-over, drag-back, scissors, Cruyff turn) and accelerate out to a different side. 60-second rounds: one new move per round, then 'your choice'.",
      coachingPoints: [
        "Arrive at speed: a move only works if the defender thinks you are going somewhere.",
        "Do the move about a metre before the 'defender' (the zone), not on top of it.",
        "Explode out with two or three quick touches after the move.",
        "Heads up when you enter the zone: others are coming in too.",
      ],
      durationMinutes: 12,
      intensity: "medium",
      players: 12,
      progressions: [
        {
          title: "Hunters in the zone",
          description:
            "Two defenders stand in the move zone and may tackle only inside it. Beat them with your move; a hunter who wins a ball swaps with that player.",
          diagram: u10.movesSquareHunters,
        },
      ],
    },
    {
      id: "one-v-one-channel",
      title: "1v1 Channel: Serve, Close Down, Beat the Defender",
      diagram: u10.oneVOneChannel,
      organisation:
        "20 × 12 m channels, groups of four (two attackers, two defenders), three channels for 12 players. The defender passes to the attacker and closes down. The attacker scores by dribbling through either 3 m gate on the far line. If the defender wins the ball, they counter through the blue gate on the near line. Swap roles after every rep; 6–8 reps each, rest while the partner goes (work 8–10 seconds).",
      coachingPoints: [
        "First touch forward and slightly to the side: attack the space, not the defender's feet.",
        "Run at the defender's front foot to make them commit, then change direction.",
        "Sell the fake with your shoulders and go the other way with a burst of pace.",
        "After beating the defender, get your body between them and the ball.",
        "Defenders: close quickly, slow down in the last 2 metres, stay low and side-on.",
      ],
      durationMinutes: 15,
      intensity: "high",
      players: 12,
      progressions: [
        {
          title: "2v1: go alone or release",
          description:
            "A second attacker starts level with the first. Commit the defender with the dribble, then decide: beat them or pass into the supporting run. If the defender does not commit, keep dribbling.",
          diagram: u10.twoVOneChannel,
        },
      ],
    },
    {
      id: "numbers-game",
      title: "Numbers Game: 1v1 to 2v2",
      diagram: u10.numbersGameBase,
      organisation:
        "25 × 20 m pitch with a mini goal at each end; the two teams wait by the touchline near their own goal. The coach plays a ball into the middle and calls a number: '1' = 1v1, '2' = 2v2. Players sprint on and play until a goal or the ball goes out (maximum 30 seconds), then jog back. Keep a running score between the teams.",
      coachingPoints: [
        "React first: the first player to the ball decides the duel.",
        "Face up your opponent and attack the goal with pace.",
        "In 2v2 your partner gives width: use the space they create.",
        "Lose it? Defend at once: recover between the ball and your goal.",
      ],
      durationMinutes: 15,
      intensity: "high",
      players: 12,
      progressions: [
        {
          title: "Overload: 2v1",
          description:
            "The coach calls two attackers and one defender. Rotate so every player attacks with the overload and defends outnumbered: the defender delays and stays goal-side.",
          diagram: u10.numbersGameOverload,
        },
      ],
    },
    {
      id: "end-zone-game",
      title: "3v3 End-Zone Game: Dribble In to Score",
      diagram: u10.endZoneGame,
      organisation:
        "30 × 20 m pitch with 3 m end zones; 3v3, two games side by side for 12 players. Score by dribbling into the opponents' end zone and stopping the ball under your sole. A goal scored straight after beating a player 1v1 counts double: the coach calls it. 4 × 4-minute games.",
      coachingPoints: [
        "Look for 1v1s: isolate a defender in space.",
        "Change of pace is your weapon: slow, slow, fast.",
        "Support the dribbler from behind and to the side for a safe pass.",
        "Protect the ball with your body when a defender arrives from the side.",
      ],
      durationMinutes: 20,
      intensity: "medium",
      players: 12,
      progressions: [
        {
          title: "Pass into the zone",
          description:
            "A goal can also be scored by passing to a team-mate who runs into the end zone. Time the run: a receiver waiting in the zone before the pass does not score.",
          diagram: u10.endZoneGamePassIn,
        },
      ],
    },
  ],
};

const u12Rondos: SessionContentInput = {
  title: "Rondos and Possession: Find the Free Player",
  theme:
    "Possession starts with rondos: body shape, passing angles and quick decisions under pressure. We progress from 4v1 to 5v2 and a positional game with jokers, then play a game that rewards keeping the ball with a purpose. The first transition moment appears in the 5v2: when we lose the ball, we win it back straight away.",
  objectives: [
    "Create passing angles so the ball carrier always has two options",
    "Receive on the back foot with an open body",
    "Recognise when a split pass is on",
    "React straight away when the ball is lost",
  ],
  ageGroup: "U12",
  level: "intermediate",
  date: null,
  topics: ["rondo", "possession", "passing", "positional play"],
  phases: ["attacking", "transition-to-defence"],
  intensity: "medium",
  blocks: [
    {
      id: "rondo-4v1",
      title: "Rondo 4v1",
      diagram: u12.rondoFourVOne,
      organisation:
        "10 × 10 m box: one player on each side, one defender inside. Two touches maximum. The defender swaps with the player whose mistake loses the ball (misplaced pass, ball out), otherwise every 60 seconds. Two boxes for 10 players; count passes in a row, target 10.",
      coachingPoints: [
        "Open your body before the ball arrives and receive with the foot furthest from the pass.",
        "Move along your line to offer an angle: never stand in the defender's shadow.",
        "Pass to the receiver's far foot so they can play on with their next touch.",
        "Firm passes along the floor: a bouncing ball gives the defender time.",
      ],
      durationMinutes: 12,
      intensity: "medium",
      players: 10,
      progressions: [
        {
          title: "4v2 with split passes",
          description:
            "12 × 12 m with two defenders. A pass between the two defenders (a split) scores a point; the defenders try to stay close enough together to stop it.",
          diagram: u12.rondoFourVTwo,
        },
      ],
    },
    {
      id: "rondo-5v2",
      title: "Rondo 5v2: Split the Pair",
      diagram: u12.rondoFiveVTwo,
      organisation:
        "15 × 15 m: five players on the outside, two defenders inside; two touches. A split pass through the two defenders counts 2 points, 10 passes in a row count 1. When a defender wins the ball, the player who lost it and the player who passed to them go in. Two groups of seven; 3 × 3 minutes.",
      coachingPoints: [
        "Circulate quickly to move the defenders: when both jump to the ball, the gap between them opens.",
        "Disguise the split: shape to play round the outside, then play through.",
        "Players next to the ball offer short; the player opposite stays wide to stretch the pair.",
        "Defenders: one presses, the other covers the split pass.",
      ],
      durationMinutes: 15,
      intensity: "medium",
      players: 14,
      progressions: [
        {
          title: "Win it and escape",
          description:
            "When the defenders win the ball they score by dribbling out of any side. The five outside players counter-press straight away to win it back before the escape.",
          diagram: u12.rondoFiveVTwoEscape,
        },
      ],
    },
    {
      id: "positional-game",
      title: "Positional Game 4v4+3",
      diagram: u12.positionalGame,
      organisation:
        "30 × 25 m area, 4v4 plus three jokers (orange): one on each end line and one free in the middle. The team in possession plays with the jokers (7v4). One point for moving the ball from one end joker to the other through the central joker. Jokers two touches, players three. 4 × 4 minutes, 1 minute rest; swap jokers every block.",
      coachingPoints: [
        "Spread out: with width and depth the four defenders cannot cover everyone.",
        "Scan before you receive so you already know the next pass.",
        "Find the central joker between the defenders, who plays forward on the half-turn.",
        "Play away from pressure: if the near side is closed, switch through the end joker.",
        "Lose the ball? The nearest two press at once, the others cut the passing lanes.",
      ],
      durationMinutes: 20,
      intensity: "medium",
      players: null,
      progressions: [],
    },
    {
      id: "possession-game",
      title: "6v6 Game: Five Passes, Then Score",
      diagram: u12.possessionGame,
      organisation:
        "50 × 35 m pitch with goals and goalkeepers, 6v6. A goal counts 1; a goal that follows five or more passes in a row counts 2. Play 2 × 9 minutes with a short break.",
      coachingPoints: [
        "Keep the shape from the positional game: width, depth and triangles.",
        "Be patient: if the forward pass is not on, play back and go again.",
        "The goalkeeper is an extra player in possession; use them.",
        "When the forward pass opens, play it quickly: possession needs a purpose.",
      ],
      durationMinutes: 20,
      intensity: "medium",
      players: null,
      progressions: [],
    },
  ],
};

const u13PassingFinishing: SessionContentInput = {
  title: "Passing Patterns into Finishing",
  theme:
    "Combination play turns possession into chances. We groove a Y passing pattern, add a full combination with a finish (set, ball in behind, cut-back), test it live in a 3v2 against a recovering defender and finish with a game that rewards one-twos. Every pass is followed by a movement.",
  objectives: [
    "Play and move: follow every pass with a run",
    "Time runs in behind so the pass can be played in stride",
    "Finish first time from cut-backs and low crosses",
  ],
  ageGroup: "U13",
  level: "intermediate",
  date: null,
  topics: ["passing", "finishing", "combination play"],
  phases: ["attacking"],
  intensity: "medium",
  blocks: [
    {
      id: "y-pattern",
      title: "Y Passing Pattern: Pass, Set, Play Forward",
      diagram: u13.yPattern,
      organisation:
        "A Y of cones in a 36 × 20 m area: start cone A, the stem B 11 m ahead, two arms C and D 9 m beyond, and a finish cone E. Three players at A, one or two at each other cone (12 players). ① A passes into B, who has checked away and shows. ② B sets first time back to A, who has moved up on the angle. ③ A plays into C, who checks in, receives on the half-turn and drives to E. Rotate A → B → C → E → A; use the C and D arms alternately. 2 minutes each way round, then change the starting foot.",
      coachingPoints: [
        "Check away before you show: two steps away make the space to receive.",
        "The set-back is first time, to the supporting player's front foot.",
        "After passing, move: A's run up the angle makes the next pass possible.",
        "Receive across the body on the back foot so you can play forward.",
        "Communicate: the receiver hears 'set' or 'turn' before the ball arrives.",
      ],
      durationMinutes: 15,
      intensity: "medium",
      players: 12,
      progressions: [
        {
          title: "Defender behind the stem",
          description:
            "A defender (passive at first, then live) stands behind B. B protects the ball and sets back, or turns if the defender does not follow the check.",
          diagram: u13.yPatternDefender,
        },
      ],
    },
    {
      id: "combination-finish",
      title: "Combination to Finish: Set, In Behind, Cut-Back",
      diagram: u13.combinationFinish,
      organisation:
        "Attacking third with a goal and goalkeeper; mannequins for two centre-backs and a full-back. Groups of three: the 8 starts with the ball, the 9 with his back to goal, the 7 wide. ① 8 plays into 9. ② 9 sets back to 8, who has moved across. ③ 8 plays diagonally in behind the full-back for the 7's curved run. ④ 7 drives towards the byline and cuts back for the 9 arriving at the penalty spot; the 8 follows in as a second option. Rotate positions and work from both sides; 10–12 reps per group.",
      coachingPoints: [
        "Pass into the striker's foot away from the centre-back so he can protect the ball.",
        "The wide run starts as the set-back is played: curve it to stay onside and arrive in stride.",
        "Cut back along the floor, away from the goalkeeper, into the space around the penalty spot.",
        "Finishers arrive late and at speed; side-foot low and across the goal.",
      ],
      durationMinutes: 20,
      intensity: "medium",
      players: 10,
      progressions: [
        {
          title: "Recovering defender",
          description:
            "A defender starts 25 m out and recovers as soon as the ball goes wide: the finishers have to beat him to the cut-back.",
          diagram: u13.combinationFinishRecovery,
        },
      ],
    },
    {
      id: "three-v-two",
      title: "3v2 to Goal with a Recovering Defender",
      diagram: u13.threeVTwoRecovery,
      organisation:
        "Attacking third with a goal and goalkeeper. Three attackers start 35 m out, two defenders on the edge of the box, a third defender on the wide cone who recovers as soon as the first attacker touches the ball. The attack has 10 seconds to finish. If the defenders win the ball they score by dribbling back over the 35 m line. Work 10 seconds, rest about 40; rotate groups.",
      coachingPoints: [
        "Carry the ball straight at a defender to commit him before releasing.",
        "Width and depth: one runner diagonal in behind, one wide, one supporting.",
        "Play early: the overload only lasts until the recovering defender arrives.",
        "Shoot early while the goalkeeper is unset, and follow in for rebounds.",
      ],
      durationMinutes: 15,
      intensity: "high",
      players: 12,
      progressions: [],
    },
    {
      id: "one-two-game",
      title: "8v8 Game: One-Twos Count Double",
      diagram: u13.oneTwoGame,
      organisation:
        "60 × 45 m pitch, 8v8 including goalkeepers. A goal scored straight after a one-two (wall pass) counts double. 2 × 9 minutes.",
      coachingPoints: [
        "Play and go: the run after the pass is what makes the one-two.",
        "The wall player sets first time with the inside of the foot, into the runner's path.",
        "Look for one-twos around the box: one pass beats a defender.",
      ],
      durationMinutes: 20,
      intensity: "medium",
      players: null,
      progressions: [],
    },
  ],
};

const u14Pressing: SessionContentInput = {
  title: "Pressing Triggers: Press Together, Win It High",
  theme:
    "Pressing is a team action started by a signal, not one player chasing the ball. Players learn the approach (speed, curve, body shape), then the team's triggers: a pass to the full-back, a back pass to the goalkeeper, a heavy touch, a receiver facing their own goal. We finish with a game that rewards winning the ball high and scoring quickly.",
  objectives: [
    "Approach the ball carrier on a curve to cut off one side",
    "Recognise the team's pressing triggers and move together",
    "Win the ball in the attacking third and finish within seconds",
  ],
  ageGroup: "U14",
  level: "intermediate",
  date: null,
  topics: ["pressing", "pressing triggers", "defending", "small-sided games"],
  phases: ["defending", "transition-to-attack"],
  intensity: "high",
  blocks: [
    {
      id: "pressing-approach",
      title: "1v1 Pressing Approach: Curve and Show",
      diagram: u14.pressingApproach,
      organisation:
        "20 × 15 m channel with three gates on the defender's end line: the centre gate scores 3 points, the wide gates 1. The red defender passes to the blue attacker and closes down; the attacker scores by dribbling through a gate. Groups of four per channel, three channels for 12 players. 6 reps each, then swap roles.",
      coachingPoints: [
        "Sprint while the ball travels; shorten your steps in the last 3 metres.",
        "Curve your run so your body blocks the centre gate and shows the attacker wide.",
        "Arrive side-on, knees bent, weight on the balls of your feet: never dive in.",
        "Be patient: tackle on a heavy touch or when the attacker looks down.",
      ],
      durationMinutes: 12,
      intensity: "medium",
      players: 12,
      progressions: [],
    },
    {
      id: "pressing-triggers",
      title: "Pressing Triggers: Press the Build-Out",
      diagram: u14.pressingTriggerFullBack,
      organisation:
        "Half pitch. Blue (goalkeeper, back four and a holding midfielder) builds out and scores by passing or dribbling through one of three 6 m gates on the halfway line. Red presses with five players and scores in the big goal after winning the ball. Every rep starts with the blue goalkeeper. Red waits in a compact shape and presses only on a trigger: ① a pass to a full-back (the touchline becomes an extra defender), ② a back pass to the keeper, ③ a heavy or backward touch, ④ a receiver facing their own goal. 5 × 4 minutes with 1 minute rest; swap roles halfway.",
      coachingPoints: [
        "On the trigger the nearest player goes and everyone else moves in the same second: pressing alone is just running.",
        "The first presser curves the run to cut off the pass back inside.",
        "Second line: mark the nearest options tightly (the 6, the winger) so the ball has nowhere easy to go.",
        "Far-side players tuck in; leave the player furthest from the ball.",
        "If the press is broken, drop back together and reset the shape.",
      ],
      durationMinutes: 25,
      intensity: "high",
      players: null,
      progressions: [
        {
          title: "Trigger 2: back pass to the goalkeeper",
          description:
            "The striker curves his run to press the keeper while keeping the passer in his cover shadow; the team pushes up behind him and the wide players jump onto the centre-back and full-back.",
          diagram: u14.pressingTriggerBackPass,
        },
      ],
    },
    {
      id: "high-press-game",
      title: "8v8 High-Press Game",
      diagram: u14.highPressGame,
      organisation:
        "60 × 45 m pitch with goals and goalkeepers and a 15 m press zone at each end. A goal counts 1; winning the ball in the opponents' press zone and scoring within 8 seconds counts 3. 3 × 7 minutes with 2 minutes rest.",
      coachingPoints: [
        "Press on the team's triggers, not on instinct.",
        "Lock the ball on one side: block the switch and the pass back to the keeper.",
        "After a high regain go forward at once and shoot within the 8 seconds.",
        "If the press is beaten, sprint back behind the ball before pressing again.",
      ],
      durationMinutes: 25,
      intensity: "high",
      players: null,
      progressions: [],
    },
  ],
};

const u15Transitions: SessionContentInput = {
  title: "Transitions: Counter-Attack After Regain and Counter-Press",
  theme:
    "Games are decided in the seconds after the ball changes hands. When we win it: look forward first and attack the space before the opponent reorganises. When we lose it: the nearest players press at once, the rest cut the passing lanes, and we try to win it back within five seconds. Both directions are trained in every practice.",
  objectives: [
    "Look forward first after a regain: pass or run into space",
    "Counter-press for five seconds after losing the ball",
    "Keep a rest defence while attacking",
  ],
  ageGroup: "U15",
  level: "advanced",
  date: null,
  topics: ["transitions", "counter-attack", "counter-pressing", "small-sided games"],
  phases: ["transition-to-attack", "transition-to-defence"],
  intensity: "high",
  blocks: [
    {
      id: "waves",
      title: "3v2 Waves: Attack, Then Defend",
      diagram: u15.threeVTwoWaves,
      organisation:
        "50 × 35 m pitch with goals and goalkeepers at both ends. Three reds attack two blue defenders. When the attack ends (goal, save or ball out), the two blue defenders and a blue joiner from the halfway line attack the other goal 3v2 against two waiting red defenders. Continuous play in 4-minute blocks; rotate groups so everyone attacks and defends.",
      coachingPoints: [
        "Attack at speed: carry the ball at a defender to commit him.",
        "Runners go wide and diagonal to stretch the two defenders.",
        "On the change, defenders become attackers immediately: no walking.",
        "Defending 3v2: delay, stay compact, force the play wide and protect the goal.",
      ],
      durationMinutes: 15,
      intensity: "high",
      players: 14,
      progressions: [],
    },
    {
      id: "counter-press-rondo",
      title: "Counter-Press Rondo: Five-Second Rule",
      diagram: u15.counterPressRondo,
      organisation:
        "24 × 20 m, 4v4 plus two jokers on the touchlines (6v4 in possession). Six passes score a point. The team that loses the ball has five seconds to win it back while the coach counts aloud: a regain within five seconds scores a bonus point. After five seconds the team drops off and defends normally. 4 × 2 minutes, 1 minute rest.",
      coachingPoints: [
        "React in the same second: the closest player attacks the ball immediately.",
        "The next two close the nearest passing lanes, not the ball.",
        "Press forward and from the inside: force the new ball carrier backwards or out.",
        "In possession stay close enough to counter-press: 8–10 m between players.",
      ],
      durationMinutes: 12,
      intensity: "high",
      players: null,
      progressions: [],
    },
    {
      id: "regain-and-counter",
      title: "Regain and Counter: Score in 10 Seconds",
      diagram: u15.regainAndCounter,
      organisation:
        "Half pitch. Red defends the big goal with a goalkeeper, back four and a holding midfielder; the 7, 9 and 11 wait higher up the pitch. Blue attacks with six players and keeps two defenders near halfway. When red wins the ball they have 10 seconds to score in one of two counter goals on the halfway line (2 points). Blue scores in the big goal. Each rep starts with the coach's pass into blue's midfield; 4 × 5 minutes, swap roles halfway.",
      coachingPoints: [
        "First look forward: can the first pass go beyond their midfield?",
        "Runners break wide and in behind the moment we win it: do not wait for the pass.",
        "The ball carrier runs into space until a defender commits, then releases.",
        "Three or four passes at most: finish before they recover.",
        "Players not in the counter hold their rest-defence positions.",
      ],
      durationMinutes: 20,
      intensity: "high",
      players: null,
      progressions: [],
    },
    {
      id: "transition-game",
      title: "7v7 Transition Game",
      diagram: u15.transitionGame,
      organisation:
        "60 × 42 m pitch with goals and goalkeepers. A goal within 10 seconds of a regain counts double; a team that wins the ball back within five seconds of losing it scores a bonus point. 3 × 6 minutes, 1 minute rest.",
      coachingPoints: [
        "The moment the ball changes hands, everyone changes role.",
        "The nearest three press, the rest protect the middle.",
        "After a regain, the first pass goes forward if it is on: into feet or into space.",
        "Keep two players behind the ball (rest defence) when we attack.",
      ],
      durationMinutes: 20,
      intensity: "high",
      players: null,
      progressions: [],
    },
  ],
};

const u16BuildUp: SessionContentInput = {
  title: "Build-Up Play from the Goalkeeper",
  theme:
    "Playing out from the back under pressure. The goalkeeper is the extra player, the centre-backs split wide, the full-backs push on and the 6 shows between the lines. We move the ball to move the press, then play through it. Red builds out from the goal on the right of every diagram; the animations show the patterns step by step.",
  objectives: [
    "Use the goalkeeper to create an extra player in the first line",
    "Move the ball to move the press, then play through it",
    "Receive on the half-turn and play forward",
  ],
  ageGroup: "U16",
  level: "advanced",
  date: null,
  topics: ["build-up play", "possession", "passing", "goalkeeping"],
  phases: ["attacking", "transition-to-defence"],
  intensity: "medium",
  blocks: [
    {
      id: "build-up-shape",
      title: "Build-Up Shape: Unopposed Patterns",
      diagram: u16.buildUpShape,
      organisation:
        "Half pitch, eleven players in their positions, no opposition; the goalkeeper starts every rep with the ball. Centre-backs split to the edges of the box, full-backs push high and wide, the 8 moves into the pocket. Pattern: ① goalkeeper to the wide centre-back, ② centre-back into the 6 on the half-turn, ③ 6 into the 8 between the lines, who turns and drives. Change the pattern every three reps: through the full-back, to the other side, long to the 9.",
      coachingPoints: [
        "Centre-backs split to the edge of the box with an open body, ready to receive on the outside foot.",
        "High, wide full-backs give the centre-back a forward option and stretch the press.",
        "The 6 moves into the gap between the forwards: show, half-turn, play forward.",
        "Passes to the far foot, and keep the tempo high even without opposition.",
      ],
      durationMinutes: 15,
      intensity: "low",
      players: null,
      progressions: [],
    },
    {
      id: "build-up-free-player",
      title: "Play Out Under Pressure: Find the Free Player",
      diagram: u16.buildUpFreePlayer,
      organisation:
        "Half pitch split by a line 22 m from halfway. Build-up zone: red goalkeeper, back four and 6 against four blue pressers. Target zone: red 8 and 10 against one blue. Red scores 1 point for finding a team-mate in the target zone and 2 if that player then dribbles over halfway. Blue scores in the big goal after a regain. Every rep starts with the goalkeeper; 5 × 4 minutes.",
      coachingPoints: [
        "The goalkeeper makes it 5 + 1 v 4: someone is always free.",
        "When a presser jumps, the player he left is free: find him in one or two passes.",
        "Centre-backs take a touch towards the presser to fix him before passing.",
        "Scan before receiving so you know where the free player is.",
        "Do not force it: if the forward pass is closed, go back to the keeper and switch.",
      ],
      durationMinutes: 25,
      intensity: "medium",
      players: null,
      progressions: [],
    },
    {
      id: "build-up-phase",
      title: "Phase of Play: The 6 Drops In",
      diagram: u16.buildUpPhase,
      organisation:
        "Half pitch. Red: goalkeeper, back four, 6, 8 and 10. Blue: six pressers in a 4-2 shape (two strikers, two wingers, two midfielders). Red scores in one of three mini goals on the halfway line, blue in the big goal. Against a front two, the 6 drops between the centre-backs to make a back three (3v2), the full-backs push on and the 8 and 10 take the half-spaces. 4 × 6 minutes; freeze play to check the shape.",
      coachingPoints: [
        "Recognise the front two: 3v2 in the first line is our advantage.",
        "The 6 drops only when it creates the overload; otherwise stay between the lines.",
        "The wide centre-back carries the ball into space until a presser comes.",
        "8 and 10 stay in the half-spaces behind the pressers, ready to receive and turn.",
      ],
      durationMinutes: 25,
      intensity: "high",
      players: null,
      progressions: [],
    },
  ],
};

const u17Crossing: SessionContentInput = {
  title: "Crossing and Finishing, with Attacking Corners",
  theme:
    "Wide play is only as good as the runs in the box. We train three runs for every cross (near post, far post, cut-back), a near-post flick corner routine, crossing against defenders and a game with free crossing channels. Deliveries are early and into the space between the defenders and the goalkeeper.",
  objectives: [
    "Deliver early crosses into the space between the defenders and the goalkeeper",
    "Attack the near post, the far post and the cut-back space on every cross",
    "Run a near-post flick corner routine with timed runs",
  ],
  ageGroup: "U17",
  level: "advanced",
  date: null,
  topics: ["crossing", "finishing", "corners", "set pieces"],
  phases: ["attacking", "set-pieces"],
  intensity: "medium",
  blocks: [
    {
      id: "crossing-runs",
      title: "Crossing and Finishing: Three Runs",
      diagram: u17.crossingRuns,
      organisation:
        "Attacking third with a goal and goalkeeper; a crossing zone wide of the box. Groups of four: the 8 plays wide to the 7, who drives into the crossing zone and crosses. The 9 attacks the near post, the 10 the far post, and the 8 arrives at the penalty spot for the cut-back. Alternate sides; 10–12 crosses per group, then rotate roles.",
      coachingPoints: [
        "Cross early and hard into the corridor between the defenders and the goalkeeper.",
        "Near-post runner attacks the front of the six-yard box; the far-post runner holds and arrives late.",
        "Arrive, do not wait: time the run to meet the ball at speed.",
        "Finish across the goalkeeper: side-foot volleys and downward headers.",
      ],
      durationMinutes: 20,
      intensity: "medium",
      players: 12,
      progressions: [
        {
          title: "Opposed: 3v2 in the box",
          description:
            "Add two defenders. The runners need a double movement (away, then attack the space in front of the marker) to get to the ball first.",
          diagram: u17.crossingRunsOpposed,
        },
      ],
    },
    {
      id: "attacking-corners",
      title: "Attacking Corners: Near-Post Flick",
      diagram: u17.attackingCorner,
      organisation:
        "Attacking third against a full defending set-up: three zonal defenders on the six-yard line, three man-markers and a goalkeeper. The taker raises an arm for an in-swinger to the near post. The 9 starts near the penalty spot and attacks the front post to flick on; the 5 starts wide of the spot and curves a late run to the back post; the 4 crosses the 5's path to block his marker; the 10 stands in front of the goalkeeper; the 8 and 6 hold the edge of the box for second balls. Two centre-backs stay at halfway as rest defence. 8–10 corners from each side.",
      coachingPoints: [
        "Delivery: in-swinging, head height, into the space in front of the near post.",
        "Start the runs late and together: a moving attacker is harder to mark.",
        "The near-post flick is a glancing header: just redirect the ball.",
        "Second-ball players react first; rebounds land on the edge of the box.",
        "Rest defence stays switched on: a corner is a counter-attack risk.",
      ],
      durationMinutes: 15,
      intensity: "medium",
      players: 16,
      progressions: [],
    },
    {
      id: "opposed-crossing",
      title: "Opposed Crossing: 3v2 with a Free Winger",
      diagram: u17.opposedCrossing,
      organisation:
        "Attacking third with free crossing channels on both flanks where the winger cannot be tackled. The 8 plays wide and the 7 crosses; the 9 and 10 attack the ball against two defenders and the keeper, the 8 arrives late. If the defenders win the ball they counter into one of two mini goals on the 35 m line, defended by the red 6. Six reps per group, then rotate.",
      coachingPoints: [
        "Attackers use a double movement: step away from the marker, then attack the space in front of him.",
        "The crosser looks up first: pick a runner rather than just hitting an area.",
        "Attack the defender's blind side: he cannot watch ball and runner at once.",
        "The 6 protects against the counter: stay between the ball and the mini goals.",
      ],
      durationMinutes: 15,
      intensity: "high",
      players: 12,
      progressions: [],
    },
    {
      id: "crossing-game",
      title: "8v8 Game with Crossing Channels",
      diagram: u17.crossingGame,
      organisation:
        "64 × 46 m pitch with goals and goalkeepers; 8 m channels down each side that only one player per team may enter and where they cannot be tackled. Goals from crosses count double; headers and volleys from crosses count triple. 3 × 8 minutes.",
      coachingPoints: [
        "Switch the play quickly to the free channel.",
        "Fill the box: at least three players for every cross.",
        "Defending: protect the near post and the penalty spot and keep the runners in front of you.",
      ],
      durationMinutes: 25,
      intensity: "high",
      players: null,
      progressions: [],
    },
  ],
};

const u18BackFour: SessionContentInput = {
  title: "Defending as a Back Four: Shape, Shifting and Line Control",
  theme:
    "A back four defends as one unit: the full-back presses when the ball goes wide, the nearest centre-back covers, the far side balances and tucks in, and the line steps up or drops depending on pressure on the ball. Red defends the goal on the right of every diagram; the animations show the line moving with the ball.",
  objectives: [
    "Press, cover and balance as a unit when the ball goes wide",
    "Shift across together and keep 8–12 m between defenders",
    "Step up on a closed ball, drop on an open ball",
  ],
  ageGroup: "U18",
  level: "advanced",
  date: null,
  topics: ["defending", "back four", "defensive shape", "pressing"],
  phases: ["defending", "transition-to-attack"],
  intensity: "medium",
  blocks: [
    {
      id: "press-cover",
      title: "Press and Cover: 2v2 Channels",
      diagram: u18.pressCoverTwoVTwo,
      organisation:
        "20 × 16 m channels, groups of four. Two red defenders start on their end line: one passes to the blue attackers and both go. Attackers score by dribbling over the red end line; defenders score by winning the ball and dribbling over the blue line. Work about 10 seconds, rest 30; 8 reps, then swap roles.",
      coachingPoints: [
        "First defender: close quickly, arrive side-on and show the attacker away from your partner.",
        "Second defender: cover at an angle 3–5 m behind, close enough to help and able to see both attackers.",
        "Talk: 'I go', 'cover', 'switch'.",
        "When the ball is switched, the roles switch: the cover becomes the presser.",
      ],
      durationMinutes: 15,
      intensity: "medium",
      players: 12,
      progressions: [],
    },
    {
      id: "back-four-shift",
      title: "Back Four Shifting: Shadow Play",
      diagram: u18.backFourShift,
      organisation:
        "Half pitch. Back four and goalkeeper against five blue servers spread across the pitch 20–25 m from goal. The servers pass the ball between them, slowly at first, then faster; the back four shifts on every pass. Ball wide: the full-back presses, the near centre-back covers, the far centre-back balances and the far full-back tucks in level with the far post. Ball played back: step up. Ball switched: shift across as a unit. 4 × 2 minutes; freeze to check distances.",
      coachingPoints: [
        "Move together on every pass: the line shifts while the ball travels, not after.",
        "Keep 8–12 m between defenders; with the ball central the line is no wider than the box.",
        "The far full-back tucks in: nobody scores from the far touchline.",
        "Talk constantly: the goalkeeper and centre-backs organise the line.",
      ],
      durationMinutes: 15,
      intensity: "medium",
      players: null,
      progressions: [],
    },
    {
      id: "line-control",
      title: "Line Control: Step Up or Drop",
      diagram: u18.lineControl,
      organisation:
        "Half pitch. Back four, goalkeeper and a red 6 against a blue midfielder and four forwards. The blue 8 receives from the coach and the red 6 presses. Closed ball (the 8 is under pressure or facing his own goal): the line steps up together and leaves the forwards offside. Open ball (the 8 turns and can play forward): the line drops to protect the space behind and the goalkeeper starts high to sweep. Forwards score from balls played in behind. 6 × 2 minutes.",
      coachingPoints: [
        "Read the ball carrier, not the forwards: pressure on the ball decides what the line does.",
        "Step up on the centre-back's call, all together, with short quick steps.",
        "Drop early on an open ball: running forward to the ball is easier than turning to chase it.",
        "The goalkeeper is the last defender: start high and sweep balls played in behind.",
      ],
      durationMinutes: 15,
      intensity: "medium",
      players: null,
      progressions: [],
    },
    {
      id: "defend-the-box",
      title: "Defend the Box: 6v6 Phase of Play",
      diagram: u18.defendTheBox,
      organisation:
        "Half pitch. Red: goalkeeper, back four and two holding midfielders. Blue: six attackers (front three, two midfielders and an overlapping full-back). Blue scores in the big goal; red scores by passing into either counter goal on the halfway line after a regain. Each rep restarts from blue's midfield. 4 × 5 minutes.",
      coachingPoints: [
        "Ball wide: pressure on the crosser, protect the near post, mark the runners in the box.",
        "Midfielders screen the cut-back zone around the penalty spot, where most goals come from.",
        "Track runners into the box: touch-tight and goal-side.",
        "After a regain the first pass goes forward into a counter goal: the defence becomes the attack.",
      ],
      durationMinutes: 25,
      intensity: "high",
      players: null,
      progressions: [],
    },
  ],
};

const adultSmallSidedGames: SessionContentInput = {
  title: "Small-Sided Games for Fitness: 4v4 with Goalkeepers",
  theme:
    "Football-specific conditioning: short, intense small-sided games with controlled work-to-rest ratios instead of laps of the pitch. Players should reach 85–90% of maximum heart rate in the 4v4 block. Activate properly first and bring the heart rate down at the end.",
  objectives: [
    "Repeat high-intensity efforts with the ball",
    "Transition quickly in tight spaces",
    "Shoot early and often",
  ],
  ageGroup: "adult",
  level: "intermediate",
  date: null,
  topics: ["small-sided games", "fitness", "finishing", "transitions"],
  phases: ["attacking", "defending", "transition-to-attack", "transition-to-defence"],
  intensity: "high",
  blocks: [
    {
      id: "three-team-possession",
      title: "Activation: Three-Team Possession 8v4",
      diagram: adult.threeTeamPossession,
      organisation:
        "25 × 25 m, three teams of four (red, blue and yellow bibs). Two teams keep the ball together against the third (8v4), two touches. The team that loses possession becomes the defending team. 3 × 3 minutes with 1 minute of active rest (mobility).",
      coachingPoints: [
        "Move after every pass: offer an angle, not a target.",
        "Defenders press in pairs and cut out the middle.",
        "Build the intensity: the first minute at about 60%, the last at match speed.",
      ],
      durationMinutes: 12,
      intensity: "medium",
      players: null,
      progressions: [],
    },
    {
      id: "four-v-four",
      title: "4v4 with Goalkeepers: 4 × 4 Minutes",
      diagram: adult.fourVFourGoalkeepers,
      organisation:
        "35 × 25 m pitch with small goals and goalkeepers. Three teams of four: two play while the third rests on the touchlines with balls and feeds a new one in immediately when the ball goes out. 4-minute games with 2 minutes rest; every team plays four games. Aim for 85–90% of maximum heart rate.",
      coachingPoints: [
        "Shoot on sight: on a small pitch a shot from anywhere is a good decision.",
        "Transition at once: the nearest player presses, the others recover.",
        "Three touches at most keeps the ball moving and the intensity high.",
        "Goalkeepers restart quickly with throws to the free player.",
      ],
      durationMinutes: 26,
      intensity: "high",
      players: 14,
      progressions: [],
    },
    {
      id: "two-v-two",
      title: "2v2 with Goalkeepers and Wall Players",
      diagram: adult.twoVTwoWallPlayers,
      organisation:
        "25 × 18 m with small goals and goalkeepers; 2v2 inside and four one-touch wall players on the touchlines who play for the team in possession. 6 × 1 minute all-out with 1 minute rest; rotate pairs and wall players.",
      coachingPoints: [
        "All-out effort for 60 seconds: the rest is the reward.",
        "Use the wall players for one-twos to escape your marker.",
        "Shoot first time as soon as the angle opens.",
      ],
      durationMinutes: 14,
      intensity: "high",
      players: 14,
      progressions: [],
    },
    {
      id: "cool-down",
      title: "Cool-Down: Walking Rondo and Stretching",
      diagram: adult.coolDownRondo,
      organisation:
        "12 × 12 m rondos, 5v1 at walking pace for 3 minutes, then 5 minutes of static stretching (hamstrings, quadriceps, hip flexors, calves, adductors), 30 seconds each side.",
      coachingPoints: [
        "Bring the heart rate down gradually: walk, do not stop dead.",
        "Hold each stretch for about 30 seconds without bouncing.",
        "Drink and stretch the muscles used for sprinting: hamstrings, hip flexors, adductors, calves.",
      ],
      durationMinutes: 8,
      intensity: "low",
      players: 14,
      progressions: [],
    },
  ],
};

const goalkeeping: SessionContentInput = {
  title: "Goalkeeping Fundamentals: Set Position, Handling and Diving",
  theme:
    "A dedicated session for young goalkeepers: the set position, catching shapes, positioning on the line between ball and goal, a safe diving progression and 1v1 breakaways. Run it with two or three keepers, an assistant coach and a few outfield players as shooters. Quality of technique comes before the power of the shots.",
  objectives: [
    "Be set (balanced, weight forward) as the shot is struck",
    "Use the right catching shape and get the body behind the ball",
    "Stand on the line between ball and goal centre",
    "Dive safely to both sides",
  ],
  ageGroup: "U12",
  level: "beginner",
  date: null,
  topics: ["goalkeeping", "shot stopping", "handling", "diving"],
  phases: ["defending"],
  intensity: "medium",
  blocks: [
    {
      id: "footwork-handling",
      title: "Footwork and Handling Circuit",
      diagram: gk.footworkHandling,
      organisation:
        "A 4 m ladder, two small hurdles and a coach with balls. The keeper moves through the ladder (two feet in each space), hops the hurdles, sets, and catches a volley or throw from the coach at chest, head or stomach height, then jogs back on the outside. Two or three keepers rotate; 8–10 reps each, varying the height of the serve.",
      coachingPoints: [
        "Set before the serve: feet shoulder-width apart, knees bent, weight on the balls of the feet, hands ready.",
        "'W' shape for balls at chest height and above: thumbs almost touching behind the ball.",
        "Basket or scoop for balls at stomach height and below, with the body behind the ball.",
        "Quick small steps through the ladder: good footwork makes the save easier.",
      ],
      durationMinutes: 12,
      intensity: "medium",
      players: null,
      progressions: [],
    },
    {
      id: "angle-play",
      title: "Angle Play: Set Before Every Shot",
      diagram: gk.angleShotStopping,
      organisation:
        "Penalty area with a goal. Three shooters (left, centre and right) 14–16 m out. The coach calls a number; the keeper moves along the arc to the line between ball and goal centre and sets before the shot. Save, return the ball, reset. Shots at 70% power to start, then full power. 3 blocks of 9 shots with rest between blocks.",
      coachingPoints: [
        "Move along the arc with small side-steps and never cross your feet.",
        "Stand on the line between ball and the centre of the goal: check your position against the posts.",
        "Be set (stop moving) as the shooter's kicking leg goes back.",
        "Catch if you can, parry wide if you cannot: never back into the middle.",
      ],
      durationMinutes: 18,
      intensity: "medium",
      players: null,
      progressions: [],
    },
    {
      id: "diving",
      title: "Diving Progression: Kneeling to Standing",
      diagram: gk.divingProgression,
      organisation:
        "A goal in a small area; discs about 3 m either side of the keeper mark the dive zone. The coach serves from 6–8 m. Stage 1: collapse dives from kneeling, five to each side. Stage 2: from a crouch. Stage 3: from the standing set position, ball just inside the discs. Keepers work in pairs; the resting keeper collects and feeds balls. Soft ground or a mat for the early stages.",
      coachingPoints: [
        "Lead with the hands: they go to the ball first and the body follows.",
        "Land on the side of the body (hip, ribs, shoulder), never on the elbow or stomach.",
        "Step sideways onto the near foot before diving (the power step), not backwards.",
        "Top hand behind the ball, bottom hand on top; pull the ball into the body.",
      ],
      durationMinutes: 12,
      intensity: "medium",
      players: null,
      progressions: [],
    },
    {
      id: "breakaways",
      title: "1v1 Breakaways: Close Down and Spread",
      diagram: gk.oneVOneBreakaway,
      organisation:
        "Penalty area; attackers start between the cones on the edge of the box. The attacker dribbles at goal; the keeper advances while the ball is off the attacker's foot, sets when the attacker is about to touch it again and spreads to block when close. 6 reps per keeper with two or three attackers rotating.",
      coachingPoints: [
        "Come off your line while the ball is away from the attacker's foot; stop and set when he is about to touch it.",
        "① close down ② set ③ spread: a low block or a long barrier depending on the distance.",
        "Stay big and on your feet as long as possible: make the attacker decide first.",
        "Hands low and wide when you spread, and protect your face.",
      ],
      durationMinutes: 18,
      intensity: "high",
      players: null,
      progressions: [],
    },
  ],
};

const warmUpLibrary: SessionContentInput = {
  title: "Warm-Up Library: Dynamic Movement, Passing and Rondos",
  theme:
    "Four warm-ups to mix and match, following the raise, activate, mobilise and potentiate principles of injury-prevention programmes such as FIFA 11+. Combine two of them for a standard 20-minute warm-up, or run all four on a light day. The ball comes in as early as possible.",
  objectives: [
    "Raise heart rate and body temperature, with the ball as early as possible",
    "Prepare muscles and joints for sprinting, jumping and changing direction",
    "Switch on decision-making with a rondo",
  ],
  ageGroup: "U16",
  level: "intermediate",
  date: null,
  topics: ["warm-up", "rondo", "passing", "injury prevention", "speed"],
  phases: [],
  intensity: "medium",
  blocks: [
    {
      id: "dynamic-prep",
      title: "Dynamic Movement Prep Through the Lanes",
      diagram: warmUps.dynamicPrep,
      organisation:
        "Two lanes of six cones 5 m apart, 6 m between the lanes. Players in pairs do one exercise on the way out and jog back on the outside. Two lengths each of: jogging; hip out; hip in; circling your partner; shoulder contact; quick forward and backward runs; lunges with a twist; heel flicks; high knees; side-shuffle; progressive runs up to 80%.",
      coachingPoints: [
        "Quality over speed: full range of movement, knees in line with the toes.",
        "Land softly from jumps and shoulder contacts by bending hips and knees.",
        "Raise the intensity steadily: the last run is close to match pace.",
      ],
      durationMinutes: 15,
      intensity: "low",
      players: 16,
      progressions: [],
    },
    {
      id: "diamond-passing",
      title: "Diamond Passing: Pass and Follow",
      diagram: warmUps.diamondPassing,
      organisation:
        "Four cones in a diamond, about 13 m between neighbouring cones. Two players at the start cone and one at each other cone. Pass and follow your pass round the diamond; add a second ball once the timing is good. Change direction every 2 minutes to use both feet.",
      coachingPoints: [
        "Check away, then show: create the space before you receive.",
        "Receive on the back foot, already open to the next cone.",
        "Pass firmly along the floor to the receiver's far foot.",
        "Follow your pass at tempo: this is a warm-up, keep moving.",
      ],
      durationMinutes: 15,
      intensity: "medium",
      players: 10,
      progressions: [
        {
          title: "Up, back and through",
          description:
            "A passes into B, B sets back to A who has moved up the angle, and A plays forward to C. B follows to C's cone, A to B's.",
          diagram: warmUps.diamondUpBackThrough,
        },
      ],
    },
    {
      id: "positional-rondo",
      title: "Rondo 5+1 v 2",
      diagram: warmUps.positionalRondo,
      organisation:
        "16 × 16 m: five players on the outside, one in the middle (the 6) and two defenders. Outside players have two touches, the 6 is free. A pass into the 6 and out again scores 2 points; 8 passes in a row score 1. Defenders swap after winning the ball or every 90 seconds. 3 × 4 minutes with short breaks.",
      coachingPoints: [
        "The 6 keeps moving to stay visible between the defenders: never hide behind one.",
        "Outside players play into the 6 when both defenders are looking at the ball.",
        "The 6 receives on the half-turn and plays away from pressure.",
        "Quick circulation round the outside opens the middle.",
      ],
      durationMinutes: 20,
      intensity: "medium",
      players: 16,
      progressions: [],
    },
    {
      id: "reaction-races",
      title: "Reaction Races",
      diagram: warmUps.reactionRaces,
      organisation:
        "Partners face each other 2 m apart in the middle of a 22 × 12 m area, with cone lines 10 m to either side. The coach calls 'left' or 'right'; both race to that line, so one player leads and the other chases. 6–8 races with a walk-back recovery of about 30 seconds.",
      coachingPoints: [
        "First three steps short, powerful and low.",
        "React to the call, not to your partner.",
        "Recover fully between races: this is speed, not conditioning.",
      ],
      durationMinutes: 10,
      intensity: "high",
      players: 16,
      progressions: [],
    },
  ],
};

/** The twelve demo sessions, in the order they are seeded. */
export const DEMO_SESSIONS: SessionContentInput[] = [
  u8FunFootball,
  u10Dribbling,
  u12Rondos,
  u13PassingFinishing,
  u14Pressing,
  u15Transitions,
  u16BuildUp,
  u17Crossing,
  u18BackFour,
  adultSmallSidedGames,
  goalkeeping,
  warmUpLibrary,
];
