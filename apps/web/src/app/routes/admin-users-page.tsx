import { AdminUsers } from "../../features/users/components/admin-users.tsx";

export default function Screen() {
  return <AdminUsers />;
}
