/** The customer book's schemas and answer types: records, detail, consent, duplicates and merging. */
export * from './kayit';
export * from './detay';
export * from './onay';
export * from './cift';
