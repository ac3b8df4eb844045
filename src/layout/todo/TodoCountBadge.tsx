import { badgeText } from './todoModel';

/** A red count after a to-do name: `99+` above the cap; nothing for 0. */
export function TodoCountBadge({ count, cap }: { count: number; cap: number }) {
  if (count <= 0) return null;
  return <span className="ml-1 shrink-0 rounded-full bg-red-500 px-1.5 text-[11px] leading-4 text-white">{badgeText(count, cap)}</span>;
}

/** The list icon standing for the to-do label on a phone, where the words have no room. */
export function TodoListIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4 fill-current sm:hidden">
      <path d="M2 3h12v1.5H2V3Zm0 4.25h12v1.5H2v-1.5ZM2 11.5h12V13H2v-1.5Z" />
    </svg>
  );
}
