import { Trans, useLingui } from "@lingui/react/macro";
import { MAX_TESTIMONIAL_RATING, type Testimonial } from "@touchline/contracts";
import { useTestimonials } from "../api/use-testimonials.ts";

/** Initials drawn in the avatar circle; avatars are never fetched from an image service. */
function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]!, words.at(-1)!] : words;
  return letters.map((word) => [...word][0]!.toUpperCase()).join("");
}

function StarRating({ rating }: { rating: number }) {
  const { t } = useLingui();
  const maximum = MAX_TESTIMONIAL_RATING;
  return (
    <p role="img" aria-label={t`Rated ${rating} out of ${maximum}`} className="flex gap-0.5">
      {Array.from({ length: MAX_TESTIMONIAL_RATING }, (_, index) => (
        <svg
          key={index}
          aria-hidden="true"
          viewBox="0 0 20 20"
          className={index < rating ? "size-5 text-amber-400" : "size-5 text-slate-300"}
          fill="currentColor"
        >
          <path d="M10 1.5l2.6 5.3 5.9.9-4.25 4.1 1 5.85L10 14.9l-5.25 2.75 1-5.85L1.5 7.7l5.9-.9z" />
        </svg>
      ))}
    </p>
  );
}

function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className="flex h-full flex-col">
      {testimonial.rating ? <StarRating rating={testimonial.rating} /> : null}
      <blockquote className="mt-4 flex-1 leading-7 text-slate-700">
        <p className="whitespace-pre-line break-words">“{testimonial.content}”</p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-3">
        <span
          aria-hidden="true"
          className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-bold text-brand-800 ring-2 ring-white"
        >
          {initialsOf(testimonial.name)}
        </span>
        <span>
          <span className="block font-semibold text-slate-900">{testimonial.name}</span>
          {testimonial.role ? <span className="block text-sm text-slate-600">{testimonial.role}</span> : null}
        </span>
      </figcaption>
    </figure>
  );
}

/**
 * Real coaches' words, as a super admin entered them (with their permission). Without any, the section
 * is not there at all, and the navigation bar drops its link to it.
 */
export function TestimonialsSection() {
  const testimonials = useTestimonials();
  if (testimonials.length === 0) return null;
  return (
    <section id="testimonials" aria-labelledby="testimonials-heading" className="mx-auto max-w-6xl px-4 py-16 md:py-20">
      <div className="mx-auto max-w-2xl text-center">
        <h2 id="testimonials-heading" className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          <Trans>What coaches say</Trans>
        </h2>
      </div>
      <ul className="mt-12 grid gap-5 md:grid-cols-2 lg:grid-cols-3">
        {testimonials.map((testimonial) => (
          <li key={testimonial.id} className="flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
            <TestimonialCard testimonial={testimonial} />
          </li>
        ))}
      </ul>
    </section>
  );
}
