-- GET /api/test-link/<token> over 5,000 assignments seeded for the reads alone (bench-read-token-N):
-- no submit can use them up, however fast it runs.
local counter = 0
function request()
  counter = counter % 5000 + 1
  return wrk.format("GET", "/api/test-link/bench-read-token-" .. counter)
end
