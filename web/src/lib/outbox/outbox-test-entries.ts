import type { NewOutboxEntry } from './outbox-entry';

/** A queued create as the record form makes it, for the store and sync tests. */
export function newEntry(overrides: Partial<NewOutboxEntry> = {}): NewOutboxEntry {
  return {
    uid: 'user-1',
    kind: 'create',
    record_id: `record-${crypto.randomUUID()}`,
    program_id: 'program-1',
    collect_id: 'collect-1',
    collect: { title: 'Visits', title_fr: 'Visites' },
    label: 'Anouk',
    model: [
      {
        label: { en: 'Name', fr: 'Nom' },
        variable: 'name',
        datatype: 'STRING',
        input_method: 'TEXT_INPUT',
        options: [],
        validation_rules: [],
      },
    ],
    fields: { name: 'Anouk' },
    base: null,
    version: null,
    files: [],
    ...overrides,
  };
}
