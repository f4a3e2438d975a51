import { SiteSearch } from "../../features/search/components/site-search.tsx";

export default function SearchPage() {
  return <SiteSearch />;
}
