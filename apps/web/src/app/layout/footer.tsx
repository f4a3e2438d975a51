import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { LanguagePicker } from "../../features/account/index.ts";

const FOOTER_LINKS = [
  { label: msg`Blog`, to: "/blog" },
  { label: msg`About`, to: "/about" },
  { label: msg`Feedback`, to: "/feedback" },
  { label: msg`Keyboard Shortcuts`, to: "/shortcuts" },
  { label: msg`FAQ & Help`, to: "/faq" },
  { label: msg`Privacy`, to: "/privacy" },
  { label: msg`Terms`, to: "/terms" },
];

export function Footer() {
  const { t } = useLingui();
  const year = new Date().getFullYear();
  return (
    <footer className="no-print mt-16 border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 text-sm text-slate-600 md:flex-row md:items-center md:justify-between">
        <p>
          <Trans>© {year} Touchline · Made by a grassroots coach in Malta</Trans>
        </p>
        <nav aria-label={t`Footer`}>
          <ul className="flex flex-wrap gap-x-5 gap-y-2">
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="hover:text-brand-700 hover:underline">
                  {t(link.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <LanguagePicker />
      </div>
    </footer>
  );
}
