// @vitest-environment jsdom
// The list opens mounted only while open (issue 19); typing on the closed trigger still picks an
// option by its first letters, as Radix's own trigger did with its items mounted.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Select, optionTypedTo } from '../../../src/ui/Select';

const OPTIONS = [
  { value: 'D', label: 'Dispatched' },
  { value: 'L', label: 'Loaded' },
  { value: 'S', label: 'Signed' },
  { value: 'X', label: 'Signed off' },
];
const CHOICES = [{ value: '', label: 'All' }, ...OPTIONS];

afterEach(cleanup);

describe('choosing by typing on the closed trigger', () => {
  it('picks the next option starting with the key, wrapping round, case-insensitive', () => {
    expect(optionTypedTo(CHOICES, '', 's')).toBe('S');
    expect(optionTypedTo(CHOICES, 'S', 'S')).toBe('X');
    expect(optionTypedTo(CHOICES, 'X', 's')).toBe('S');
    expect(optionTypedTo(CHOICES, 'L', 'a')).toBe('');
    expect(optionTypedTo(CHOICES, 'L', 'q')).toBeUndefined();
  });

  it('a letter typed on the trigger changes the value; the list stays closed and unmounted', () => {
    const onChange = vi.fn();
    render(<Select label="Status" value="" options={OPTIONS} emptyLabel="All" onChange={onChange} />);
    const trigger = screen.getByRole('combobox', { name: 'Status' });
    expect(trigger.textContent).toContain('All');
    fireEvent.keyDown(trigger, { key: 'l' });
    expect(onChange).toHaveBeenCalledWith('L');
    expect(screen.queryByRole('listbox')).toBeNull();
    fireEvent.keyDown(trigger, { key: 'l', ctrlKey: true });
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('shows the chosen option’s label on the trigger', () => {
    render(<Select label="Status" value="S" options={OPTIONS} emptyLabel="All" onChange={() => undefined} />);
    expect(screen.getByRole('combobox', { name: 'Status' }).textContent).toContain('Signed');
  });
});
