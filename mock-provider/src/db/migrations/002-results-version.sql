-- A counter that moves with every change to results, so readers can cache what they derive from
-- results (the market lists polled every 5 s) and know cheaply when to rebuild.
CREATE TABLE data_versions (
  name TEXT PRIMARY KEY,
  version INTEGER NOT NULL DEFAULT 0
);
INSERT INTO data_versions (name) VALUES ('results');

CREATE TRIGGER results_inserted AFTER INSERT ON results
BEGIN
  UPDATE data_versions SET version = version + 1 WHERE name = 'results';
END;
CREATE TRIGGER results_updated AFTER UPDATE ON results
BEGIN
  UPDATE data_versions SET version = version + 1 WHERE name = 'results';
END;
CREATE TRIGGER results_deleted AFTER DELETE ON results
BEGIN
  UPDATE data_versions SET version = version + 1 WHERE name = 'results';
END;
