import { describe, expect, it } from 'vitest';
import { sourceFilesOf } from './test/import-boundaries';
import { labelledIndicatorsWithoutRole } from './test/labelled-indicators';

describe('loading indicators with a label', () => {
  it('all say role="status", so the label is allowed and announced', () => {
    const glob = import.meta.glob<string>('./**/*.tsx', { query: '?raw', import: 'default', eager: true });
    const files = sourceFilesOf(glob);
    expect(files.length).toBeGreaterThan(200);
    expect(labelledIndicatorsWithoutRole(files)).toEqual([]);
  });

  it('finds a labelled Skeleton or Loader without a role, on its line, and passes the others', () => {
    const text = [
      'export const A = () => <Skeleton height={60} aria-label="Loading" />;',
      'export const B = () => <Skeleton height={60} role="status" aria-label="Loading" />;',
      'export const C = () => <Skeleton height={60} />;',
      'export const D = () => (',
      '  <Loader',
      '    size="sm"',
      '    aria-label="Saving"',
      '  />',
      ');',
      'export const E = () => <Box aria-label="Region" />;',
    ].join('\n');
    expect(labelledIndicatorsWithoutRole([{ path: 'x.tsx', text }])).toEqual([
      { file: 'x.tsx', line: 1, tag: 'Skeleton' },
      { file: 'x.tsx', line: 5, tag: 'Loader' },
    ]);
  });
});
