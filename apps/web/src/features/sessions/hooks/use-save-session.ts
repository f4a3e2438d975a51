import { useLingui } from "@lingui/react/macro";
import { SessionContentInputSchema } from "@touchline/contracts";
import { useEffect, useEffectEvent, useRef, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { toast } from "../../../components/ui/toast-store.ts";
import { showApiError } from "../../../lib/show-api-error.ts";
import { useIsOnline } from "../../../lib/use-online-status.ts";
import { useCreateSession, useUpdateSession } from "../api/use-sessions.ts";
import { checkBeforeSave } from "../lib/check-before-save.ts";
import type { DocumentStore } from "../lib/document-store.ts";
import { documentToContent, type SessionDocument } from "../lib/session-document.ts";
import { FULL_EDITOR_PARAM } from "./use-full-editor.ts";

/**
 * Save: the document checked against the server's schema, then created or updated. A new session
 * moves to its own address, keeping the drawing open full-window. Offline, Save waits (the draft stays
 * on this device); work done meanwhile is saved as soon as the connection is back.
 */
export function useSaveSession({
  sessionId,
  store,
  isDirty,
  markSaved,
}: {
  sessionId: string | undefined;
  store: DocumentStore<SessionDocument>;
  isDirty: boolean;
  markSaved(saved: SessionDocument): void;
}) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const createSession = useCreateSession();
  const updateSession = useUpdateSession();
  const isSaving = createSession.isPending || updateSession.isPending;
  const [problems, setProblems] = useState<ReadonlyMap<string, string>>(new Map());

  const save = async () => {
    const saving = store.getState().document;
    const content = documentToContent(saving);
    const check = checkBeforeSave(SessionContentInputSchema, content, "session");
    setProblems(check.ok ? new Map() : check.problems);
    if (!check.ok) return;
    try {
      if (sessionId) {
        await updateSession.mutateAsync({ id: sessionId, content });
        toast({ title: t`Session saved` });
        markSaved(saving);
      } else {
        const { session } = await createSession.mutateAsync(content);
        markSaved(saving);
        toast({ title: t`Session saved`, description: t`Find it any time in My Sessions.` });
        // The drawing open full-window stays open: the new session keeps its drills' keys.
        const drawing = searchParams.get(FULL_EDITOR_PARAM);
        navigate(
          `/create-session?session=${session.id}${drawing ? `&${FULL_EDITOR_PARAM}=${encodeURIComponent(drawing)}` : ""}`,
          { replace: true },
        );
      }
    } catch (error) {
      showApiError(error, t`Could not save`, { fallback: t`Please try again.` });
    }
  };

  const isOnline = useIsOnline();
  const wentOffline = useRef(false);
  const resumeSaving = useEffectEvent(() => {
    if (isDirty && !isSaving) void save();
  });
  useEffect(() => {
    if (!isOnline) {
      wentOffline.current = true;
    } else if (wentOffline.current) {
      wentOffline.current = false;
      resumeSaving();
    }
  }, [isOnline]);

  return {
    save: () => void save(),
    isSaving,
    isOnline,
    /** What the last Save found wrong, by path; empty once a Save passes the check. */
    problems,
  };
}
