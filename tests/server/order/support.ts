// A valid cargo order of the demo shipper (32 t of 螺纹钢, 天津 → 济南, 120 yuan per tonne),
// for the order tests.
export const ORDER = '/ntocc-tms-api/cargoOrder';

export function orderPayload(shipperCode: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    shipperCode, consignorContact: '李秀英', consignorTelephone: '13602033003',
    loadingCountrySubdivisionCode: '120116', placeOfLoading: '天津市滨海新区临港经济区渤海十路 88 号',
    consignee: '济南恒达建材有限公司', consigneeContact: '张伟', consigneeTelephone: '13905311234',
    receiptCountrySubdivisionCode: '370112', goodsReceiptPlace: '济南市历城区工业北路 166 号',
    descriptionOfGoods: '螺纹钢', cargoTypeClassificationCode: '0400', goodsItemGrossWeight: 32,
    vehicleCount: 1, loadingStart: '2026-12-01 08:00:00', loadingEnd: '2026-12-01 18:00:00',
    priceMode: 'per_ton', unitPrice: 120, paymentTerms: 'on_receipt', ...extra,
  };
}
