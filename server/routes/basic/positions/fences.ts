// 电子围栏 (geofence): the shape's own fields beyond the schema, checked on every create and update
// with field errors: a polygon needs its path, 3 to 200 [longitude, latitude] corners inside
// China's bounds (longitude 73–136, latitude 3–54); a circle its centre and a radius (the schema
// keeps it within 50–50,000 m). The fields of the other shape are cleared.
import type { EntityWriteHooks, HookContext } from '../../../entities/hooks';
import { fieldError, type EntityFieldError } from '../../../entities/fieldErrors';
import type { EntityRecord } from '../../../entities/records';
import { parsePath } from './geo';

export const MIN_CORNERS = 3;
export const MAX_CORNERS = 200;

function checkShape(ctx: HookContext, record: EntityRecord, values: EntityRecord): EntityFieldError[] {
  const texts = ctx.texts;
  const shape = String(record.shape ?? 'circle');
  const errors: EntityFieldError[] = [];
  if (shape === 'polygon') {
    const text = record.path;
    if (typeof text !== 'string' || text.trim() === '') return [fieldError(texts, '/path', 'entity.geofence.error.pathRequired')];
    const path = parsePath(text);
    if (!path) return [fieldError(texts, '/path', 'entity.geofence.error.pathFormat')];
    if (path.length < MIN_CORNERS || path.length > MAX_CORNERS) return [fieldError(texts, '/path', 'entity.geofence.error.pathCount', { count: path.length })];
    const outside = path.findIndex(([lon, lat]) => lon < 73 || lon > 136 || lat < 3 || lat > 54);
    if (outside >= 0) return [fieldError(texts, '/path', 'entity.geofence.error.pathOutside', { index: outside + 1 })];
    values.path = JSON.stringify(path);
    values.centerLongitude = null;
    values.centerLatitude = null;
    values.radius = null;
  } else {
    if (record.centerLongitude === null || record.centerLongitude === undefined) errors.push(fieldError(texts, '/centerLongitude', 'entity.geofence.error.centerRequired'));
    if (record.centerLatitude === null || record.centerLatitude === undefined) errors.push(fieldError(texts, '/centerLatitude', 'entity.geofence.error.centerRequired'));
    if (record.radius === null || record.radius === undefined) errors.push(fieldError(texts, '/radius', 'entity.geofence.error.radiusRequired'));
    if (errors.length === 0) values.path = null;
  }
  return errors;
}

export const geofenceHooks: EntityWriteHooks = {
  beforeCreate: async (ctx, values) => {
    const errors = checkShape(ctx, values, values);
    return errors.length > 0 ? errors : undefined;
  },
  beforeUpdate: async (ctx, _id, stored, values) => {
    const errors = checkShape(ctx, { ...stored, ...values }, values);
    return errors.length > 0 ? errors : undefined;
  },
};
