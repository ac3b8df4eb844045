// The menu components that are hand-written views, not page JSON (src/views/fixedViews.ts holds
// their React views): one list, so `npm run validate` knows which leaves need no page.
export const FIXED_VIEW_COMPONENTS = ['profile/index', 'systemManage/errorLog', 'systemManage/updatePassword'] as const;

export type FixedViewComponent = (typeof FIXED_VIEW_COMPONENTS)[number];
