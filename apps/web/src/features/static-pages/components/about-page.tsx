import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { buttonClasses } from "../../../components/ui/button.tsx";
import { Prose, ProsePage } from "./prose-page.tsx";

const VALUES = [
  {
    title: msg`Coach-first design`,
    text: msg`Every screen starts from a real moment in a coach's week: planning on a Tuesday night, setting out cones in the rain, explaining a pattern in ninety seconds. If a feature does not help in one of those moments, it waits.`,
  },
  {
    title: msg`Simplicity`,
    text: msg`You should be able to draw your first drill without reading a manual. We would rather do a few things well than bury the pitch under menus.`,
  },
  {
    title: msg`Accessibility`,
    text: msg`Touchline works with a keyboard, a mouse or a finger, reads sensibly with a screen reader, and runs in an ordinary browser on the devices coaches already own.`,
  },
  {
    title: msg`Community`,
    text: msg`Coaching gets better when ideas travel. The global library lets coaches share what works, and ideas from the feedback board shape what we build next.`,
  },
];

export default function AboutPage() {
  const { t } = useLingui();
  return (
    <ProsePage
      title={t`About Us`}
      description={t`Touchline is a free session planner for football coaches, built by a grassroots coach in Malta.`}
      lead={t`Touchline is a session planner for football coaches, built by a grassroots coach in Malta and shaped by the coaches who use it.`}
    >
      <Prose>
        <h2>
          <Trans>Our story</Trans>
        </h2>
        <p>
          <Trans>
            Touchline started where most grassroots coaching starts: on a weeknight, after work, with a training session
            to plan for the next evening. The drills lived everywhere — scribbled in notebooks, sketched on the back of
            team sheets, saved as blurry photos of a whiteboard. Finding last month&apos;s good rondo meant scrolling
            through a camera roll. Explaining a new pattern to a volunteer assistant meant drawing it again, by hand.
          </Trans>
        </p>
        <p>
          <Trans>
            The tools that existed were either built for professional clubs, with prices and learning curves to match,
            or were simple drawing apps that knew nothing about football. So a coach from a small club in Malta started
            building the tool they wanted: a real pitch you can drag players onto, movements you can animate, a clean
            printout for the touchline, and one place to keep it all.
          </Trans>
        </p>
        <p>
          <Trans>
            Touchline is now in beta. It is still small, still changing quickly, and still built by a coach who knows
            what a wet Tuesday training session feels like.
          </Trans>
        </p>

        <h2>
          <Trans>Our mission</Trans>
        </h2>
        <p>
          <Trans>
            To give every football coach — the parent who volunteered for the under-eights as much as the licensed
            academy coach — a quick, clear way to plan good sessions, so that less time goes into paperwork and more
            goes into the players.
          </Trans>
        </p>

        <h2>
          <Trans>Our values</Trans>
        </h2>
      </Prose>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2">
        {VALUES.map((value) => (
          <li key={value.title.id} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
            <h3 className="font-semibold text-slate-900">{t(value.title)}</h3>
            <p className="mt-2 text-sm leading-6 text-slate-600">{t(value.text)}</p>
          </li>
        ))}
      </ul>
      <Prose>
        <h2>
          <Trans>What we do</Trans>
        </h2>
        <ul>
          <li>
            <Trans>
              <strong>Session planning on a real pitch.</strong> Drag players, balls, cones and goals into place and
              draw passes, runs and dribbles.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Animated movements.</strong> Play a drill back step by step so players see the pattern before they
              walk it.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>PDF export.</strong> Print a session for the clipboard or send it to the rest of your staff.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>A personal library in the cloud.</strong> Every session you save is there on your laptop, tablet
              or phone.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>A global library.</strong> Publish sessions for other coaches, and copy and adapt theirs.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>A free tactical board.</strong> Open it and start explaining — no account needed.
            </Trans>
          </li>
        </ul>

        <h2>
          <Trans>Our philosophy</Trans>
        </h2>
        <p>
          <Trans>
            A session plan is only useful if it is ready before training and clear on the pitch. That is the test we
            hold every feature to. We prefer plain words to jargon, fast pages to flashy ones, and a tool that fits on a
            tablet in the wind to one that needs a big screen in an office.
          </Trans>
        </p>
        <p>
          <Trans>
            We also believe coaching knowledge should be shared. Good drills have always travelled from coach to coach
            on scraps of paper; the global library simply makes that easier, with credit to the coach who shared the
            idea.
          </Trans>
        </p>
        <p>
          <Trans>
            Finally, we build in the open. Being in beta means some things are rough and some are missing. If something
            gets in your way, or you have an idea, tell us on the <Link to="/feedback">feedback page</Link> — a coach
            reads every message, and your suggestions help decide what we work on next.
          </Trans>
        </p>
      </Prose>
      <div className="mt-10 flex flex-col gap-3 sm:flex-row">
        <Link to="/login" className={buttonClasses()}>
          <Trans>Get Started Free</Trans>
        </Link>
        <Link to="/feedback" className={buttonClasses({ variant: "secondary" })}>
          <Trans>Share your feedback</Trans>
        </Link>
      </div>
    </ProsePage>
  );
}
