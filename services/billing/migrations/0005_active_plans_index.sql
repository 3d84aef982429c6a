-- The owner's dashboard counts the monthly plans that have not ended (subscription_expires_at > now).
CREATE INDEX plans_expires_at_idx ON plans (subscription_expires_at) WHERE subscription_expires_at IS NOT NULL;
