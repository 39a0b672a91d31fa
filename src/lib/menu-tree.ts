/** SPEC §2/§6: the one tree behind the side menus, the permission-set editor and the server guards. */

export const ACTION_SUFFIXES = ['ekle', 'guncelle', 'sil', 'disa-aktar'] as const;
export type ActionSuffix = (typeof ACTION_SUFFIXES)[number];
export type ExtraAction = 'raporCek' | 'yazdir' | 'gonder' | 'kaydet' | 'transfer' | 'cikis' | 'bakim' | 'onayla' | 'reddet' | 'ikram' | 'iptal' | 'indirim' | 'tahsilat' | 'destek' | 'kimlik';

export interface MenuItem {
  id: string;
  /** i18n key of the label */
  label: string;
  icon?: string;
  /** panel path; absent for module groups */
  path?: string;
  /** permission key required to see the item (leaves), absent when open to every member */
  permission?: string;
  children?: MenuItem[];
  /** action keys (full permission strings) this screen can grant */
  actions?: string[];
  /** false hides the item from menus (detail routes); one with a permission key of its own stays in the set editor */
  menuVisible?: boolean;
  /** the module this screen belongs to ships in a later release: show an honest empty state */
  comingSoon?: boolean;
}

const CRUD: readonly ActionSuffix[] = ACTION_SUFFIXES;
// What a built screen and its API really offer (a unit test compares these with the guards in worker/ and src/panel);
// a screen still to come keeps the SPEC's default (§6: ekle, guncelle, sil, disa-aktar) until it is built.
const YAZ = ['ekle', 'guncelle', 'sil'] as const;
const YAZ_AKTAR = [...YAZ, 'disa-aktar'] as const;
const GUNCELLE = { actions: ['guncelle'] } as const;

/** Builds a screen node whose permission key mirrors its path under the area root. */
function screen(area: 'isletme' | 'admin', path: string, label: string, options: { actions?: readonly string[]; menuVisible?: boolean; permission?: string; comingSoon?: boolean; icon?: string } = {}): MenuItem {
  const key = options.permission ?? `${area}:${path.replace(/\/:[^/]+/g, '').split('/').join(':')}`;
  return {
    id: `${area}/${path}`,
    label,
    path: `/${area}/${path}`,
    permission: key,
    ...(options.icon ? { icon: options.icon } : {}),
    actions: (options.actions ?? CRUD).map((suffix) => `${key}:${suffix}`),
    ...(options.menuVisible === false ? { menuVisible: false } : {}),
    ...(options.comingSoon ? { comingSoon: true } : {}),
  };
}


