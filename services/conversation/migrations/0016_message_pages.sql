-- A conversation's messages are read a page at a time, newest first, before a message (its key: the time, the
-- learner's before the model's at the same time, then the id, which makes the key unique). This index serves
-- that order exactly, read backwards, so a page costs the same however long the conversation has grown.
CREATE INDEX IF NOT EXISTS messages_page_idx ON messages (conversation_id, created_at, (sender = 'model'), id);
