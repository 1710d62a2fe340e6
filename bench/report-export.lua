-- POST /api/reports/export for the 20-answer submission bench/run.sh seeded (REPORT_SUBMISSION_ID).
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
wrk.body = string.format('{"submissionId":"%s"}', os.getenv("REPORT_SUBMISSION_ID"))
