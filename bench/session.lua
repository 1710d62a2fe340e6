-- Sends the session cookie named by BENCH_COOKIE_VAR (wrk's -H would need a space-free value).
local token = os.getenv(os.getenv("BENCH_COOKIE_VAR") or "BENCH_SESSION")
wrk.headers["Cookie"] = "next-auth.session-token=" .. token
