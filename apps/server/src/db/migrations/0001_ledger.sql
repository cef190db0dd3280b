CREATE TABLE "holds" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "holds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"purpose" text NOT NULL,
	"ref_id" text NOT NULL,
	"member_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_tx_id" bigint NOT NULL,
	"resolved_tx_id" bigint,
	"created_at" timestamp with time zone NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "holds_status_ck" CHECK ("holds"."status" in ('pending', 'posted', 'voided')),
	CONSTRAINT "holds_amount_ck" CHECK ("holds"."amount" > 0),
	CONSTRAINT "holds_resolution_ck" CHECK (("holds"."status" = 'pending') = ("holds"."resolved_tx_id" is null))
);
--> statement-breakpoint
CREATE TABLE "idempotency_records" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status" text NOT NULL,
	"response_status" integer,
	"response_body" text,
	"lease_until" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotency_records_scope_key_pk" PRIMARY KEY("scope","key"),
	CONSTRAINT "idempotency_records_status_ck" CHECK ("idempotency_records"."status" in ('in_flight', 'done'))
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"transaction_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"side" text NOT NULL,
	"amount" bigint NOT NULL,
	"account_version" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ledger_entries_side_ck" CHECK ("ledger_entries"."side" in ('debit', 'credit')),
	CONSTRAINT "ledger_entries_amount_ck" CHECK ("ledger_entries"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_transactions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_transactions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"kind" text NOT NULL,
	"bill_group" text NOT NULL,
	"ref_type" text,
	"ref_id" text,
	"actor" text NOT NULL,
	"memo" text,
	"reverses_id" bigint,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ledger_transactions_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "ledger_transactions_reverses_id_unique" UNIQUE("reverses_id"),
	CONSTRAINT "ledger_transactions_bill_group_ck" CHECK ("ledger_transactions"."bill_group" in ('M', 'R', 'W', 'B', 'C', 'X', 'P'))
);
--> statement-breakpoint
ALTER TABLE "holds" ADD CONSTRAINT "holds_created_tx_id_ledger_transactions_id_fk" FOREIGN KEY ("created_tx_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holds" ADD CONSTRAINT "holds_resolved_tx_id_ledger_transactions_id_fk" FOREIGN KEY ("resolved_tx_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "holds_purpose_ref_uq" ON "holds" USING btree ("purpose","ref_id");--> statement-breakpoint
CREATE INDEX "holds_member_pending_idx" ON "holds" USING btree ("member_id") WHERE "holds"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_account_version_uq" ON "ledger_entries" USING btree ("account_id","account_version");--> statement-breakpoint
CREATE INDEX "ledger_entries_transaction_idx" ON "ledger_entries" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "ledger_transactions_ref_idx" ON "ledger_transactions" USING btree ("ref_type","ref_id");