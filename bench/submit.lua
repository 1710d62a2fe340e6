-- POST /api/test-link/<fresh token>/submit with 30 answers. Every request takes the next seeded
-- assignment, so every submit is a first submit (201); each wrk thread owns its own range of the
-- tokens bench/run.sh seeded for this run (BENCH_TOKEN_PREFIX, BENCH_TOKENS_PER_THREAD each).
-- BENCH_SUBMIT_BODY names a file holding another body (bench/submit-types.sh: typed answers), so
-- both forms are driven by the same requests but for their bodies. BENCH_TEST_LINK_ACTION=start
-- sends POST .../start without a body instead (bench/attempts.sh: the start of a timed attempt).
local threads = 0
function setup(thread)
  threads = threads + 1
  thread:set("range_start", (threads - 1) * tonumber(os.getenv("BENCH_TOKENS_PER_THREAD")))
end

local counter = 0
local action = os.getenv("BENCH_TEST_LINK_ACTION") or "submit"
function init(args)
  local answers = {}
  for q = 1, 30 do
    answers[#answers + 1] = string.format('{"questionId":"bq%d","optionId":"bo%d_%d"}', q, q, (q % 4) + 1)
  end
  wrk.method = "POST"
  wrk.headers["Content-Type"] = "application/json"
  wrk.body = '{"answers":[' .. table.concat(answers, ",") .. ']}'
  local file = os.getenv("BENCH_SUBMIT_BODY")
  if file and file ~= "" then
    local f = assert(io.open(file))
    wrk.body = f:read("*a")
    f:close()
  end
  if action == "start" then
    wrk.headers["Content-Type"] = nil
    wrk.body = nil
  end
end

function request()
  counter = counter + 1
  return wrk.format(nil, "/api/test-link/" .. os.getenv("BENCH_TOKEN_PREFIX") .. (range_start + counter) .. "/" .. action)
end
