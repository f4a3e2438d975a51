-- How a coach reads sizes on diagrams; every existing account keeps metres, as sizes were stored.
ALTER TABLE "users" ADD COLUMN "size_unit" text DEFAULT 'metres' NOT NULL;