import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import {
  IMAGE_LIST_PAGE_SIZE,
  IMAGE_UPLOAD_ACCEPT,
  MAX_IMAGE_EDGE,
  MAX_IMAGE_PIXELS,
  MAX_IMAGE_UPLOAD_BYTES,
  type UploadedImage,
} from "@touchline/contracts";
import { lazy, Suspense, useId, useRef, useState } from "react";
import { Pagination } from "../../../components/ui/pagination.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { PageSpinner, Spinner } from "../../../components/ui/spinner.tsx";
import { copyWithToast } from "../../../components/ui/copy-with-toast.ts";
import { toast } from "../../../components/ui/toast-store.ts";
import { showApiError } from "../../../lib/show-api-error.ts";
import { useDeleteImage, useImages, useUploadImage } from "../api/use-images.ts";
import { formatLongDate } from "../../../lib/format-date.ts";
import { LazyImage } from "./lazy-image.tsx";
import { formatByteSize } from "../../../lib/format-byte-size.ts";

const ConfirmDialog = lazy(() => import("../../../components/ui/confirm-dialog.tsx"));

/** The Markdown that shows an image in a post; its alt text starts as the file name without extension. */
export function imageMarkdown(image: Pick<UploadedImage, "originalName" | "url">): string {
  const alt =
    image.originalName
      .replace(/\.[a-z0-9]+$/i, "")
      .replace(/[[\]\\]/g, "")
      .trim() || "image";
  return `![${alt}](${image.url})`;
}

/** /admin/images: upload pictures for covers and posts, copy their Markdown, delete them. */
export function AdminImages() {
  const { t } = useLingui();
  const [page, setPage] = useState(1);
  const images = useImages({ page, pageSize: IMAGE_LIST_PAGE_SIZE });
  const pages = images.data ? Math.max(1, Math.ceil(images.data.total / images.data.pageSize)) : 1;
  const imageCount = images.data?.total ?? 0;
  return (
    <div className="flex flex-col gap-6">
      <UploadForm onUploaded={() => setPage(1)} />
      {images.isPending ? (
        <PageSpinner />
      ) : images.isError ? (
        <p role="alert" className="text-red-700">
          {images.error.message}
        </p>
      ) : images.data.images.length === 0 ? (
        <p className="rounded-2xl bg-white p-10 text-center text-slate-600 ring-1 ring-slate-200">
          <Trans>No images yet. Upload the first one above.</Trans>
        </p>
      ) : (
        <>
          <p className="text-sm text-slate-600" aria-live="polite">
            {t`${plural(imageCount, { one: "# image", other: "# images" })}`}
          </p>
          <ul aria-label={t`Images`} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {images.data.images.map((image) => (
              <ImageCard key={image.id} image={image} />
            ))}
          </ul>
          <Pagination page={page} pages={pages} onPageChange={setPage} />
        </>
      )}
    </div>
  );
}

function UploadForm({ onUploaded }: { onUploaded(): void }) {
  const { t, i18n } = useLingui();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const upload = useUploadImage();
  const [pendingName, setPendingName] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const maxSize = formatByteSize(MAX_IMAGE_UPLOAD_BYTES, i18n.locale);
  const megapixels = MAX_IMAGE_PIXELS / 1_000_000;
  const maxEdge = MAX_IMAGE_EDGE;

  const send = async (file: File) => {
    setError(null);
    // The server decides; this only saves a long wait for a file that is plainly too big.
    const fileName = file.name;
    if (file.size > MAX_IMAGE_UPLOAD_BYTES) {
      const fileSize = formatByteSize(file.size, i18n.locale);
      setError(t`"${fileName}" is ${fileSize}: files up to ${maxSize} can be uploaded.`);
      return;
    }
    setPendingName(file.name);
    try {
      const { image } = await upload.mutateAsync(file);
      toast({
        title: t`Image uploaded`,
        description: `${image.originalName}: ${image.width} × ${image.height}, ${formatByteSize(image.byteSize, i18n.locale)}`,
      });
      onUploaded();
    } catch (uploadError) {
      const message = showApiError(uploadError, t`Upload failed`, {
        fallback: t`The upload failed. Please try again.`,
      });
      setError(t`"${fileName}" was not uploaded. ${message}`);
    } finally {
      setPendingName(null);
      if (inputRef.current) inputRef.current.value = "";
    }
  };

  return (
    <section
      aria-labelledby={`${inputId}-heading`}
      className="flex flex-col gap-3 rounded-2xl bg-white p-5 ring-1 ring-slate-200"
    >
      <h2 id={`${inputId}-heading`} className="text-lg font-semibold">
        <Trans>Upload an image</Trans>
      </h2>
      <p id={`${inputId}-hint`} className="text-sm text-slate-600">
        <Trans>
          PNG, JPEG or WebP, up to {maxSize} and {megapixels} megapixels. Pictures are re-encoded without their metadata
          (camera, location), and sides longer than {maxEdge} px are scaled down.
        </Trans>
      </p>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
          <Trans>Image file</Trans>
        </label>
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept={IMAGE_UPLOAD_ACCEPT}
          disabled={pendingName !== null}
          aria-describedby={`${inputId}-hint`}
          aria-invalid={error ? true : undefined}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) void send(file);
          }}
          className="block w-full text-sm text-slate-700 file:mr-4 file:h-11 file:cursor-pointer file:rounded-lg file:border-0 file:bg-brand-600 file:px-4 file:font-medium file:text-white hover:file:bg-brand-700 disabled:opacity-60"
        />
      </div>
      {pendingName ? (
        <p role="status" className="flex items-center gap-2 text-sm text-slate-700">
          <Spinner className="size-4" /> <Trans>Uploading {pendingName}…</Trans>
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </section>
  );
}

