// Query parameters of the statistics calls: the shape is checked by the project's validators
// (ajv via http/validate), the date range by `rangeOf` (real yyyy-MM-dd dates, end not before
// start, a series not longer than it can draw), each refusal a 422 naming its field.
import type { FastifyRequest } from 'fastify';
import type { ValidateFunction } from 'ajv';
import type { Answer, FieldError } from '../http/envelope';
import { readParams } from '../http/params';
import { check, invalidFields } from '../http/validate';
import { displayTime } from '../storage/clock';
import { addDays, daysBetween, isRealDate, monthsBetween, monthStart, type Granularity } from './dates';

/** A day series longer than a year, or a month series longer than ten years, draws nothing useful. */
export const MAX_DAYS_BY_DAY = 366;
export const MAX_MONTHS_BY_MONTH = 120;

export const BRANCH_CODE = { type: 'string', maxLength: 32 } as const;
export const PARTY_CODE = { type: 'string', maxLength: 32 } as const;

/** The properties every call with a date range accepts (both dates optional). */
export const rangeProperties = {
  startTime: { type: 'string' },
  endTime: { type: 'string' },
  branchCode: BRANCH_CODE,
} as const;

export const granularityProperty = { type: 'string', enum: ['day', 'month'], default: 'day' } as const;

export interface RangeParams { startTime?: string; endTime?: string; branchCode?: string }
export interface DateRange { startTime: string; endTime: string }

/** Where an absent start date begins, counted back from the end date. */
export type DefaultStart = 'last30Days' | 'monthStart' | 'last12Months';

const startBefore: Record<DefaultStart, (end: string) => string> = {
  last30Days: (end) => addDays(end, -29),
  monthStart: (end) => monthStart(end),
  last12Months: (end) => monthStart(end, -11),
};

/** Today in China, as the date parameters write it. */
export function chinaToday(now: Date): string {
  return displayTime(now).slice(0, 10);
}

/** A refused field with its message key and values, as the validators' refusals carry them. */
interface KeyedFieldError extends FieldError { key: string; params: Record<string, number> }

function refusal(request: FastifyRequest, field: string, key: string, params: Record<string, number> = {}): KeyedFieldError {
  return { field, message: request.t(key, params), key, params };
}

/** The range asked for, with its defaults (end: today; start: by `defaultStart`), or the field
 * errors: an unreal date, an end before the start, a series longer than its granularity allows. */
export function rangeOf(request: FastifyRequest, params: RangeParams, today: string, defaultStart: DefaultStart, series?: Granularity): DateRange | FieldError[] {
  const errors: FieldError[] = [];
  for (const field of ['startTime', 'endTime'] as const) {
    const value = params[field];
    if (value !== undefined && !isRealDate(value)) errors.push(refusal(request, `/${field}`, 'server.statistics.badDate'));
  }
  if (errors.length > 0) return errors;
  const endTime = params.endTime ?? (params.startTime !== undefined && params.startTime > today ? params.startTime : today);
  const startTime = params.startTime ?? startBefore[defaultStart](endTime);
  if (endTime < startTime) return [refusal(request, '/endTime', 'server.statistics.endBeforeStart')];
  if (series === 'day' && daysBetween(startTime, endTime) > MAX_DAYS_BY_DAY) {
    return [refusal(request, '/startTime', 'server.statistics.tooManyDays', { limit: MAX_DAYS_BY_DAY })];
  }
  if (series === 'month' && monthsBetween(startTime, endTime) > MAX_MONTHS_BY_MONTH) {
    return [refusal(request, '/startTime', 'server.statistics.tooManyMonths', { limit: MAX_MONTHS_BY_MONTH })];
  }
  return { startTime, endTime };
}

export type Parsed<T> = { value: T; range: DateRange } | { answer: Answer<unknown> };

/** The validated parameters of a call and its date range, or the 422 answer. */
export function parseQuery<T extends RangeParams>(
  request: FastifyRequest, validator: ValidateFunction<T>, today: string,
  defaultStart: DefaultStart | ((value: T) => DefaultStart), series?: (value: T) => Granularity,
): Parsed<T> {
  const parsed = check(validator, readParams(request), request.t);
  if ('answer' in parsed) return parsed;
  const start = typeof defaultStart === 'function' ? defaultStart(parsed.value) : defaultStart;
  const range = rangeOf(request, parsed.value, today, start, series?.(parsed.value));
  if (Array.isArray(range)) return { answer: invalidFields(request.t, range) };
  return { value: parsed.value, range };
}
