CREATE TABLE "verification_codes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "verification_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" bigint,
	"channel" text NOT NULL,
	"destination" text NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"message_id" text,
	CONSTRAINT "verification_codes_channel_ck" CHECK ("verification_codes"."channel" in ('sms', 'email')),
	CONSTRAINT "verification_codes_attempts_ck" CHECK ("verification_codes"."attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "wallet_passwords" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"password_hash" text NOT NULL,
	"failed_count" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"set_at" timestamp with time zone NOT NULL,
	"changed_at" timestamp with time zone,
	CONSTRAINT "wallet_passwords_failed_count_ck" CHECK ("wallet_passwords"."failed_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "verification_codes" ADD CONSTRAINT "verification_codes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_passwords" ADD CONSTRAINT "wallet_passwords_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "verification_codes_member_idx" ON "verification_codes" USING btree ("member_id","purpose","created_at");--> statement-breakpoint
CREATE INDEX "verification_codes_destination_idx" ON "verification_codes" USING btree ("destination","purpose","created_at");