-- POST /api/auth/check-credentials with the bench administrator's real credentials, so no
-- failure is counted toward the brute-force limit; the rate is bounded by bcrypt's cost.
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
wrk.body = string.format('{"email":"%s","password":"%s"}', os.getenv("BENCH_EMAIL"), os.getenv("BENCH_PASSWORD"))
