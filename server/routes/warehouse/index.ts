// 仓储管理 (warehouse/*): a third-party logistics warehouse the freight branch runs for its
// shippers. Masters (warehouse, warehouseLocation), documents with lines (warehouseOrder,
// warehouseOrderLine: 入库, 出库, 调拨, 损耗, 盘点调整) whose confirmation moves the stock
// (wh_stock_move; the stock is their sum, view wh_stock_view), handling work (warehouseLabour),
// settlements posted to the ledger (warehouseSettlement) and their invoices (warehouseInvoice).
// Rules registered once per server start (server/routes/tms/index.ts); the count endpoint is a
// Fastify route (server/app.ts).
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context';
import { countRoutes } from './count';
import { registerInvoiceRules } from './invoice';
import { registerLabourRules } from './labour';
import { registerOrderRules } from './orders';
import { registerSettlementRules } from './settlement';

export function registerWarehouseRules(): void {
  registerOrderRules();
  registerLabourRules();
  registerSettlementRules();
  registerInvoiceRules();
}

export function warehouseRoutes(ctx: AppContext): FastifyPluginAsync {
  return countRoutes(ctx);
}
