import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { type Club, IMAGE_MIME_TYPES, IMAGE_UPLOAD_ACCEPT, MAX_IMAGE_UPLOAD_BYTES } from "@touchline/contracts";
import { useEffect, useId, useState } from "react";
import { Button, buttonClasses } from "../../../components/ui/button.tsx";
import { toast } from "../../../components/ui/toast-store.ts";
import { showApiError } from "../../../lib/show-api-error.ts";
import { useRemoveCrest, useUploadCrest } from "../api/use-clubs.ts";
import { ClubBadge } from "./club-badge.tsx";

const MAX_MEGABYTES = MAX_IMAGE_UPLOAD_BYTES / (1024 * 1024);

/** Why a file cannot be a crest, before it is sent; null when it may be. */
export function crestFileProblem(file: File): MessageDescriptor | null {
  if (!(IMAGE_MIME_TYPES as readonly string[]).includes(file.type)) return msg`A crest is a PNG, JPEG or WebP picture.`;
  if (file.size > MAX_IMAGE_UPLOAD_BYTES) return msg`A crest is at most ${MAX_MEGABYTES} MB.`;
  return null;
}

/** The club's crest: the chosen picture is previewed before it is saved; a club admin may remove it. */
export function CrestField({ club }: { club: Club }) {
  const { t } = useLingui();
  const upload = useUploadCrest(club.id);
  const remove = useRemoveCrest(club.id);
  const inputId = useId();
  const [chosen, setChosen] = useState<File | null>(null);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  const [problem, setProblem] = useState<MessageDescriptor | null>(null);
  useEffect(() => {
    if (!chosen) return;
    const url = URL.createObjectURL(chosen);
    setPreviewUrl(url);
    return () => {
      URL.revokeObjectURL(url);
      setPreviewUrl(null);
    };
  }, [chosen]);

  const choose = (file: File | undefined) => {
    if (!file) return;
    const fileProblem = crestFileProblem(file);
    setProblem(fileProblem);
    setChosen(fileProblem ? null : file);
  };

  const save = async () => {
    if (!chosen) return;
    try {
      await upload.mutateAsync(chosen);
      setChosen(null);
      toast({ title: t`Crest saved` });
    } catch (error) {
      showApiError(error, t`Could not save the crest`);
    }
  };

  const removeCrest = async () => {
    try {
      await remove.mutateAsync();
      toast({ title: t`Crest removed`, description: t`The club shows its initials in its kit colours.` });
    } catch (error) {
      showApiError(error, t`Could not remove the crest`);
    }
  };

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="text-sm font-semibold text-slate-800">
        <Trans>Crest</Trans>
      </legend>
      <div className="flex flex-wrap items-center gap-4">
        {previewUrl ? (
          <img
            src={previewUrl}
            alt={t`The chosen crest, not saved yet`}
            className="size-16 rounded-md bg-white object-contain ring-1 ring-slate-200"
          />
        ) : (
          <ClubBadge club={club} size="lg" />
        )}
        <div className="flex flex-wrap gap-2">
          {chosen ? (
            <>
              <Button onClick={() => void save()} disabled={upload.isPending}>
                {upload.isPending ? <Trans>Saving…</Trans> : <Trans>Save crest</Trans>}
              </Button>
              <Button variant="secondary" onClick={() => setChosen(null)}>
                <Trans>Cancel</Trans>
              </Button>
            </>
          ) : (
            <>
              {/* The label is the button: the file input itself stays reachable by keyboard and screen readers. */}
              <label
                htmlFor={inputId}
                className={`${buttonClasses({ variant: "secondary" })} cursor-pointer has-[:focus-visible]:ring-2`}
              >
                {club.crestUrl ? <Trans>Upload a new crest</Trans> : <Trans>Upload a crest</Trans>}
                <input
                  id={inputId}
                  type="file"
                  accept={IMAGE_UPLOAD_ACCEPT}
                  className="sr-only"
                  onChange={(event) => {
                    choose(event.target.files?.[0]);
                    event.target.value = "";
                  }}
                />
              </label>
              {club.crestUrl ? (
                <Button
                  variant="ghost"
                  className="text-red-700"
                  onClick={() => void removeCrest()}
                  disabled={remove.isPending}
                >
                  <Trans>Remove crest</Trans>
                </Button>
              ) : null}
            </>
          )}
        </div>
      </div>
      <p className="text-sm text-slate-600">
        <Trans>PNG, JPEG or WebP, up to {MAX_MEGABYTES} MB. A square picture looks best.</Trans>
      </p>
      {problem ? (
        <p role="alert" className="text-sm text-red-600">
          {t(problem)}
        </p>
      ) : null}
    </fieldset>
  );
}
