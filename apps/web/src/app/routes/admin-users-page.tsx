import { AdminUsers } from "../../features/admin-users/components/admin-users.tsx";

export default function Screen() {
  return <AdminUsers />;
}
