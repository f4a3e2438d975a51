import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link, useNavigate } from "react-router";
import { Button, buttonClasses } from "../../components/ui/button.tsx";

const POPULAR_PAGES = [
  { label: msg`About`, to: "/about" },
  { label: msg`Blog`, to: "/blog" },
  { label: msg`FAQ`, to: "/faq" },
  { label: msg`Contact`, to: "/feedback" },
  { label: msg`Help`, to: "/shortcuts" },
];

export default function NotFoundPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center">
      <title>{t`Page not found – Touchline`}</title>
      <meta name="robots" content="noindex, nofollow" />
      <p className="text-6xl font-extrabold text-brand-600">404</p>
      <h1 className="mt-4 text-2xl font-bold">
        <Trans>This page is off the pitch</Trans>
      </h1>
      <p className="mt-2 text-slate-600">
        <Trans>The page you were looking for does not exist or has moved.</Trans>
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonClasses()}>
          <Trans>Go Home</Trans>
        </Link>
        <Link to="/tactical-board" className={buttonClasses({ variant: "secondary" })}>
          <Trans>Try Tactical Board</Trans>
        </Link>
        <Button variant="ghost" onClick={() => navigate(-1)}>
          <Trans>Go Back</Trans>
        </Button>
      </div>
      <nav aria-label={t`Popular pages`} className="mt-10">
        <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-500">
          <Trans>Popular pages</Trans>
        </h2>
        <ul className="mt-3 flex flex-wrap justify-center gap-4">
          {POPULAR_PAGES.map((page) => (
            <li key={page.to}>
              <Link to={page.to} className="text-brand-700 hover:underline">
                {t(page.label)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
