CREATE TABLE "ride_confirmations" (
	"transport_id" uuid PRIMARY KEY NOT NULL,
	"signature_image" text,
	"signer_name" text,
	"signer_role" text,
	"no_signature_reason" text,
	"signed_at" timestamp with time zone,
	"signed_by" uuid,
	"photo_image" text,
	"photo_at" timestamp with time zone,
	"photo_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ride_confirmations" ADD CONSTRAINT "ride_confirmations_transport_id_transports_id_fk" FOREIGN KEY ("transport_id") REFERENCES "public"."transports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ride_confirmations" ADD CONSTRAINT "ride_confirmations_signed_by_users_id_fk" FOREIGN KEY ("signed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ride_confirmations" ADD CONSTRAINT "ride_confirmations_photo_by_users_id_fk" FOREIGN KEY ("photo_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;