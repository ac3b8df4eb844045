// 油卡与加油 (oilCard/manage, fuel/consumption, vehicleService/refuelConsumption): oil cards as
// parties of the ledger, their top-ups, allocations and cancellation, and fills paid by card at
// the merchant centre's fuel stations. Registered once per server start (server/routes/tms/index.ts).
import { registerFillRules } from './fills';
import { registerOilCardRules } from './oilCards';

export function registerFuelRules(): void {
  registerOilCardRules();
  registerFillRules();
}
