// @vitest-environment jsdom
// Issue 10 (Lists): one date-range picker with its shortcuts inside, searchable long
// dictionaries, and a filter panel that folds to its first row.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { firstRow } from '../../../renderers/list/filters/rowFold';
import { matchingOptions } from '../../../src/ui/Combobox';
import { DateRangePicker, rangeText, type DayRange } from '../../../src/ui/DateRangePicker';
import { dateOfDay, dayOfDate } from '../../../src/ui/dayText';
import { initTestI18n } from './setup';

beforeAll(async () => {
  await initTestI18n();
});
afterEach(cleanup);

describe('a filter panel folds to the filters of its first row', () => {
  it('items level with the first one (or starting above its bottom) are the first row', () => {
    const items = [
      { top: 0, height: 58 },
      { top: 4, height: 54 },
      { top: 0, height: 58 },
      { top: 70, height: 58 },
      { top: 70, height: 58 },
    ];
    expect(firstRow(items)).toEqual({ count: 3, height: 58 });
  });

  it('one row of filters does not fold', () => {
    expect(firstRow([{ top: 0, height: 30 }, { top: 0, height: 30 }])).toEqual({ count: 2, height: 30 });
  });

  it('unmeasured items (all at 0) count as one row', () => {
    expect(firstRow([{ top: 0, height: 0 }, { top: 0, height: 0 }, { top: 0, height: 0 }]).count).toBe(3);
  });
});

describe('a long dictionary is searched by name or code', () => {
  const options = [
    { value: 'A1', label: '大型客车' },
    { value: 'B2', label: '大型货车' },
    { value: 'C1', label: '小型汽车' },
  ];
  it('typing part of a name keeps the options that contain it', () => {
    expect(matchingOptions(options, '大型').map((o) => o.value)).toEqual(['A1', 'B2']);
  });
  it('a code matches whatever its case', () => {
    expect(matchingOptions(options, 'c1').map((o) => o.value)).toEqual(['C1']);
  });
  it('an empty search keeps them all', () => {
    expect(matchingOptions(options, '  ')).toHaveLength(3);
  });
});

describe('days are kept as yyyy-MM-dd', () => {
  it('a day and its date round-trip', () => {
    expect(dayOfDate(dateOfDay('2026-02-09')!)).toBe('2026-02-09');
  });
  it('a date-time counts by its day; other text is no day', () => {
    expect(dayOfDate(dateOfDay('2026-11-30 23:59:59')!)).toBe('2026-11-30');
    expect(dateOfDay('30/11/2026')).toBeUndefined();
  });
  it('the trigger shows "start ~ end", or the placeholder when empty', () => {
    expect(rangeText({ start: '2026-06-01', end: '2026-06-30' }, '开始日期 ~ 结束日期')).toBe('2026-06-01 ~ 2026-06-30');
    expect(rangeText({}, '开始日期 ~ 结束日期')).toBe('开始日期 ~ 结束日期');
  });
});

function Picker({ initial, onChange }: { initial: DayRange; onChange: (range: DayRange) => void }) {
  const [value, setValue] = useState(initial);
  const change = (range: DayRange) => {
    setValue(range);
    onChange(range);
  };
  const presets = [{ key: 'fixed', label: '最近一周', range: () => ({ start: '2026-11-18', end: '2026-11-25' }) }];
  return <DateRangePicker label="装货时间" value={value} onChange={change} presets={presets} language="zh" placeholder="开始日期 ~ 结束日期" clearLabel="清除" />;
}

const day = (iso: string) => document.querySelector<HTMLButtonElement>(`[data-day="${iso}"] button`)!;

describe('the date-range picker', () => {
  it('its trigger is named by the label and opens a calendar in the user\'s language', () => {
    render(<Picker initial={{ start: '2026-06-01', end: '2026-06-05' }} onChange={vi.fn()} />);
    const trigger = screen.getByRole('button', { name: '装货时间' });
    expect(trigger.textContent).toContain('2026-06-01 ~ 2026-06-05');
    fireEvent.click(trigger);
    expect(screen.getByRole('grid').getAttribute('aria-label')).toBe('2026年6月');
  });

  it('two clicked days, in either order, make the range and close the calendar', () => {
    const onChange = vi.fn();
    render(<Picker initial={{ start: '2026-06-01', end: '2026-06-05' }} onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: '装货时间' }));
    fireEvent.click(day('2026-06-20'));
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(day('2026-06-10'));
    expect(onChange).toHaveBeenCalledWith({ start: '2026-06-10', end: '2026-06-20' });
    expect(screen.queryByRole('grid')).toBeNull();
    expect(screen.getByRole('button', { name: '装货时间' }).textContent).toContain('2026-06-10 ~ 2026-06-20');
  });

  it('a shortcut inside the popover fills both ends', () => {
    const onChange = vi.fn();
    render(<Picker initial={{}} onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: '装货时间' }));
    fireEvent.click(screen.getByRole('button', { name: '最近一周' }));
    expect(onChange).toHaveBeenCalledWith({ start: '2026-11-18', end: '2026-11-25' });
  });

  it('清除 empties the range', () => {
    const onChange = vi.fn();
    render(<Picker initial={{ start: '2026-06-01', end: '2026-06-05' }} onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: '装货时间' }));
    fireEvent.click(screen.getByRole('button', { name: '清除' }));
    expect(onChange).toHaveBeenCalledWith({});
    expect(screen.getByRole('button', { name: '装货时间' }).textContent).toContain('开始日期 ~ 结束日期');
  });
});
