-- GET /api/auth/session, as the server sends it (captured from PostgreSQL's log): the session
-- row joined to its user, by the id the session token names. Variables: sid.
select s.id, s.expires_at, s.revoked_at, u.id, u.organization_id, u.email, u.name, u.role, u.active, u.session_version, s.last_seen_at from sessions s join users u on u.id = s.user_id where s.id = :sid;
