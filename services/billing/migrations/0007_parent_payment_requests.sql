-- A linked parent's 'Payment Sent' for their child (issue 19, ADR 18): the request is the child's (user_id,
-- e-mail and name are the child's, so the one-open-request-per-user index holds per child and approval
-- subscribes the child); requested_by is the parent who sent it and requested_by_name their name then, for the
-- owner's "for {child} by {parent}". Both null for a learner's own request.
ALTER TABLE payment_requests
  ADD COLUMN requested_by uuid,
  ADD COLUMN requested_by_name text,
  ADD CONSTRAINT payment_requests_requested_by_named CHECK ((requested_by IS NULL) = (requested_by_name IS NULL));
CREATE INDEX payment_requests_requested_by_idx ON payment_requests (requested_by) WHERE requested_by IS NOT NULL;
