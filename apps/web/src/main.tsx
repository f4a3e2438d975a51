import "./lib/zod-without-eval.ts";
import { onlineManager, QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { createRouter } from "./app/router.tsx";
import { LazyToaster } from "./components/ui/lazy-toaster.tsx";
import { forgetSignedInUser, sessionQuery } from "./features/auth/api/use-session.ts";
import { handOverPageHead } from "./lib/page-head-handover.ts";
import { createQueryClient } from "./lib/query-client.ts";
import "./index.css";

// The server wrote this page's head; from the first render on, the pages' own tags replace its ones.
handOverPageHead();
// TanStack Query counts itself online until the browser says otherwise; a page opened offline starts offline.
onlineManager.setOnline(navigator.onLine);
// Any 401 from the API shows the signed-out state at once.
const queryClient = createQueryClient({ onSignedOut: forgetSignedInUser });
// Asked while React starts rather than after the shell's first commit.
void queryClient.prefetchQuery(sessionQuery);
const router = createRouter();

// Installable and offline: the service worker's registration loads after the page has, off the first load's path.
if (import.meta.env.PROD && "serviceWorker" in navigator) {
  window.addEventListener(
    "load",
    () => void import("./lib/pwa/register-service-worker.ts").then((module) => module.registerServiceWorker()),
    { once: true },
  );
}

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <LazyToaster />
    </QueryClientProvider>
  </StrictMode>,
);
