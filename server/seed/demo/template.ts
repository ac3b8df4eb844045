// Templates of x-demo pick values: "{drivingLicense|city}公安局交通警察支队",
// "HT{gmtCreated|ymd}{#5}", "{@home|cityShort}{@transportCompanies}". A placeholder is a path
// with filters, a named source (@list of words.ts, @personName, @home, @created: the record's
// creation time), N random digits (#N) or
// N characters of the field's pattern (*N). A template naming an absent value is absent.
import { patternAlphabet } from './identifiers';
import { personName } from './people';
import { areaCodeOf, cityName } from './places';
import { monthsLater, yearsLater } from './time';
import type { RecordSource, Resolved } from './world';
import { WORD_LISTS } from './words';

type Filter = (value: string, ctx: RecordSource['world'], source: Resolved) => string;

const FILTERS: Record<string, (argument: string) => Filter> = {
  area: () => (value) => areaCodeOf(value),
  city: () => (value, ctx) => cityName(ctx.places.place(areaCodeOf(value))),
  cityShort: () => (value, ctx) => cityName(ctx.places.place(areaCodeOf(value))).replace(/[市省]$/, ''),
  province: () => (value, ctx) => ctx.places.place(areaCodeOf(value)).province,
  county: () => (value, ctx) => ctx.places.place(areaCodeOf(value)).county,
  address: () => (value, ctx) => ctx.places.address(ctx.random, areaCodeOf(value)),
  name: () => (value, ctx, source) => {
    const type = source.field?.['x-dict'];
    const item = type ? ctx.dictionaries.get(type)?.find((entry) => entry.code === value) : undefined;
    if (!item) throw new Error(`demo data: template filter "name": "${value}" is no code of a dictionary`);
    return item.name;
  },
  ymd: () => (value) => value.slice(0, 10).replace(/-/g, ''),
  year: () => (value) => value.slice(0, 4),
  /** iso, iso:N: the ISO instant of a China time (N minutes later), as server-kept instants are stored. */
  iso: (argument) => (value) => new Date(Date.parse(`${value.slice(0, 19).replace(' ', 'T')}+08:00`) + Number(argument || 0) * 60_000).toISOString(),
  years: (argument) => (value) => yearsLater(value.slice(0, 10).replace(/-/g, ''), Number(argument)),
  /** months:N a yyyymmdd date N months later; months:N,-1 the day before it (the last day of a period). */
  months: (argument) => (value) => { const [months, days = '0'] = argument.split(','); return monthsLater(value.slice(0, 10).replace(/-/g, ''), Number(months), Number(days)); },
};

function source(name: string, record: RecordSource): Resolved {
  const { random } = record.world;
  if (name === 'home') return { value: record.home() };
  if (name === 'created') return { value: record.created() };
  if (name === 'personName') return { value: personName(random) };
  const list = WORD_LISTS[name];
  if (!list) throw new Error(`demo data: template names the unknown word list "@${name}"`);
  return { value: random.pick(list) };
}

function placeholder(token: string, record: RecordSource, pattern: string | undefined): string | undefined {
  const { random } = record.world;
  const digits = /^#(\d+)$/.exec(token);
  if (digits) return random.digits(Number(digits[1]));
  const chars = /^\*(\d+)$/.exec(token);
  if (chars) {
    if (!pattern) throw new Error(`demo data: template {${token}} in a field without a pattern`);
    const alphabet = patternAlphabet(pattern);
    return Array.from({ length: Number(chars[1]) }, () => random.pick(alphabet)).join('');
  }
  const [head, ...filters] = token.split('|');
  const resolved = head.startsWith('@') ? source(head.slice(1), record) : record.resolve(head);
  if (resolved.value === undefined || resolved.value === null) return undefined;
  let value = String(resolved.value);
  for (const filter of filters) {
    const [name, argument = ''] = filter.split(':');
    const make = FILTERS[name];
    if (!make) throw new Error(`demo data: unknown template filter "${name}"`);
    value = make(argument)(value, record.world, resolved);
  }
  return value;
}

/** The template filled in for the record; `pattern` is the field's, for *N. */
export function render(template: string, record: RecordSource, pattern?: string): string | undefined {
  let absent = false;
  const text = template.replace(/\{([^{}]+)\}/g, (_, token: string) => {
    const value = placeholder(token, record, pattern);
    if (value === undefined) absent = true;
    return value ?? '';
  });
  return absent ? undefined : text;
}
