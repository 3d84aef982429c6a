-- A class's join code, sealed (AES-256-GCM, with a key derived from the internal secret) so that its teacher can
-- read it again on any visit: a code is handed out over days, and renewing it stops the old one (ADR 19). The hash
-- stays what a code is looked up by. Null for a class made before this: renewing its code seals the new one.
ALTER TABLE classes ADD COLUMN code_sealed bytea;
