// The waybill a vehicle's part of an order becomes: the order's places, goods and shipper, the
// part's share of the weight, the agreed freight, the order number as 原始单号 and, with more
// than one vehicle, the part's 分段分单号 (0001, 0002 ...). It is made through the entity API's
// own create (numbers, stamps, validation, the branch's required fields) and dispatched at once
// to the part's driver and vehicle, with the dispatch in the waybill's history.
import { Status } from '../../../../src/core/api/status';
import type { HookContext } from '../../../entities/hooks';
import type { EntityRecord } from '../../../entities/records';
import { sharedRegistry } from '../../../entities/shared';
import { createRecordWithin } from '../../../entities/writes';
import { displayTime } from '../../../storage/clock';
import { approvedDriver, approvedVehicle, orderDb, shipperOf, WAYBILL } from './tables';

const round2 = (value: number) => Math.round(value * 100) / 100;

/** The part's share of an amount of the order (weight, volume), or absent. */
function share(total: unknown, parts: number, integer = false): number | undefined {
  if (total === null || total === undefined) return undefined;
  const part = Number(total) / parts;
  return integer ? Math.round(part) : round2(part);
}

export async function makeWaybill(ctx: HookContext, order: EntityRecord, part: number, carrier: { driverCode: string; vehicleNumber: string; price: number }): Promise<{ waybill: string } | { refusal: string }> {
  const branch = String(order.branchCode);
  const shipper = await shipperOf(ctx.trx, String(order.shipperCode), branch);
  const consignorID = shipper?.uscc ?? shipper?.idCard;
  if (!consignorID) return { refusal: ctx.texts.entityT('entity.cargoOrder.error.noConsignorId') };
  const [driver, vehicle] = await Promise.all([approvedDriver(ctx.trx, carrier.driverCode, branch), approvedVehicle(ctx.trx, carrier.vehicleNumber, branch)]);
  if (!driver) return { refusal: ctx.texts.entityT('entity.cargoOrder.error.driverNotApproved') };
  if (!vehicle) return { refusal: ctx.texts.entityT('entity.cargoOrder.error.notYourVehicle') };
  const parts = Number(order.vehicleCount ?? 1);
  const payload: EntityRecord = {
    originalDocumentNumber: order.orderNumber,
    serialNumber: parts > 1 ? String(part).padStart(4, '0') : '0000',
    vehicleAmount: 1,
    transportTypeCode: '1',
    businessTypeCode: '1002996',
    shipperCode: order.shipperCode,
    shipperName: order.shipperName,
    consignor: order.shipperName,
    consignorID,
    consignorContact: order.consignorContact,
    consignorTelephone: order.consignorTelephone,
    loadingCountrySubdivisionCode: order.loadingCountrySubdivisionCode,
    placeOfLoading: order.placeOfLoading,
    consignee: order.consignee,
    consigneeContact: order.consigneeContact,
    consigneeTelephone: order.consigneeTelephone,
    receiptCountrySubdivisionCode: order.receiptCountrySubdivisionCode,
    goodsReceiptPlace: order.goodsReceiptPlace,
    descriptionOfGoods: order.descriptionOfGoods,
    cargoTypeClassificationCode: order.cargoTypeClassificationCode,
    goodsItemGrossWeight: share(order.goodsItemGrossWeight, parts),
    cube: share(order.cube, parts),
    totalNumberOfPackages: share(order.totalNumberOfPackages, parts, true),
    totalMonetaryAmount: round2(carrier.price),
    policyNumber: 'none',
    remark: order.remark,
  };
  for (const key of Object.keys(payload)) if (payload[key] === null || payload[key] === undefined) delete payload[key];
  const entity = sharedRegistry().get(WAYBILL)!;
  const answer = await createRecordWithin(ctx.trx, { db: ctx.trx, registry: sharedRegistry(), entity, caller: ctx.caller, texts: ctx.texts, now: ctx.now }, payload);
  if (answer.status !== Status.OK) {
    const errors = (answer.data as { errors?: { message: string }[] } | null)?.errors;
    return { refusal: errors && errors.length > 0 ? errors.map((error) => error.message).join('；') : answer.msg };
  }
  const created = answer.data as EntityRecord;
  const id = Number(created.id);
  const at = displayTime(ctx.now);
  const text = (value: unknown) => (value === null || value === undefined ? null : String(value));
  const dispatch = {
    vehicle_number: carrier.vehicleNumber,
    vehicle_plate_color_code: text(vehicle.vehiclePlateColorCode),
    driver_code: carrier.driverCode,
    driver_name: text(driver.driverName),
    driving_license: text(driver.drivingLicense),
    driver_telephone: text(driver.telephone),
    actual_carrier_name: text(driver.driverName),
    actual_carrier_id: text(driver.drivingLicense),
    status: 'dispatched',
    gmt_modified: at,
  };
  await orderDb(ctx.trx).updateTable(entity.table).set(dispatch).where('id', '=', id).execute();
  await ctx.trx.insertInto('entity_action_log').values({
    entity: WAYBILL, record_id: id, action: 'dispatch', from_state: 'pending_dispatch', to_state: 'dispatched',
    party_code: ctx.caller.code, payload: JSON.stringify({ vehicleNumber: carrier.vehicleNumber, driverCode: carrier.driverCode, orderNumber: order.orderNumber }), gmt_created: at,
  }).execute();
  return { waybill: String(created.shippingNoteNumber) };
}
