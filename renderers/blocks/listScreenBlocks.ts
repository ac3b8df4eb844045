// The blocks every list screen shows: their code is fetched when the browser is idle (renderers/
// PageView.tsx, preloadListScreens), so opening a list waits only for its page definition,
// schemas and texts; the budget check counts it in no budget (scripts/budgets/screens.ts).
export const LIST_SCREEN_BLOCKS = ['filters', 'table'] as const;
