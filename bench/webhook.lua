-- POST /api/webhooks/asaas with the webhook token: every request a new event id (thread number
-- and counter), PAYMENT_RECEIVED or PAYMENT_CONFIRMED for a random charge of the seeded ones, so
-- the first event of a charge marks it paid and later ones find it paid (stored, no change).
local counter = 0
local thread_id = 0
local threads = {}
local charges = tonumber(os.getenv("BENCH_CHARGES") or "100000")

function setup(thread)
  thread:set("thread_id", #threads + 1)
  table.insert(threads, thread)
end

function init(args)
  math.randomseed(os.time() + thread_id)
  wrk.method = "POST"
  wrk.headers["Content-Type"] = "application/json"
  wrk.headers["asaas-access-token"] = os.getenv("BENCH_WEBHOOK_TOKEN")
end

function request()
  counter = counter + 1
  local n = math.random(1, charges)
  local event = (counter % 2 == 0) and "PAYMENT_RECEIVED" or "PAYMENT_CONFIRMED"
  local body = string.format(
    '{"id":"evt_bench_%d_%d_%d","event":"%s","payment":{"object":"payment","id":"pay_bench%019d",' ..
    '"status":"RECEIVED","billingType":"PIX","value":49.9,"externalReference":"cbench%019d","paymentDate":"2026-11-21"}}',
    os.time(), thread_id, counter, event, n, n)
  return wrk.format(nil, nil, nil, body)
end
