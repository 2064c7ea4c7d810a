CREATE TABLE "organizations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"zip_code" text NOT NULL,
	"country" text DEFAULT 'DE' NOT NULL,
	"phone" text,
	"fleet_size" integer,
	"service_area" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organizations_type_check" CHECK ("organizations"."type" in ('MD', 'RH', 'T'))
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"phone" text,
	"password_hash" text,
	"role" text DEFAULT 'member' NOT NULL,
	"language" text DEFAULT 'de' NOT NULL,
	"email_confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "email_codes_code_hash_unique" UNIQUE("code_hash")
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"user_id" uuid NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status" integer NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	"window_started_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rotated_at" timestamp with time zone,
	CONSTRAINT "refresh_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "server_keys" (
	"name" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"user_agent" text,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "favorite_addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"name" text NOT NULL,
	"street" text NOT NULL,
	"house_number" text NOT NULL,
	"floor" text,
	"city" text NOT NULL,
	"zip_code" text NOT NULL,
	"country" text DEFAULT 'DE' NOT NULL,
	"note" text,
	"name_key" text COLLATE "C" GENERATED ALWAYS AS ((replace(lower(translate("name", 'ÀÁÂÃÄÅĀĂĄàáâãäåāăąÇĆČçćčĎďÈÉÊËĒĖĘĚèéêëēėęěĞğÌÍÎÏİìíîïıŁłÑŃŇñńňÒÓÔÕÖØŐòóôõöøőŘřŚŠŞśšşŤťÙÚÛÜŮŰùúûüůűÝýÿŹŻŽźżžẞ', 'AAAAAAAAAaaaaaaaaaCCCcccDdEEEEEEEEeeeeeeeeGgIIIIIiiiiiLlNNNnnnOOOOOOOoooooooRrSSSsssTtUUUUUUuuuuuuYyyZZZzzzß')), 'ß', 'ss') collate "C")) STORED,
	"street_key" text COLLATE "C" GENERATED ALWAYS AS ((replace(lower(translate("street", 'ÀÁÂÃÄÅĀĂĄàáâãäåāăąÇĆČçćčĎďÈÉÊËĒĖĘĚèéêëēėęěĞğÌÍÎÏİìíîïıŁłÑŃŇñńňÒÓÔÕÖØŐòóôõöøőŘřŚŠŞśšşŤťÙÚÛÜŮŰùúûüůűÝýÿŹŻŽźżžẞ', 'AAAAAAAAAaaaaaaaaaCCCcccDdEEEEEEEEeeeeeeeeGgIIIIIiiiiiLlNNNnnnOOOOOOOoooooooRrSSSsssTtUUUUUUuuuuuuYyyZZZzzzß')), 'ß', 'ss') collate "C")) STORED,
	"city_key" text COLLATE "C" GENERATED ALWAYS AS ((replace(lower(translate("city", 'ÀÁÂÃÄÅĀĂĄàáâãäåāăąÇĆČçćčĎďÈÉÊËĒĖĘĚèéêëēėęěĞğÌÍÎÏİìíîïıŁłÑŃŇñńňÒÓÔÕÖØŐòóôõöøőŘřŚŠŞśšşŤťÙÚÛÜŮŰùúûüůűÝýÿŹŻŽźżžẞ', 'AAAAAAAAAaaaaaaaaaCCCcccDdEEEEEEEEeeeeeeeeGgIIIIIiiiiiLlNNNnnnOOOOOOOoooooooRrSSSsssTtUUUUUUuuuuuuYyyZZZzzzß')), 'ß', 'ss') collate "C")) STORED,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "patients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"gender" text NOT NULL,
	"phone_number" text,
	"birthday" date NOT NULL,
	"health_insurance_number" text,
	"insurer" jsonb,
	"note" text,
	"particularities" text,
	"address" jsonb,
	"last_name_key" text COLLATE "C" GENERATED ALWAYS AS ((replace(lower(translate("last_name", 'ÀÁÂÃÄÅĀĂĄàáâãäåāăąÇĆČçćčĎďÈÉÊËĒĖĘĚèéêëēėęěĞğÌÍÎÏİìíîïıŁłÑŃŇñńňÒÓÔÕÖØŐòóôõöøőŘřŚŠŞśšşŤťÙÚÛÜŮŰùúûüůűÝýÿŹŻŽźżžẞ', 'AAAAAAAAAaaaaaaaaaCCCcccDdEEEEEEEEeeeeeeeeGgIIIIIiiiiiLlNNNnnnOOOOOOOoooooooRrSSSsssTtUUUUUUuuuuuuYyyZZZzzzß')), 'ß', 'ss') collate "C")) STORED,
	"first_name_key" text COLLATE "C" GENERATED ALWAYS AS ((replace(lower(translate("first_name", 'ÀÁÂÃÄÅĀĂĄàáâãäåāăąÇĆČçćčĎďÈÉÊËĒĖĘĚèéêëēėęěĞğÌÍÎÏİìíîïıŁłÑŃŇñńňÒÓÔÕÖØŐòóôõöøőŘřŚŠŞśšşŤťÙÚÛÜŮŰùúûüůűÝýÿŹŻŽźżžẞ', 'AAAAAAAAAaaaaaaaaaCCCcccDdEEEEEEEEeeeeeeeeGgIIIIIiiiiiLlNNNnnnOOOOOOOoooooooRrSSSsssTtUUUUUUuuuuuuYyyZZZzzzß')), 'ß', 'ss') collate "C")) STORED,
	"city_key" text COLLATE "C" GENERATED ALWAYS AS ((replace(lower(translate("address"->>'city', 'ÀÁÂÃÄÅĀĂĄàáâãäåāăąÇĆČçćčĎďÈÉÊËĒĖĘĚèéêëēėęěĞğÌÍÎÏİìíîïıŁłÑŃŇñńňÒÓÔÕÖØŐòóôõöøőŘřŚŠŞśšşŤťÙÚÛÜŮŰùúûüůűÝýÿŹŻŽźżžẞ', 'AAAAAAAAAaaaaaaaaaCCCcccDdEEEEEEEEeeeeeeeeGgIIIIIiiiiiLlNNNnnnOOOOOOOoooooooRrSSSsssTtUUUUUUuuuuuuYyyZZZzzzß')), 'ß', 'ss') collate "C")) STORED,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"organization_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"session_id" uuid,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" uuid,
	"ip" text
);
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_codes" ADD CONSTRAINT "email_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_addresses" ADD CONSTRAINT "favorite_addresses_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_addresses" ADD CONSTRAINT "favorite_addresses_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patients" ADD CONSTRAINT "patients_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patients" ADD CONSTRAINT "patients_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_organization_idx" ON "users" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "email_codes_user_idx" ON "email_codes" USING btree ("user_id","purpose");--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "refresh_tokens_session_idx" ON "refresh_tokens" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "favorite_addresses_org_name_idx" ON "favorite_addresses" USING btree ("organization_id","name_key");--> statement-breakpoint
CREATE INDEX "patients_org_name_idx" ON "patients" USING btree ("organization_id","last_name_key","first_name_key","id");--> statement-breakpoint
CREATE INDEX "patients_org_first_name_idx" ON "patients" USING btree ("organization_id","first_name_key");--> statement-breakpoint
CREATE INDEX "patients_org_city_idx" ON "patients" USING btree ("organization_id","city_key");--> statement-breakpoint
CREATE INDEX "patients_org_kvnr_idx" ON "patients" USING btree ("organization_id",("health_insurance_number" collate "C"));--> statement-breakpoint
CREATE INDEX "patients_org_birthday_idx" ON "patients" USING btree ("organization_id","birthday");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE INDEX "audit_log_org_at_idx" ON "audit_log" USING btree ("organization_id","at");