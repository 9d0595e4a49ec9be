# The standalone Node server in a container: the same steps as `npm run start:standalone`.
#   docker build -t orbita-lab-site --build-arg APP_FROM=from-source --build-arg NEXT_PUBLIC_SITE_URL=https://www.orbitalab.it .
# (APP_FROM named explicitly: buildah/podman 4.3 does not resolve the default below to a stage, Docker does.)
#   docker run -p 3000:3000 -v orbita-consents:/app/.data orbita-lab-site              (embedded store)
#   docker run -p 3000:3000 -e DATABASE_URL=postgres://… orbita-lab-site              (PostgreSQL)
# Behind nginx on the same host: --network host -e HOSTNAME=127.0.0.1 binds the host's loopback only.

# Node 24 LTS in every stage, the Node production runs on (scripts/hosting/production-node.mjs).

# Where the runtime takes the server from: `from-source` (built below) or `prebuilt`, a standalone output built
# already and given as the build context (the tests: scripts/hosting/container.mjs).
ARG APP_FROM=from-source

# 1. Dependencies, from the lock file only. .puppeteerrc.cjs comes along so puppeteer's postinstall
#    skips its browser download (pa11y uses Debian's Chromium; the download fails offline and bloats the stage).
FROM node:24-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json .puppeteerrc.cjs ./
RUN npm ci --no-audit --no-fund

# 2. The production build. NEXT_PUBLIC_* values are baked into the pages at build time.
#    NEXT_OUTPUT=standalone: next.config.ts writes .next/standalone only when asked.
#    On top of the dependencies' layer rather than a copy of it: copying a gigabyte of node_modules
#    into a new stage took longer than the build itself.
FROM deps AS build
ENV NEXT_TELEMETRY_DISABLED=1 NEXT_OUTPUT=standalone
ARG NEXT_PUBLIC_SITE_URL
ARG NEXT_PUBLIC_GA_MEASUREMENT_ID
COPY . .
RUN npm run build

# 3. What the server needs, under /app: the standalone output, with our server entry (server.mjs, copied in by
#    the build), and what it does not trace (no dev dependencies: Next's trace copies just the modules the
#    server loads): the static files, public/ and the migrations.
FROM scratch AS from-source
COPY --from=build /app/.next/standalone /app/
COPY --from=build /app/.next/static /app/.next/static
COPY --from=build /app/public /app/public
COPY --from=build /app/db/migrations /app/db/migrations

# The same, from a standalone output prepared as `npm run start:standalone` does (its static files, public/
# and the migrations copied in): the build context is that folder.
FROM scratch AS prebuilt
COPY . /app/

FROM ${APP_FROM} AS app

# 4. The runtime, as a non-root user. DIST_DIR: the build's folder name inside the standalone output (`.next`;
#    the tests' prebuilt one is `.next-test`).
FROM node:24-bookworm-slim AS run
ARG DIST_DIR=.next
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000 HOSTNAME=0.0.0.0 SITE_STORE_DIR=/app/.data/store \
  NEXT_DIST_DIR=${DIST_DIR}
RUN groupadd --system --gid 1001 site && useradd --system --uid 1001 --gid site site \
  && mkdir -p /app/.data && chown site:site /app/.data
COPY --from=app --chown=site:site /app ./
USER site
# The embedded consent database (used when neither DATABASE_URL nor SUPABASE_URL is set): keep it.
VOLUME ["/app/.data"]
EXPOSE 3000
# DATABASE_URL, SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are read at run time: pass them with `docker run -e`.
# A first check on a new volume creates the embedded database (about 7 s here): hence the 15 s timeout.
HEALTHCHECK --interval=30s --timeout=15s --start-period=30s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "server.mjs"]
