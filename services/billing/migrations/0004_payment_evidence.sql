-- What the learner attaches to 'Payment Sent': the transfer's reference and a screenshot of it (checked by
-- content, at most IMAGE_MAX_BYTES), shown to the owner beside the request. Both optional.
ALTER TABLE payment_requests
  ADD COLUMN reference text CHECK (char_length(reference) <= 100),
  ADD COLUMN screenshot bytea,
  ADD COLUMN screenshot_type text CHECK (screenshot_type IN ('image/png', 'image/jpeg', 'image/webp')),
  ADD CONSTRAINT payment_requests_screenshot_typed CHECK ((screenshot IS NULL) = (screenshot_type IS NULL));
