-- The price of an approved payment, recorded at approval (issue 35): the owner's income is the sum of these per
-- month of decided_at, whatever the price is later. Requests approved before this migration have none: income
-- counts them at the MONTHLY_PRICE_EGP of the time it is asked. An owner's direct upgrade with a transaction number
-- is recorded as a request approved at once, so it is income too.
ALTER TABLE payment_requests
  ADD COLUMN amount integer CHECK (amount >= 0),
  ADD COLUMN currency text,
  ADD CONSTRAINT payment_requests_priced CHECK ((amount IS NULL) = (currency IS NULL));
-- Income per month reads the approved requests of a period on this index.
CREATE INDEX payment_requests_approved_idx ON payment_requests (decided_at) WHERE status = 'confirmed';
