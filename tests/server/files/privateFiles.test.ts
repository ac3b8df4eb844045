// Issue 11, finding 9: GET /files/<name> serves a record's file only to callers who may read the
// record. The API hands out a short-lived signed address with every record (and upload answer)
// holding the file; the bare address, anyone's token, a tampered or an expired signature are
// refused. Records store the bare address. Brand images stay public.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEVICE_ID } from '../../../src/core/api/client';
import { Status } from '../../../src/core/api/status';
import { otherBranchStaff, startFixture, VEHICLE, type Fixture } from '../entities/support';

let fx: Fixture;
let vehicleId: number;
let signedAtUpload: string;
let otherBranch: string;

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const SIGNED = /^\/files\/([0-9a-f]{32}\.png)\?expires=\d+&signature=[\w-]+$/;

async function uploadAs(token: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(PNG)]), '行驶证.png');
  const response = await fetch(new URL('/ntocc-basic-api/file/upload', fx.server.url), {
    method: 'POST', body: form, headers: { deviceId: DEVICE_ID, authorization: `Bearer ${token}` },
  });
  const answer = (await response.json()) as { status: number; data: { url: string } };
  expect(answer.status).toBe(Status.OK);
  return answer.data.url;
}

/** A file fetched whole (its body read into the answer), so no connection is left busy when the server closes. */
async function fetchFile(address: string, headers: Record<string, string> = {}): Promise<Response> {
  const response = await fetch(new URL(address, fx.server.url), { headers });
  const body = await response.arrayBuffer();
  return new Response(body, { status: response.status, headers: response.headers });
}
const bare = (address: string) => address.split('?')[0];

/** The vehicle's licence image as the API answers it to `token` (null when refused). */
async function licenceImageFor(token: string): Promise<string | null> {
  const answer = await fx.api.call(`${VEHICLE}/${vehicleId}`, { token });
  return answer.status === Status.OK ? (answer.data.drivingLicenseImage as string) : null;
}

beforeAll(async () => {
  fx = await startFixture();
  otherBranch = await otherBranchStaff(fx);
  // The driver uploads his licence photo and adds his vehicle with it, as the form does: the
  // form holds the signed address the upload answered.
  signedAtUpload = await uploadAs(fx.tokens.driver);
  const created = await fx.api.call(VEHICLE, { method: 'POST', token: fx.tokens.driver, json: {
    vehicleNumber: '冀A7K2P9', vehiclePlateColorCode: '2', vehicleType: 'H12', owner: '王建国', useCharacter: 'F', vin: 'LFWSRXRJ4M1A65432',
    issuingOrganizations: '石家庄市公安局交通警察支队', registerDate: '20220610', issueDate: '20220610', vehicleEnergyType: 'B',
    vehicleTonnage: 18, grossMass: 31, roadTransportCertificateNumber: '130102654322', drivingLicenseImage: signedAtUpload,
  } });
  expect(created.status, JSON.stringify(created)).toBe(Status.OK);
  vehicleId = Number(created.data.id);
});
afterAll(() => fx.server.close());

describe('the record keeps the bare address; the API answers a signed one', () => {
  test('the upload answer is signed and the stored field is the bare /files/<name>', async () => {
    expect(signedAtUpload).toMatch(SIGNED);
    const row = await fx.server.db.selectFrom('basic_vehicle').select('driving_license_image').where('id', '=', vehicleId).executeTakeFirstOrThrow();
    expect(row.driving_license_image).toBe(bare(signedAtUpload));
  });
});

describe('who may open a record\'s file', () => {
  test('the owner (the driver of the vehicle) opens it through the address his record carries, privately cached', async () => {
    const address = await licenceImageFor(fx.tokens.driver);
    expect(address).toMatch(SIGNED);
    const served = await fetchFile(address!);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toMatch(/^private, max-age=\d+$/);
    expect(Number(served.headers.get('cache-control')!.split('=')[1])).toBeLessThanOrEqual(40 * 60);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG);
  });

  test('branch staff open it through the address the record carries for them', async () => {
    const address = await licenceImageFor(fx.tokens.staff);
    expect(address).toMatch(SIGNED);
    expect((await fetchFile(address!)).status).toBe(200);
  });

  test('another party may not read the record, so gets no address; the bare address is refused even with its token', async () => {
    expect(await licenceImageFor(otherBranch)).toBeNull();
    for (const token of [otherBranch, fx.tokens.shipper]) {
      const refused = await fetchFile(bare(signedAtUpload), { authorization: `Bearer ${token}` });
      expect(refused.status).toBe(403);
    }
  });

  test('an anonymous caller with the bare address is refused, with a message in his language', async () => {
    const refused = await fetchFile(bare(signedAtUpload), { 'accept-language': 'en' });
    expect(refused.status).toBe(403);
    expect(await refused.text()).toBe('You may not view this file. Open it from its record.');
  });

  test('a signature made for another file or another expiry is refused', async () => {
    const other = await uploadAs(fx.tokens.staff);
    const [, query] = other.split('?');
    expect((await fetchFile(`${bare(signedAtUpload)}?${query}`)).status).toBe(403);
    const later = signedAtUpload.replace(/expires=(\d+)/, (_, s: string) => `expires=${Number(s) + 3600}`);
    expect((await fetchFile(later)).status).toBe(403);
  });

  test('an address is refused once it has expired (at most 40 minutes after it was handed out)', async () => {
    const address = (await licenceImageFor(fx.tokens.staff))!;
    fx.server.clock.advance(41 * 60_000);
    const refused = await fetchFile(address);
    expect(refused.status).toBe(403);
    expect(await refused.text()).toBe('文件链接已过期，请刷新页面');
    expect((await fetchFile((await licenceImageFor(fx.tokens.staff))!)).status).toBe(200);
  });
});

describe('brand images stay public', () => {
  test('the logo and the home banners load without any token or signature', async () => {
    for (const file of ['/brand/logo.svg', '/brand/banner-home-1.svg']) {
      expect((await fetchFile(file)).status).toBe(200);
    }
  });
});
