ALTER TABLE "businesses" ADD COLUMN "brand_color" text;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "book_before_paying" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "max_unpaid_purchases" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "email_staff_alerts" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_brand_color_hex" CHECK ("businesses"."brand_color" is null or "businesses"."brand_color" ~ '^#[0-9a-f]{6}$');--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_max_unpaid_purchases_range" CHECK ("businesses"."max_unpaid_purchases" between 1 and 10);