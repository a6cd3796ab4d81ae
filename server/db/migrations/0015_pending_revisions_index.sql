-- A post's pending edits (its one 'pending' revision while published, decision 037) are a use of the
-- images they name (decision 047, update of 2026-11-27): the media library's usage query, run for every
-- list page, reads only these rows. A partial index holds at most one row per published post, so it
-- costs next to nothing to keep while the revisions table grows with every save.
CREATE INDEX "post_revisions_pending_idx" ON "post_revisions" USING btree ("post_id") WHERE "post_revisions"."kind" = 'pending';
