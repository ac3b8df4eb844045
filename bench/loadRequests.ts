// The mixed requests of the load bench (bench/load.ts), as the console sends them: waybill list
// pages, single waybills, and new waybills.
import type { Request } from 'autocannon';
import { DEVICE_ID } from '../src/core/api/client';
import { usccCheckChar } from '../src/core/validation';

export const WAYBILL = '/ntocc-tms-api/waybill';
const uscc = (first17: string) => first17 + usccCheckChar(first17);

/** A complete new waybill as the create form sends it. */
function newWaybill(): Record<string, unknown> {
  return {
    serialNumber: '0000', vehicleAmount: 1, transportTypeCode: '1', businessTypeCode: '1002996',
    shipperCode: 'SC000001', shipperName: '唐山恒达钢铁有限公司',
    consignor: '唐山恒达钢铁有限公司', consignorID: uscc('91130203MA0CX7R2K'), consignorContact: '刘志强', consignorTelephone: '13933152266',
    loadingCountrySubdivisionCode: '130203', placeOfLoading: '河北省唐山市路北区钢城路88号厂区',
    consignee: '武汉华晟建材有限公司', consigneeID: uscc('91420103MA4K2D8N1'), consigneeContact: '陈静', consigneeTelephone: '027-85761234',
    receiptCountrySubdivisionCode: '420103', goodsReceiptPlace: '湖北省武汉市江汉区建设大道568号仓库',
    descriptionOfGoods: '螺纹钢', cargoTypeClassificationCode: '0400', goodsItemGrossWeight: 32.5,
    totalMonetaryAmount: 8650.5, prepaidAmount: 2000, balanceAmount: 6650.5, transportationDistance: 1150, policyNumber: 'none',
  };
}

export type RequestKind = 'list' | 'get' | 'create';

/** One connection's cycle: 4 list pages, 5 single waybills, 1 create (40 / 50 / 10 %). */
export const CYCLE: RequestKind[] = ['list', 'get', 'list', 'get', 'get', 'list', 'get', 'list', 'get', 'create'];

export interface RequestSet {
  requests: Request[];
  /** The kind of each request of the cycle, by its place. */
  kinds: RequestKind[];
}

/** The requests of the cycle, for a token; `pages` list pages and `ids` existing waybills are
 * picked at random. */
export function mixedRequests(token: string, pages: number, ids: number[]): RequestSet {
  const headers = {
    authorization: `Bearer ${token}`, deviceId: DEVICE_ID, 'accept-language': 'zh-CN,zh;q=0.9', 'accept-encoding': 'gzip, deflate, br',
  };
  const pick = <T>(values: T[]) => values[Math.floor(Math.random() * values.length)];
  const pageNumbers = Array.from({ length: pages }, (_, i) => i + 1);
  const requests = CYCLE.map((kind): Request => {
    if (kind === 'list') return { method: 'GET', path: `${WAYBILL}/list`, headers, setupRequest: (request) => ({ ...request, path: `${WAYBILL}/list?pageNum=${pick(pageNumbers)}&pageSize=20` }) };
    if (kind === 'get') return { method: 'GET', path: `${WAYBILL}/${ids[0]}`, headers, setupRequest: (request) => ({ ...request, path: `${WAYBILL}/${pick(ids)}` }) };
    return { method: 'POST', path: WAYBILL, headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(newWaybill()) };
  });
  return { requests, kinds: CYCLE };
}
