# Multi-stage production image: build the web app with Node tooling, run the server on Bun.
FROM oven/bun:1.3 AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY patches ./patches
RUN bun install --frozen-lockfile 2>/dev/null || bun install

FROM deps AS build
COPY . .
RUN cd web && ../node_modules/.bin/panda codegen --silent && ../node_modules/.bin/tsr generate && ../node_modules/.bin/vite build \
 && cd .. && bun scripts/prerender.ts

FROM oven/bun:1.3-slim AS runtime
WORKDIR /app
ENV NODE_ENV=production PORT=3000
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/web/dist ./web/dist
COPY package.json tsconfig.json ./
COPY src ./src
COPY migrations ./migrations
EXPOSE 3000
USER bun
HEALTHCHECK --interval=30s --timeout=3s CMD bun -e "fetch('http://127.0.0.1:3000/api/health').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
CMD ["bun", "src/main.ts"]
