import type { SiteTexts } from './types';

/** Public site texts in Turkish, the source language. */
export const tr: SiteTexts = {
  common: {
    skip: 'İçeriğe geç',
    navLabel: 'Ana menü',
    nav: { home: 'Ana Sayfa', services: 'Hizmetler', about: 'Hakkımızda', contact: 'İletişim', login: 'Giriş Yap' },
    menu: 'Menü',
    language: 'Dil',
    languageLabel: 'Dil seçimi',
    demoCta: 'Demo isteyin',
    contactCta: 'Bize ulaşın',
    learnMore: 'Ayrıntılı inceleyin',
    soon: 'Yakında',
    otherServices: 'Diğer hizmetlerimiz',
    footer: {
      tagline: 'Kafe, restoran ve güzellik salonları için QR menü, adisyon ve randevu yönetimini tek panelde birleştiren işletme yazılımı.',
      servicesTitle: 'Hizmetler',
      companyTitle: 'Kurumsal',
      contactTitle: 'İletişim',
      rights: 'Tüm hakları saklıdır.',
      taxOffice: 'Vergi dairesi',
      taxNo: 'Vergi no',
      madeIn: 'İstanbul’da geliştirildi.',
    },
    ctaBand: {
      title: 'İşletmenizi dijitale taşımaya hazır mısınız?',
      text: 'Teknik bilgi gerekmez. Ekibimiz menünüzü, masalarınızı ve hizmetlerinizi sizinle birlikte hazırlar; siz misafirlerinize odaklanın.',
    },
    services: {
      qrMenu: {
        name: 'QR Menü',
        text: 'Misafirleriniz masadaki QR kodu okutur, menünüzü kendi dilinde ve güncel fiyatlarla görür.',
        bullets: ['Türkçe, İngilizce, Almanca ve Rusça menü', 'Kampanyalar ve günün önerileri', 'Fiyat değişiklikleri anında yayında'],
      },
      cafe: {
        name: 'Kafe Yönetimi',
        text: 'Masalar, adisyonlar, kasa ve gün sonu raporları tek ekranda; servis hızlanır, hesaplar karışmaz.',
        bullets: ['Canlı masa planı ve adisyon takibi', 'Nakit ve kart tahsilatı, kasa hareketleri', 'Gün sonu ve dönem raporları'],
      },
      appointment: {
        name: 'Randevu Yönetimi',
        text: 'Güzellik salonları ve kuaförler için online randevu sayfası, web sitenize eklenen widget ve personel takvimi.',
        bullets: ['7/24 online randevu sayfası', 'Kendi web sitenize tek satırla widget', 'Müşteriler randevularını kendileri sorgular'],
      },
    },
    modules: [
      { icon: 'heart', title: 'Müşteri İlişkileri (CRM)', text: 'Müşteri kartları, ziyaret geçmişi ve takip notlarıyla sadık bir müşteri kitlesi oluşturun.' },
      { icon: 'box', title: 'Stok ve Envanter', text: 'Ürün, malzeme ve demirbaşlarınızı izleyin; azalan kalemleri zamanında görün.' },
      { icon: 'users', title: 'Personel', text: 'Çalışanlarınızı ve görev alanlarını tek listede yönetin, randevu takvimine bağlayın.' },
      { icon: 'lock', title: 'Kullanıcılar ve Yetki Setleri', text: 'Kasiyer, garson ya da müdür: herkes yalnızca görmesi gerekeni görür, yapması gerekeni yapar.' },
      { icon: 'chart', title: 'Raporlar', text: 'Günlük ciro, en çok satan ürünler ve randevu doluluğu gibi göstergeler bir bakışta.' },
      { icon: 'store', title: 'Birden Fazla Şube', text: 'Tek hesapla tüm şubelerinize geçin; her şubenin verisi birbirinden ayrı tutulur.' },
    ],
  },

  home: {
    meta: {
      title: 'İşletmePro — QR Menü, Kafe ve Randevu Yönetimi',
      description: 'Kafe, restoran ve güzellik salonları için dijital QR menü, adisyon ve kasa takibi, online randevu, CRM ve stok yönetimi tek panelde.',
    },
    hero: {
      eyebrow: 'Kafe, restoran ve güzellik salonları için',
      title: 'İşletmenizin tamamı tek bir panelde',
      lead: 'QR menüden adisyona, online randevudan müşteri takibine kadar günlük işlerinizi İşletmePro ile sadeleştirin. Siz misafirlerinize odaklanın, gerisini panel halletsin.',
      points: ['Kurulum gerektirmez, tarayıcıda çalışır', 'Dört dilde misafir deneyimi', 'Türkçe destek ekibi'],
    },
    statsLabel: 'Bir bakışta İşletmePro',
    stats: [
      { value: '4', label: 'dilde QR menü ve randevu sayfası' },
      { value: '7/24', label: 'online randevu kabulü' },
      { value: '1', label: 'panelden tüm şubeleriniz' },
      { value: '0', label: 'kurulacak program ya da özel donanım' },
    ],
    services: {
      eyebrow: 'Hizmetler',
      title: 'İhtiyacınıza göre üç güçlü çözüm',
      lead: 'Tek başına ya da birlikte kullanın; hepsi aynı panelde, aynı verilerle çalışır.',
    },
    modules: {
      eyebrow: 'Modüller',
      title: 'İşletmeniz büyüdükçe yanınızda',
      lead: 'Temel ihtiyaçlarla başlayın, işletmeniz büyüdükçe yeni modülleri devreye alın.',
    },
    steps: {
      eyebrow: 'Nasıl çalışır?',
      title: 'Dört adımda dijital işletme',
      lead: 'İlk görüşmeden ilk QR okutmaya kadar yanınızdayız.',
      items: [
        { title: 'Tanışalım', text: 'Kısa bir görüşmede işletmenizi dinliyor, ihtiyacınız olan modülleri birlikte belirliyoruz.' },
        { title: 'Bilgilerinizi girin', text: 'Menünüzü, masalarınızı, hizmetlerinizi ve personelinizi panele ekleyin; isterseniz aktarımı biz yapalım.' },
        { title: 'Misafirlerinizle paylaşın', text: 'QR kodları masalara yerleştirin, randevu bağlantınızı Instagram profilinize ve web sitenize ekleyin.' },
        { title: 'Panelden yönetin', text: 'Siparişleri, randevuları ve raporları bilgisayardan, tabletten ya da telefondan takip edin.' },
      ],
    },
    audience: {
      eyebrow: 'Kimler için?',
      title: 'Misafir ağırlayan her işletme için',
      lead: 'İster tek masalı bir kahve dükkânı, ister çok şubeli bir salon zinciri olun.',
      items: [
        { icon: 'cup', title: 'Kafe ve restoranlar', text: 'Masadan QR ile menü, hızlı adisyon, kasa ve gün sonu raporları.' },
        { icon: 'sparkle', title: 'Güzellik salonları ve kuaförler', text: 'Online randevu, personel takvimi ve müşteri geçmişi bir arada.' },
        { icon: 'store', title: 'Çok şubeli işletmeler', text: 'Şubeler arasında tek tıkla geçiş ve kullanıcı bazında yetkilendirme.' },
      ],
    },
    pricing: {
      eyebrow: 'Fiyatlandırma',
      title: 'Yalnızca ihtiyacınız olan kadar',
      lead: 'Paketler seçtiğiniz modüllere ve şube sayınıza göre belirlenir. İşletmenize özel teklif için bize ulaşın.',
      recommended: 'Önerilen',
      plans: [
        { name: 'QR Menü', text: 'Menüsünü dijitale taşımak isteyen her işletme için.', bullets: ['Kategori, alt kategori ve ürünler', 'Dört dilde menü', 'Kampanyalar ve tema seçimi'] },
        { name: 'Kafe', text: 'Masa servisi yapan kafe ve restoranlar için.', bullets: ['QR Menü paketindeki her şey', 'Masa, adisyon ve kasa yönetimi', 'Gün sonu raporları ve stok'] },
        { name: 'Salon', text: 'Randevuyla çalışan güzellik salonları ve kuaförler için.', bullets: ['Online randevu sayfası ve widget', 'Personel takvimi', 'CRM ve müşteri geçmişi'] },
      ],
      note: 'Tüm paketlere kullanıcı ve yetki seti yönetimi dahildir.',
      cta: 'Teklif alın',
    },
    faq: {
      title: 'Sıkça sorulan sorular',
      items: [
        { q: 'Misafirlerimin bir uygulama indirmesi gerekiyor mu?', a: 'Hayır. QR menü ve randevu sayfası telefonun tarayıcısında açılır; indirme ya da üyelik gerekmez.' },
        { q: 'Özel bir donanım almam gerekiyor mu?', a: 'Hayır. İşletme Paneli güncel bir tarayıcıya sahip bilgisayar, tablet ve telefonda çalışır.' },
        { q: 'Menüyü hangi dillerde gösterebilirim?', a: 'Türkçe, İngilizce, Almanca ve Rusça. Çevirisi girilmemiş içerikte Türkçe metin gösterilir; menünüz hiçbir zaman boş görünmez.' },
        { q: 'Birden fazla şubem var, hepsini yönetebilir miyim?', a: 'Evet. Bir kullanıcı birden çok işletmeye bağlanabilir ve panelde çalıştığı şubeyi seçer. Her şubenin verisi ayrı tutulur.' },
        { q: 'Çalışanlarım her şeyi görebilecek mi?', a: 'Yalnızca sizin izin verdiğiniz kadarını. Yetki setleriyle her kullanıcının hangi ekranları göreceğini ve hangi işlemleri yapabileceğini belirlersiniz.' },
      ],
    },
  },

  about: {
    meta: {
      title: 'Hakkımızda — İşletmePro',
      description: 'İşletmePro, Türkiye’deki kafe, restoran ve güzellik salonlarının günlük işlerini sadeleştirmek için İstanbul’da geliştirilen bir işletme yazılımıdır.',
    },
    hero: {
      eyebrow: 'Hakkımızda',
      title: 'Misafirperverliği teknolojiyle kolaylaştırıyoruz',
      lead: 'İşletmePro, Türkiye’deki kafe, restoran ve güzellik salonlarının günlük işlerini sadeleştirmek için İstanbul’da doğdu. Amacımız basit: işletme sahipleri ekrana değil, misafirlerine vakit ayırsın.',
      points: [],
    },
    story: {
      eyebrow: 'Hikâyemiz',
      title: 'Kâğıt adisyonlardan tek panele',
      paragraphs: [
        'Her şey, bir kafenin kasasında biriken kâğıt adisyonlar ve bir kuaförün telefonla doldurduğu randevu defteriyle başladı. Küçük ve orta ölçekli işletmelerin ya birbirinden kopuk birçok programla uğraştığını ya da her şeyi elle takip ettiğini gördük.',
        'İşletmePro’yu bu dağınıklığa son vermek için geliştirdik: QR menü, adisyon, kasa, randevu, müşteri ve stok takibi aynı panelde, aynı verilerle çalışıyor. Sahadan gelen geri bildirimlerle ürünümüzü sürekli iyileştiriyoruz.',
      ],
    },
    values: {
      eyebrow: 'Değerlerimiz',
      title: 'Bizi biz yapan ilkeler',
      lead: 'Her yeni özelliği bu dört ilkeye göre tartıyoruz.',
      items: [
        { icon: 'sparkle', title: 'Sadelik', text: 'Her ekranı, yoğun bir servis saatinde tek elle kullanılabilecek kadar yalın tasarlıyoruz.' },
        { icon: 'pin', title: 'Yerellik', text: 'Türkiye’deki işletmelerin çalışma biçimini, Türkçe arayüzü ve yerel ihtiyaçları önceliklendiriyoruz.' },
        { icon: 'shield', title: 'Güven', text: 'Her işletmenin verisi ayrı tutulur; oturumlar ve yetkiler sunucu tarafında denetlenir.' },
        { icon: 'heart', title: 'Yakın destek', text: 'Sorularınızı, ürünü iyi tanıyan ve Türkçe konuşan bir ekip yanıtlar.' },
      ],
    },
    why: {
      title: 'Neden İşletmePro?',
      bullets: [
        'Menü, adisyon, randevu ve müşteri verisi tek panelde',
        'Misafirler için uygulama indirmeden, dört dilde deneyim',
        'Bilgisayar, tablet ve telefonda aynı panel',
        'Kullanıcı ve yetki setleriyle ekibinize uygun erişim',
        'Birden fazla şubeyi tek hesaptan yönetme',
      ],
    },
    security: {
      title: 'Verileriniz emin ellerde',
      text: 'Parolalar geri döndürülemez biçimde saklanır, oturumlar güvenli çerezlerle korunur ve her işlem yetki kontrolünden geçer. Bir işletmenin verisine başka bir işletme hiçbir koşulda erişemez.',
    },
  },

  services: {
    meta: {
      title: 'Hizmetler — İşletmePro',
      description: 'QR menü, kafe yönetimi ve randevu yönetimi hizmetlerimizi; CRM, stok, personel ve yetki modüllerimizi keşfedin.',
    },
    hero: {
      eyebrow: 'Hizmetler',
      title: 'İşletmenizi yönetmek için ihtiyacınız olan her şey',
      lead: 'Üç ana hizmetimizi tek başına ya da birlikte kullanabilirsiniz. Hepsi aynı İşletme Paneli’nde, aynı müşteri ve stok verisiyle çalışır.',
      points: [],
    },
    main: {
      eyebrow: 'Ana hizmetler',
      title: 'İşinize göre seçin',
      lead: 'Her hizmetin ayrıntılı sayfasında özellikleri, işleyişi ve sık sorulan soruları bulabilirsiniz.',
    },
    modules: {
      eyebrow: 'Tüm modüller',
      title: 'Ana hizmetleri tamamlayan modüller',
      lead: 'Her modül aynı panelde çalışır; bir yerde girdiğiniz bilgi diğerlerinde de hazırdır.',
    },
    panel: {
      title: 'İşletme Paneli: her şey tek ekranda',
      text: 'İşletme Paneli masaüstünde geniş bir kenar menüsüyle, telefonda ise sade bir çekmece menüyle açılır. Çalıştığınız şubeyi üst çubuktan seçer, tüm modüllere aynı yerden ulaşırsınız.',
      bullets: ['Kurulum yok, tarayıcıdan giriş', 'Şube seçimi ve şubeye özel veriler', 'Kullanıcıya göre menü ve yetkiler', 'Türkçe arayüz, çok dilli misafir ekranları'],
    },
    faq: {
      title: 'Hizmetlerle ilgili sorular',
      items: [
        { q: 'Hizmetleri ayrı ayrı alabilir miyim?', a: 'Evet. Yalnızca QR menüyle başlayıp daha sonra kafe ya da randevu yönetimini ekleyebilirsiniz; verileriniz olduğu gibi kalır.' },
        { q: 'Kurulum ne kadar sürer?', a: 'Çoğu işletme menüsünü ve masalarını girdikten sonra aynı gün kullanmaya başlar. İsterseniz ilk kurulumu ekibimiz sizinle birlikte yapar.' },
        { q: 'Ekibime eğitim veriyor musunuz?', a: 'Evet. Kısa bir çevrim içi tanıtımla ekibinizin panele hızla alışmasını sağlıyoruz.' },
      ],
    },
  },

  qrMenu: {
    meta: {
      title: 'QR Menü — İşletmePro',
      description: 'Masadaki QR kodla açılan, dört dilde, markanıza uygun dijital menü. Fiyatları anında güncelleyin, kampanyalarınızı öne çıkarın.',
    },
    hero: {
      eyebrow: 'QR Menü',
      title: 'Misafirleriniz menünüzü kendi dilinde okusun',
      lead: 'Masadaki QR kodu okutan misafir, uygulama indirmeden menünüzü açar. Ürün, fiyat ve kampanya değişiklikleriniz anında yayına girer; basılı menü masrafı ortadan kalkar.',
      points: ['Uygulama indirmek gerekmez', 'Türkçe, İngilizce, Almanca, Rusça', 'Anında fiyat güncelleme'],
    },
    features: {
      eyebrow: 'Özellikler',
      title: 'QR menünüzde neler var?',
      lead: 'Misafirin ilk bakışından siparişe kadar, menünüzü en iyi hâliyle sunmanız için.',
      items: [
        { icon: 'globe', title: 'Dört dilde menü', text: 'Misafir dilini seçer; çevirisi girilmemiş içerikte Türkçe metin gösterilir, menü asla boş görünmez.' },
        { icon: 'layers', title: 'Kategori ve alt kategoriler', text: 'Kahvaltıdan tatlıya, menünüzü istediğiniz derinlikte düzenleyin.' },
        { icon: 'tag', title: 'Kampanyalar', text: 'Sabit fiyatlı menüler, hediye ürün ya da yüzde indirim; aktif ve yaklaşan kampanyalar kalan süreleriyle görünür.' },
        { icon: 'image', title: 'Ürün ayrıntıları', text: 'Açıklama, içerik ve özellik bilgileriyle ürünlerinizi iştah açıcı biçimde sunun.' },
        { icon: 'wifi', title: 'Karşılama ekranı', text: 'Hoş geldiniz mesajı, Wi-Fi bilgisi, adres ve iletişim bilgileri menünün girişinde.' },
        { icon: 'sparkle', title: 'Size özel tema', text: 'Renkler ve görünüm markanıza uyar; menünüz her telefonda hızlı açılır.' },
      ],
    },
    steps: {
      eyebrow: 'Nasıl çalışır?',
      title: 'Üç adımda yayındasınız',
      lead: 'Teknik bilgi gerekmez; her şey İşletme Paneli’nden yönetilir.',
      items: [
        { title: 'Menünüzü girin', text: 'Kategorileri, ürünleri, fiyatları ve görselleri panelden ekleyin.' },
        { title: 'Temanızı seçin', text: 'Markanıza uygun renkleri ve görünümü belirleyin.' },
        { title: 'QR kodları yerleştirin', text: 'QR kodunuzu masalara, vitrine ya da paket servis kartlarına basın; misafirleriniz okutsun.' },
      ],
    },
    highlight: {
      title: 'Basılı menüye veda edin',
      text: 'Fiyat değiştiğinde yeniden menü bastırmak yok. Panelde yaptığınız değişiklik, misafirin telefonunda anında görünür.',
      bullets: ['Tükenen ürünü tek dokunuşla gizleyin', 'Günün önerisini öne çıkarın', 'Turist misafirlere kendi dillerinde hizmet verin'],
    },
    faq: {
      title: 'QR menü hakkında sorular',
      items: [
        { q: 'Menüyü güncellediğimde QR kod değişir mi?', a: 'Hayır. QR kodunuz sabit kalır; menüde yaptığınız her değişiklik aynı kodla açılan sayfaya yansır.' },
        { q: 'Menüyü kendi web siteme ekleyebilir miyim?', a: 'Evet. Menü widget’ı tek satırlık bir kodla web sitenize eklenir ve sitenizin tasarımını etkilemez.' },
        { q: 'Misafir dili nasıl değiştirir?', a: 'Menü sayfasındaki dil seçeneğiyle Türkçe, İngilizce, Almanca ve Rusça arasında dilediği an geçiş yapabilir.' },
      ],
    },
  },

  cafe: {
    meta: {
      title: 'Kafe Yönetimi — İşletmePro',
      description: 'Masa planı, adisyon, kasa ve gün sonu raporlarıyla kafe ve restoranınızı tek panelden yönetin.',
    },
    hero: {
      eyebrow: 'Kafe Yönetimi',
      title: 'Masadan kasaya, servisin her anı kontrolünüzde',
      lead: 'Hangi masa dolu, hangi adisyon açık, kasada ne var? İşletmePro ile hepsini anlık görür, gün sonunu dakikalar içinde kapatırsınız.',
      points: ['Canlı masa durumu', 'Adisyon ve ödeme takibi', 'Gün sonu raporları'],
    },
    features: {
      eyebrow: 'Özellikler',
      title: 'Servisi hızlandıran araçlar',
      lead: 'Garsondan kasiyere, işletme sahibinden müdüre kadar herkes aynı güncel bilgiyle çalışır.',
      items: [
        { icon: 'grid', title: 'Masa planı', text: 'Salon, bahçe ya da teras: alanlarınızı ve masalarınızı tanımlayın, boş ve dolu masaları renklerden tanıyın.' },
        { icon: 'receipt', title: 'Adisyon', text: 'Siparişleri masaya ekleyin, açık adisyonları izleyin, hesabı nakit ya da kartla kapatın.' },
        { icon: 'wallet', title: 'Kasa', text: 'Tahsilatları, kasa giriş ve çıkışlarını kayıt altına alın; kasa farkına yer kalmasın.' },
        { icon: 'chart', title: 'Gün sonu raporları', text: 'Ciro, ödeme türleri ve en çok satanlar tek raporda. Gece yarısını geçen mesailer de doğru güne yazılır.' },
        { icon: 'box', title: 'Stok takibi', text: 'Ürün ve malzeme stoklarınızı izleyin, azalan kalemleri zamanında görün.' },
        { icon: 'lock', title: 'Personel ve yetkiler', text: 'Garson, kasiyer ve müdür için ayrı yetki setleri tanımlayın.' },
      ],
    },
    steps: {
      eyebrow: 'Nasıl çalışır?',
      title: 'Siparişten gün sonuna',
      lead: 'Ekibiniz birkaç dakikada alışır; ilk servis gününüzde farkı görürsünüz.',
      items: [
        { title: 'Alanları ve masaları tanımlayın', text: 'Salonunuzun düzenini birkaç dakikada panele aktarın.' },
        { title: 'Siparişleri adisyona işleyin', text: 'Garsonlarınız tabletten ya da telefondan siparişi masaya ekler; açık adisyonlar herkes için anında güncellenir.' },
        { title: 'Hesabı kapatın, günü raporlayın', text: 'Ödemeyi alın, masa boşalsın; gün sonunda kasa ve satış raporunuz hazır olsun.' },
      ],
    },
    highlight: {
      title: 'Yoğun saatlerde bile hatasız servis',
      text: 'Tüm ekip aynı güncel ekranı görür; aynı masaya iki kez sipariş yazılmaz, hesaplar birbirine karışmaz.',
      bullets: ['Birden fazla cihazda eş zamanlı çalışma', 'Her işlem kullanıcı adıyla kayıt altında', 'QR menüyle aynı ürün ve fiyat listesi'],
    },
    faq: {
      title: 'Kafe yönetimi hakkında sorular',
      items: [
        { q: 'Hangi cihazlarda kullanabilirim?', a: 'Güncel tarayıcıya sahip her bilgisayar, tablet ve telefonda. Ek bir program kurmanıza gerek yoktur.' },
        { q: 'Gece geç saate kadar açığız; raporlar nasıl hesaplanır?', a: 'Raporlar işletmenizin iş gününe göre hazırlanır. Gün sonunu gece yarısından sonra alsanız da satışlar doğru güne yazılır.' },
        { q: 'Ürünleri QR menü ve adisyon için ayrı ayrı mı girmeliyim?', a: 'Hayır. Ürün ve fiyat listeniz tektir; QR menü ve adisyon aynı listeyi kullanır.' },
      ],
    },
  },

  appointment: {
    meta: {
      title: 'Randevu Yönetimi — İşletmePro',
      description: 'Güzellik salonları ve kuaförler için online randevu sayfası, web sitesi widget’ı, personel takvimi ve randevu sorgulama.',
    },
    hero: {
      eyebrow: 'Randevu Yönetimi',
      title: 'Takviminiz siz uyurken bile dolsun',
      lead: 'Müşterileriniz size özel randevu sayfasından ya da web sitenizdeki widget’tan hizmet, personel ve saat seçerek randevu alır. Telefon trafiği azalır, takviminiz hep güncel kalır.',
      points: ['7/24 online randevu', 'Web siteniz için widget', 'Müşteriler için randevu sorgulama'],
    },
    features: {
      eyebrow: 'Özellikler',
      title: 'Randevuları kolaylaştıran her şey',
      lead: 'Salonunuz, kuaförünüz ya da güzellik merkeziniz için baştan sona online randevu.',
      items: [
        { icon: 'link', title: 'Size özel randevu sayfası', text: 'İşletmenize ait bağlantıyı Instagram profilinize, WhatsApp mesajlarınıza ve haritalardaki işletme kaydınıza ekleyin.' },
        { icon: 'code', title: 'Web sitesi widget’ı', text: 'Tek satırlık kodla randevu formunu kendi web sitenizde gösterin; sitenizin tasarımı olduğu gibi kalır.' },
        { icon: 'calendar', title: 'Personel takvimi', text: 'Her çalışanın çalışma günlerini ve randevularını görün; kapalı günlerde randevu alınmaz.' },
        { icon: 'search', title: 'Randevu sorgulama', text: 'Müşteriler randevularını kendileri sorgular; “Saatim kaçtı?” telefonları azalır.' },
        { icon: 'shield', title: 'Çakışma koruması', text: 'Aynı saate iki randevu verilmez; seçilen saat dolduysa müşteri hemen başka bir saat seçer.' },
        { icon: 'heart', title: 'Müşteri geçmişi', text: 'CRM ile her müşterinin geçmiş randevularını ve notlarını görün, sadık müşterilerinizi tanıyın.' },
      ],
    },
    steps: {
      eyebrow: 'Nasıl çalışır?',
      title: 'Üç adımda online randevu',
      lead: 'Kurulum birkaç dakikanızı alır; gerisini takvim halleder.',
      items: [
        { title: 'Hizmetlerinizi ve personelinizi ekleyin', text: 'Süreleri, fiyatları ve hangi personelin hangi hizmeti verdiğini belirleyin.' },
        { title: 'Bağlantınızı paylaşın', text: 'Randevu sayfanızı sosyal medyada paylaşın ya da widget’ı web sitenize ekleyin.' },
        { title: 'Takviminizi yönetin', text: 'Gelen randevular panele anında düşer; günü ve haftayı tek bakışta planlayın.' },
      ],
    },
    highlight: {
      title: 'Boş koltuk kalmasın',
      text: 'Online randevu, mesai dışında gelen talepleri de kaçırmamanızı sağlar. Ekibiniz telefona değil, müşteriye odaklanır.',
      bullets: ['Hizmet, personel ve saat seçimi tek akışta', 'Dört dilde randevu sayfası', 'Kötüye kullanıma karşı korunan formlar'],
    },
    faq: {
      title: 'Randevu yönetimi hakkında sorular',
      items: [
        { q: 'Müşterilerimin üye olması gerekiyor mu?', a: 'Hayır. Müşteri, üyelik oluşturmadan birkaç adımda randevusunu alır.' },
        { q: 'Widget web sitemin tasarımını bozar mı?', a: 'Hayır. Widget kendi alanında, sitenizin stillerinden bağımsız olarak çalışır.' },
        { q: 'Müşteri randevusunu nasıl kontrol eder?', a: 'Randevu sorgulama sayfasında bilgilerini girerek randevusunun tarih ve saatini görebilir.' },
      ],
    },
  },

  contact: {
    meta: {
      title: 'İletişim — İşletmePro',
      description: 'İşletmePro ekibine e-posta, telefon ya da İstanbul ofisimiz üzerinden ulaşın. Demo, fiyat teklifi ve teknik destek.',
    },
    hero: {
      eyebrow: 'İletişim',
      title: 'Size nasıl yardımcı olabiliriz?',
      lead: 'Demo talebi, fiyat teklifi ya da teknik bir soru: ekibimiz hafta içi mesai saatlerinde size en kısa sürede dönüş yapar.',
      points: [],
    },
    channelsTitle: 'İletişim bilgilerimiz',
    email: { label: 'E-posta', hint: 'Genellikle aynı iş günü içinde yanıtlıyoruz.' },
    phone: { label: 'Telefon', hint: 'Hafta içi 09:00–18:00 arası' },
    address: { label: 'Adres', hint: 'Ofis ziyaretleri randevuyladır.', country: 'Türkiye' },
    hours: { label: 'Çalışma saatleri', value: 'Pazartesi–Cuma, 09:00–18:00' },
    topics: {
      eyebrow: 'Bize yazın',
      title: 'Hangi konuda yazmak istersiniz?',
      lead: 'Bir konu seçin; e-posta uygulamanız konu satırı hazır olarak açılır.',
      cta: 'E-posta yazın',
      items: [
        { title: 'Demo talebi', text: 'İşletmePro’yu sizinle birlikte ekranda inceleyelim.', subject: 'Demo talebi' },
        { title: 'Fiyat teklifi', text: 'İşletmenize ve şube sayınıza uygun paketi hazırlayalım.', subject: 'Fiyat teklifi' },
        { title: 'Teknik destek', text: 'Panelin kullanımıyla ilgili sorularınızı yanıtlayalım.', subject: 'Teknik destek' },
        { title: 'İş birliği', text: 'Bayilik ve entegrasyon önerilerinizi dinleyelim.', subject: 'İş birliği' },
      ],
    },
    tips: {
      title: 'Daha hızlı yardım için',
      lead: 'E-postanıza şunları eklemeniz işimizi hızlandırır:',
      items: ['İşletmenizin adı ve bulunduğu şehir', 'Kullandığınız ya da ilgilendiğiniz hizmetler', 'Teknik sorunlarda ekran görüntüsü ve sorunun yaşandığı saat'],
    },
    existing: {
      title: 'Zaten müşterimiz misiniz?',
      text: 'İşletme Paneli’ne giriş yaparak hesabınızı, şubelerinizi ve kullanıcılarınızı yönetebilirsiniz.',
    },
  },
};
