-- POST /api/reports/export for the 20-answer submission bench/seed-reports.sh made (REPORT_SUBMISSION_ID).
dofile("bench/session.lua")
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
wrk.body = string.format('{"submissionId":"%s"}', os.getenv("REPORT_SUBMISSION_ID"))
