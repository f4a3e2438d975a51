import { NO_STORE } from "../no-store.ts";
import { setAnswerHeaders } from "../../lib/answer-headers.ts";
import { streamSSE } from "hono/streaming";
import type { AppDeps } from "../../app/app-context.ts";
import { createRouter } from "../create-router.ts";
import { countUnreadMessages } from "../../services/messages/count-unread-messages.ts";
import { listMessages } from "../../services/messages/list-messages.ts";
import { listSentMessages } from "../../services/messages/list-sent-messages.ts";
import { markMessageRead } from "../../services/messages/mark-message-read.ts";
import { sendMessage } from "../../services/messages/send-message.ts";
import { sessionRole } from "../../services/auth/session-role.ts";
import { streamMessageEvents } from "./stream-message-events.ts";
import {
  listMessagesRoute,
  listSentMessagesRoute,
  markMessageReadRoute,
  messageStreamRoute,
  sendMessageRoute,
  unreadCountRoute,
} from "./messages.routes.ts";

export function messagesRoutes(deps: AppDeps) {
  return createRouter()
    .openapi(listMessagesRoute, async (c) => {
      const user = c.var.user;
      setAnswerHeaders(c, NO_STORE);
      return c.json(await listMessages(deps.db, user), 200);
    })

    .openapi(unreadCountRoute, async (c) => {
      const user = c.var.user;
      setAnswerHeaders(c, NO_STORE);
      return c.json({ unreadCount: await countUnreadMessages(deps.db, user) }, 200);
    })

    .openapi(markMessageReadRoute, async (c) => {
      const user = c.var.user;
      return c.json(await markMessageRead(deps.db, user, c.req.valid("param").id), 200);
    })

    .openapi(messageStreamRoute, async (c) => {
      const user = c.var.user;
      // nginx and similar proxies buffer responses by default, which would hold the events back.
      c.header("X-Accel-Buffering", "no");
      // The session the access check found the user by: the stream lives on it and checks it again later.
      const sessionId = c.var.authSessionId ?? "";
      const owner = {
        userId: user.id,
        sessionId,
        role: user.role,
        currentRole: () => (sessionId ? sessionRole(deps.db, sessionId) : Promise.resolve(null)),
      };
      return streamSSE(c, (stream) => streamMessageEvents(stream, deps.messageHub, owner, c.req.raw.signal));
    })

    .openapi(sendMessageRoute, async (c) => {
      const user = c.var.user;
      return c.json({ message: await sendMessage(deps.db, user, c.req.valid("json")) }, 201);
    })

    .openapi(listSentMessagesRoute, async (c) => {
      setAnswerHeaders(c, NO_STORE);
      return c.json({ messages: await listSentMessages(deps.db) }, 200);
    });
}
