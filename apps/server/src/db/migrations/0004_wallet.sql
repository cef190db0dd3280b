CREATE TABLE "admin_sessions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "admin_sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"admin_id" bigint NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "admins" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "admins_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text DEFAULT 'super_admin' NOT NULL,
	"failed_login_count" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "admins_role_ck" CHECK ("admins"."role" in ('super_admin', 'trader', 'finance', 'support', 'auditor'))
);
--> statement-breakpoint
CREATE TABLE "bank_accounts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bank_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" bigint NOT NULL,
	"bank_code" text NOT NULL,
	"bank_name" text NOT NULL,
	"branch_name" text,
	"account_number" text NOT NULL,
	"account_holder" text NOT NULL,
	"approval_status" integer NOT NULL,
	"recipient_code" text,
	"reviewed_by" text,
	"review_note" text,
	"created_at" timestamp with time zone NOT NULL,
	"approved_at" timestamp with time zone,
	"removed_at" timestamp with time zone,
	CONSTRAINT "bank_accounts_approval_ck" CHECK ("bank_accounts"."approval_status" in (0, 1, 2))
);
--> statement-breakpoint
CREATE TABLE "deposits" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deposits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" bigint NOT NULL,
	"reference" text NOT NULL,
	"pay_type" text NOT NULL,
	"channel" text NOT NULL,
	"amount" bigint NOT NULL,
	"actual_amount" bigint DEFAULT 0 NOT NULL,
	"exchange_rate" bigint,
	"usdt_amount_micros" bigint,
	"status" integer DEFAULT 0 NOT NULL,
	"checkout_url" text,
	"provider_reference" text,
	"sandbox_outcome" text,
	"failure_reason" text,
	"evidence" text,
	"ledger_transaction_id" bigint,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "deposits_ledger_transaction_id_unique" UNIQUE("ledger_transaction_id"),
	CONSTRAINT "deposits_status_ck" CHECK ("deposits"."status" in (0, 1, 2, 3, 4, 8, 9)),
	CONSTRAINT "deposits_amount_ck" CHECK ("deposits"."amount" > 0),
	CONSTRAINT "deposits_credited_ck" CHECK (("deposits"."status" in (1, 8, 9)) = ("deposits"."ledger_transaction_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"kind" text NOT NULL,
	"reference" text,
	"deliveries" integer DEFAULT 1 NOT NULL,
	"payload" jsonb,
	"received_at" timestamp with time zone NOT NULL,
	"last_received_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_events_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "withdrawals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" bigint NOT NULL,
	"reference" text NOT NULL,
	"request_key" text NOT NULL,
	"method" text NOT NULL,
	"bank_account_id" bigint,
	"usdt_address" text,
	"amount" bigint NOT NULL,
	"fee" bigint NOT NULL,
	"usdt_micros" bigint,
	"exchange_rate" bigint,
	"status" integer DEFAULT 0 NOT NULL,
	"reject_reason" text,
	"transfer_code" text,
	"sandbox_outcome" text,
	"tx_hash" text,
	"vip_reset" integer DEFAULT 0 NOT NULL,
	"reviewed_by" text,
	"reviewed_at" timestamp with time zone,
	"payout_started_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "withdrawals_status_ck" CHECK ("withdrawals"."status" in (0, 1, 2, 3, 4, 5, 6, 7, 8, 9)),
	CONSTRAINT "withdrawals_amount_ck" CHECK ("withdrawals"."amount" > 0 and "withdrawals"."fee" >= 0),
	CONSTRAINT "withdrawals_method_ck" CHECK ("withdrawals"."method" in ('bank', 'usdt'))
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "real_name" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "vip_reset_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "withdrawals_since_bet" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "admin_sessions" ADD CONSTRAINT "admin_sessions_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "admin_sessions_token_uq" ON "admin_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "admin_sessions_admin_idx" ON "admin_sessions" USING btree ("admin_id");--> statement-breakpoint
CREATE UNIQUE INDEX "admins_username_uq" ON "admins" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "bank_accounts_live_uq" ON "bank_accounts" USING btree ("bank_code","account_number") WHERE "bank_accounts"."removed_at" is null;--> statement-breakpoint
CREATE INDEX "bank_accounts_member_idx" ON "bank_accounts" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_reference_uq" ON "deposits" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "deposits_member_created_idx" ON "deposits" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "deposits_pending_expiry_idx" ON "deposits" USING btree ("expires_at") WHERE "deposits"."status" = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_reference_uq" ON "withdrawals" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_request_key_uq" ON "withdrawals" USING btree ("member_id","request_key");--> statement-breakpoint
CREATE INDEX "withdrawals_member_created_idx" ON "withdrawals" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "withdrawals_status_idx" ON "withdrawals" USING btree ("status","created_at");