-- What each model call of a reply used and cost (issue 35): one row per reply and kind of call (the reply itself,
-- its quiz mark), and one per speech synthesis (shared between learners: no reply, learner or plan). Costs are in
-- US dollars, computed from MODEL_PRICES when the call is recorded, so a later price change leaves them as billed.
CREATE TABLE model_usage (
  call_id text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('reply', 'quiz_mark', 'speech')),
  reply_id text,
  user_id uuid,
  conversation_id uuid,
  plan text NOT NULL CHECK (plan IN ('free', 'monthly', 'unknown')),
  model text NOT NULL,
  tokens_in integer NOT NULL DEFAULT 0,
  tokens_out integer NOT NULL DEFAULT 0,
  images integer NOT NULL DEFAULT 0,
  speech_characters integer NOT NULL DEFAULT 0,
  estimated boolean NOT NULL DEFAULT false,
  cost_usd numeric(20, 10) NOT NULL,
  day date NOT NULL DEFAULT (now() AT TIME ZONE 'UTC')::date,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (call_id, kind)
);
CREATE INDEX model_usage_day_idx ON model_usage (day);
CREATE INDEX model_usage_user_idx ON model_usage (user_id, day) WHERE user_id IS NOT NULL;
