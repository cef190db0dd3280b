-- The ledger's posting statement refuses from inside the database (modules/ledger/post-transaction.ts):
-- an account short of money, or unknown, raises an error that rolls the whole transaction back,
-- so a caller may send the statement together with its COMMIT in one round trip (decision 011)
-- and still never commit a refused posting. SQLSTATE SL001: short (DETAIL lists the accounts);
-- SL002: unknown accounts; SL003: fewer entries written than postings.
CREATE FUNCTION ledger_refuse(code text, detail text) RETURNS integer LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION USING ERRCODE = code, MESSAGE = 'ledger posting refused (' || code || '): ' || detail, DETAIL = detail;
END
$$;
