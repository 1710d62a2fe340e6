-- POST /api/test-link/<fresh token>/submit with 30 answers. Every request takes the next seeded
-- assignment, so every submit is a first submit (201); each wrk thread owns its own token range,
-- shifted by BENCH_SUBMIT_FROM (the warm-up's rounds use tokens the measured run never reaches).
local threads = 0
function setup(thread)
  threads = threads + 1
  local from = tonumber(os.getenv("BENCH_SUBMIT_FROM") or "0")
  thread:set("range_start", from + (threads - 1) * tonumber(os.getenv("BENCH_TOKENS_PER_THREAD")))
end

local counter = 0
function init(args)
  local answers = {}
  for q = 1, 30 do
    answers[#answers + 1] = string.format('{"questionId":"bq%d","optionId":"bo%d_%d"}', q, q, (q % 4) + 1)
  end
  wrk.method = "POST"
  wrk.headers["Content-Type"] = "application/json"
  wrk.body = '{"answers":[' .. table.concat(answers, ",") .. ']}'
end

function request()
  counter = counter + 1
  return wrk.format(nil, "/api/test-link/bench-token-" .. (range_start + counter) .. "/submit")
end
