-- When a subscription's end was announced (SubscriptionExpired), so each end is announced once.
ALTER TABLE plans ADD COLUMN expiry_announced_at timestamptz;
CREATE INDEX plans_expiry_idx ON plans (subscription_expires_at) WHERE expiry_announced_at IS NULL;

-- One row per learner message that asked for a credit: the idempotency record of consume and refund.
CREATE TABLE credit_charges (
  message_id text PRIMARY KEY,
  user_id uuid NOT NULL,
  -- false when the user was on the monthly plan: nothing was taken, so nothing is given back
  charged boolean NOT NULL,
  refunded_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX credit_charges_user_idx ON credit_charges (user_id);

-- What billing knows of a user, kept from identity's events (for payment requests and the owner's lookups).
CREATE TABLE billing_users (
  user_id uuid PRIMARY KEY,
  email text NOT NULL,
  name text NOT NULL
);
CREATE INDEX billing_users_email_idx ON billing_users (lower(email));

CREATE TABLE payment_requests (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL,
  email text NOT NULL,
  name text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'confirmed', 'rejected')),
  logged boolean NOT NULL DEFAULT false,
  transaction_number text,
  created_at timestamptz NOT NULL DEFAULT now(),
  decided_at timestamptz
);
-- One open request per user: pressing 'Payment Sent' again finds the open one.
CREATE UNIQUE INDEX payment_requests_one_pending_idx ON payment_requests (user_id) WHERE status = 'pending';
CREATE INDEX payment_requests_user_idx ON payment_requests (user_id, created_at DESC);

-- The owner's payment-action log: one entry per request.
CREATE TABLE payment_actions (
  request_id uuid PRIMARY KEY REFERENCES payment_requests (id) ON DELETE CASCADE,
  action text NOT NULL,
  acted_at timestamptz NOT NULL,
  logged_at timestamptz NOT NULL DEFAULT now()
);
