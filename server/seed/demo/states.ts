// The state side of demo records: how many records are in each state (the declared weights,
// rounded to whole records), which actions brought a record there (the shortest path from the
// initial state over the actions that change state) and when.
import type { EntitySchema } from '../../entities/definition';
import { DAY_MS, HOUR_MS } from '../../storage/clock';
import type { Random } from './random';

type StateMachine = NonNullable<EntitySchema['x-states']>;

/** The actions, in order, that take a new record from the initial state to `target`. */
export function actionPath(machine: StateMachine, target: string): string[] {
  const reached = new Map<string, string[]>([[machine.initial, []]]);
  const queue = [machine.initial];
  while (queue.length > 0) {
    const state = queue.shift()!;
    if (state === target) return reached.get(state)!;
    for (const [name, action] of Object.entries(machine.actions)) {
      if (action.to === undefined || !action.from.includes(state) || reached.has(action.to)) continue;
      reached.set(action.to, [...reached.get(state)!, name]);
      queue.push(action.to);
    }
  }
  throw new Error(`demo data: no action leads from "${machine.initial}" to the state "${target}"`);
}

/** What the actions on a record's way to its state write. */
export interface PathPlan {
  actions: string[];
  /** Fields the actions ask for. */
  asked: ReadonlySet<string>;
  /** Field -> the step whose time it takes: a time the action stamps (the last such step), or a
   * date-time the action asks for (the first). */
  stamps: ReadonlyMap<string, number>;
}

export function pathPlan(machine: StateMachine, target: string, isDateTime: (field: string) => boolean): PathPlan {
  const actions = actionPath(machine, target);
  const asked = new Set<string>();
  const stamps = new Map<string, number>();
  actions.forEach((name, step) => {
    const action = machine.actions[name];
    for (const field of action.fields ?? []) {
      asked.add(field);
      if (isDateTime(field) && !stamps.has(field)) stamps.set(field, step);
    }
    for (const field of action.times ?? []) stamps.set(field, step);
  });
  return { actions, asked, stamps };
}

/** One state per record, `count` in all, in the weights' proportions (largest remainders), shuffled. */
export function stateBag(random: Random, weights: Record<string, number>, count: number): string[] {
  const entries = Object.entries(weights);
  const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
  if (total <= 0) throw new Error('demo data: the state weights add up to nothing');
  const exact = entries.map(([state, weight]) => ({ state, share: (weight / total) * count }));
  const counts = new Map(exact.map(({ state, share }) => [state, Math.floor(share)]));
  let left = count - [...counts.values()].reduce((sum, n) => sum + n, 0);
  for (const { state } of [...exact].sort((a, b) => (b.share % 1) - (a.share % 1))) {
    if (left === 0) break;
    counts.set(state, counts.get(state)! + 1);
    left -= 1;
  }
  return random.shuffle([...counts].flatMap(([state, n]) => Array<string>(n).fill(state)));
}

export interface Timeline { created: Date; at: Date[]; last: Date }

/** When a record was created and its actions happened, taking `hours` each: all before `now`,
 * the creation at most `days` ago. Work that does not fit the days is done faster. */
export function lifeTimes(random: Random, now: Date, hours: readonly number[], days: number): Timeline {
  const window = days * DAY_MS;
  const needed = hours.reduce((sum, h) => sum + h * HOUR_MS, 0);
  const scale = needed > window * 0.9 ? (window * 0.9) / needed : 1;
  const ago = needed * scale + random.next() * (window - needed * scale);
  const second = (ms: number) => Math.floor(ms / 1000) * 1000;
  const created = new Date(second(now.getTime() - ago));
  const at: Date[] = [];
  let time = created.getTime();
  for (const h of hours) {
    time = Math.max(second(time + h * HOUR_MS * scale), time + 1000);
    at.push(new Date(Math.min(time, now.getTime())));
  }
  return { created, at, last: at.at(-1) ?? created };
}
