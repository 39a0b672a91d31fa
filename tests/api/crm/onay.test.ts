import { beforeAll, describe, expect, it } from 'vitest';
import { TUM_ISLETME_YETKILERI, call, json, loginWith, scalar } from '../fixtures';
import { kanalKur, type TestKanal } from '../randevu/fixtures';
import { islemId, musteriEkle, onayVer, sablonEkle, takipEkle } from './takip-fixtures';

/** A marketing template needs the customer's marketing consent on that very channel: none at all, or the other channel's only, is refused. */

let k: TestKanal;
let sahip: string;
let pazarlama = 0;

const gonder = (takipId: number, kanal: 'whatsapp' | 'sms' | 'email') =>
  call('POST', `/api/isletme/crm/takipler/${takipId}/gonder`, { token: sahip, venue: k.isletmeId, body: { kanal, sablonId: pazarlama, metin: 'Merhaba, yeni sezon kampanyamız başladı', islemId: islemId() } });
const olaySayisi = (takipId: number) => scalar<number>('SELECT count(*) FROM crm_takip_olay WHERE takip_id = ?', takipId);

async function musteriTakibi(ad: string): Promise<{ musteri: number; takip: number }> {
  const musteri = await musteriEkle(k.isletmeId, ad, { email: `${ad.split(' ')[0]!.toLowerCase()}@example.com` });
  return { musteri, takip: await takipEkle(k.isletmeId, musteri) };
}

async function reddedilir(takipId: number, kanal: 'whatsapp' | 'sms' | 'email') {
  const r = await gonder(takipId, kanal);
  expect({ kanal, status: r.status }).toEqual({ kanal, status: 409 });
  expect(await json(r)).toMatchObject({ success: false, errorCode: 'CONSENT_REQUIRED' });
}

beforeAll(async () => {
  k = await kanalKur();
  sahip = await loginWith(k.isletmeId, TUM_ISLETME_YETKILERI);
  pazarlama = await sablonEkle(k.isletmeId, 'pazarlama', 'Merhaba {ad}, yeni sezon kampanyamız başladı');
});

describe('marketing consent per channel', () => {
  it('a customer with no consent record at all: every channel → 409 CONSENT_REQUIRED, nothing recorded', async () => {
    const { takip } = await musteriTakibi('Kayıtsız Kader');
    for (const kanal of ['whatsapp', 'sms', 'email'] as const) await reddedilir(takip, kanal);
    expect(await olaySayisi(takip)).toBe(0);
  });

  it('SMS consent only: e-mail marketing → 409; WhatsApp and SMS go', async () => {
    const { musteri, takip } = await musteriTakibi('Mesajcı Melek');
    await onayVer(k.isletmeId, musteri, 'sms', 1);
    await reddedilir(takip, 'email');
    expect(await olaySayisi(takip)).toBe(0);
    expect((await gonder(takip, 'whatsapp')).status).toBe(200);
    expect((await gonder(takip, 'sms')).status).toBe(200);
    expect(await olaySayisi(takip)).toBe(2);
  });

  it('e-mail consent only: WhatsApp and SMS marketing → 409; e-mail goes', async () => {
    const { musteri, takip } = await musteriTakibi('Postacı Pelin');
    await onayVer(k.isletmeId, musteri, 'email', 1);
    await reddedilir(takip, 'whatsapp');
    await reddedilir(takip, 'sms');
    expect(await olaySayisi(takip)).toBe(0);
    expect((await gonder(takip, 'email')).status).toBe(200);
    expect(await olaySayisi(takip)).toBe(1);
  });
});
