CREATE TABLE "household_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"membership_id" uuid NOT NULL,
	"full_name" text NOT NULL,
	"relationship" text NOT NULL,
	"date_of_birth" date NOT NULL,
	"medical_note_encrypted" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "household_members_relationship_known" CHECK ("household_members"."relationship" in ('partner', 'child', 'parent', 'sibling', 'friend', 'other'))
);
--> statement-breakpoint
CREATE TABLE "member_profiles" (
	"membership_id" uuid PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"next_step" text DEFAULT 'profile' NOT NULL,
	"date_of_birth" date,
	"address" text,
	"location_code" text,
	"emergency_contact_name" text,
	"emergency_contact_phone" text,
	"sports" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"goals" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"languages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"medical_answers_encrypted" text,
	"nutrition_answers_encrypted" text,
	"medical_flag" boolean DEFAULT false NOT NULL,
	"terms_version" text,
	"privacy_version" text,
	"consented_at" timestamp with time zone,
	"photo" "bytea",
	"photo_type" text,
	"photo_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_profiles_next_step_known" CHECK ("member_profiles"."next_step" in ('profile', 'interests', 'medical', 'nutrition', 'consent', 'done')),
	CONSTRAINT "member_profiles_photo_size" CHECK ("member_profiles"."photo" is null or octet_length("member_profiles"."photo") <= 2097152)
);
--> statement-breakpoint
CREATE TABLE "support_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"from_ip" text,
	"email" text NOT NULL,
	"subject" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "household_members" ADD CONSTRAINT "household_members_membership_fk" FOREIGN KEY ("business_id","membership_id") REFERENCES "public"."memberships"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_profiles" ADD CONSTRAINT "member_profiles_membership_fk" FOREIGN KEY ("business_id","membership_id") REFERENCES "public"."memberships"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_requests" ADD CONSTRAINT "support_requests_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "household_members_member_idx" ON "household_members" USING btree ("business_id","membership_id");--> statement-breakpoint
CREATE INDEX "support_requests_ip_idx" ON "support_requests" USING btree ("from_ip","created_at");