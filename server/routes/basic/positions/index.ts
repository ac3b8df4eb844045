// Vehicle positions (车辆定位), their warnings and the electronic fences: README.md in this folder.
import { registerEntityHooks } from '../../../entities/hooks';
import { geofenceHooks } from './fences';

export { positionsRoutes } from './routes';

const OWNER = 'basic/positions';

export function registerPositionsRules(): void {
  registerEntityHooks('geofence', geofenceHooks, OWNER);
}
