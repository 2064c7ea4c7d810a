CREATE TABLE "billing_profiles" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"name" text NOT NULL,
	"addition" text,
	"street" text NOT NULL,
	"house_number" text NOT NULL,
	"zip_code" text NOT NULL,
	"city" text NOT NULL,
	"country" text NOT NULL,
	"vat_id" text,
	"tax_number" text,
	"invoice_email" text NOT NULL,
	"iban" text,
	"bic" text,
	"bank_name" text,
	"payment_term_days" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_profiles_organization_id_unique" UNIQUE("organization_id")
);
--> statement-breakpoint
CREATE TABLE "invoice_numbers" (
	"issuer_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "invoice_numbers_issuer_id_year_pk" PRIMARY KEY("issuer_id","year")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"status" text NOT NULL,
	"issuer_id" uuid NOT NULL,
	"recipient_id" uuid NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"issued_on" date NOT NULL,
	"due_on" date NOT NULL,
	"payment_term_days" integer NOT NULL,
	"issuer_party" jsonb NOT NULL,
	"recipient_party" jsonb NOT NULL,
	"lines" jsonb NOT NULL,
	"payer_groups" jsonb NOT NULL,
	"vat_groups" jsonb NOT NULL,
	"net_cents" integer NOT NULL,
	"vat_cents" integer NOT NULL,
	"gross_cents" integer NOT NULL,
	"co_payment_total_cents" integer NOT NULL,
	"cancels_id" uuid,
	"cancelled_by_id" uuid,
	"paid_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_kind_check" CHECK ("invoices"."kind" in ('statement', 'invoice', 'credit_note')),
	CONSTRAINT "invoices_status_check" CHECK ("invoices"."status" in ('open', 'paid', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "price_lists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"valid_from" date NOT NULL,
	"prices" jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transport_prices" (
	"transport_id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"trip_day" date NOT NULL,
	"outcome" text NOT NULL,
	"price_list_id" uuid,
	"price" jsonb,
	"priced_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "billing_profiles" ADD CONSTRAINT "billing_profiles_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_numbers" ADD CONSTRAINT "invoice_numbers_issuer_id_organizations_id_fk" FOREIGN KEY ("issuer_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_issuer_id_organizations_id_fk" FOREIGN KEY ("issuer_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_recipient_id_organizations_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_cancels_id_invoices_id_fk" FOREIGN KEY ("cancels_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_cancelled_by_id_invoices_id_fk" FOREIGN KEY ("cancelled_by_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_lists" ADD CONSTRAINT "price_lists_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_lists" ADD CONSTRAINT "price_lists_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport_prices" ADD CONSTRAINT "transport_prices_transport_id_transports_id_fk" FOREIGN KEY ("transport_id") REFERENCES "public"."transports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport_prices" ADD CONSTRAINT "transport_prices_company_id_organizations_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport_prices" ADD CONSTRAINT "transport_prices_price_list_id_price_lists_id_fk" FOREIGN KEY ("price_list_id") REFERENCES "public"."price_lists"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_issuer_number_key" ON "invoices" USING btree ("issuer_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_monthly_key" ON "invoices" USING btree ("issuer_id","recipient_id","kind","period_start") WHERE "invoices"."kind" <> 'credit_note';--> statement-breakpoint
CREATE INDEX "invoices_issuer_period_idx" ON "invoices" USING btree ("issuer_id","period_start");--> statement-breakpoint
CREATE INDEX "invoices_recipient_period_idx" ON "invoices" USING btree ("recipient_id","period_start");--> statement-breakpoint
CREATE UNIQUE INDEX "price_lists_org_valid_from_key" ON "price_lists" USING btree ("organization_id","valid_from");--> statement-breakpoint
CREATE INDEX "transport_prices_company_day_idx" ON "transport_prices" USING btree ("company_id","trip_day");