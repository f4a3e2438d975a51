-- Sign-up now confirms the address by a mailed link; accounts made before it count as confirmed.
UPDATE "users" SET "email_verified" = true WHERE "email_verified" = false;
