DROP INDEX "blog_posts_published_idx";--> statement-breakpoint
DROP INDEX "blog_posts_category_published_idx";--> statement-breakpoint
DROP INDEX "blog_posts_search_trgm_idx";--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(title || ' ' || summary)) STORED;--> statement-breakpoint
CREATE INDEX "blog_posts_newest_idx" ON "blog_posts" USING btree ("published_at" DESC NULLS FIRST,"created_at" DESC NULLS FIRST) WHERE "blog_posts"."is_published";--> statement-breakpoint
CREATE INDEX "blog_posts_category_newest_idx" ON "blog_posts" USING btree ("category_id","published_at" DESC NULLS FIRST,"created_at" DESC NULLS FIRST) WHERE "blog_posts"."is_published";--> statement-breakpoint
CREATE INDEX "blog_posts_search_text_trgm_idx" ON "blog_posts" USING gin ("search_text" gin_trgm_ops);