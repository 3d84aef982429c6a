-- A learner's new message marks its conversation as just used (the list shows the latest first) in the statement
-- that inserts it, whoever inserts it: the send stores a message and its MessageSent in one statement, which can
-- hold no second data-modifying step of its own.
CREATE OR REPLACE FUNCTION touch_conversation_of_message() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE conversations SET updated_at = now() WHERE id = NEW.conversation_id;
  RETURN NULL;
END
$$;

DROP TRIGGER IF EXISTS messages_touch_conversation ON messages;
CREATE TRIGGER messages_touch_conversation AFTER INSERT ON messages
  FOR EACH ROW WHEN (NEW.sender = 'student') EXECUTE FUNCTION touch_conversation_of_message();
