import { v7 } from 'uuid';

/** Opaque, time-ordered identifiers (UUID v7) for every row. */
export const newId = (): string => v7();
