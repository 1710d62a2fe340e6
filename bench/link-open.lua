-- GET /api/test-link/<prefix>N over BENCH_LINK_TOKENS (default 5,000) seeded assignments, prefix from
-- BENCH_LINK_PREFIX (default bench-read-token-, the fixed 30-question form of seed-assessments.sql).
local prefix = os.getenv("BENCH_LINK_PREFIX") or "bench-read-token-"
local tokens = tonumber(os.getenv("BENCH_LINK_TOKENS") or "5000")
local counter = 0
function request()
  counter = counter % tokens + 1
  return wrk.format("GET", "/api/test-link/" .. prefix .. counter)
end