/** Business area tree (kullaniciTipi 2). */
export const ISLETME_MENU: MenuItem[] = [
  { id: 'isletme/dashboard', label: 'menu.dashboard', icon: 'home', path: '/isletme/dashboard' },
  {
    id: 'isletme/qrmenu', label: 'menu.qrmenu', icon: 'qr', children: [
      screen('isletme', 'qrmenu/kategori', 'menu.qrmenu.kategori', { actions: YAZ }),
      screen('isletme', 'qrmenu/urunler', 'menu.qrmenu.urunler', { actions: YAZ_AKTAR }),
      screen('isletme', 'qrmenu/secenekler', 'menu.qrmenu.secenekler', { actions: YAZ }),
      screen('isletme', 'qrmenu/menu', 'menu.qrmenu.menu', { actions: YAZ }),
      screen('isletme', 'qrmenu/anasayfa', 'menu.qrmenu.anasayfa', GUNCELLE),
      screen('isletme', 'qrmenu/olustur', 'menu.qrmenu.olustur', { actions: ['ekle', 'sil'] }),
      // second-hand trading: guncelle covers costs, status, sale and return; sil also the KVKK erase of a seller; kimlik shows the seller's national ID unmasked
      screen('isletme', 'qrmenu/pc-alis-satis', 'menu.qrmenu.pcAlisSatis', { actions: [...YAZ_AKTAR, 'kimlik'] }),
      screen('isletme', 'qrmenu/letgo-bot', 'menu.qrmenu.letgoBot', { actions: YAZ }),
    ],
  },
  {
    id: 'isletme/cafe-yonetim', label: 'menu.cafe', icon: 'cup', children: [
      screen('isletme', 'qrmenu/cafe-yonetim/masa', 'menu.cafe.masa', { actions: YAZ }),
      // a check's lines: add and send (ekle), move/merge/customer/pre-bill (guncelle), complimentary, void, discount, payment
      screen('isletme', 'qrmenu/cafe-yonetim/masa-takip', 'menu.cafe.masaTakip', { actions: ['ekle', 'guncelle', 'ikram', 'iptal', 'indirim', 'tahsilat'] }),
      screen('isletme', 'qrmenu/cafe-yonetim/masa-takip/:masaId', 'menu.cafe.masaDetay', { menuVisible: false, permission: 'isletme:qrmenu:cafe-yonetim:masa-takip', actions: [] }),
      // the kitchen and bar station screen: guncelle bumps (hazır) and recalls its tickets
      screen('isletme', 'qrmenu/cafe-yonetim/istasyon', 'menu.cafe.istasyon', GUNCELLE),
      screen('isletme', 'qrmenu/cafe-yonetim/masa-takip/loglar/masatransfer', 'menu.cafe.masaTransfer', { actions: ['disa-aktar'] }),
      screen('isletme', 'qrmenu/cafe-yonetim/masa-takip/loglar/adisyontransfer', 'menu.cafe.adisyonTransfer', { actions: ['disa-aktar'] }),
      screen('isletme', 'qrmenu/cafe-yonetim/kasa-hareketleri', 'menu.cafe.kasaHareketleri', { actions: [...CRUD, 'raporCek'] }),
      screen('isletme', 'qrmenu/cafe-yonetim/calismagunu', 'menu.cafe.calismaGunu', { actions: ['ekle'] }),
      // gunsonu: ekle runs the day end, guncelle adds a correction, raporCek reads/prints a report
      screen('isletme', 'qrmenu/cafe-yonetim/gunsonu', 'menu.cafe.gunSonu', { actions: ['ekle', 'guncelle', 'raporCek'] }),
      screen('isletme', 'qrmenu/cafe-yonetim/adisyonraporu', 'menu.cafe.adisyonRaporu', { actions: ['disa-aktar'] }),
      screen('isletme', 'qrmenu/cafe-yonetim/xraporu', 'menu.cafe.xRaporu', { actions: ['raporCek'] }),
    ],
  },
  { ...screen('isletme', 'personel', 'menu.personel', { actions: YAZ_AKTAR }), icon: 'people' },
  {
    id: 'isletme/crm', label: 'menu.crm', icon: 'chart', children: [
      // the customer list with segments; its thresholds are venue parameters (ayarlar/yonetim/parametre)
      screen('isletme', 'crm/musteri/rapor', 'menu.crm.musteriRapor', { actions: ['disa-aktar'] }),
      // one customer's whole story, opened from a list (not a menu item); disa-aktar = the KVKK data export, sil = the KVKK erase
      screen('isletme', 'crm/musteri/rapor-detay', 'menu.crm.musteriRaporDetay', { actions: ['disa-aktar', 'sil'], menuVisible: false }),
      // retention: cohorts and segment moves
      screen('isletme', 'crm/musteri/rapor-detay-2', 'menu.crm.musteriRaporDetay2', { actions: ['disa-aktar'] }),
      // the follow-up list: ekle = a manual entry, guncelle = assign / skip / the rules and templates, disa-aktar
      screen('isletme', 'crm/musteri-takip/rapor', 'menu.crm.takipRapor', { actions: ['ekle', 'guncelle', 'disa-aktar'] }),
      // one follow-up (SPEC §6), opened from the list (not a menu item): yazdir prints it (and the day's list), gonder
      // records a message sent, kaydet its outcome
      screen('isletme', 'crm/musteri-takip/rapor-detay', 'menu.crm.takipRaporDetay', { actions: ['yazdir', 'gonder', 'kaydet'], menuVisible: false }),
    ],
  },
  {
    id: 'isletme/randevutakip', label: 'menu.randevu', icon: 'calendar', children: [
      screen('isletme', 'randevutakip/dashboard', 'menu.randevu.dashboard', { actions: [] }),
      screen('isletme', 'randevutakip/personel', 'menu.randevu.personel', { actions: YAZ_AKTAR }),
      screen('isletme', 'randevutakip/personel-gorevler', 'menu.randevu.personelGorevler', { actions: YAZ_AKTAR }),
      screen('isletme', 'randevutakip/hizmetler', 'menu.randevu.hizmetler', { actions: YAZ_AKTAR }),
      screen('isletme', 'randevutakip/hizmet-paketleri', 'menu.randevu.hizmetPaketleri', { actions: YAZ_AKTAR }),
      // rooms and devices services need (a slot is free only when they are free too)
      screen('isletme', 'randevutakip/kaynaklar', 'menu.randevu.kaynaklar', { actions: ['ekle', 'guncelle', 'sil'] }),
      screen('isletme', 'randevutakip/musteriler', 'menu.randevu.musteriler', { actions: YAZ_AKTAR }),
      screen('isletme', 'randevutakip/randevular', 'menu.randevu.randevular', { actions: YAZ_AKTAR }),
      screen('isletme', 'randevutakip/randevularim', 'menu.randevu.randevularim', GUNCELLE),
      // the due reminders: gonder opens the composer with the message and records it sent
      screen('isletme', 'randevutakip/hatirlatmalar', 'menu.randevu.hatirlatmalar', { actions: ['gonder'] }),
      // the waitlist: ekle / guncelle (edit, the offer lifetime, an offer's message sent) / sil
      screen('isletme', 'randevutakip/bekleme-listesi', 'menu.randevu.beklemeListesi', { actions: ['ekle', 'guncelle', 'sil'] }),
      screen('isletme', 'randevutakip/kasa-hareketleri', 'menu.randevu.kasaHareketleri', { actions: [...YAZ_AKTAR, 'raporCek'] }),
      screen('isletme', 'randevutakip/cari-takip', 'menu.randevu.cariTakip', { actions: YAZ_AKTAR }),
      screen('isletme', 'randevutakip/caribakiyeraporu', 'menu.randevu.cariBakiyeRaporu', { actions: ['disa-aktar', 'raporCek'] }),
      screen('isletme', 'randevutakip/online-kanal', 'menu.randevu.onlineKanal', GUNCELLE),
      screen('isletme', 'randevutakip/post-olustur', 'menu.randevu.postOlustur', { actions: YAZ_AKTAR }),
      screen('isletme', 'randevutakip/online-kanal-tema', 'menu.randevu.onlineKanalTema', GUNCELLE),
    ],
  },
  {
    id: 'isletme/envanter', label: 'menu.envanter', icon: 'box', children: [
      screen('isletme', 'envanter/lokasyonlar', 'menu.envanter.lokasyonlar', { actions: ['ekle', 'guncelle', 'sil'] }),
      screen('isletme', 'envanter/urunler', 'menu.envanter.urunler'),
      screen('isletme', 'envanter/demirbaslar', 'menu.envanter.demirbaslar', { actions: [...CRUD, 'transfer', 'cikis', 'bakim'] }),
      screen('isletme', 'envanter/detay/:slug', 'menu.envanter.detay', { menuVisible: false, permission: 'isletme:envanter:demirbaslar' }),
      // stock movements are a ledger: recorded, never edited or deleted
      screen('isletme', 'envanter/hareketler', 'menu.envanter.hareketler', { actions: ['ekle', 'disa-aktar'] }),
      screen('isletme', 'envanter/loglar', 'menu.envanter.loglar', { actions: ['disa-aktar'] }),
      screen('isletme', 'envanter/qr', 'menu.envanter.qr', { actions: [] }),
      screen('isletme', 'envanter/qr/:slug', 'menu.envanter.qrDetay', { menuVisible: false, permission: 'isletme:envanter:qr' }),
      screen('isletme', 'envanter/hurda-talepleri', 'menu.envanter.hurdaTalepleri', { actions: ['ekle', 'sil', 'onayla', 'reddet'] }),
      screen('isletme', 'envanter/rapor/envanter-ozeti', 'menu.envanter.raporOzet', { actions: ['disa-aktar'] }),
      screen('isletme', 'envanter/rapor/hareket', 'menu.envanter.raporHareket', { actions: ['disa-aktar', 'raporCek'] }),
    ],
  },
  {
    id: 'isletme/ayarlar', label: 'menu.ayarlar', icon: 'gear', children: [
      screen('isletme', 'ayarlar/yonetim/kullanici', 'menu.ayarlar.kullanici', { actions: ['ekle', 'guncelle'] }),
      screen('isletme', 'ayarlar/yonetim/yetki', 'menu.ayarlar.yetki', { actions: YAZ }),
      // one settings form: viewing it is the screen key, saving it is :guncelle
      screen('isletme', 'ayarlar/yonetim/parametre', 'menu.ayarlar.parametre', { actions: ['guncelle'] }),
    ],
  },
];

