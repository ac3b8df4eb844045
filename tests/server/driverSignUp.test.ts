// One record of a driver: a driver who signs up (POST /party/register) is the driver record
// the 驾驶员管理 screen lists and reviews (/ntocc-basic-api/driver), the review staff give
// there is the status his getUserInfo shows, and the to-do badge counts that same record.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { UserInfo } from '../../src/core/generated/api';
import { Status } from '../../src/core/api/status';
import { DRIVER, startFixture, type Fixture } from './entities/support';
import { registerParty, toDoCounts } from './todo/support';

let fx: Fixture;
beforeAll(async () => { fx = await startFixture(); });
afterAll(() => fx.server.close());

const pendingList = (query: Record<string, string | number> = {}) =>
  fx.api.call(`${DRIVER}/list`, { token: fx.tokens.staff, query: { reviewStatus: 'pending', pageSize: 10, ...query } });

async function driverInfo(phone: string): Promise<UserInfo> {
  const token = await fx.api.signIn(phone, 'Haul@2026');
  return (await fx.api.call<UserInfo>('/ntocc-basic-api/getUserInfo', { method: 'POST', token })).data;
}

function licence(idCard: string) {
  return {
    drivingLicense: idCard, vehicleClass: 'A2', issuingOrganizations: '北京市公安局公安交通管理局',
    validPeriodFrom: '20200101', validPeriodTo: '20300101', qualificationCertificate: idCard,
  };
}

describe('a driver who signs up is the driver staff review, and sees their decision', () => {
  test('registered → listed as pending → approved by staff → his getUserInfo says approved and auth_driver_count drops', async () => {
    // A total read before the sign-up is kept for a while: the sign-up must not leave it stale.
    const listedBefore = (await pendingList()).data.total as number;
    const countBefore = (await toDoCounts(fx.api, fx.tokens.staff)).auth_driver_count;

    const { code, phone, idCard } = await registerParty(fx.server, fx.api);

    const listed = await pendingList({ telephone: phone });
    expect(listed.data.records).toEqual([expect.objectContaining({
      driverCode: code, driverName: '王建国', telephone: phone, drivingLicense: idCard, reviewStatus: 'pending', branchCode: 'SD0001',
    })]);
    expect((await pendingList()).data.total).toBe(listedBefore + 1);
    expect((await toDoCounts(fx.api, fx.tokens.staff)).auth_driver_count).toBe(countBefore + 1);
    expect((await driverInfo(phone)).driver).toMatchObject({ driverCode: code, reviewStatus: 'pending' });

    const id = listed.data.records[0].id as number;
    const approved = await fx.api.call(`${DRIVER}/${id}/approve`, { method: 'POST', token: fx.tokens.staff, json: licence(idCard) });
    expect(approved).toMatchObject({ status: Status.OK, data: { reviewStatus: 'approved', reviewDateTime: '2026-03-02 10:00:00' } });

    expect((await driverInfo(phone)).driver).toMatchObject({
      driverCode: code, reviewStatus: 'approved', vehicleClass: 'A2', validPeriodTo: '20300101', reviewDateTime: '2026-03-02 10:00:00',
    });
    expect((await toDoCounts(fx.api, fx.tokens.staff)).auth_driver_count).toBe(countBefore);
    expect((await pendingList()).data.total).toBe(listedBefore);
  });

  test('a rejection and its remark are what the driver sees too', async () => {
    const { code, phone } = await registerParty(fx.server, fx.api);
    const [record] = (await pendingList({ telephone: phone })).data.records;
    const rejected = await fx.api.call(`${DRIVER}/${record.id}/reject`, {
      method: 'POST', token: fx.tokens.staff, json: { reviewRemark: '驾驶证照片模糊，请重新上传' },
    });
    expect(rejected.status).toBe(Status.OK);
    expect((await driverInfo(phone)).driver).toMatchObject({ driverCode: code, reviewStatus: 'rejected', reviewRemark: '驾驶证照片模糊，请重新上传' });
  });
});
