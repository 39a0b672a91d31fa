import { describe, expect, it } from 'vitest';
import { TR } from '@lib/i18n/tr';
import { ADMIN_MENU, ADMIN_PERMISSION_KEYS, allPermissionKeys, filterMenu, findRoute, flattenMenu, ISLETME_MENU, ISLETME_PERMISSION_KEYS, moduleOf, yetkiEkranlari, type MenuItem } from '@lib/permissions';

const ids = (items: MenuItem[]) => flattenMenu(items).map((item) => item.id);

describe('permission tree', () => {
  it('has a route for every SPEC business path', () => {
    const spec = ['ayarlar/yonetim/kullanici', 'ayarlar/yonetim/yetki', 'ayarlar/yonetim/parametre', 'qrmenu/kategori', 'qrmenu/urunler', 'qrmenu/menu', 'qrmenu/anasayfa', 'qrmenu/olustur', 'qrmenu/pc-alis-satis', 'qrmenu/letgo-bot',
      'qrmenu/cafe-yonetim/masa', 'qrmenu/cafe-yonetim/masa-takip', 'qrmenu/cafe-yonetim/masa-takip/7', 'qrmenu/cafe-yonetim/masa-takip/loglar/masatransfer', 'qrmenu/cafe-yonetim/masa-takip/loglar/adisyontransfer', 'qrmenu/cafe-yonetim/kasa-hareketleri', 'qrmenu/cafe-yonetim/calismagunu', 'qrmenu/cafe-yonetim/gunsonu', 'qrmenu/cafe-yonetim/adisyonraporu', 'qrmenu/cafe-yonetim/xraporu',
      'personel', 'crm/musteri/rapor', 'crm/musteri/rapor-detay', 'crm/musteri/rapor-detay-2', 'crm/musteri-takip/rapor', 'crm/musteri-takip/rapor-detay',
      'randevutakip/dashboard', 'randevutakip/personel', 'randevutakip/personel-gorevler', 'randevutakip/hizmetler', 'randevutakip/hizmet-paketleri', 'randevutakip/musteriler', 'randevutakip/randevular', 'randevutakip/randevularim', 'randevutakip/kasa-hareketleri', 'randevutakip/cari-takip', 'randevutakip/caribakiyeraporu', 'randevutakip/online-kanal', 'randevutakip/post-olustur', 'randevutakip/online-kanal-tema',
      'envanter/lokasyonlar', 'envanter/urunler', 'envanter/demirbaslar', 'envanter/detay/AbCdEfGh', 'envanter/hareketler', 'envanter/loglar', 'envanter/qr', 'envanter/qr/AbCdEfGh', 'envanter/hurda-talepleri', 'envanter/rapor/envanter-ozeti', 'envanter/rapor/hareket', 'dashboard'];
    for (const path of spec) expect(findRoute(ISLETME_MENU, `/isletme/${path}`), path).toBeDefined();
    for (const path of ['dashboard', 'frontoffice/dashboard', 'frontoffice/pos', 'frontoffice/pos/tanitim', 'ornek', 'stok', 'ayarlar/ornek', 'ayarlar/lisans', 'ayarlar/yetki-setleri']) {
      expect(findRoute(ADMIN_MENU, `/admin/${path}`), path).toBeDefined();
    }
    expect(findRoute(ISLETME_MENU, '/isletme/yok-boyle-bir-ekran')).toBeUndefined();
  });

  it('uses the SPEC admin keys and isletme:module:...:screen keys with action suffixes and extra actions', () => {
    for (const key of ['admin:fo:dashboard', 'admin:fo:pos', 'admin:fo:pos:tanim', 'admin:muhasebe', 'admin:stok', 'admin:ayarlar:genel', 'admin:ayarlar:yetki-setleri']) expect(ADMIN_PERMISSION_KEYS.has(key), key).toBe(true);
    for (const key of ['isletme:qrmenu:urunler:ekle', 'isletme:qrmenu:urunler:guncelle', 'isletme:qrmenu:urunler:sil', 'isletme:qrmenu:urunler:disa-aktar',
      'isletme:qrmenu:cafe-yonetim:gunsonu:raporCek', 'isletme:crm:musteri-takip:rapor-detay:yazdir', 'isletme:crm:musteri-takip:rapor-detay:gonder', 'isletme:crm:musteri-takip:rapor-detay:kaydet',
      'isletme:envanter:demirbaslar:transfer', 'isletme:envanter:demirbaslar:cikis', 'isletme:envanter:demirbaslar:bakim', 'isletme:envanter:hurda-talepleri:onayla', 'isletme:envanter:hurda-talepleri:reddet',
      'isletme:randevutakip:personel-gorevler:ekle', 'isletme:randevutakip:hizmet-paketleri:sil', 'isletme:randevutakip:cari-takip:guncelle']) {
      expect(ISLETME_PERMISSION_KEYS.has(key), key).toBe(true);
    }
  });

  it('shows only permitted leaves, keeps a parent when any child is visible, drops empty parents', () => {
    const menu = filterMenu(ISLETME_MENU, ['isletme:qrmenu:cafe-yonetim:masa-takip']);
    expect(menu.map((item) => item.id)).toEqual(['isletme/dashboard', 'isletme/cafe-yonetim']);
    expect(menu[1]!.children!.map((item) => item.id)).toEqual(['isletme/qrmenu/cafe-yonetim/masa-takip']);
  });

  it('hides menuVisible:false detail routes even with the permission', () => {
    const menu = filterMenu(ISLETME_MENU, allPermissionKeys(ISLETME_MENU));
    expect(ids(menu)).not.toContain('isletme/qrmenu/cafe-yonetim/masa-takip/:masaId');
    expect(ids(menu)).toContain('isletme/qrmenu/cafe-yonetim/masa-takip');
  });

  it('the CRM menu names its screens by what they show; a customer\'s and a follow-up\'s detail open from their lists', () => {
    const crm = filterMenu(ISLETME_MENU, allPermissionKeys(ISLETME_MENU)).find((item) => item.id === 'isletme/crm')!;
    expect(crm.children!.map((item) => TR[item.label as keyof typeof TR])).toEqual(['Müşteri Raporu', 'Müşteri Bağlılığı', 'Müşteri Takip Raporu']);
    const etiketler = flattenMenu(filterMenu(ISLETME_MENU, allPermissionKeys(ISLETME_MENU))).map((item) => TR[item.label as keyof typeof TR] ?? item.label);
    expect(etiketler.filter((etiket) => /\d$|Rapor Detayı/.test(etiket))).toEqual([]);
    // still granted on their own in the permission-set editor, while the cafe's table detail goes with its list
    const verilen = yetkiEkranlari(ISLETME_MENU).map((item) => item.id);
    expect(verilen).toEqual(expect.arrayContaining(['isletme/crm/musteri/rapor-detay', 'isletme/crm/musteri-takip/rapor-detay']));
    expect(verilen).not.toContain('isletme/qrmenu/cafe-yonetim/masa-takip/:masaId');
    expect(verilen).not.toContain('isletme/envanter/detay/:slug');
  });

  it('shows an item without a required permission to everyone', () => {
    expect(filterMenu(ISLETME_MENU, []).map((item) => item.id)).toEqual(['isletme/dashboard']);
    const custom: MenuItem[] = [{ id: 'a', label: 'x', children: [{ id: 'b', label: 'y', path: '/b', menuVisible: false }] }];
    expect(filterMenu(custom, [])).toEqual([]);
  });

  it('admin POS keeps its own entry when only the child Tanıtım is permitted', () => {
    const menu = filterMenu(ADMIN_MENU, ['admin:fo:pos:tanim']);
    const fo = menu.find((item) => item.id === 'admin/fo')!;
    const pos = fo.children!.find((item) => item.id === 'admin/frontoffice/pos')!;
    expect(pos.children!.map((item) => item.id)).toEqual(['admin/frontoffice/pos/tanitim']);
  });

  it('finds the module of a path to open level 2', () => {
    expect(moduleOf(ISLETME_MENU, '/isletme/ayarlar/yonetim/yetki')?.id).toBe('isletme/ayarlar');
    expect(moduleOf(ISLETME_MENU, '/isletme/qrmenu/cafe-yonetim/masa-takip/12')?.id).toBe('isletme/cafe-yonetim');
  });
});
