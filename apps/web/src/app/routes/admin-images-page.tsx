import { AdminImages } from "../../features/images/components/admin-images.tsx";

export default function Screen() {
  return <AdminImages />;
}
