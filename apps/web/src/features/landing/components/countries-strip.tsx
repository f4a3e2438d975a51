import { Trans, useLingui } from "@lingui/react/macro";
import { CountryFlag, FLAG_COUNTRIES } from "./country-flag.tsx";

export function CountriesStrip() {
  const { i18n } = useLingui();
  // The countries in the reader's language, as the browser's (and the server's) Intl names them.
  const regionNames = new Intl.DisplayNames([i18n.locale], { type: "region" });
  return (
    <section aria-labelledby="countries-heading" className="border-y border-slate-200 bg-white">
      <div className="mx-auto max-w-6xl px-4 py-8">
        <h2 id="countries-heading" className="text-center text-sm font-semibold uppercase tracking-wide text-slate-500">
          <Trans>Coaches from around the world</Trans>
        </h2>
        <ul className="mt-5 flex flex-wrap items-center justify-center gap-x-5 gap-y-4 sm:gap-x-8">
          {FLAG_COUNTRIES.map((country) => (
            <li key={country.code} className="overflow-hidden rounded-md shadow-sm ring-1 ring-slate-200">
              <CountryFlag
                code={country.code}
                name={regionNames.of(country.code) ?? country.code}
                className="block h-8 w-12 sm:h-10 sm:w-15"
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
