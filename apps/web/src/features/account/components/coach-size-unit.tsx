import type { ReactNode } from "react";
import { SizeUnitContext } from "../../../editor/canvas/size-labels.ts";
import { useCoachSizeUnit } from "../api/use-coach-size-unit.ts";

/** Every diagram below writes its sizes in the signed-in coach's unit (metres for anyone signed out). */
export function CoachSizeUnit({ children }: { children: ReactNode }) {
  return <SizeUnitContext value={useCoachSizeUnit()}>{children}</SizeUnitContext>;
}
