import { describe, expect, it } from 'vitest';
import { weighFirstLoads } from './size-budget';

const shell = {
  name: 'every screen',
  files: [
    { file: 'assets/style-1.css', bytes: 11_500 },
    { file: 'assets/main-1.js', bytes: 122_600 },
  ],
  budget: 140_000,
};

describe('weighFirstLoads', () => {
  it('passes a first load within its budget and lists its files, largest first', () => {
    expect(weighFirstLoads([shell])).toEqual({
      ok: true,
      lines: [
        '✓ every screen: 134.1 kB of 140.0 kB (gzip)',
        '     122.6 kB  assets/main-1.js',
        '      11.5 kB  assets/style-1.css',
      ],
    });
  });

  it('fails when any first load grows past its budget, saying by how much and naming its chunks', () => {
    const canvas = {
      name: 'canvas=edit',
      files: [...shell.files, { file: 'assets/canvas-1.js', bytes: 240_000 }],
      budget: 350_000,
    };
    const report = weighFirstLoads([shell, canvas]);
    expect(report.ok).toBe(false);
    expect(report.lines.slice(3)).toEqual([
      '✗ canvas=edit: 374.1 kB of 350.0 kB (gzip) — over the budget by 24.1 kB',
      '     240.0 kB  assets/canvas-1.js',
      '     122.6 kB  assets/main-1.js',
      '      11.5 kB  assets/style-1.css',
    ]);
  });
});
