CREATE TABLE "offering_locations" (
	"business_id" uuid NOT NULL,
	"offering_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	CONSTRAINT "offering_locations_offering_id_location_id_pk" PRIMARY KEY("offering_id","location_id")
);
--> statement-breakpoint
ALTER TABLE "offering_locations" ADD CONSTRAINT "offering_locations_offering_fk" FOREIGN KEY ("business_id","offering_id") REFERENCES "public"."offerings"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offering_locations" ADD CONSTRAINT "offering_locations_location_fk" FOREIGN KEY ("business_id","location_id") REFERENCES "public"."locations"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offering_locations_location_idx" ON "offering_locations" USING btree ("business_id","location_id");--> statement-breakpoint
-- Hand-written: an offering's locations are part of what booking reads about a studio (decision 0020).
CREATE TRIGGER "offering_locations_config" AFTER INSERT OR UPDATE OR DELETE ON "offering_locations"
  FOR EACH ROW EXECUTE FUNCTION "studio_config_changed"();
