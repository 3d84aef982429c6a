-- Shipped by the service runtime and applied to every service's database before the service's own migrations.

-- The transactional outbox: an event is written in the same transaction as the change it describes.
CREATE TABLE IF NOT EXISTS outbox (
  seq bigserial PRIMARY KEY,
  id uuid NOT NULL UNIQUE,
  topic text NOT NULL,
  aggregate_id text NOT NULL,
  type text NOT NULL,
  envelope bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  published_at timestamptz,
  attempts integer NOT NULL DEFAULT 0,
  last_error text
);
CREATE INDEX IF NOT EXISTS outbox_unpublished_idx ON outbox (seq) WHERE published_at IS NULL;

-- Events a consumer group has handled, recorded in the transaction of the handler's effect.
CREATE TABLE IF NOT EXISTS processed_events (
  consumer_group text NOT NULL,
  event_id uuid NOT NULL,
  processed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (consumer_group, event_id)
);
