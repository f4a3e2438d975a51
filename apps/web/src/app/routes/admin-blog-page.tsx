import { AdminBlog } from "../../features/blog/components/admin-blog.tsx";

export default function Screen() {
  return <AdminBlog />;
}
