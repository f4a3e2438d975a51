import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import {
  type BlogPost,
  type BlogPostInput,
  BlogPostInputSchema,
  type BlogPostStatus,
  MAX_BLOG_TAGS,
  slugify,
} from "@touchline/contracts";
import { lazy, Suspense, useDeferredValue, useId, useState } from "react";
import { type FieldErrors, type Resolver, useForm } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import { Button, buttonClasses } from "../../../components/ui/button.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { TextareaField } from "../../../components/ui/textarea-field.tsx";
import { toast } from "../../../components/ui/toast-store.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { useDeletePost, useSavePost } from "../api/use-admin-blog.ts";
import { formatLongDate } from "../../../lib/format-date.ts";
import { LazyImage, useImages } from "../../images/index.ts";
import { MarkdownContent } from "./markdown-content.tsx";
import { StatusBadge } from "./status-badge.tsx";
import { UnsavedChangesGuard } from "../../../components/ui/unsaved-changes-guard.tsx";
import { showApiError } from "../../../lib/show-api-error.ts";
import { formatByteSize } from "../../../lib/format-byte-size.ts";

const ConfirmDialog = lazy(() => import("../../../components/ui/confirm-dialog.tsx"));

/** The form's own shape: tags as one comma-separated line, no cover as "". */
interface EditorValues {
  title: string;
  slug: string;
  excerpt: string;
  tags: string;
  coverImageId: string;
  body: string;
}
type EditorField = keyof EditorValues;
const EDITOR_FIELDS: readonly EditorField[] = ["title", "slug", "excerpt", "tags", "coverImageId", "body"];

const valuesOf = (post: BlogPost | null): EditorValues => ({
  title: post?.title ?? "",
  slug: post?.slug ?? "",
  excerpt: post?.excerpt ?? "",
  tags: post?.tags.join(", ") ?? "",
  coverImageId: post?.coverImageId ?? "",
  body: post?.body ?? "",
});

const splitTags = (text: string) =>
  text
    .split(",")
    .map((tag) => tag.trim())
    .filter(Boolean);

const toInput = (values: EditorValues, status: BlogPostStatus): BlogPostInput => ({
  title: values.title,
  slug: values.slug.trim(),
  excerpt: values.excerpt,
  body: values.body,
  tags: splitTags(values.tags),
  coverImageId: values.coverImageId || null,
  status,
});

/** "tags.3" → "tags": errors from the shared schema (or the server) land on the form's fields. */
const fieldOf = (path: string): EditorField | null => {
  const head = path.split(".")[0] as EditorField;
  return EDITOR_FIELDS.includes(head) ? head : null;
};

/** Validates with the same schema as the server, so the browser shows the messages the server would send. */
const resolver: Resolver<EditorValues> = async (values) => {
  const result = BlogPostInputSchema.safeParse(toInput(values, "draft"));
  if (result.success) return { values, errors: {} };
  const errors: FieldErrors<EditorValues> = {};
  for (const issue of result.error.issues) {
    const field = fieldOf(issue.path.join("."));
    if (field && !errors[field]) errors[field] = { type: "validate", message: issue.message };
  }
  return { values: {}, errors };
};

const SAVED_TOASTS: Record<`${BlogPostStatus}→${BlogPostStatus}`, MessageDescriptor> = {
  "draft→draft": msg`Draft saved`,
  "draft→published": msg`Post published`,
  "published→published": msg`Changes saved`,
  "published→draft": msg`Post unpublished`,
};

