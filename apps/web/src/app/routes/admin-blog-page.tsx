export default function Screen() {
  return <p className="text-slate-600">This part of the admin area is not available yet.</p>;
}
