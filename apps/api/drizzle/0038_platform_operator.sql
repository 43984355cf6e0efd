CREATE TABLE "landing_content" (
	"locale" text PRIMARY KEY NOT NULL,
	"content" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "landing_content_locale_known" CHECK ("landing_content"."locale" in ('en', 'fr', 'ar'))
);
--> statement-breakpoint
CREATE TABLE "operator_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"stage" text DEFAULT 'two_step_pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ip" text,
	"user_agent" text,
	CONSTRAINT "operator_sessions_stage_known" CHECK ("operator_sessions"."stage" in ('active', 'two_step_pending'))
);
--> statement-breakpoint
CREATE TABLE "platform_operators" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "suspension_reason" text;--> statement-breakpoint
ALTER TABLE "landing_content" ADD CONSTRAINT "landing_content_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_sessions" ADD CONSTRAINT "operator_sessions_user_id_platform_operators_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."platform_operators"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_operators" ADD CONSTRAINT "platform_operators_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "operator_sessions_user_idx" ON "operator_sessions" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_suspension_reason" CHECK (("businesses"."suspended_at" is null) = ("businesses"."suspension_reason" is null));