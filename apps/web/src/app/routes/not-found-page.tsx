import { Link, useNavigate } from "react-router";
import { Button, buttonClasses } from "../../components/ui/button.tsx";

const POPULAR_PAGES = [
  { label: "About", to: "/about" },
  { label: "Blog", to: "/blog" },
  { label: "FAQ", to: "/faq" },
  { label: "Contact", to: "/feedback" },
  { label: "Help", to: "/shortcuts" },
];

export default function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center">
      <title>Page not found – Touchline</title>
      <meta name="robots" content="noindex, nofollow" />
      <p className="text-6xl font-extrabold text-brand-600">404</p>
      <h1 className="mt-4 text-2xl font-bold">This page is off the pitch</h1>
      <p className="mt-2 text-slate-600">The page you were looking for does not exist or has moved.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonClasses()}>
          Go Home
        </Link>
        <Link to="/tactical-board" className={buttonClasses({ variant: "secondary" })}>
          Try Tactical Board
        </Link>
        <Button variant="ghost" onClick={() => navigate(-1)}>
          Go Back
        </Button>
      </div>
      <nav aria-label="Popular pages" className="mt-10">
        <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-500">Popular pages</h2>
        <ul className="mt-3 flex flex-wrap justify-center gap-4">
          {POPULAR_PAGES.map((page) => (
            <li key={page.label}>
              <Link to={page.to} className="text-brand-700 hover:underline">
                {page.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
