/**
 * SQLite schema. Documents are keyed by an order-preserving encoding of their
 * path (`name_key`), so name order is byte order. `index_entries` holds one row
 * per (collection, field path, encoded value, document), plus one per array
 * element under the field name prefixed with `[]`, so that equality, range and
 * array-contains filters with an order are B-tree range scans.
 * `document_versions` keeps replaced and deleted versions for an hour, for
 * reads at a past read time. `collections.doc_count` answers count() of a
 * whole collection without counting. `deferred_entries` names the new documents whose entries are
 * still to be written (deferred-entries.ts). `index_fields` gives each field path the code its
 * entries carry in `field` (field-codes.ts; data folders from before keep the path there). `index_changes` keeps the composite indexes created (or
 * declared ones deleted) through the Admin API, per project and database.
 */
export const SCHEMA_SQL = `
CREATE TABLE IF NOT EXISTS databases (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE
);
CREATE TABLE IF NOT EXISTS collections (
  id INTEGER PRIMARY KEY,
  db INTEGER NOT NULL,
  path TEXT NOT NULL,
  parent TEXT NOT NULL,
  collection_id TEXT NOT NULL,
  doc_count INTEGER NOT NULL DEFAULT 0,
  UNIQUE (db, path)
);
CREATE INDEX IF NOT EXISTS collections_by_parent ON collections (db, parent);
CREATE INDEX IF NOT EXISTS collections_by_id ON collections (db, collection_id);
CREATE TABLE IF NOT EXISTS documents (
  id INTEGER PRIMARY KEY,
  db INTEGER NOT NULL,
  name_key BLOB NOT NULL,
  coll INTEGER NOT NULL,
  doc_key BLOB NOT NULL,
  collection_id TEXT NOT NULL,
  path TEXT NOT NULL,
  create_time INTEGER NOT NULL,
  update_time INTEGER NOT NULL,
  fields BLOB NOT NULL
);
CREATE UNIQUE INDEX IF NOT EXISTS documents_by_name ON documents (db, name_key);
CREATE UNIQUE INDEX IF NOT EXISTS documents_by_collection ON documents (coll, doc_key);
CREATE INDEX IF NOT EXISTS documents_by_group ON documents (db, collection_id, name_key);
CREATE TABLE IF NOT EXISTS index_entries (
  coll INTEGER NOT NULL,
  field TEXT NOT NULL,
  value_key BLOB NOT NULL,
  doc_key BLOB NOT NULL,
  PRIMARY KEY (coll, field, value_key, doc_key)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS deferred_entries (
  coll INTEGER NOT NULL,
  doc_key BLOB NOT NULL,
  PRIMARY KEY (coll, doc_key)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS index_fields (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE
);
CREATE TABLE IF NOT EXISTS document_versions (
  db INTEGER NOT NULL,
  name_key BLOB NOT NULL,
  valid_to INTEGER NOT NULL,
  create_time INTEGER NOT NULL,
  update_time INTEGER NOT NULL,
  path TEXT NOT NULL,
  fields BLOB NOT NULL
);
CREATE INDEX IF NOT EXISTS document_versions_by_name ON document_versions (db, name_key, valid_to);
CREATE INDEX IF NOT EXISTS document_versions_by_age ON document_versions (valid_to);
CREATE TABLE IF NOT EXISTS index_changes (
  project TEXT NOT NULL,
  database TEXT NOT NULL,
  index_id TEXT NOT NULL,
  change TEXT NOT NULL CHECK (change IN ('created', 'deleted')),
  definition TEXT NOT NULL,
  PRIMARY KEY (project, database, index_id)
);
CREATE TABLE IF NOT EXISTS clock (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  last_commit INTEGER NOT NULL
);
`;
