// Values of one field from its x-demo hint or, without one, from what the schema says: numbers
// (range, of/times/plus/minus/atMost, decimals), picks and templates, dates, areas and the
// named formats (names, mobiles, ID numbers, USCC, plates, bank cards).
import type { FieldDemo } from '../../../src/core/generated/entity-language';
import type { PropertySchema } from '../../entities/definition';
import { bankCardNumber, companyUscc, landline, plate, trailerPlate } from './identifiers';
import { idCardNumber, mobile, personName } from './people';
import { areaCodeOf } from './places';
import { render } from './template';
import { dayYearsAgo, momentOf, timeAt } from './time';
import type { RecordSource } from './world';

type NumberChoice = NonNullable<FieldDemo['times']>;

/** A number, a number between [min, max], or a number chosen by weight. */
function choose(src: RecordSource, choice: NumberChoice): number {
  const { random } = src.world;
  if (typeof choice === 'number') return choice;
  if (Array.isArray(choice)) return choice[0] + random.next() * (choice[1] - choice[0]);
  return Number(random.weighted(Object.entries(choice)));
}

function numberAt(src: RecordSource, path: string): number | undefined {
  const { value } = src.resolve(path);
  return typeof value === 'number' ? value : undefined;
}

/** Rounded to the field's decimals and kept within its limits. */
export function fitted(schema: PropertySchema, hint: FieldDemo | undefined, value: number): number {
  let places = schema.type === 'integer' ? 0 : hint?.decimals ?? schema['x-places'] ?? 2;
  if (schema.format === 'money') places = Math.min(places, 2);
  const step = 10 ** -places;
  let fit = Math.min(Math.max(value, schema.minimum ?? -Infinity), schema.maximum ?? Infinity);
  if (schema.exclusiveMinimum !== undefined && fit <= schema.exclusiveMinimum) fit = schema.exclusiveMinimum + step;
  return Number(fit.toFixed(places));
}

/** of (a product of paths) or range, then times, plus, minus and atMost; absent when a path is. */
export function numberValue(src: RecordSource, schema: PropertySchema, hint: FieldDemo): number | undefined {
  let value: number;
  if (hint.of !== undefined) {
    const factors = [hint.of].flat().map((path) => numberAt(src, path));
    if (factors.some((factor) => factor === undefined)) return undefined;
    value = (factors as number[]).reduce((product, factor) => product * factor, 1);
  } else if (hint.range) value = choose(src, hint.range);
  else throw new Error('demo data: a number hint needs of or range');
  if (hint.times !== undefined) value *= choose(src, hint.times);
  if (hint.plus !== undefined) value += choose(src, hint.plus);
  if (hint.minus) value -= numberAt(src, hint.minus) ?? 0;
  const cap = hint.atMost ? numberAt(src, hint.atMost) : undefined;
  if (cap !== undefined) value = Math.min(value, cap);
  return fitted(schema, hint, value);
}

/** A value of pick; a text is a template, made a number for a numeric field. */
export function pickedValue(src: RecordSource, schema: PropertySchema, pick: NonNullable<FieldDemo['pick']>): unknown {
  const { world } = src;
  const choices: [unknown, number][] = Array.isArray(pick) ? pick.map((value) => [value, 1]) : Object.entries(pick);
  const choice = world.random.weighted(choices);
  if (typeof choice !== 'string') return choice;
  const text = render(choice, src, schema.pattern);
  if (text === undefined) return undefined;
  if (schema.type === 'number' || schema.type === 'integer') return fitted(schema, undefined, Number(text));
  if (schema.type === 'boolean') return text === 'true';
  return text;
}

/** A date-time some minutes after a path's time, never after the seeding moment. */
export function afterValue(src: RecordSource, hint: FieldDemo): string | undefined {
  const { value } = src.resolve(hint.after!);
  if (typeof value !== 'string') return undefined;
  const at = momentOf(value).getTime() + choose(src, hint.minutes ?? 0) * 60_000;
  return timeAt(new Date(Math.floor(Math.min(at, src.world.now.getTime()) / 1000) * 1000));
}

/** The area of a place-bound value: the hint's area path, else the record's home. */
function placeOf(src: RecordSource, hint: FieldDemo | undefined): string {
  if (!hint?.area) return src.home();
  const { value } = src.resolve(hint.area);
  if (value === undefined) throw new Error(`demo data: the area path "${hint.area}" is absent`);
  return areaCodeOf(value);
}

/** An area field: a county of one of the hint's cities, of a hub away from another area, of the
 * hint's area, or the record's home. */
export function areaValue(src: RecordSource, hint: FieldDemo | undefined): string {
  const { random, places } = src.world;
  if (hint?.cities) return places.countyOf(random, random.pick(hint.cities));
  if (hint?.awayFrom) {
    const { value } = src.resolve(hint.awayFrom);
    const away = value === undefined ? undefined : places.hubOf(areaCodeOf(value));
    return places.countyOf(random, random.pick(places.hubs.filter((hub) => hub !== away)).city);
  }
  return placeOf(src, hint);
}

/** A longitude or latitude near the city of an area path (a freight hub), within the spread. */
export function coordinateValue(src: RecordSource, schema: PropertySchema, hint: NonNullable<FieldDemo['coordinate']>): number | undefined {
  const { value } = src.resolve(hint.area);
  if (value === undefined) return undefined;
  const hub = src.world.places.hubOf(areaCodeOf(value));
  if (!hub) throw new Error(`demo data: no coordinates known for the area ${String(value)}`);
  const spread = hint.spread ?? 0.3;
  const centre = hint.axis === 'lon' ? hub.lon : hub.lat;
  return fitted(schema, undefined, centre + (src.world.random.next() * 2 - 1) * spread);
}

function officeOf(src: RecordSource, hint: FieldDemo | undefined): string {
  const area = placeOf(src, hint);
  const hub = src.world.places.hubOf(area);
  if (!hub) throw new Error(`demo data: no plate office known for the area ${area}`);
  return hub.plate;
}

/** A valid value of a named format; people are men at 97 % (drivers and their contacts). */
export function formatValue(src: RecordSource, format: string, hint: FieldDemo | undefined): string {
  const { random, now } = src.world;
  switch (format) {
    case 'cn-name': return personName(random);
    case 'cn-mobile':
    case 'cn-phone': return mobile(random);
    case 'cn-landline': return landline(random);
    case 'cn-id-card': return idCardNumber(random, placeOf(src, hint), random.chance(0.97));
    case 'cn-uscc':
    case 'cn-id-or-uscc': return companyUscc(random, placeOf(src, hint));
    case 'cn-plate': return plate(random, officeOf(src, hint), hint?.variant);
    case 'cn-trailer-plate': return trailerPlate(random, officeOf(src, hint));
    case 'bank-account': return bankCardNumber(random);
    case 'date-ymd': return dayYearsAgo(random, now, [0, 10]);
    case 'url': return `https://www.example.com/demo/${random.digits(6)}`;
    case 'email': return `demo${random.digits(6)}@example.com`;
    case 'letters-2-4': return Array.from({ length: random.int(2, 4) }, () => random.pick([...'ABCDEFGHJKLMNPQRSTUVWXYZ'])).join('');
    default: throw new Error(`demo data: no demo values for the format "${format}": give the field an x-demo hint`);
  }
}
