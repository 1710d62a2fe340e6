-- GET /api/test-link/<token> over seeded assignments that the submit scenario never uses.
local counter = 0
local first = tonumber(os.getenv("BENCH_READ_TOKENS_FROM"))
function request()
  counter = counter % 5000 + 1
  return wrk.format("GET", "/api/test-link/bench-token-" .. (first + counter))
end
