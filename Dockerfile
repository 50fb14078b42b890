# syntax=docker/dockerfile:1
# The production image (README, "Run it in a container"). Two stages, as the official Node images
# advise: the first installs every dependency and builds; the last holds the build and the
# production dependencies only, and runs as the image's unprivileged `node` user under tini.
# server/ops/production-install.test.ts runs this file's npm steps, COPY lines, ENV, CMD and
# HEALTHCHECK on this machine; FROM and apt-get need a container engine and are not run there.
ARG NODE_VERSION=20.19

FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
RUN --mount=type=cache,target=/root/.npm npm ci
COPY . .
RUN npm run build

FROM node:${NODE_VERSION}-bookworm-slim AS production
# tini as PID 1: signals reach node, and exited children are reaped.
RUN apt-get update && apt-get install -y --no-install-recommends tini && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
RUN --mount=type=cache,target=/root/.npm npm ci --omit=dev
COPY --from=build /app/build ./build
COPY server.js cli.js ./
COPY drizzle ./drizzle
# `npm start`'s first step: here it finds no development tools and serves the build.
COPY scripts/prepare-start.mjs ./scripts/
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
ENTRYPOINT ["tini", "--"]
# The heap flags of `npm run serve` (ADR 081); a test keeps the two lists equal.
# SIGTERM drains: /readyz answers 503 at once, requests in flight finish (up to 10 s), then exit 0.
STOPSIGNAL SIGTERM
CMD ["node", "--max-semi-space-size=4", "--max-old-space-size=512", "--single-threaded-gc", "--v8-pool-size=1", "--heap-growing-percent=100", "server.js"]
