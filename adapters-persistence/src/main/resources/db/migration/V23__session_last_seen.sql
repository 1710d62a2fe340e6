-- Sessions a user controls (docs/adr/0027): when each session was last used. Written at most once
-- a minute per session (the request path reads it and only writes when it is stale), so an active
-- client costs one small update a minute, not one per request. Existing rows start from their
-- creation time.
alter table sessions add column last_seen_at timestamptz;
update sessions set last_seen_at = created_at;
