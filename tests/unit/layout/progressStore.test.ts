import { describe, expect, it } from 'vitest';
import { beginProgress, progress, withProgress } from '../../../src/layout/progress/progressStore';

describe('the progress bar shows during page-data loads', () => {
  it('counts overlapping loads and ends each once', () => {
    const endA = beginProgress();
    const endB = beginProgress();
    expect(progress.pending).toBe(2);
    endA();
    endA();
    expect(progress.pending).toBe(1);
    endB();
    expect(progress.pending).toBe(0);
  });

  it('withProgress ends the load even when it fails', async () => {
    await expect(withProgress(async () => Promise.reject(new Error('x')))).rejects.toThrow('x');
    expect(progress.pending).toBe(0);
  });
});
