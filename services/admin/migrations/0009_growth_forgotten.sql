-- The ids of people deleted from the growth figures (ADR 17): their events on the other topics can still arrive
-- after the deletion (or again on a replay from the start of a topic), and must not bring a row back. An id
-- alone, with no time and nothing about the person.
CREATE TABLE growth_forgotten (
  user_id uuid PRIMARY KEY
);
