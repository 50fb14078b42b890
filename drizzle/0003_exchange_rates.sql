CREATE TABLE "exchange_rates" (
	"currency" text PRIMARY KEY NOT NULL,
	"rupees_per_unit" double precision NOT NULL,
	"set_on" date NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
