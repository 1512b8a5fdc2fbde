# The shop's two images, from one build of the npm workspaces (build context: the repository root).
#   target `medusa`:     the Medusa server and worker image (servers, worker, the one-shot migrate)
#   target `storefront`: the SPA built with Vite, served by nginx, which forwards the API paths to the
#                        Medusa servers and /files/ to the bucket (storefront/nginx.conf)
# docker-compose.yml names the target of each service; both share the `deps` stage.

FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY packages/staff/package.json packages/staff/
COPY compat-api/package.json compat-api/
COPY admin-extensions/package.json admin-extensions/
COPY medusa-backend/package.json medusa-backend/
COPY storefront/package.json storefront/
RUN npm ci --no-audit --no-fund
COPY packages packages

FROM deps AS medusa-build
COPY compat-api compat-api
COPY admin-extensions admin-extensions
COPY medusa-backend medusa-backend
# the /api contract and the plugins first (build:plugins): the backend loads them from <plugin>/.medusa/server
RUN npm run build:plugins \
 && NODE_OPTIONS=--max-old-space-size=3072 npm run build -w medusa-backend \
 && mkdir -p medusa-backend/static medusa-backend/static-private \
 && ln -s /app/medusa-backend/static medusa-backend/.medusa/server/static \
 && ln -s /app/medusa-backend/static-private medusa-backend/.medusa/server/static-private

FROM node:20-bookworm-slim AS medusa
ENV NODE_ENV=production
WORKDIR /app
COPY --from=medusa-build /app /app
WORKDIR /app/medusa-backend
EXPOSE 9000
# Servers and the worker (MEDUSA_WORKER_MODE) only start. Migrations and the setup (seed, first admin
# user; both idempotent) run once per deployment, before them, as docker-compose.yml's `migrate` service:
#   sh -c "npx medusa db:migrate && npx medusa exec ./src/scripts/setup.ts"
CMD ["sh", "-c", "cd .medusa/server && exec npx medusa start"]

FROM deps AS storefront-build
COPY storefront storefront
RUN npm run build -w @shop/contract && npm run build -w storefront

# 1.28 (stable): the upstream servers' `resolve` needs nginx >= 1.27.3.
FROM nginx:1.28-alpine AS storefront
# A template: the image's entrypoint writes /etc/nginx/conf.d/default.conf from it at start,
# replacing ${S3_BUCKET} (only the variables the filter names; nginx's own $host... stay as they are).
ENV NGINX_ENVSUBST_FILTER=S3_BUCKET \
    S3_BUCKET=shop-files
COPY storefront/nginx.conf /etc/nginx/templates/default.conf.template
COPY --from=storefront-build /app/storefront/dist /usr/share/nginx/html
# 80: the shop; 9000: Medusa (its admin at /app), both balanced over the Medusa servers.
EXPOSE 80 9000
HEALTHCHECK --interval=10s --timeout=5s --start-period=10s --retries=3 \
  CMD wget -q -O /dev/null http://127.0.0.1/health || exit 1
