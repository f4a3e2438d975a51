import { Link } from "react-router";

const FOOTER_LINKS = [
  { label: "Blog", to: "/blog" },
  { label: "About", to: "/about" },
  { label: "Feedback", to: "/feedback" },
  { label: "Keyboard Shortcuts", to: "/shortcuts" },
  { label: "FAQ & Help", to: "/faq" },
  { label: "Privacy", to: "/privacy" },
  { label: "Terms", to: "/terms" },
];

export function Footer() {
  return (
    <footer className="no-print mt-16 border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 text-sm text-slate-600 md:flex-row md:items-center md:justify-between">
        <p>© {new Date().getFullYear()} Touchline · Made by a grassroots coach in Malta</p>
        <nav aria-label="Footer">
          <ul className="flex flex-wrap gap-x-5 gap-y-2">
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="hover:text-brand-700 hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
