import { beforeAll, expect, it } from 'vitest';
import { createAdmin } from '../../../test/admin-factories.js';
import type { TestUser } from '../../../test/factories.js';
import { call, describeEachDatabase, refusalOf, useTestApp } from '../../../test/helper.js';

describeEachDatabase('admin settings: seller details', (dialect) => {
  const t = useTestApp(dialect);
  let admin: TestUser;
  beforeAll(async () => {
    admin = await createAdmin(t.app);
  });
  const put = (payload: unknown) =>
    call(t.app, {
      method: 'PUT',
      url: '/api/admin/settings',
      token: admin.token,
      payload: payload as object,
    });
  const seller = async () =>
    (await call(t.app, { method: 'GET', url: '/api/admin/settings', token: admin.token })).json().data.seller;
  const lastAudit = async () =>
    (await call(t.app, { method: 'GET', url: '/api/admin/audit?entity=settings', token: admin.token })).json()
      .data.items[0].summary;

  it('starts empty, saves each field trimmed, is audited, and clears with an empty string', async () => {
    expect(await seller()).toEqual({ legalName: '', address: '', taxId: '' });
    const saved = await put({
      seller: {
        legalName: ' Learnwell Ltd ',
        address: ' 1 High Street \n\nLondon EC1A 1AA ',
        taxId: 'GB123456789',
      },
    });
    expect(saved.statusCode).toBe(200);
    const expected = {
      legalName: 'Learnwell Ltd',
      address: '1 High Street\nLondon EC1A 1AA',
      taxId: 'GB123456789',
    };
    expect(saved.json().data.seller).toEqual(expected);
    expect(await seller()).toEqual(expected);
    expect(await lastAudit()).toBe(
      'Changed settings: seller.legalName none → "Learnwell Ltd"; ' +
        'seller.address none → "1 High Street\\nLondon EC1A 1AA"; seller.taxId none → "GB123456789"',
    );
    expect((await put({ seller: { taxId: '' } })).statusCode).toBe(200);
    expect(await seller()).toEqual({ ...expected, taxId: '' });
    expect(await lastAudit()).toBe('Changed settings: seller.taxId "GB123456789" → none');
  });

  it('refuses bad seller details and keeps what was stored', async () => {
    await put({ seller: { legalName: 'Kept Ltd' } });
    const cases: [unknown, string][] = [
      [{ legalName: 'x'.repeat(201) }, 'seller.legalName: must be at most 200 characters'],
      [{ legalName: 42 }, 'seller.legalName: must be a string'],
      [{ address: 'x'.repeat(501) }, 'seller.address'],
      [{ address: Array(9).fill('line').join('\n') }, 'seller.address'],
      [{ taxId: 'GB<1>' }, 'seller.taxId'],
      [{ vatRate: 20 }, 'seller.vatRate: is not an accepted field'],
      [{}, 'seller'],
      ['Kept Ltd', 'seller'],
    ];
    for (const [value, message] of cases) {
      const response = await put({ seller: value, siteName: 'Not saved' });
      expect(response.statusCode, JSON.stringify(value)).toBe(400);
      expect(refusalOf(response).message).toContain(message);
    }
    expect((await seller()).legalName).toBe('Kept Ltd');
  });
});
