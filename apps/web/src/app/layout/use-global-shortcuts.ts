import { useEffect } from "react";
import { useNavigate } from "react-router";
import { isTypingTarget } from "../../lib/is-typing-target.ts";

/** Ctrl or Cmd plus a key (spec §2 "Keyboard shortcuts"). */
export const GLOBAL_SHORTCUTS: Record<string, string> = {
  n: "/create-session",
  "1": "/",
  "2": "/create-session",
  "3": "/my-sessions",
  "4": "/global-library",
};

export function useGlobalShortcuts() {
  const navigate = useNavigate();
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
      if (isTypingTarget(event.target)) return;
      const path = GLOBAL_SHORTCUTS[event.key.toLowerCase()];
      if (!path) return;
      event.preventDefault();
      navigate(path);
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [navigate]);
}
