import { Trans } from "@lingui/react/macro";
import { useEffect } from "react";
import { useRouteError } from "react-router";
import { Button } from "../../components/ui/button.tsx";

export function ErrorFallback() {
  return (
    <div
      role="alert"
      className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center gap-4 px-4 text-center"
    >
      <h1 className="text-2xl font-bold">
        <Trans>Something went wrong</Trans>
      </h1>
      <p className="text-slate-600">
        <Trans>The application encountered an unexpected error. Please try refreshing the page.</Trans>
      </p>
      <Button onClick={() => window.location.reload()}>
        <Trans>Refresh Page</Trans>
      </Button>
    </div>
  );
}

/** The router's error element: logs the uncaught render error, then shows the fallback. */
export function RouteErrorFallback() {
  const error = useRouteError();
  useEffect(() => {
    console.error("Uncaught render error:", error);
  }, [error]);
  return <ErrorFallback />;
}
