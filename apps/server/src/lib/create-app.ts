import { OpenAPIHono } from "@hono/zod-openapi";
import { bodyLimit } from "hono/body-limit";
import { except } from "hono/combine";
import { compress } from "hono/compress";
import { csrf } from "hono/csrf";
import { secureHeaders } from "hono/secure-headers";
import { registerAccountRoutes } from "../routes/account/account.handlers.ts";
import { registerAdminRoutes } from "../routes/admin/admin.handlers.ts";
import { registerDashboardRoutes } from "../routes/dashboard/dashboard.handlers.ts";
import { registerAdminUsersRoutes } from "../routes/admin-users/admin-users.handlers.ts";
import { registerAnalyticsRoutes } from "../routes/analytics/analytics.handlers.ts";
import { registerBlogRoutes } from "../routes/blog/blog.handlers.ts";
import { registerFeedbackRoutes } from "../routes/feedback/feedback.handlers.ts";
import { registerImagesRoutes } from "../routes/images/images.handlers.ts";
import { registerModerationRoutes } from "../routes/moderation/moderation.handlers.ts";
import { registerMessagesRoutes } from "../routes/messages/messages.handlers.ts";
import { registerAuthRoutes } from "../routes/auth/auth.handlers.ts";
import { registerDrillRoutes } from "../routes/drills/drills.handlers.ts";
import { registerGlobalLibraryRoutes } from "../routes/global-library/global-library.handlers.ts";
import { registerHealthRoutes } from "../routes/health/health.handlers.ts";
import { registerSearchRoutes } from "../routes/search/search.handlers.ts";
import { registerSeoRoutes } from "../routes/seo/seo.handlers.ts";
import { registerSessionRoutes } from "../routes/sessions/sessions.handlers.ts";
import { registerSystemHealthRoutes } from "../routes/system-health/system-health.handlers.ts";
import { registerTacticalDrillRoutes } from "../routes/tactical-drills/tactical-drills.handlers.ts";
import { registerTestimonialRoutes } from "../routes/testimonials/testimonials.handlers.ts";
import { describePage } from "../services/seo/describe-page.ts";
import { AppError } from "./app-error.ts";
import type { AppDeps, AppEnv } from "./app-context.ts";
import { handleError, validationError } from "./error-handler.ts";
import { WEB_DIST_DIR } from "./repo-paths.ts";
import { APP_VERSION } from "./version.ts";
import { serveWebApp } from "./serve-web-app.ts";

/** JSON bodies above this are refused before parsing; diagrams are the largest thing we accept. */
export const MAX_BODY_BYTES = 1024 * 1024;

export interface CreateAppOptions {
  /** The built web app to serve; tests leave it out to exercise the API alone. */
  webDistDir?: string | false;
}

export function createApp(deps: AppDeps, { webDistDir = WEB_DIST_DIR }: CreateAppOptions = {}) {
  const app = new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) throw validationError(result.error);
    },
  });
  app.onError(handleError);

  app.use(
    "*",
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        // The PDF layout engine is WebAssembly: compiling it needs 'wasm-unsafe-eval' (not JS eval).
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        // The same engine ships its module inline and fetches it from a data: URL.
        connectSrc: ["'self'", "data:"],
        fontSrc: ["'self'", "data:"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
      },
    }),
  );
  app.use("*", compress());
  app.use("/api/*", csrf({ origin: deps.env.APP_URL }));
  app.use(
    "/api/*",
    // The image upload sets its own, larger limit (routes/images).
    except(
      "/api/admin/images",
      bodyLimit({
        maxSize: MAX_BODY_BYTES,
        onError: () => {
          throw new AppError("PAYLOAD_TOO_LARGE", `The request body is larger than ${MAX_BODY_BYTES / 1024} KB.`);
        },
      }),
    ),
  );

  // For the access middleware every route declares (auth/access.ts), wherever the route is.
  app.use("*", async (c, next) => {
    c.set("deps", deps);
    await next();
  });

  registerHealthRoutes(app, deps);
  registerAuthRoutes(app, deps);
  registerAdminRoutes(app, deps);
  registerModerationRoutes(app, deps);
  registerAdminUsersRoutes(app, deps);
  registerAnalyticsRoutes(app, deps);
  registerSystemHealthRoutes(app, deps);
  registerTacticalDrillRoutes(app, deps);
  registerSessionRoutes(app, deps);
  registerDrillRoutes(app, deps);
  registerGlobalLibraryRoutes(app, deps);
  registerFeedbackRoutes(app, deps);
  registerMessagesRoutes(app, deps);
  registerBlogRoutes(app, deps);
  registerImagesRoutes(app, deps);
  registerAccountRoutes(app, deps);
  registerDashboardRoutes(app, deps);
  registerSeoRoutes(app, deps);
  registerSearchRoutes(app, deps);
  registerTestimonialRoutes(app, deps);

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
      describePage: (pathname, defaults) => describePage(deps.db, pathname, defaults),
    });
  }
  return app;
}

export type App = ReturnType<typeof createApp>;
