CREATE TABLE "dashboard_daily_rollup" (
	"time_zone" text NOT NULL,
	"day" date NOT NULL,
	"deposits" integer NOT NULL,
	"deposit_amount" bigint NOT NULL,
	"withdrawals" integer NOT NULL,
	"withdrawal_amount" bigint NOT NULL,
	"stakes" integer NOT NULL,
	"stake_amount" bigint NOT NULL,
	"payouts" integer NOT NULL,
	"payout_amount" bigint NOT NULL,
	"house_result" bigint NOT NULL,
	"new_members" integer NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "dashboard_daily_rollup_time_zone_day_pk" PRIMARY KEY("time_zone","day")
);
--> statement-breakpoint
CREATE TABLE "dashboard_rollup_changes" (
	"at" timestamp with time zone PRIMARY KEY NOT NULL
);
--> statement-breakpoint
-- Late changes to a past day's dashboard figures (modules/admin-dashboard). Every event is
-- written stamped with the clock's now, so a new event never lands on a day already rolled up
-- (the job rolls a day only some minutes after it ended). What can change a rolled-up day is a
-- row that already counted there changing afterwards: a result correction re-settles bets
-- (status and settled_at move to the correction's time), a paid withdrawal is reversed by the
-- bank (status 3 -> 2, completed_at kept), or someone edits a counted time by hand. These
-- triggers record the instants such a row counted at (before and after the change) in the
-- changing transaction; the dashboard computes those days live until the job has recomputed
-- them. Their WHEN conditions leave out the ordinary transitions (a bet settled from waiting, a
-- deposit credited, a withdrawal paid, a row inserted), so placing and settling bets never
-- calls them.
CREATE FUNCTION dashboard_rollup_touch() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  col text;
  t timestamptz;
BEGIN
  FOREACH col IN ARRAY TG_ARGV LOOP
    IF TG_OP IN ('UPDATE', 'DELETE') THEN
      t := (to_jsonb(OLD) ->> col)::timestamptz;
      IF t IS NOT NULL THEN INSERT INTO dashboard_rollup_changes (at) VALUES (t) ON CONFLICT DO NOTHING; END IF;
    END IF;
    IF TG_OP = 'UPDATE' THEN
      t := (to_jsonb(NEW) ->> col)::timestamptz;
      IF t IS NOT NULL THEN INSERT INTO dashboard_rollup_changes (at) VALUES (t) ON CONFLICT DO NOTHING; END IF;
    END IF;
  END LOOP;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER bets_dashboard_rollup_settled AFTER UPDATE ON bets FOR EACH ROW
  WHEN ((OLD.status IN ('winning', 'lost') AND (OLD.status, OLD.settled_at, OLD.actual_win_amount, OLD.stake) IS DISTINCT FROM (NEW.status, NEW.settled_at, NEW.actual_win_amount, NEW.stake))
     OR (OLD.status <> 'waiting' AND OLD.status NOT IN ('winning', 'lost') AND NEW.status IN ('winning', 'lost')))
  EXECUTE FUNCTION dashboard_rollup_touch('settled_at');
--> statement-breakpoint
CREATE TRIGGER bets_dashboard_rollup_staked AFTER UPDATE ON bets FOR EACH ROW
  WHEN ((OLD.created_at, OLD.stake) IS DISTINCT FROM (NEW.created_at, NEW.stake))
  EXECUTE FUNCTION dashboard_rollup_touch('created_at');
--> statement-breakpoint
CREATE TRIGGER bets_dashboard_rollup_delete AFTER DELETE ON bets FOR EACH ROW EXECUTE FUNCTION dashboard_rollup_touch('created_at', 'settled_at');
--> statement-breakpoint
CREATE TRIGGER deposits_dashboard_rollup AFTER UPDATE ON deposits FOR EACH ROW
  WHEN (OLD.status IN (1, 8, 9) AND (NEW.status IN (1, 8, 9), NEW.completed_at, NEW.amount, NEW.actual_amount) IS DISTINCT FROM (true, OLD.completed_at, OLD.amount, OLD.actual_amount))
  EXECUTE FUNCTION dashboard_rollup_touch('completed_at');
--> statement-breakpoint
CREATE TRIGGER deposits_dashboard_rollup_delete AFTER DELETE ON deposits FOR EACH ROW WHEN (OLD.status IN (1, 8, 9)) EXECUTE FUNCTION dashboard_rollup_touch('completed_at');
--> statement-breakpoint
CREATE TRIGGER withdrawals_dashboard_rollup AFTER UPDATE ON withdrawals FOR EACH ROW
  WHEN (OLD.status = 3 AND (NEW.status = 3, NEW.completed_at, NEW.amount) IS DISTINCT FROM (true, OLD.completed_at, OLD.amount))
  EXECUTE FUNCTION dashboard_rollup_touch('completed_at');
--> statement-breakpoint
CREATE TRIGGER withdrawals_dashboard_rollup_delete AFTER DELETE ON withdrawals FOR EACH ROW WHEN (OLD.status = 3) EXECUTE FUNCTION dashboard_rollup_touch('completed_at');
--> statement-breakpoint
CREATE TRIGGER members_dashboard_rollup AFTER UPDATE ON members FOR EACH ROW
  WHEN (OLD.created_at IS DISTINCT FROM NEW.created_at)
  EXECUTE FUNCTION dashboard_rollup_touch('created_at');
--> statement-breakpoint
CREATE TRIGGER members_dashboard_rollup_delete AFTER DELETE ON members FOR EACH ROW EXECUTE FUNCTION dashboard_rollup_touch('created_at');
