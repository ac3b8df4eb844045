// Which optional navbar entries a user sees (layout issue, "Navbar").
import type { Branch, Party } from '../../core/generated/api';
import { BranchConfigKey, PLATFORM_ADMIN_ROLE } from '../../core/api/client';
import { flattenRoutes, type AppRoute } from '../../session/buildRoutes';

/**
 * The big-data centre button: a platform administrator whose branch configuration
 * `bigDataCenter_enabled` (BranchConfigKey.bigDataCenterEnabled) is '1'. It opens the menu leaf
 * bigData (pages/bigData.json) in a new tab, where the shell shows it full-screen
 * (src/router/fullScreen.ts); the seed gives the leaf this path.
 */
export { BIG_DATA_CENTRE_PATH } from './bigDataCentre';

export function showsBigDataCentre(
  party: Pick<Party, 'partyType'> | null,
  branch: Pick<Branch, 'partyGroupConfigCacheMap'> | null,
): boolean {
  return party?.partyType === PLATFORM_ADMIN_ROLE && branch?.partyGroupConfigCacheMap?.[BranchConfigKey.bigDataCenterEnabled]?.configValue === '1';
}

/** The job-related entry opens the order hall (where drivers find loads); no recruitment page exists. */
export const JOBS_COMPONENT = 'tms/order/hall';
export const ERROR_LOG_COMPONENT = 'systemManage/errorLog';

/** The route path of a menu component the user holds, or undefined. */
export function pathOfComponent(component: string, sessionRoutes: readonly AppRoute[]): string | undefined {
  return flattenRoutes(sessionRoutes).find((route) => route.component === component && !route.meta.link)?.path;
}

/** Shown only in zh, and only when the user has the order hall. */
export function jobsPath(language: string, sessionRoutes: readonly AppRoute[]): string | undefined {
  return language.startsWith('zh') ? pathOfComponent(JOBS_COMPONENT, sessionRoutes) : undefined;
}
