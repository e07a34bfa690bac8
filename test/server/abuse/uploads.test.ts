import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_PATH_MESSAGE } from '../../../src/shared/uploads';
import { apiCaller, buildTestApp, signIn, type TestApp } from '../../helpers/buildTestApp';
import { PNG, uploadImage } from '../../helpers/uploads';
import { TEST_ADMIN } from '../../helpers/constants';

/** Pictures and logos point only at images uploaded here: no tracking pixels, no script URLs, no invented paths. */

let t: TestApp;
let admin: string;
let call: ReturnType<typeof apiCaller>;
let uploaded: string;

beforeAll(async () => {
  t = await buildTestApp();
  call = apiCaller(t.app);
  admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
  const res = await uploadImage(t.app, admin, PNG);
  uploaded = res.json().body.imageInfo.Location;
});
afterAll(() => t.close());

const NOT_OURS = ['https://evil.example/pixel.gif', 'javascript:alert(1)', 'data:image/png;base64,AAAA', '/uploads/../../etc/passwd'];
const NEVER_UPLOADED = '/uploads/00000000-0000-4000-8000-000000000000.jpg';

describe('picture and logo', () => {
  it("refuse anything but an image uploaded here, on a user, the profile and a company", async () => {
    const user = (await call('POST', '/users/create', { token: admin, payload: { firstName: 'Pic', email: 'pic@example.com', phoneNumber: '612-555-0100' } })).json().body.user;
    const company = (await call('POST', '/company/create', { token: admin, payload: { name: 'Logo Co', type: 'Other' } })).json().body.company;
    const me = (await call('GET', '/users/me', { token: admin })).json().body.user;
    const tries = [
      (v: string) => call('PUT', `/users/update/${user._id}`, { token: admin, payload: { picture: v } }),
      (v: string) => call('PUT', `/users/update/${me._id}`, { token: admin, payload: { firstName: me.firstName, lastName: me.lastName, picture: v } }),
      (v: string) => call('PUT', `/company/update/${company._id}`, { token: admin, payload: { name: 'Logo Co', type: 'Other', logo: v } }),
    ];
    for (const attempt of tries) {
      for (const value of [...NOT_OURS, NEVER_UPLOADED]) {
        const res = await attempt(value);
        expect(res.statusCode, `${value}: ${res.body}`).toBe(400);
        expect(res.json().status.message).toContain(UPLOAD_PATH_MESSAGE);
      }
      expect((await attempt(uploaded)).statusCode).toBe(200);
    }
  });
});
