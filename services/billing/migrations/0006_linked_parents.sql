-- Parents linked to a learner (from family.link events, ADR 18): they may read the learner's plan and remaining messages.
CREATE TABLE linked_parents (
  child_id uuid NOT NULL,
  parent_id uuid NOT NULL,
  PRIMARY KEY (child_id, parent_id)
);
