import { NO_STORE } from "../no-store.ts";
import { setAnswerHeaders } from "../../lib/answer-headers.ts";
import type { AppDeps } from "../../app/app-context.ts";
import { createRouter } from "../create-router.ts";
import { createFeedback } from "../../services/feedback/create-feedback.ts";
import { getFeedback } from "../../services/feedback/get-feedback.ts";
import { listFeedback } from "../../services/feedback/list-feedback.ts";
import { removeFeedbackVote } from "../../services/feedback/remove-feedback-vote.ts";
import { setFeedbackVote } from "../../services/feedback/set-feedback-vote.ts";
import { updateFeedbackStatus } from "../../services/feedback/update-feedback-status.ts";
import {
  createFeedbackRoute,
  getFeedbackRoute,
  listFeedbackRoute,
  removeFeedbackVoteRoute,
  setFeedbackVoteRoute,
  updateFeedbackStatusRoute,
} from "./feedback.routes.ts";

export function feedbackRoutes(deps: AppDeps) {
  return createRouter()
    .openapi(listFeedbackRoute, async (c) => {
      const user = await c.var.findUser();
      setAnswerHeaders(c, NO_STORE);
      return c.json(await listFeedback(deps.db, user?.id ?? null, c.req.valid("query")), 200);
    })

    .openapi(createFeedbackRoute, async (c) => {
      const user = c.var.user;
      return c.json({ item: await createFeedback(deps.db, user.id, c.req.valid("json")) }, 201);
    })

    .openapi(getFeedbackRoute, async (c) => {
      const user = await c.var.findUser();
      setAnswerHeaders(c, NO_STORE);
      return c.json({ item: await getFeedback(deps.db, c.req.valid("param").id, user?.id ?? null) }, 200);
    })

    .openapi(setFeedbackVoteRoute, async (c) => {
      const user = c.var.user;
      const item = await setFeedbackVote(deps.db, user.id, c.req.valid("param").id, c.req.valid("json").voteType);
      return c.json({ item }, 200);
    })

    .openapi(removeFeedbackVoteRoute, async (c) => {
      const user = c.var.user;
      return c.json({ item: await removeFeedbackVote(deps.db, user.id, c.req.valid("param").id) }, 200);
    })

    .openapi(updateFeedbackStatusRoute, async (c) => {
      const admin = c.var.user;
      const item = await updateFeedbackStatus(deps.db, admin, c.req.valid("param").id, c.req.valid("json").status);
      return c.json({ item }, 200);
    });
}
