-- Submit-limit counters live one minute: they need no crash safety, and without WAL the gate's
-- upsert neither writes nor waits for the log (decision 002, amended).
ALTER TABLE "rate_limit_counters" SET UNLOGGED;