function ImageCard({ image }: { image: UploadedImage }) {
  const { t, i18n } = useLingui();
  const imageName = image.originalName;
  const { width, height } = image;
  const deleteImage = useDeleteImage();
  const [isConfirming, setIsConfirming] = useState(false);
  const markdown = imageMarkdown(image);

  const copyMarkdown = () =>
    copyWithToast(markdown, {
      copied: { title: t`Markdown copied`, description: t`Paste it into a post's body.` },
      failed: {
        title: t`Could not copy`,
        description: t`Select the Markdown under the image and copy it: ${markdown}`,
        variant: "destructive",
      },
    });

  const remove = async () => {
    try {
      await deleteImage.mutateAsync(image.id);
      toast({ title: t`Image deleted`, description: imageName });
    } catch (error) {
      showApiError(error, t`Could not delete the image`, { fallback: t`Please try again.` });
    }
  };

  return (
    <li
      aria-label={image.originalName}
      className="flex flex-col overflow-hidden rounded-2xl bg-white ring-1 ring-slate-200"
    >
      <div className="flex aspect-[4/3] items-center justify-center bg-[repeating-conic-gradient(#f1f5f9_0_25%,#fff_0_50%)] bg-[length:16px_16px]">
        <LazyImage
          src={image.url}
          alt={image.originalName}
          className="max-h-full max-w-full object-contain"
          placeholderClassName="size-full rounded-none"
        />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="truncate font-medium" title={image.originalName}>
          {image.originalName}
        </p>
        <p className="text-xs text-slate-600">
          <Trans>
            {width} × {height} px
          </Trans>{" "}
          · {formatByteSize(image.byteSize, i18n.locale)} · {image.mimeType.replace("image/", "").toUpperCase()}
        </p>
        <p className="text-xs text-slate-500">
          {formatLongDate(image.createdAt, i18n.locale)}
          {image.uploaderName ? ` · ${image.uploaderName}` : ""}
        </p>
        <code
          className="block select-all truncate rounded bg-slate-100 px-2 py-1 text-xs text-slate-700"
          title={markdown}
        >
          {markdown}
        </code>
        <div className="mt-auto flex flex-wrap gap-2 pt-2">
          <Button size="sm" variant="secondary" aria-label={t`Copy Markdown for ${imageName}`} onClick={copyMarkdown}>
            <Trans>Copy Markdown</Trans>
          </Button>
          <Button
            size="sm"
            variant="danger"
            aria-label={t`Delete ${imageName}`}
            disabled={deleteImage.isPending}
            onClick={() => setIsConfirming(true)}
          >
            <Trans>Delete</Trans>
          </Button>
        </div>
      </div>
      {isConfirming ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            open
            onOpenChange={setIsConfirming}
            title={t`Delete this image?`}
            description={t`"${imageName}" will be deleted for good. Posts that show it will show a placeholder instead, and a post using it as its cover loses the cover.`}
            confirmLabel={t`Delete image`}
            isDestructive
            onConfirm={remove}
          />
        </Suspense>
      ) : null}
    </li>
  );
}
