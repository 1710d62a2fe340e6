-- Sends the session cookie named by BENCH_COOKIE_VAR (default BENCH_SESSION). wrk's -H needs
-- "Name: value" with a space, which the word-split options of run.sh's endpoint table cannot
-- carry ("Cookie:x" went out unparsed and every signed-in endpoint measured 401s).
-- With BENCH_PACE_MS set, each connection waits that long between requests: a paced run
-- measures the latency of a request rather than of a queue.
wrk.headers["Cookie"] = "next-auth.session-token=" .. os.getenv(os.getenv("BENCH_COOKIE_VAR") or "BENCH_SESSION")

local pace = tonumber(os.getenv("BENCH_PACE_MS") or "")
if pace then
  function delay()
    return pace
  end
end
