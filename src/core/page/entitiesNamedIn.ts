// The entities a page definition names: the value of each `entity` property, at any depth (its
// own, its blocks', tabs' and related tables'). Read by the console (what a screen loads), the
// menu seed (what a screen grants) and the budget check (what a screen's chunks hold).

export function entitiesNamedIn(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) {
    for (const item of value) entitiesNamedIn(item, into);
  } else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (key === 'entity' && typeof child === 'string') into.add(child);
      else entitiesNamedIn(child, into);
    }
  }
  return into;
}
