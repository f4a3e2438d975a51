import { AdminImages } from "../../features/blog/components/admin-images.tsx";

export default function Screen() {
  return <AdminImages />;
}
