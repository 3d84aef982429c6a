-- Quiz me from the practice bank (ADR 22). On a learner's message: the bank question its reply asked (the
-- attempt the learner's next message answers), and the label its reply is stored with ('made_up_question': a
-- question the model made up, never counted toward mastery). On a model message: that label.
ALTER TABLE messages ADD COLUMN quiz_attempt_id text;
ALTER TABLE messages ADD COLUMN reply_label text;
ALTER TABLE messages ADD COLUMN label text;
