// Business numbers of demo documents written straight into their tables (prefix, day, a running
// number per prefix and day: RK20261127000001), as the number sequence gives live ones.
import { displayTime } from '../../storage/clock';

export class DemoNumbers {
  private readonly last = new Map<string, number>();

  next(prefix: string, at: Date): string {
    const key = `${prefix}${displayTime(at).slice(0, 10).replace(/-/g, '')}`;
    const sequence = (this.last.get(key) ?? 0) + 1;
    this.last.set(key, sequence);
    return `${key}${String(sequence).padStart(6, '0')}`;
  }
}
