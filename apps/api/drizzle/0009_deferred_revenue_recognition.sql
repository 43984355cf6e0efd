ALTER TABLE "credit_lots" ADD COLUMN "value_cents" bigint;--> statement-breakpoint
ALTER TABLE "credit_lots" ADD COLUMN "recognized_credits" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_lots" ADD CONSTRAINT "credit_lots_value_not_negative" CHECK ("credit_lots"."value_cents" is null or "credit_lots"."value_cents" >= 0);--> statement-breakpoint
ALTER TABLE "credit_lots" ADD CONSTRAINT "credit_lots_recognized_range" CHECK ("credit_lots"."recognized_credits" >= 0 and "credit_lots"."recognized_credits" <= "credit_lots"."granted");