# Touchline, production image: `docker build -t touchline .`, then run one (embedded database in /data) or
# several behind a proxy on PostgreSQL (deploy/compose.yaml, README "Running several instances").

# --- build: every dependency, the web app and the bundled server
FROM node:20-bookworm-slim AS build
WORKDIR /app
# The manifests first, so the dependency layer is reused while only the sources change.
COPY package.json package-lock.json .npmrc ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/contracts/package.json packages/contracts/
COPY packages/diagram/package.json packages/diagram/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

# --- runtime: the bundle, the production dependencies it loads at run time (pg, sharp, PGlite, nodemailer),
# the migrations, and the sources the operator commands run from (npm run user:create)
FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=build /app/package.json /app/.npmrc ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/packages ./packages
COPY --from=build /app/apps/server/package.json ./apps/server/
COPY --from=build /app/apps/server/dist ./apps/server/dist
COPY --from=build /app/apps/server/src ./apps/server/src
COPY --from=build /app/apps/web/package.json ./apps/web/
COPY --from=build /app/apps/web/dist ./apps/web/dist
COPY --from=build /app/apps/web/dist-ssr ./apps/web/dist-ssr
# The embedded database's directory (unused with DATABASE_URL), owned by the unprivileged user.
RUN mkdir -p /data && chown node:node /data
VOLUME /data
USER node
EXPOSE 3000
# 503 while draining after SIGTERM, like the proxy's check; node's fetch, as the slim image has no curl.
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
    CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# node is PID 1 and handles SIGTERM itself: it drains for up to 10 s, so give it more than that to stop.
STOPSIGNAL SIGTERM
CMD ["node", "apps/server/dist/main.js"]
