-- Reset links are stored as a hash of their token from this version on. Links sent before it were stored
-- as the token itself: they are cancelled here (a coach who still needs one asks again).
DELETE FROM "verifications" WHERE "identifier" LIKE 'reset-password:%';
