-- The teaching mode each reply was written in: a quiz-mode reply asked a question, so the learner's next message
-- is an answer to mark (src/domain/quiz.ts). Older rows have none (they were written before modes).
ALTER TABLE replies ADD COLUMN mode text;
CREATE INDEX replies_conversation_idx ON replies (conversation_id, created_at DESC);
