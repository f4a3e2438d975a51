import type { ErrorResponse } from "@touchline/contracts";
import { ApiError } from "../../../lib/api-client.ts";

/** The name the server gives the file, else the same pattern with today's date. */
export function exportFileNameOf(contentDisposition: string | null, today = new Date()): string {
  const match = /filename="?([^";]+)"?/i.exec(contentDisposition ?? "");
  return match?.[1] ?? `touchline-export-${today.toISOString().slice(0, 10)}.json`;
}

/**
 * Fetches the export and saves it as a file. Fetched rather than followed as a link so a refusal (signed
 * out, too many downloads) becomes a message instead of a downloaded error.
 */
export async function downloadAccountExport(): Promise<string> {
  let response: Response;
  try {
    response = await fetch("/api/account/export", { credentials: "same-origin" });
  } catch {
    throw new ApiError(0, "NETWORK", "Could not reach Touchline. Check your connection and try again.");
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => undefined)) as ErrorResponse | undefined;
    throw new ApiError(response.status, body?.error.code ?? "INTERNAL", body?.error.message ?? "Something went wrong on our side. Please try again.");
  }
  const fileName = exportFileNameOf(response.headers.get("Content-Disposition"));
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  return fileName;
}