/** Writes or edits one post with a live preview beside the Markdown (below it on narrow screens). */
export function BlogPostEditor({ post }: { post: BlogPost | null }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const savePost = useSavePost();
  const deletePost = useDeletePost();
  const images = useImages({ pageSize: 100 });
  const [isConfirmingDelete, setIsConfirmingDelete] = useState(false);
  const form = useForm<EditorValues>({ defaultValues: valuesOf(post), resolver });
  const { errors, isDirty, isSubmitting } = form.formState;
  const bodyId = useId();

  const [title, body, slug, excerpt, coverImageId] = form.watch(["title", "body", "slug", "excerpt", "coverImageId"]);
  // Typing stays responsive in long posts: the preview catches up when React has time.
  const previewBody = useDeferredValue(body);
  const currentStatus: BlogPostStatus = post?.status ?? "draft";
  const cover = images.data?.images.find((image) => image.id === coverImageId);

  const save = (status: BlogPostStatus) =>
    form.handleSubmit(async (values) => {
      try {
        const { post: saved } = await savePost.mutateAsync({ id: post?.id ?? null, input: toInput(values, status) });
        form.reset(valuesOf(saved));
        toast({ title: t(SAVED_TOASTS[`${currentStatus}→${status}`]), description: saved.title });
        if (!post) navigate(`/admin/blog?post=${saved.id}`, { replace: true });
      } catch (error) {
        if (error instanceof ApiError) {
          for (const [path, message] of Object.entries(error.fields)) {
            const field = fieldOf(path);
            if (field) form.setError(field, { message });
          }
        }
        showApiError(error, t`Could not save the post`, { fallback: t`Please try again.` });
      }
    })();

  const remove = async () => {
    if (!post) return;
    try {
      await deletePost.mutateAsync(post.id);
      form.reset(valuesOf(null));
      toast({ title: t`Post deleted`, description: post.title });
      navigate("/admin/blog", { replace: true });
    } catch (error) {
      showApiError(error, t`Could not delete the post`, { fallback: t`Please try again.` });
    }
  };

  const isBusy = isSubmitting || deletePost.isPending;
  const slugPreview = slug.trim() || (title.trim() ? slugify(title) : "");
  const address = `/blog/${slugPreview}`;
  const excerptLength = excerpt.length;
  const postTitle = post?.title ?? "";
  const publishedSince =
    post?.status === "published" && post.publishedAt ? formatLongDate(post.publishedAt, i18n.locale) : null;
  const maxTags = MAX_BLOG_TAGS;

  return (
    <div className="flex flex-col gap-5">
      <UnsavedChangesGuard
        isDirty={isDirty && !isBusy}
        guardsSearch
        description={t`This post has changes that are not saved. They will be lost.`}
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Link to="/admin/blog" className="text-sm font-medium text-brand-700 hover:underline">
          <Trans>← All posts</Trans>
        </Link>
        <p className="flex items-center gap-2 text-sm text-slate-600">
          {post ? (
            <StatusBadge status={post.status} />
          ) : (
            <span className="font-medium">
              <Trans>New post</Trans>
            </span>
          )}
          {publishedSince ? (
            <span>
              <Trans>since {publishedSince}</Trans>
            </span>
          ) : null}
          {isDirty ? (
            <span className="text-amber-700">
              <Trans>Unsaved changes</Trans>
            </span>
          ) : null}
        </p>
      </div>

      <form
        noValidate
        onSubmit={(event) => event.preventDefault()}
        className="flex flex-col gap-4"
        aria-label={post ? t`Edit ${postTitle}` : t`New post`}
      >
        <div className="grid gap-4 md:grid-cols-2">
          <TextField label={t`Title`} error={errors.title?.message} {...form.register("title")} />
          <TextField
            label={t`Slug`}
            error={errors.slug?.message}
            hint={
              slugPreview
                ? slug.trim()
                  ? t`Address: ${address}`
                  : t`Address: ${address} (from the title)`
                : t`Leave blank to make it from the title.`
            }
            autoCapitalize="none"
            spellCheck={false}
            {...form.register("slug")}
          />
        </div>
        <TextareaField
          label={t`Excerpt`}
          rows={2}
          error={errors.excerpt?.message}
          hint={t`Shown on the blog list and in search results. ${excerptLength}/500`}
          {...form.register("excerpt")}
        />
        <div className="grid gap-4 md:grid-cols-2">
          <TextField
            label={t`Tags`}
            error={errors.tags?.message}
            hint={t`Separate tags with commas (at most ${maxTags}).`}
            {...form.register("tags")}
          />
          <div className="flex flex-col gap-1.5">
            <label htmlFor={`${bodyId}-cover`} className="text-sm font-medium text-slate-800">
              <Trans>Cover image</Trans>
            </label>
            <select
              id={`${bodyId}-cover`}
              aria-invalid={errors.coverImageId ? true : undefined}
              className="h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200"
              {...form.register("coverImageId")}
            >
              <option value="">{t`No cover image`}</option>
              {/* A cover from beyond the newest 100 images stays selectable under its id. */}
              {coverImageId && images.data && !cover ? <option value={coverImageId}>{t`Current cover`}</option> : null}
              {images.data?.images.map((image) => (
                <option key={image.id} value={image.id}>
                  {`${image.originalName} (${image.width} × ${image.height}, ${formatByteSize(image.byteSize, i18n.locale)})`}
                </option>
              ))}
            </select>
            <p className="text-xs text-slate-500">
              <Trans>
                Upload pictures in{" "}
                <Link to="/admin/images" className="font-medium text-brand-700 hover:underline">
                  Image Management
                </Link>
                .
              </Trans>
            </p>
            {errors.coverImageId ? (
              <p role="alert" className="text-sm text-red-600">
                {errors.coverImageId.message}
              </p>
            ) : null}
          </div>
        </div>

        <div className="grid gap-4 lg:grid-cols-2">
          <TextareaField
            id={bodyId}
            label={t`Body (Markdown)`}
            rows={24}
            error={errors.body?.message}
            hint={t`Headings (##), lists (-), **bold**, [links](https://…) and images from the library: ![description](/api/images/…). HTML is shown as text.`}
            className="[&_textarea]:font-mono [&_textarea]:text-sm"
            spellCheck
            {...form.register("body")}
          />
          <section aria-label={t`Preview`} className="flex min-w-0 flex-col gap-1.5">
            <h2 className="text-sm font-medium text-slate-800">
              <Trans>Preview</Trans>
            </h2>
            <div className="min-h-40 overflow-auto rounded-lg bg-white p-5 ring-1 ring-slate-200 lg:max-h-[calc(24*1.5rem+1.25rem)]">
              {cover ? <LazyImage src={cover.url} alt="" className="mb-4 h-auto w-full rounded-lg" /> : null}
              <p className="text-2xl font-bold tracking-tight text-slate-900">{title.trim() || t`Untitled post`}</p>
              {excerpt.trim() ? <p className="mt-2 text-slate-600">{excerpt}</p> : null}
              <MarkdownContent markdown={previewBody} className="mt-4" />
            </div>
          </section>
        </div>

        <div className="flex flex-wrap gap-3 border-t border-slate-200 pt-4">
          {currentStatus === "published" ? (
            <>
              <Button disabled={isBusy} onClick={() => save("published")}>
                {isSubmitting ? <Trans>Please wait...</Trans> : <Trans>Save changes</Trans>}
              </Button>
              <Button variant="secondary" disabled={isBusy} onClick={() => save("draft")}>
                <Trans>Unpublish</Trans>
              </Button>
            </>
          ) : (
            <>
              <Button variant="secondary" disabled={isBusy} onClick={() => save("draft")}>
                {isSubmitting ? <Trans>Please wait...</Trans> : <Trans>Save draft</Trans>}
              </Button>
              <Button disabled={isBusy} onClick={() => save("published")}>
                <Trans>Publish</Trans>
              </Button>
            </>
          )}
          {post?.status === "published" ? (
            <Link to={`/blog/${post.slug}`} className={buttonClasses({ variant: "ghost" })}>
              <Trans>View post</Trans>
            </Link>
          ) : null}
          {post ? (
            <Button variant="danger" className="ml-auto" disabled={isBusy} onClick={() => setIsConfirmingDelete(true)}>
              <Trans>Delete</Trans>
            </Button>
          ) : null}
        </div>
      </form>
      {isConfirmingDelete && post ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            open
            onOpenChange={setIsConfirmingDelete}
            title={t`Delete this post?`}
            description={t`"${postTitle}" will be removed from the blog for good. Its images stay in the image library.`}
            confirmLabel={t`Delete post`}
            isDestructive
            onConfirm={remove}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
