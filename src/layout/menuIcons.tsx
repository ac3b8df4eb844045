// Icons of the top-level menu groups, keyed by the menu's `meta.icon` names (server/seed/data/menu.json).
// Drawn here as outline paths on a 24 px grid (the project has no icon set); an unknown name gets
// the generic list icon, so a menu added later still shows something in the collapsed strip.

/** A full circle as path data, so every icon is a single path. */
function circle(cx: number, cy: number, r: number): string {
  return `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0`;
}

export const MENU_ICON_PATHS: Readonly<Record<string, string>> = {
  home: 'M3 10.5 12 3l9 7.5V21h-6v-6H9v6H3z',
  workbench: 'M3 7h18v13H3zM8 7V4h8v3M3 12h18M11 12v2h2v-2',
  order: 'M8 3h8v3H8zM6 4.5H5V21h14V4.5h-1M8 11h8M8 15h6',
  truck: `M2 6h12v10H2zM14 9h4l3 3.5V16h-7${circle(6, 18, 2)}${circle(17, 18, 2)}`,
  map: `M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11z${circle(12, 10, 2.2)}`,
  city: 'M3 21V8l6-3v16M9 21V3h8v18M17 21V10h4v11M2 21h20M12 7h2M12 11h2M12 15h2',
  warehouse: 'M3 21V9l9-5 9 5v12M7 21v-8h10v8M7 17h10',
  finance: `${circle(12, 12, 9)}M8.5 7.5 12 12l3.5-4.5M12 12v6M9 13h6M9 16h6`,
  prepay: `${circle(12, 13, 8)}M12 9v4l3 2M9 2h6M12 2v3`,
  wallet: `M3 7h17v13H3zM3 7l12-4v4${circle(16.5, 13.5, 1)}`,
  invoice: 'M6 3h12v18l-3-2-3 2-3-2-3 2zM9 8h6M9 12h6M9 16h3',
  tax: `M6 3h12v18H6zM9 16l6-8${circle(9.5, 9.5, 1.2)}${circle(14.5, 14.5, 1.2)}`,
  file: 'M6 3h8l4 4v14H6zM14 3v4h4M12 18v-6M9.5 14.5 12 12l2.5 2.5',
  review: 'M8 3h8v3H8zM6 4.5H5V21h14V4.5h-1M9 14l2 2 4-4',
  service: 'M4 14v-2a8 8 0 0 1 16 0v2M4 14h3v5H4zM17 14h3v5h-3zM20 19c0 1.5-2 2.5-5 2.5',
  chart: 'M3 21h18M6 21v-8M11 21V5M16 21v-6M21 21V9',
  contract: 'M6 3h9l3 3v15H6zM9 9h6M9 13h6M9 17h3M14 18l1.5 1.5L19 16',
  database: 'M4 6c0-1.7 3.6-3 8-3s8 1.3 8 3-3.6 3-8 3-8-1.3-8-3zM4 6v12c0 1.7 3.6 3 8 3s8-1.3 8-3V6M4 12c0 1.7 3.6 3 8 3s8-1.3 8-3',
  fuel: 'M4 21V4h9v17M3 21h11M4 10h9M13 8l4 3v6.5a1.5 1.5 0 0 0 3 0V8.5l-3-3',
  card: 'M3 6h18v12H3zM3 10h18M6 15h4',
  shield: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6zM9 12l2 2 4-4',
  bank: 'M3 10l9-6 9 6M5 10v8M9.5 10v8M14.5 10v8M19 10v8M3 21h18',
  shop: 'M4 9l1.5-5h13L20 9M4 9h16v1.5a2.7 2.7 0 0 1-5.3 0 2.7 2.7 0 0 1-5.4 0 2.7 2.7 0 0 1-5.3 0zM5 12v9h14v-9M10 21v-5h4v5',
  settings: `M4 6h9M17 6h3M4 12h3M11 12h9M4 18h11M19 18h1${circle(15, 6, 2)}${circle(9, 12, 2)}${circle(17, 18, 2)}`,
  message: 'M4 5h16v11H9l-5 4zM8 9h8M8 12h5',
};

const FALLBACK_PATH = 'M4 6h16M4 12h16M4 18h16';

/** The icon named by a menu entry's `meta.icon`; decorative (the entry's title names it). */
export function MenuIcon({ name, className = 'size-[18px]' }: { name: string | undefined; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={`shrink-0 ${className}`}
      data-icon={name && MENU_ICON_PATHS[name] ? name : 'fallback'}
    >
      <path d={(name && MENU_ICON_PATHS[name]) || FALLBACK_PATH} />
    </svg>
  );
}
