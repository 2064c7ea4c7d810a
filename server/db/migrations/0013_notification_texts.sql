-- A notification's words in every language, so the bell speaks the reader's language of today
-- (decision 055). Older rows keep only title and message, in the language they were made in.
ALTER TABLE "notifications" ADD COLUMN "texts" jsonb;
