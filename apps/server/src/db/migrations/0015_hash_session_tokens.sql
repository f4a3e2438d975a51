-- Sign-in sessions are stored as a SHA-256 (hex) of their token from this version on (auth/session-tokens.ts).
-- The sessions live before it are hashed here rather than ended, so nobody is signed out: their cookies
-- still carry the token, whose hash now matches. A stored token is 32 characters, never 64 hex digits, so
-- a row is hashed once even if this runs again.
UPDATE "sessions" SET "token" = encode(sha256(convert_to("token", 'UTF8')), 'hex') WHERE "token" !~ '^[0-9a-f]{64}$';
