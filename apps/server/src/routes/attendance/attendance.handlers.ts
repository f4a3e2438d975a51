import type { AppDeps } from "../../app/app-context.ts";
import { setAnswerHeaders } from "../../lib/answer-headers.ts";
import { getRegister } from "../../services/attendance/get-register.ts";
import { saveRegisterMarks } from "../../services/attendance/save-register-marks.ts";
import { clubCallerOf } from "../club-caller.ts";
import { createRouter } from "../create-router.ts";
import { NO_STORE } from "../no-store.ts";
import { getRegisterRoute, saveRegisterRoute } from "./attendance.routes.ts";

export function attendanceRoutes(deps: AppDeps) {
  return createRouter()
    .openapi(getRegisterRoute, async (c) => {
      setAnswerHeaders(c, NO_STORE);
      const { teamId, eventId, occurrenceStart } = c.req.valid("param");
      return c.json(await getRegister(deps.db, clubCallerOf(c), teamId, eventId, new Date(occurrenceStart)), 200);
    })

    .openapi(saveRegisterRoute, async (c) => {
      setAnswerHeaders(c, NO_STORE);
      const { teamId, eventId, occurrenceStart } = c.req.valid("param");
      const { marks } = c.req.valid("json");
      const register = await saveRegisterMarks(
        deps.db,
        clubCallerOf(c),
        teamId,
        eventId,
        new Date(occurrenceStart),
        marks,
      );
      return c.json(register, 200);
    });
}
