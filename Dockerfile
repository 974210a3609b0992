# syntax=docker/dockerfile:1
# The site's production image (ADR 035): built in one stage, run in another with production dependencies only, as
# the unprivileged `node` user, by plain node. Its data folder is a volume; with DATABASE_URL set (compose.yaml) it
# holds only what the site writes beside the database.
# Node 24, the very release the project is built and tested on: the `node` package of package-lock.json, whose binary
# every npm script runs (npm run lint:deploy checks that the two agree; ADR 048).
ARG NODE_VERSION=24.21.0

# Dependencies exactly as package-lock.json has them (npm ci), which holds every platform's native packages.
FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# The server build and the operator commands compiled beside it (build/server, build/client, build/scripts).
RUN npm run build

FROM node:${NODE_VERSION}-bookworm-slim AS production-dependencies
WORKDIR /app
COPY package.json package-lock.json ./
# Without the development dependencies, so without the `node` package either: the image's own Node runs everything.
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

FROM node:${NODE_VERSION}-bookworm-slim
WORKDIR /app
# MALLOC_ARENA_MAX: glibc's per-thread arenas keep what image work freed; two arenas give it back (ADR 043).
# MALLOC_MMAP_THRESHOLD_: every allocation of 128 KB or more (an image's pixels) is its own mapping, returned to the
# system when freed, rather than heap that glibc keeps once its threshold has grown to 32 MB (ADR 043).
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/data \
    MALLOC_ARENA_MAX=2 \
    MALLOC_MMAP_THRESHOLD_=131072
# The image holds the build, the production dependencies, package.json (the npm scripts, and "type": "module" for the
# build), the migrations and the commands' runner (scripts/*.mjs), nothing else: the commands an operator runs in it (npm run admin:create, backup,
# restore, retention, …) are compiled JavaScript in build/scripts, run by plain node like the server (ADR 048).
COPY --from=production-dependencies --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/build ./build
COPY --chown=node:node package.json ./
# The runner of the operator commands (npm run backup is node scripts/command.mjs backup): plain JavaScript.
COPY --chown=node:node scripts/command.mjs scripts/site-build.mjs ./scripts/
COPY --chown=node:node drizzle ./drizzle
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# /healthz answers 503 when the database does not answer within 2 s or the pool has had no connection free for 10 s
# (ADR 041). Docker only marks the container unhealthy (compose starts nginx once it is healthy); an instance whose pool
# stays wedged exits of itself after 60 s and its restart policy starts it again.
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# V8's young generation at 16 MB a half (Node's default lets it reach 64) and the old generation at most 256 MB: the
# same flags as npm start, measured by npm run bench:memory (ADR 052).
CMD ["node", "--max-semi-space-size=16", "--max-old-space-size=256", "build/server/index.js"]
