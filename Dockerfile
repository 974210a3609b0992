# syntax=docker/dockerfile:1
# The site's production image (ADR 035): built in one stage, run in another with production dependencies only, as
# the unprivileged `node` user, by plain node. Its data folder is a volume; with DATABASE_URL set (compose.yaml) it
# holds only what the site writes beside the database.
# Node's LTS line: 26 since 2026-10-28 (24 is in maintenance until 2028-04-30).
ARG NODE_VERSION=26

FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:${NODE_VERSION}-bookworm-slim AS production-dependencies
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm install --omit=dev --no-audit --no-fund && npm cache clean --force

FROM node:${NODE_VERSION}-bookworm-slim
WORKDIR /app
# MALLOC_ARENA_MAX: glibc's per-thread arenas keep what image work freed; two arenas give it back (ADR 043).
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/data \
    MALLOC_ARENA_MAX=2
# The commands an operator runs in the container (npm run backup, restore, retention, admin:create) are TypeScript
# run by tsx, a production dependency: they need the app's sources and tsconfig.json beside the build.
COPY --from=production-dependencies --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/build ./build
COPY --chown=node:node package.json tsconfig.json ./
COPY --chown=node:node drizzle ./drizzle
COPY --chown=node:node scripts ./scripts
COPY --chown=node:node app ./app
COPY --chown=node:node server ./server
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# /healthz answers 503 when the database does not answer within 2 s or the pool has had no connection free for 10 s
# (ADR 041). Docker only marks the container unhealthy (compose starts nginx once it is healthy); an instance whose pool
# stays wedged exits of itself after 60 s and its restart policy starts it again.
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "build/server/index.js"]
