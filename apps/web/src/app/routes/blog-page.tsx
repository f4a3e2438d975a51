import { BlogList } from "../../features/blog/components/blog-list.tsx";

export default function Page() {
  return <BlogList />;
}
