# syntax=docker/dockerfile:1
# One Dockerfile for every deployable (docs/adr/0009-container-images.md). APP_DIR names the workspace to run:
#   docker build --build-arg APP_DIR=services/identity --build-arg PORT=4001 -t tutor/identity .
#   docker build --build-arg APP_DIR=gateway --build-arg PORT=4000 -t tutor/gateway .   (carries the web app)
# The inference worker is the tutor-inference image run with INFERENCE_ROLE=worker. The ops image (backups) is
#   docker build --build-arg APP_DIR=packages/service-runtime -t tutor/ops .
# Debian (bookworm) slim, not alpine: the lockfile lists the glibc builds of native optional packages (this is what CI runs).
ARG NODE_IMAGE=node:20-bookworm-slim

# Only the manifests, so that the dependency layers below are rebuilt only when a manifest changes.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /src
COPY . .
RUN mkdir /manifests \
 && node -e "console.log(require('./package.json').workspaces.map((w) => w + '/package.json').join('\n'))" \
    | xargs cp --parents package.json package-lock.json .npmrc -t /manifests

# Compiles every workspace once (shared by all deployables) and the web app when it has a build.
FROM ${NODE_IMAGE} AS build
WORKDIR /src
COPY --from=manifests /manifests/ ./
# Exactly the lockfile (it lists every platform's optional builds). Install scripts stay off: nothing built or
# run here needs one (the embedded PostgreSQL is a development default only).
RUN npm ci --ignore-scripts --no-audit --no-fund
COPY . .
RUN node scripts/build.mjs
# The runtime tree of one deployable, laid out as in the repository (code finds migrations, schemas and the
# supergraph relative to its own dist/): the deployable, the workspaces it depends on (the shared packages only:
# services share contracts, not code), and for the gateway the web app.
ARG APP_DIR
RUN test -n "$APP_DIR" || (echo 'APP_DIR build argument is required (e.g. services/identity)' && exit 1); \
    deps=$(node -e "const ws = Object.fromEntries(require('./package.json').workspaces.map((w) => [require('./' + w + '/package.json').name, w])); console.log(Object.keys(require('./' + process.argv[1] + '/package.json').dependencies ?? {}).filter((n) => ws[n]).map((n) => ws[n]).join(' '))" "$APP_DIR"); \
    for dir in $deps "$APP_DIR"; do \
      mkdir -p "/out/$dir"; \
      for part in package.json dist migrations schema.graphql supergraph.graphql; do \
        if [ -e "$dir/$part" ]; then cp -r "$dir/$part" "/out/$dir/"; fi; \
      done; \
    done; \
    if [ "$APP_DIR" = gateway ]; then \
      mkdir -p /out/web && if [ -f web/dist/index.html ]; then cp -r web/dist /out/web/dist; else cp -r web/public /out/web/dist; fi; \
    fi

# Production dependencies of this one workspace only (and the workspace links it needs).
FROM ${NODE_IMAGE} AS production-deps
ARG APP_DIR
WORKDIR /app
COPY --from=manifests /manifests/ ./
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund --workspace="$APP_DIR" && npm cache clean --force

FROM ${NODE_IMAGE} AS runtime
ARG APP_DIR
# Read aloud without an OpenAI key runs Debian's espeak-ng in the inference worker: only its image carries it.
RUN if [ "$APP_DIR" = services/tutor-inference ]; then \
      apt-get update \
      && apt-get install -y --no-install-recommends espeak-ng \
      && rm -rf /var/lib/apt/lists/*; \
    fi
# The ops image (APP_DIR=packages/service-runtime; k8s/base/backup) runs backup and restore with Debian's
# pg_dump and pg_restore, which must be at least the server's major version (docs/runbook.md).
RUN if [ "$APP_DIR" = packages/service-runtime ]; then \
      apt-get update \
      && apt-get install -y --no-install-recommends postgresql-client \
      && rm -rf /var/lib/apt/lists/*; \
    fi
# The port the deployable listens on by default (IDENTITY_PORT, PORT, ...); the health check asks it (a node
# process: its 10 s timeout leaves room for a busy host).
ARG PORT=4000
ENV NODE_ENV=production \
    HEALTHCHECK_PORT=${PORT} \
    WEB_DIST_DIR=/app/web/dist
WORKDIR /app
COPY --from=production-deps /app/node_modules ./node_modules
COPY --from=build /out/ ./
# Files stay root-owned and read-only to the process; it runs as the image's unprivileged `node` user (uid 1000).
USER node
WORKDIR /app/${APP_DIR}
EXPOSE ${PORT}
HEALTHCHECK --interval=10s --timeout=10s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.HEALTHCHECK_PORT + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "dist/main.js"]
