# The web site as a container: the release artefact (`pnpm release`) on Node 24 slim, run by
# an unprivileged user. Build from the repository root: docker build -t wayfarer-web .
# See docs/deploy.md for the environment and Cloud Run.

FROM node:24-slim AS build
WORKDIR /repo
# The pnpm version package.json pins, without corepack.
RUN npm install --global --no-fund --no-audit pnpm@11.28.11
COPY . .
RUN pnpm install --frozen-lockfile && pnpm release

FROM node:24-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    MEMORY_LIMIT_MB=512
WORKDIR /app
# A font for the text of share cards (docs/decisions/088); slim images have none.
RUN apt-get update && apt-get install -y --no-install-recommends fonts-dejavu-core \
    && rm -rf /var/lib/apt/lists/*
COPY --from=build --chown=node:node /repo/dist/release/web ./
USER node
EXPOSE 8080
# Liveness only: /healthz touches no backend (readiness is /readyz, for the load balancer).
HEALTHCHECK --interval=30s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/healthz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["./start.sh"]
