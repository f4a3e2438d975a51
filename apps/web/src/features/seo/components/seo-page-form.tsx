import { zodResolver } from "../../../lib/i18n/zod-resolver.ts";
import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import {
  ADVISED_SEO_DESCRIPTION_LENGTH,
  ADVISED_SEO_TITLE_LENGTH,
  intlLocaleOf,
  MAX_SEO_DESCRIPTION_LENGTH,
  MAX_SEO_TITLE_LENGTH,
  type SeoPage,
  SeoPageInputSchema,
  type UploadedImage,
} from "@touchline/contracts";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { z } from "zod";
import { Button } from "../../../components/ui/button.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { TextareaField } from "../../../components/ui/textarea-field.tsx";
import { toast } from "../../../components/ui/toast-store.ts";
import { showApiError } from "../../../lib/show-api-error.ts";
import { useSaveSeoPage } from "../api/use-seo-pages.ts";
import { formatByteSize } from "../../../lib/format-byte-size.ts";

/** The form's own shape: no image as "". Validated by the same rules as the server. */
const FormSchema = SeoPageInputSchema.pick({ title: true, description: true }).extend({ imageId: z.string() });
type FormValues = z.input<typeof FormSchema>;
const FIELDS = ["title", "description", "imageId"] as const;

const valuesOf = (page: SeoPage): FormValues => ({
  title: page.title,
  description: page.description,
  imageId: page.imageId ?? "",
});

/** "58 / 70 characters", and a warning past what search engines show (the input enforces the hard limit). */
function useCharacterCount() {
  const { t } = useLingui();
  return (length: number, advised: number) =>
    length > advised
      ? t`${length} / ${plural(advised, { one: "# character", other: "# characters" })} – search engines may cut the rest`
      : t`${length} / ${plural(advised, { one: "# character", other: "# characters" })}`;
}

/** The count of a title: amber past what search engines show. */
function CharacterCount({ length, advised }: { length: number; advised: number }) {
  const characterCount = useCharacterCount();
  return (
    <span className={length > advised ? "font-medium text-amber-800" : "text-slate-600"}>
      {characterCount(length, advised)}
    </span>
  );
}

/** One public page's title, description and share image, saved on its own. */
export function SeoPageForm({ page, images }: { page: SeoPage; images: readonly UploadedImage[] | undefined }) {
  const { t, i18n } = useLingui();
  const characterCount = useCharacterCount();
  const save = useSaveSeoPage();
  const form = useForm<FormValues>({ defaultValues: valuesOf(page), resolver: zodResolver(FormSchema) });
  const { errors, isDirty, isSubmitting } = form.formState;
  const [title = "", description = "", imageId = ""] = form.watch(["title", "description", "imageId"]);
  const headingId = useId();
  const imageFieldId = useId();
  const chosen = images?.find((image) => image.id === imageId);
  const { defaultTitle, defaultDescription, label } = page;
  const descriptionCount = characterCount(description.length, ADVISED_SEO_DESCRIPTION_LENGTH);
  const savedAt =
    page.updatedAt &&
    new Date(page.updatedAt).toLocaleString(intlLocaleOf(i18n.locale), {
      dateStyle: "medium",
      timeStyle: "short",
    });

  const submit = form.handleSubmit(async (values) => {
    try {
      const { page: saved } = await save.mutateAsync({ path: page.path, ...values, imageId: values.imageId || null });
      form.reset(valuesOf(saved));
      const { label, path } = page;
      toast({
        title: t`SEO saved`,
        description: t`${label} (${path}) now shows its new title, description and share image.`,
      });
    } catch (error) {
      showApiError(error, t`Could not save the SEO settings`, {
        setError: form.setError,
        fields: FIELDS,
        fallback: t`Please try again.`,
      });
    }
  });

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-2xl bg-white p-5 ring-1 ring-slate-200"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {page.label}
        </h2>
        <Link to={page.path} className="font-mono text-sm text-brand-700 hover:underline">
          {page.path}
        </Link>
      </div>
      <TextField
        label={t`Title`}
        maxLength={MAX_SEO_TITLE_LENGTH}
        error={errors.title?.message}
        hint={
          <>
            <CharacterCount length={title.length} advised={ADVISED_SEO_TITLE_LENGTH} />
            <span className="block text-slate-600">{t`Left empty: “${defaultTitle}”`}</span>
          </>
        }
        {...form.register("title")}
      />
      <TextareaField
        label={t`Description`}
        rows={3}
        maxLength={MAX_SEO_DESCRIPTION_LENGTH}
        error={errors.description?.message}
        hint={t`${descriptionCount}. Left empty: “${defaultDescription}”`}
        {...form.register("description")}
      />
      <div className="grid gap-4 sm:grid-cols-[1fr_auto] sm:items-start">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={imageFieldId} className="text-sm font-medium text-slate-800">
            <Trans>Share image</Trans>
          </label>
          <select
            id={imageFieldId}
            aria-invalid={errors.imageId ? true : undefined}
            aria-describedby={`${imageFieldId}-hint`}
            className="h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200"
            {...form.register("imageId")}
          >
            <option value="">
              {page.path === "/" ? t`No share image` : t`No share image (the home page's is used)`}
            </option>
            {/* An image from beyond the newest 100 stays selectable under its id. */}
            {imageId && images && !chosen ? <option value={imageId}>{t`Current image`}</option> : null}
            {images?.map((image) => (
              <option key={image.id} value={image.id}>
                {`${image.originalName} (${image.width} × ${image.height}, ${formatByteSize(image.byteSize, i18n.locale)})`}
              </option>
            ))}
          </select>
          <p id={`${imageFieldId}-hint`} className="text-xs text-slate-600">
            <Trans>
              Link previews show it; 1200 × 630 pixels suits most sites. Upload pictures in{" "}
              <Link to="/admin/images" className="font-medium text-brand-700 hover:underline">
                Image Management
              </Link>
              .
            </Trans>
          </p>
          {errors.imageId ? (
            <p role="alert" className="text-sm text-red-600">
              {errors.imageId.message}
            </p>
          ) : null}
        </div>
        {imageId ? (
          <img
            src={chosen?.url ?? page.imageUrl ?? undefined}
            alt={t`Share image of ${label}`}
            className="h-24 w-auto max-w-48 rounded-lg object-cover ring-1 ring-slate-200"
          />
        ) : null}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t`Please wait...` : t`Save`}
          <span className="sr-only">{` ${page.label}`}</span>
        </Button>
        {isDirty ? (
          <span className="text-sm text-amber-800">
            <Trans>Unsaved changes</Trans>
          </span>
        ) : null}
        {savedAt && !isDirty ? <span className="text-sm text-slate-600">{t`Saved ${savedAt}`}</span> : null}
      </div>
    </form>
  );
}
