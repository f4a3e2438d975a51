import { useLingui } from "@lingui/react/macro";
import { TranslatedDescription } from "../../../lib/translated-description.tsx";
import { BenefitsSection } from "./benefits-section.tsx";
import { CallToActionSection } from "./call-to-action-section.tsx";
import { CountriesStrip } from "./countries-strip.tsx";
import { FaqSection } from "./faq-section.tsx";
import { HeroSection } from "./hero-section.tsx";
import { HowItWorksSection } from "./how-it-works-section.tsx";
import { PricingSection } from "./pricing-section.tsx";
import { TestimonialsSection } from "./testimonials-section.tsx";

/** `/` for visitors. The app shell supplies the navigation bar (which scrolls to these sections) and the footer. */
export default function LandingPage() {
  const { t } = useLingui();
  return (
    <>
      <title>{t`Touchline – plan football training sessions on a drag-and-drop pitch`}</title>
      <TranslatedDescription
        content={t`Touchline: design football drills and training sessions on a drag-and-drop pitch, keep them in your library and print them for the pitch.`}
      />
      <HeroSection />
      <CountriesStrip />
      <BenefitsSection />
      <HowItWorksSection />
      <PricingSection />
      <TestimonialsSection />
      <FaqSection />
      <CallToActionSection />
    </>
  );
}
