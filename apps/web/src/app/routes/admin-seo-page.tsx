import { AdminSeo } from "../../features/seo/components/admin-seo.tsx";

export default function Screen() {
  return <AdminSeo />;
}
