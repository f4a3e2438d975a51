import { bodyLimit } from "hono/body-limit";
import { except } from "hono/combine";
import { csrf } from "hono/csrf";
import { accountRoutes } from "../routes/account/account.handlers.ts";
import { adminRoutes } from "../routes/admin/admin.handlers.ts";
import { dashboardRoutes } from "../routes/dashboard/dashboard.handlers.ts";
import { adminUsersRoutes } from "../routes/admin-users/admin-users.handlers.ts";
import { analyticsRoutes } from "../routes/analytics/analytics.handlers.ts";
import { blogRoutes } from "../routes/blog/blog.handlers.ts";
import { feedbackRoutes } from "../routes/feedback/feedback.handlers.ts";
import { imagesRoutes } from "../routes/images/images.handlers.ts";
import { IMAGE_UPLOAD_PATH } from "../routes/images/images.routes.ts";
import { moderationRoutes } from "../routes/moderation/moderation.handlers.ts";
import { messagesRoutes } from "../routes/messages/messages.handlers.ts";
import { authRoutes } from "../routes/auth/auth.handlers.ts";
import { drillRoutes } from "../routes/drills/drills.handlers.ts";
import { globalLibraryRoutes } from "../routes/global-library/global-library.handlers.ts";
import { healthRoutes } from "../routes/health/health.handlers.ts";
import { searchRoutes } from "../routes/search/search.handlers.ts";
import { seoRoutes } from "../routes/seo/seo.handlers.ts";
import { sessionRoutes } from "../routes/sessions/sessions.handlers.ts";
import { systemHealthRoutes } from "../routes/system-health/system-health.handlers.ts";
import { clubCalendarRoutes } from "../routes/club-calendar/club-calendar.handlers.ts";
import { squadRoutes } from "../routes/squads/squads.handlers.ts";
import { attendanceRoutes } from "../routes/attendance/attendance.handlers.ts";
import { availabilityRoutes } from "../routes/availability/availability.handlers.ts";
import { teamLinkRoutes } from "../routes/team-links/team-links.handlers.ts";
import { playerLoadRoutes } from "../routes/player-load/player-load.handlers.ts";
import { clubLibraryRoutes } from "../routes/club-library/club-library.handlers.ts";
import { CLUB_CREST_UPLOAD_PATH } from "../routes/clubs/clubs.routes.ts";
import { clubRoutes } from "../routes/clubs/clubs.handlers.ts";
import { syllabusRoutes } from "../routes/syllabus/syllabus.handlers.ts";
import { tacticalDrillRoutes } from "../routes/tactical-drills/tactical-drills.handlers.ts";
import { testimonialRoutes } from "../routes/testimonials/testimonials.handlers.ts";
import { describePage } from "../services/seo/describe-page.ts";
import { AppError } from "../lib/app-error.ts";
import type { OnBehalfOfVisitor } from "../lib/client-ip.ts";
import type { AppDeps } from "./app-context.ts";
import { createRouter } from "../routes/create-router.ts";
import { everyRequest } from "./every-request.ts";
import { handleError } from "./error-handler.ts";
import { WEB_DIST_DIR } from "../lib/repo-paths.ts";
import { APP_VERSION } from "../lib/version.ts";
import { serveWebApp } from "./serve-web-app.ts";
import { loadPageRenderer } from "../ssr/page-renderer.ts";

/** The methods whose requests may carry a body: only they pass the CSRF check and the body limit. */
export const METHODS_WITH_A_BODY = ["POST", "PUT", "PATCH", "DELETE"];

/** JSON bodies above this are refused before parsing; diagrams are the largest thing we accept. */
export const MAX_BODY_BYTES = 1024 * 1024;

export interface CreateAppOptions {
  /** The built web app to serve; tests leave it out to exercise the API alone. */
  webDistDir?: string | false;
}

export function createApp(deps: AppDeps, { webDistDir = WEB_DIST_DIR }: CreateAppOptions = {}) {
  const app = createRouter();
  app.onError(handleError);

  app.use("*", everyRequest(deps));
  const refuseForgedForm = csrf({ origin: deps.env.APP_URL });
  // The image uploads set their own, larger limit (routes/image-upload.ts).
  const limitBody = except(
    [IMAGE_UPLOAD_PATH, CLUB_CREST_UPLOAD_PATH],
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: () => {
        throw new AppError("PAYLOAD_TOO_LARGE", `The request body is larger than ${MAX_BODY_BYTES / 1024} KB.`);
      },
    }),
  );
  // Only on the methods that carry a body: a GET or HEAD cannot (the Fetch API refuses one) and is never a
  // forged form, and asking it for its body would build the whole Request object the Node adapter otherwise
  // never makes. Registered by method, these requests do not even pass through it (every layer costs:
  // every-request.ts). The body limit refuses by throwing, so it returns no Response of its own.
  app.on(METHODS_WITH_A_BODY, "/api/*", (c, next) => refuseForgedForm(c, () => limitBody(c, next) as Promise<void>));

  // Chained, so that the returned app's type lists every route (AppType, app-type.ts); the OpenAPI
  // document gathers the routers' descriptions as they are mounted.
  const api = app
    .route("/", healthRoutes(deps))
    .route("/", authRoutes(deps))
    .route("/", adminRoutes(deps))
    .route("/", moderationRoutes(deps))
    .route("/", adminUsersRoutes(deps))
    .route("/", analyticsRoutes(deps))
    .route("/", systemHealthRoutes(deps))
    .route("/", tacticalDrillRoutes(deps))
    .route("/", sessionRoutes(deps))
    .route("/", drillRoutes(deps))
    .route("/", globalLibraryRoutes(deps))
    .route("/", feedbackRoutes(deps))
    .route("/", messagesRoutes(deps))
    .route("/", blogRoutes(deps))
    .route("/", imagesRoutes(deps))
    .route("/", accountRoutes(deps))
    .route("/", dashboardRoutes(deps))
    .route("/", seoRoutes(deps))
    .route("/", searchRoutes(deps))
    .route("/", testimonialRoutes(deps))
    .route("/", clubRoutes(deps))
    .route("/", clubLibraryRoutes(deps))
    .route("/", syllabusRoutes(deps))
    .route("/", clubCalendarRoutes(deps))
    .route("/", squadRoutes(deps))
    .route("/", availabilityRoutes(deps))
    .route("/", attendanceRoutes(deps))
    .route("/", teamLinkRoutes(deps))
    .route("/", playerLoadRoutes(deps));

  app.doc31("/api/openapi.json", {
    openapi: "3.1.0",
    info: { title: "Touchline API", version: APP_VERSION },
  });
  app.all("/api/*", () => {
    throw new AppError("NOT_FOUND", "There is no such API route.");
  });

  if (webDistDir) {
    serveWebApp(app, webDistDir, {
      appUrl: deps.env.APP_URL,
      describePage: (pathname, defaults, visitor) => describePage(deps.db, pathname, defaults, visitor),
      trustProxy: deps.env.TRUST_PROXY,
      renderPublicPage: loadPageRenderer({
        webDistDir,
        appUrl: deps.env.APP_URL,
        // As the visitor's own requests: the same viewer for the view counts, the same rate limits.
        fetchApi: async (input, init, visitor) =>
          app.request(input, init, { visitorAddress: visitor.address } satisfies OnBehalfOfVisitor),
      }),
    });
  }
  return api;
}

export type App = ReturnType<typeof createApp>;
