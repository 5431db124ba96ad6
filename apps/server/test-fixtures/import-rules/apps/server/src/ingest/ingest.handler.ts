export const ingest = 1;
