import { Trans, useLingui } from "@lingui/react/macro";
import { PageSpinner } from "../../../components/ui/spinner.tsx";
import { useCurrentUser } from "../../auth/index.ts";
import { useLibraryImages, useSeoPages } from "../api/use-seo-pages.ts";
import { SeoPageForm } from "./seo-page-form.tsx";
import { TestimonialsManager } from "./testimonials-manager.tsx";

/**
 * /admin/seo: each public page's title, description and share image, which the server writes into the
 * HTML it sends (for search engines and link previews). Super admins also manage the landing page's
 * testimonials here, beside the other public-facing words.
 */
export function AdminSeo() {
  const { t } = useLingui();
  const pages = useSeoPages();
  const images = useLibraryImages();
  const { permissions } = useCurrentUser();

  return (
    <div className="flex flex-col gap-10">
      <section aria-label={t`Public pages`} className="flex flex-col gap-4">
        <p className="text-slate-600">
          <Trans>
            Search engines and link previews read these. Sessions and blog posts use their own title and description;
            the sitemap (
            <a href="/sitemap.xml" className="font-medium text-brand-700 hover:underline">
              /sitemap.xml
            </a>
            ) and{" "}
            <a href="/robots.txt" className="font-medium text-brand-700 hover:underline">
              /robots.txt
            </a>{" "}
            are written for you.
          </Trans>
        </p>
        {pages.isPending ? (
          <PageSpinner />
        ) : pages.isError ? (
          <p role="alert" className="text-red-700">
            {pages.error.message}
          </p>
        ) : (
          pages.data.pages.map((page) => <SeoPageForm key={page.path} page={page} images={images.data?.images} />)
        )}
      </section>
      {permissions.isSuperAdmin ? <TestimonialsManager /> : null}
    </div>
  );
}
