// The clock of a test server: it starts at a fixed instant (the demo data is seeded for it) and
// moves only when the test says.
export interface TestClock {
  now: () => Date;
  advance: (ms: number) => void;
}

export function createTestClock(start = Date.parse('2026-03-02T02:00:00Z')): TestClock {
  let time = start;
  return { now: () => new Date(time), advance: (ms) => { time += ms; } };
}
