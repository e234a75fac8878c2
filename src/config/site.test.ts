import { describe, expect, it } from 'vitest';
import { callUs, phones } from './site';

describe('callUs', () => {
  it('lists a Head Office landline first, and only mobiles the footer lists too', () => {
    expect(callUs[0]).toEqual(phones.headOffice.landlines[0]);
    const mobiles = callUs.slice(1);
    expect(mobiles.length).toBeGreaterThan(0);
    const footer = new Set(phones.footer.mobiles.map((phone) => phone.e164));
    for (const mobile of mobiles) expect(footer, mobile.display).toContain(mobile.e164);
  });
});
