/** A route of the route table whose feature has not shipped yet: says so plainly. */
export default function UpcomingPage({ title }: { title: string }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <title>{`${title} – Touchline`}</title>
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <p className="mt-4 text-slate-600">This part of Touchline is not available yet. It is coming in a later release of the beta.</p>
    </div>
  );
}
