# Everything the project needs is installed by these targets: Bun comes from the npm registry
# (node_modules/.bin/bun), dependencies from the committed lockfile, Chromium from Debian.
SHELL := /bin/bash
BUN := node_modules/.bin/bun
BIN := node_modules/.bin
PG_TEST_URL ?= postgres://postgres@127.0.0.1:5432/postgres

.PHONY: digest lint format replica chaos soak bench-smoke start dev test e2e sweep migrate seed openapi bench admin import erase retention incident docker-build web deps chromium check-contract lint-contract

node_modules/.installed: package.json package-lock.json $(wildcard patches/*.patch)
	npm ci --no-audit --no-fund
	@touch $@

deps: node_modules/.installed

web/styled-system/styles.css: deps
	cd web && ../$(BIN)/panda codegen --silent

web: deps
	cd web && ../$(BIN)/panda codegen --silent && ../$(BIN)/tsr generate >/dev/null && ../$(BIN)/vite build --logLevel warn
	$(BUN) scripts/prerender.ts

chromium:
	@command -v /usr/bin/chromium >/dev/null || { \
	  if [ "$$(id -u)" = 0 ]; then apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null; \
	  else echo "Browser tests need Debian's chromium: sudo apt-get install -y chromium"; exit 1; fi; }

start: web
	$(BUN) src/main.ts

migrate: deps
	$(BUN) src/cli.ts migrate

seed: deps
	$(BUN) src/cli.ts seed

admin: deps
	$(BUN) src/cli.ts admin --username "$(USERNAME)" --email "$(EMAIL)" --password "$(PASSWORD)"

import: deps
	$(BUN) src/cli.ts import --file "$(FILE)"

erase: deps
	$(BUN) src/cli.ts erase --student "$(STUDENT)"

# Retention (issue 16 §5): notices, then erasures of records past retention; DRY_RUN=1 only lists them.
retention: deps
	$(BUN) src/cli.ts retention $(if $(DRY_RUN),--dry-run)

# Incident (SECURITY.md): the students and members an audit-log window touched; CSV in OUT (default tmp/incident-….csv).
incident: deps
	$(BUN) src/cli.ts incident --from "$(FROM)" --to "$(TO)" $(if $(OUT),--out "$(OUT)")

# Saved searches' digests due now (the running server also sends them every 15 minutes; one copy at a time).
digest: deps
	$(BUN) src/cli.ts digest

openapi: deps
	$(BUN) scripts/write-openapi.ts
	cd web && ../$(BIN)/openapi-ts >/dev/null && ../$(BIN)/tsr generate >/dev/null

# Biome (pinned, biome.json): formatting and lint rules over the tree; fails on any finding (run by make test).
lint: deps
	$(BIN)/biome check .

# The same, writing the fixes: formats the tree and applies Biome's safe fixes.
format: deps
	$(BIN)/biome check --write .

# The committed contract against redocly.yaml (Redocly's recommended rules, tightened): fails on any error, lists warnings.
lint-contract: deps
	REDOCLY_TELEMETRY=off REDOCLY_SUPPRESS_UPDATE_NOTICE=true $(BIN)/redocly lint --format=stylish --max-problems 1000

check-contract: openapi
	git diff --exit-code -- openapi/openapi.json web/src/api web/src/routeTree.gen.ts

test: deps chromium web
	bash scripts/test.sh

e2e: deps chromium web
	$(BUN) test tests/e2e

# The browser sweep alone: every screen as every kind of visitor; screenshots in tmp/sweep/ (SWEEP_ONLY=<regex> narrows it).
sweep: deps chromium web
	TEST_DATABASE_URL=$${TEST_DATABASE_URL:-$(PG_TEST_URL)} $(BUN) test --timeout 120000 tests/e2e/sweep.e2e.test.ts

bench: deps chromium web
	BENCH_STUDENTS=$${BENCH_STUDENTS:-1000000} $(BUN) bench/run.ts

bench-smoke: deps web
	BENCH_SMOKE=1 BENCH_STUDENTS=20000 $(BUN) bench/run.ts

# A PostgreSQL outage under load, on a throwaway cluster of its own (never the shared server on 5432).
chaos: deps web
	$(BUN) bench/chaos.ts

# Read-replica routing against a real streaming replica: a throwaway primary and a pg_basebackup standby on spare
# ports (never the shared server on 5432). Also part of make test.
replica: deps
	TEST_DATABASE_URL=$${TEST_DATABASE_URL:-$(PG_TEST_URL)} $(BUN) test --timeout 120000 tests/reliability/read-replica.test.ts src/platform/db/read-replica.test.ts src/platform/db/replica-routing-rules.test.ts

# SOAK_SECONDS (300) of mixed traffic from SOAK_CLIENTS (50) clients on the machine's PostgreSQL.
soak: deps web
	SOAK_SECONDS=$${SOAK_SECONDS:-300} SOAK_CLIENTS=$${SOAK_CLIENTS:-50} $(BUN) bench/soak.ts

docker-build:
	docker build -t edureach:latest .
