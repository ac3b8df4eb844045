import { describe, expect, it } from 'vitest';
import { entityFor, stateAction } from '../../../renderers/entities';
import { formValues, toRjsfSchema } from '../../../renderers/form/toRjsfSchema';

const waybill = entityFor('waybill');
const translate = (key: string) => `T(${key})`;

describe('schema -> rjsf: the JSON Schema keywords stay, the x- keywords move to the uiSchema', () => {
  const form = toRjsfSchema(waybill, [{ key: 'goods', title: 'entity.waybill.group.goods', fields: ['descriptionOfGoods', 'goodsItemGrossWeight', 'cargoTypeClassificationCode'] }], {
    mode: 'create',
    translate,
  });

  it('properties keep type, limits and formats, and lose x- keywords and descriptions', () => {
    expect(form.schema.properties!.goodsItemGrossWeight).toEqual({ type: 'number', minimum: 0, maximum: 1000000000 });
    expect(JSON.stringify(form.schema)).not.toMatch(/"x-/);
  });

  it('widget, translated title and options come from x-widget, x-label, x-places and x-dict', () => {
    expect(form.uiSchema.goodsItemGrossWeight).toEqual({ 'ui:title': 'T(entity.waybill.field.goodsItemGrossWeight)', 'ui:widget': 'decimal', 'ui:options': { places: 2 } });
    expect(form.uiSchema.cargoTypeClassificationCode).toMatchObject({ 'ui:widget': 'dict-select', 'ui:options': { dict: 'cargo_type_classification_code' } });
  });

  it('required fields are the entity required ones the form shows, in the form\'s order (the first error focused is the first shown)', () => {
    expect(form.schema.required).toEqual(['descriptionOfGoods', 'goodsItemGrossWeight', 'cargoTypeClassificationCode']);
  });

  it('the groups and layout reach the object template, the order follows the groups', () => {
    expect(form.uiSchema['ui:order']).toEqual(['descriptionOfGoods', 'goodsItemGrossWeight', 'cargoTypeClassificationCode']);
    expect(form.uiSchema['ui:options']).toEqual({
      groupLayout: { layout: 2, groups: [{ title: 'T(entity.waybill.group.goods)', fields: ['descriptionOfGoods', 'goodsItemGrossWeight', 'cargoTypeClassificationCode'] }] },
    });
  });
});

describe('schema -> rjsf: read-only fields are never in create or edit forms', () => {
  it('drops x-readonly fields on create and edit', () => {
    for (const mode of ['create', 'edit'] as const) {
      const form = toRjsfSchema(waybill, [{ fields: ['status', 'remark', 'shippingNoteNumber'] }], { mode, translate });
      expect(form.fields).toEqual(['remark']);
    }
  });

  it("a state action's form edits its fields, with the action's required list", () => {
    const load = stateAction(waybill, 'load')!;
    const form = toRjsfSchema(waybill, [{ fields: load.fields! }], { mode: 'action', required: load.required, translate });
    expect(form.fields).toEqual(['despatchActualDateTime', 'loadingWeight', 'loadingImages']);
    expect(form.schema.required).toEqual(['despatchActualDateTime', 'loadingWeight']);
    expect(form.uiSchema.loadingImages).toMatchObject({ 'ui:widget': 'upload', 'ui:options': { upload: { accept: 'image/*', maxSizeMb: 5 }, wide: true } });
  });

  it('a relation becomes a remote select with its fill', () => {
    const form = toRjsfSchema(waybill, [{ fields: ['driverCode'] }], { mode: 'action', translate });
    expect(form.uiSchema.driverCode).toMatchObject({ 'ui:widget': 'remote-select', 'ui:options': { relation: { entity: 'driver', value: 'driverCode' } } });
  });
});

describe('what a form sends', () => {
  it('only its fields, without empty values', () => {
    expect(formValues({ id: 1, remark: 'x', consignor: null, status: 'loaded' }, ['remark', 'consignor'])).toEqual({ remark: 'x' });
  });
});
