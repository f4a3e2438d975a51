import { useParams } from "react-router";
import { BlogPostView } from "../../features/blog/components/blog-post-view.tsx";

export default function Page() {
  const { slug = "" } = useParams();
  // Keyed by slug so moving between posts starts from a clean state.
  return <BlogPostView key={slug} slug={slug} />;
}
