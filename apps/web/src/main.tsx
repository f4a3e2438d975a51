import "./lib/zod-without-eval.ts";
import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { onlineManager, QueryClientProvider } from "@tanstack/react-query";
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { matchRoutes, RouterProvider } from "react-router";
import { createRouter, routes } from "./app/router.tsx";
import { LazyToaster } from "./components/ui/lazy-toaster.tsx";
import { forgetSignedInUser, currentUserQuery } from "./features/auth/api/use-current-user.ts";
import { speakEnglish } from "./lib/i18n/catalogues.ts";
import { inPseudoLanguageTab, openingLocale } from "./lib/i18n/reader-locale.ts";
import { speak } from "./lib/i18n/switch-locale.ts";
import { hasWaitingRegisterMarks } from "./lib/offline-caches.ts";
import { handOverPageHead } from "./lib/page-head-handover.ts";
import { createQueryClient } from "./lib/query-client.ts";
import { hydrateServerState } from "./lib/server-rendered-state.ts";
import "./index.css";

// The server wrote this page's head; from the first render on, the pages' own tags replace its ones.
handOverPageHead();
// TanStack Query counts itself online until the browser says otherwise; a page opened offline starts offline.
onlineManager.setOnline(navigator.onLine);
// Any 401 from the API shows the signed-out state at once.
const queryClient = createQueryClient({ onSignedOut: forgetSignedInUser });
// A public page the server drew (entry-server.tsx) brought the answers it was drawn with.
const leaveServerRenderedPage = hydrateServerState(queryClient, document);
// Asked while React starts rather than after the shell's first commit (a server-rendered page has it already).
void queryClient.prefetchQuery(currentUserQuery);

// Installable and offline: the service worker's registration loads after the page has, off the first load's path.
if (import.meta.env.PROD && "serviceWorker" in navigator) {
  window.addEventListener(
    "load",
    () => void import("./lib/pwa/register-service-worker.ts").then((module) => module.registerServiceWorker()),
    { once: true },
  );
}

// Register marks taken on the grass without a network go when it comes back, whatever page is open then;
// the sender's code loads only when marks wait.
const sendWaitingRegisters = () => {
  if (!onlineManager.isOnline() || !hasWaitingRegisterMarks()) return;
  void import("./features/attendance/lib/send-queued-marks.ts").then((module) => module.sendWaitingRegisters());
};
onlineManager.subscribe(sendWaitingRegisters);
window.addEventListener("load", sendWaitingRegisters, { once: true });

/**
 * The page's own route code, loaded before the router starts: hydration must draw the page the server drew,
 * not the spinner a lazy route shows while its code loads. The server preloaded these chunks (modulepreload).
 */
async function loadMatchedRoutes(): Promise<void> {
  const lazyMatches = (matchRoutes(routes, window.location) ?? []).filter((match) => match.route.lazy);
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      if (typeof route.lazy !== "function") return;
      Object.assign(route, { ...(await route.lazy()), lazy: undefined });
    }),
  );
}

function startRouter() {
  const router = createRouter();
  if (leaveServerRenderedPage) {
    const stopListening = router.subscribe((state) => {
      if (state.navigation.state === "idle" && state.location.key === "default") return;
      stopListening();
      leaveServerRenderedPage();
    });
  }
  return router;
}

const renderApp = () => (
  <StrictMode>
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={startRouter()} />
        <LazyToaster />
      </QueryClientProvider>
    </I18nProvider>
  </StrictMode>
);

/** English is in the app; another language's catalogue loads (one chunk) before the first render. */
async function speakReadersLanguage(): Promise<void> {
  speakEnglish(i18n);
  await speak(openingLocale());
}

const rootElement = document.getElementById("root")!;
// Hydrating as a transition lets React yield to the browser every few milliseconds instead of holding the main
// thread for the whole tree: the drawn page answers taps while the rest of it hydrates.
// A drawn page is in a real language; a tab in the pseudo-language draws it afresh in that instead.
if (leaveServerRenderedPage && !inPseudoLanguageTab())
  void Promise.all([loadMatchedRoutes(), speakReadersLanguage()]).then(() =>
    startTransition(() => void hydrateRoot(rootElement, renderApp())),
  );
else void speakReadersLanguage().then(() => createRoot(rootElement).render(renderApp()));
