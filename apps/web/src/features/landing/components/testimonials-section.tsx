/** A coach's quote as the landing page displays it (spec §3, display-only). */
export interface Testimonial {
  name: string;
  role: string;
  content: string;
  /** Whole stars, 1 to 5. */
  rating: number;
  /** Initials drawn in the avatar circle; avatars are never fetched from an image service. */
  avatar: string;
}

const MAX_RATING = 5;

// Placeholder quotes for the beta: replace them with real coaches' words, given with permission, before launch.
const TESTIMONIALS: Testimonial[] = [
  {
    name: "Daniel Borg",
    role: "U10 coach, grassroots club, Malta",
    content:
      "I used to plan on the back of a fixture list. Now the whole week's session is on my phone, and the parents helping me get a printout that actually makes sense.",
    rating: 5,
    avatar: "DB",
  },
  {
    name: "Lucía Fernández",
    role: "Assistant coach, women's amateur team, Spain",
    content:
      "The animation is what sold me. I show the rotation once on the tablet before we start, and the players get it straight away instead of walking through it three times.",
    rating: 5,
    avatar: "LF",
  },
  {
    name: "Tom Whitfield",
    role: "U14 head coach, Sunday league, England",
    content:
      "The global library is full of ideas I'd never have thought of. I copy a drill, change the numbers for my squad and it's ready. Still in beta, but it already saves me an evening a week.",
    rating: 4,
    avatar: "TW",
  },
];

function StarRating({ rating }: { rating: number }) {
  return (
    <p role="img" aria-label={`Rated ${rating} out of ${MAX_RATING}`} className="flex gap-0.5">
      {Array.from({ length: MAX_RATING }, (_, index) => (
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

export function TestimonialsSection() {
  return (
    <section id="testimonials" aria-labelledby="testimonials-heading" className="mx-auto max-w-6xl px-4 py-16 md:py-20">
      <div className="mx-auto max-w-2xl text-center">
        <h2 id="testimonials-heading" className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          What coaches say
        </h2>
        <p className="mt-4 text-lg text-slate-600">From under-tens on a Saturday morning to adult teams on a weeknight.</p>
      </div>
      <ul className="mt-12 grid gap-5 md:grid-cols-2 lg:grid-cols-3">
        {TESTIMONIALS.map((testimonial) => (
          <li key={testimonial.name} className="flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
            <figure className="flex h-full flex-col">
              <StarRating rating={testimonial.rating} />
              <blockquote className="mt-4 flex-1 leading-7 text-slate-700">
                <p>“{testimonial.content}”</p>
              </blockquote>
              <figcaption className="mt-6 flex items-center gap-3">
                <span
                  aria-hidden="true"
                  className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-bold text-brand-800 ring-2 ring-white"
                >
                  {testimonial.avatar}
                </span>
                <span>
                  <span className="block font-semibold text-slate-900">{testimonial.name}</span>
                  <span className="block text-sm text-slate-500">{testimonial.role}</span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
