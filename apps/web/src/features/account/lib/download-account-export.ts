import { api } from "../../../lib/api-client.ts";
import { downloadBlob } from "../../../lib/download-blob.ts";

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
  const response = await api.file("/api/account/export");
  const fileName = exportFileNameOf(response.headers.get("Content-Disposition"));
  downloadBlob(await response.blob(), fileName);
  return fileName;
}
