import { useState, useSyncExternalStore } from "react";
import { createDocumentStore, type DocumentStore, type DrawingLens } from "../lib/document-store.ts";

/** A page's own document store, made once from `initial` (or what it returns) while the page is mounted. */
export function useNewDocumentStore<D>(initial: () => D, drawings: DrawingLens<D>): DocumentStore<D> {
  const [store] = useState(() => createDocumentStore(initial(), drawings));
  return store;
}

/** The document as it is now; the component renders again when it changes. */
export function useDocument<D>(store: DocumentStore<D>): D {
  const read = () => store.getState().document;
  return useSyncExternalStore(store.subscribe, read, read);
}
