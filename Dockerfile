# syntax=docker/dockerfile:1
# Otto as a container: `docker build -t otto .`, then `docker run -p 8080:8080 -v otto-data:/data otto`
# runs the embedded product (otto start). compose.yaml runs the scaled-out setup from the same image.

ARG NODE_VERSION=20-bookworm-slim

# ---- build: every dependency, the web app built into apps/web/dist ----
FROM node:${NODE_VERSION} AS build
WORKDIR /app
# The lockfile and the workspaces' manifests first, so a code change reuses the installed layer.
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/shared/package.json packages/shared/
COPY packages/timeline/package.json packages/timeline/
# onnxruntime-node would download CUDA libraries at install; Otto uses the CPU library it ships.
RUN ONNXRUNTIME_NODE_INSTALL=skip npm ci --no-audit --no-fund
COPY . .
RUN npm run build \
 && npm prune --omit=dev --no-audit --no-fund

# ---- runtime: Node, the media tools and fonts, Otto, no compilers ----
FROM node:${NODE_VERSION} AS runtime
# ffmpeg for every media step, pocketsphinx for offline transcription, DejaVu for burned-in captions,
# yt-dlp for video-link imports, tini so the process under it gets SIGTERM and zombies are reaped.
RUN apt-get update \
 && apt-get install -y --no-install-recommends ffmpeg pocketsphinx pocketsphinx-en-us fonts-dejavu-core yt-dlp tini \
 && rm -rf /var/lib/apt/lists/*
RUN groupadd --system otto && useradd --system --gid otto --home-dir /data otto \
 && mkdir -p /data && chown otto:otto /data
WORKDIR /app
COPY --from=build --chown=root:root /app /app
ENV NODE_ENV=production \
    OTTO_DATA_DIR=/data \
    PORT=8080 \
    HOST=0.0.0.0
USER otto
VOLUME ["/data"]
EXPOSE 8080
# Only `otto start` and `otto server` answer HTTP; compose.yaml gives workers no HTTP check.
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
ENTRYPOINT ["/usr/bin/tini", "--", "node", "apps/server/bin/otto.js"]
CMD ["start"]
