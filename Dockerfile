# syntax=docker/dockerfile:1
# The app's image (docs/DEPLOY.md): the front end and the server built in one stage, run in a
# smaller one with the production packages only, as the unprivileged `node` user. `npm run
# image:check` (run by CI) rebuilds the runtime stage's folder without Docker and starts it.

FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# dist/admin (the front end, with .br and .gz copies) and dist/server/server.js (the compiled server).
RUN npm run build

FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/dist ./dist
COPY --from=build /app/migrations ./migrations
# The data folder: the uploads and the JWT secret when no S3 bucket or JWT_SECRET is set, and the
# embedded PostgreSQL when no DATABASE_URL is (which refuses to run as root).
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:3000/api/health/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--enable-source-maps", "dist/server/server.js"]
