/** The look of every form input; invalid inputs get a red border. */
export function inputClass(invalid: boolean): string {
  return `w-full rounded border px-3 py-1.5 text-sm outline-none focus:border-primary disabled:bg-slate-100 ${invalid ? 'border-red-500' : 'border-slate-300'}`;
}
