import { useParams } from "react-router";
import { AdminUserDetails } from "../../features/admin-users/components/admin-user-details.tsx";

/** /admin/users/:id, inside the User Management frame. */
export default function Screen() {
  const { id = "" } = useParams();
  return <AdminUserDetails key={id} id={id} />;
}
