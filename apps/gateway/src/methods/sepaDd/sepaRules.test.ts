import { describe, expect, it } from 'vitest';
import { nextCollectionDate } from './collectionDate';

describe('the collection date of a debit submitted now', () => {
  it.each([
    ['a Tuesday', '2026-11-24T15:00:00Z', '2026-11-25'],
    ['a Friday', '2026-11-27T09:00:00Z', '2026-11-30'],
    ['the day before Good Friday (Easter Monday follows)', '2026-04-02T09:00:00Z', '2026-04-07'],
    ['Christmas Eve', '2026-12-24T09:00:00Z', '2026-12-28'],
    ['New Year’s Eve', '2027-12-31T09:00:00Z', '2028-01-03'],
    ['the day before 1 May', '2025-04-30T09:00:00Z', '2025-05-02'],
  ])('after %s is the next TARGET business day', (_case, submitted, due) => {
    expect(nextCollectionDate(new Date(submitted))).toBe(due);
  });
});