/** Admin area tree (kullaniciTipi 3); keys as SPEC §6 lists them. */
export const ADMIN_MENU: MenuItem[] = [
  { id: 'admin/dashboard', label: 'menu.admin.dashboard', icon: 'home', path: '/admin/dashboard' },
  // venues and their owners (issue 14); support's "view as" adds its own action ('destek') with its button
  { ...screen('admin', 'isletmeler', 'menu.admin.isletmeler', { actions: ['ekle', 'guncelle', 'disa-aktar', 'destek'] }), icon: 'store' },
  {
    id: 'admin/fo', label: 'menu.admin.fo', icon: 'desk', children: [
      // leads from the public site: guncelle = status and notes
      screen('admin', 'frontoffice/dashboard', 'menu.admin.fo.dashboard', { permission: 'admin:fo:dashboard', actions: ['guncelle', 'disa-aktar'] }),
      {
        ...screen('admin', 'frontoffice/pos', 'menu.admin.fo.pos', { permission: 'admin:fo:pos', actions: ['guncelle'] }),
        children: [screen('admin', 'frontoffice/pos/tanitim', 'menu.admin.fo.pos.tanitim', { permission: 'admin:fo:pos:tanim', actions: ['ekle', 'guncelle', 'sil'] })],
      },
    ],
  },
  { ...screen('admin', 'ornek', 'menu.admin.muhasebe', { permission: 'admin:muhasebe', actions: ['ekle', 'guncelle', 'sil', 'disa-aktar'] }), icon: 'ledger' },
  { ...screen('admin', 'stok', 'menu.admin.stok', { permission: 'admin:stok' }), icon: 'box' },
  {
    id: 'admin/ayarlar', label: 'menu.admin.ayarlar', icon: 'gear', children: [
      screen('admin', 'ayarlar/ornek', 'menu.admin.ayarlar.genel', { permission: 'admin:ayarlar:genel', actions: ['guncelle'] }),
      screen('admin', 'ayarlar/lisans', 'menu.admin.ayarlar.lisans', { permission: 'admin:ayarlar:lisans', actions: ['guncelle'] }),
      screen('admin', 'ayarlar/yetki-setleri', 'menu.admin.ayarlar.yetkiSetleri', { permission: 'admin:ayarlar:yetki-setleri', actions: [] }),
    ],
  },
];
