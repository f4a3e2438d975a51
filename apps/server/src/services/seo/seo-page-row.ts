import { imageUrl, SEO_PAGES, type SeoPage, type SeoPagePath } from "@touchline/contracts";

/** A stored `seo_pages` row, or none when no admin has described the page yet. */
export interface SeoPageRecord {
  title: string;
  description: string;
  imageId: string | null;
  updatedAt: Date;
}

/** One public page as the SEO screen shows it: what the admin wrote beside the page's defaults. */
export function toSeoPage(path: SeoPagePath, record: SeoPageRecord | undefined): SeoPage {
  const page = SEO_PAGES.find((candidate) => candidate.path === path)!;
  return {
    path,
    label: page.label,
    title: record?.title ?? "",
    description: record?.description ?? "",
    imageId: record?.imageId ?? null,
    imageUrl: record?.imageId ? imageUrl(record.imageId) : null,
    defaultTitle: page.defaultTitle,
    defaultDescription: page.defaultDescription,
    updatedAt: record?.updatedAt.toISOString() ?? null,
  };
}
