import { useLingui } from "@lingui/react/macro";
import { MiniBoard } from "../../../editor/components/mini-board.tsx";
import { useNewEditorStore } from "../../../editor/store/editor-store.ts";
import { rondoDemo } from "../lib/rondo-demo.ts";

/** The hero's live board: a rondo a visitor can drag about. Loaded after the page, with the editor's canvas. */
export default function LiveDemoBoard() {
  const { t } = useLingui();
  const store = useNewEditorStore(rondoDemo);
  return <MiniBoard store={store} label={t`Live demo pitch: drag the players`} />;
}
