import type { Lang } from '../languages';

/** The public demo request form (/contact and the home page) and its privacy notice, in the site's languages. */
export interface TalepFormuMetni {
  eyebrow: string;
  title: string;
  lead: string;
  alanlar: { adSoyad: string; isletmeAdi: string; telefon: string; eposta: string; sehir: string; mesaj: string };
  ipucu: { telefon: string; mesaj: string };
  zorunlu: string;
  kvkkOnce: string;
  kvkkLink: string;
  kvkkSonra: string;
  bal: string;
  gonder: string;
  tamam: { title: string; text: string };
  hatalar: { eksik: string; spam: string; hizli: string; sure: string; limit: string; hata: string };
  alanHatalari: { adSoyad: string; isletmeAdi: string; telefon: string; eposta: string; sehir: string; mesaj: string; kvkk: string };
  aydinlatma: { title: string; paragraphs: string[] };
  destek: { title: string; eposta: string; telefon: string };
}

const tr: TalepFormuMetni = {
  eyebrow: 'Demo talebi',
  title: 'Ücretsiz demo isteyin',
  lead: 'Formu doldurun, satış ekibimiz bir iş günü içinde sizi arasın ve işletmenize uygun kurulumu birlikte planlayalım.',
  alanlar: { adSoyad: 'Ad soyad', isletmeAdi: 'İşletme adı', telefon: 'Telefon', eposta: 'E-posta', sehir: 'Şehir', mesaj: 'Mesajınız' },
  ipucu: { telefon: 'Örnek: 0532 123 45 67', mesaj: 'İsteğe bağlı: işletmenizin türü, masa sayısı, ilgilendiğiniz modüller…' },
  zorunlu: 'zorunlu',
  kvkkOnce: 'Kişisel verilerimin demo talebim için işlenmesine ilişkin ',
  kvkkLink: 'Aydınlatma Metni',
  kvkkSonra: '’ni okudum, onaylıyorum.',
  bal: 'Bu alanı boş bırakın',
  gonder: 'Demo talebini gönder',
  tamam: { title: 'Talebiniz bize ulaştı', text: 'Teşekkürler! Satış ekibimiz en geç bir iş günü içinde sizinle iletişime geçecek.' },
  hatalar: {
    eksik: 'Lütfen işaretli alanı düzeltip tekrar gönderin.',
    spam: 'Form doğrulanamadı. Lütfen sayfayı yenileyip tekrar gönderin.',
    hizli: 'Form çok hızlı gönderildi. Lütfen birkaç saniye bekleyip tekrar gönderin.',
    sure: 'Sayfa çok uzun süre açık kaldı. Lütfen formu tekrar gönderin.',
    limit: 'Bu bağlantıdan çok fazla talep gönderildi. Lütfen bir saat sonra tekrar deneyin ya da bizi arayın.',
    hata: 'Talebiniz alınamadı. Lütfen tekrar deneyin ya da bize e-posta gönderin.',
  },
  alanHatalari: {
    adSoyad: 'Ad soyad 2–100 karakter olmalı.',
    isletmeAdi: 'İşletme adı 2–120 karakter olmalı.',
    telefon: 'Geçerli bir telefon numarası girin (10–15 rakam).',
    eposta: 'Geçerli bir e-posta adresi girin.',
    sehir: 'Şehir en çok 60 karakter olabilir.',
    mesaj: 'Mesaj en çok 2000 karakter olabilir.',
    kvkk: 'Devam etmek için Aydınlatma Metni’ni onaylamanız gerekiyor.',
  },
  aydinlatma: {
    title: 'Kişisel Verilerin Korunması Aydınlatma Metni',
    paragraphs: [
      'Veri sorumlusu İşletmePro Yazılım A.Ş.’dir. Demo formunda verdiğiniz ad soyad, işletme adı, telefon, e-posta, şehir ve mesaj yalnızca demo talebinizi yanıtlamak ve size teklif sunmak amacıyla, 6698 sayılı KVKK m.5/1 (açık rıza) ve m.5/2-c (sözleşmenin kurulması) hükümlerine dayanarak işlenir.',
      'Verileriniz yurt içindeki sunucularımızda saklanır, üçüncü kişilerle paylaşılmaz ve talebiniz sonuçlandıktan sonra en geç iki yıl içinde silinir. Kötüye kullanımı önlemek için IP adresiniz yalnızca geri döndürülemez bir özet olarak bir saat tutulur.',
      'KVKK m.11 kapsamındaki haklarınızı (bilgi talep etme, düzeltme, silme, itiraz) destek e-posta adresimize yazarak kullanabilirsiniz.',
    ],
  },
  destek: { title: 'Müşteri desteği', eposta: 'Destek e-postası', telefon: 'Destek hattı' },
};

const en: TalepFormuMetni = {
  eyebrow: 'Demo request',
  title: 'Request a free demo',
  lead: 'Fill in the form and our sales team will call you within one business day to plan the right set-up for your business.',
  alanlar: { adSoyad: 'Full name', isletmeAdi: 'Business name', telefon: 'Phone', eposta: 'E-mail', sehir: 'City', mesaj: 'Your message' },
  ipucu: { telefon: 'Example: +90 532 123 45 67', mesaj: 'Optional: type of business, number of tables, modules you are interested in…' },
  zorunlu: 'required',
  kvkkOnce: 'I have read the ',
  kvkkLink: 'Privacy Notice',
  kvkkSonra: ' on processing my personal data for my demo request and I agree.',
  bal: 'Leave this field empty',
  gonder: 'Send demo request',
  tamam: { title: 'We received your request', text: 'Thank you! Our sales team will contact you within one business day.' },
  hatalar: {
    eksik: 'Please correct the marked field and send again.',
    spam: 'The form could not be verified. Please reload the page and send it again.',
    hizli: 'The form was sent too quickly. Please wait a few seconds and send it again.',
    sure: 'The page was open for too long. Please send the form again.',
    limit: 'Too many requests from this connection. Please try again in an hour or call us.',
    hata: 'Your request could not be received. Please try again or e-mail us.',
  },
  alanHatalari: {
    adSoyad: 'Full name must be 2–100 characters.',
    isletmeAdi: 'Business name must be 2–120 characters.',
    telefon: 'Enter a valid phone number (10–15 digits).',
    eposta: 'Enter a valid e-mail address.',
    sehir: 'City can be at most 60 characters.',
    mesaj: 'The message can be at most 2000 characters.',
    kvkk: 'Please accept the Privacy Notice to continue.',
  },
  aydinlatma: {
    title: 'Privacy Notice (KVKK)',
    paragraphs: [
      'The data controller is İşletmePro Yazılım A.Ş. The name, business name, phone, e-mail, city and message you give in the demo form are processed only to answer your demo request and make you an offer, based on Art. 5/1 (explicit consent) and Art. 5/2-c (entering a contract) of the Turkish Personal Data Protection Law No. 6698.',
      'Your data is stored on our servers in Turkey, is not shared with third parties and is deleted at the latest two years after your request is settled. To prevent abuse, your IP address is kept only as an irreversible hash for one hour.',
      'You can use your rights under Art. 11 KVKK (information, correction, deletion, objection) by writing to our support e-mail address.',
    ],
  },
  destek: { title: 'Customer support', eposta: 'Support e-mail', telefon: 'Support line' },
};

const de: TalepFormuMetni = {
  eyebrow: 'Demo-Anfrage',
  title: 'Kostenlose Demo anfragen',
  lead: 'Füllen Sie das Formular aus – unser Vertriebsteam ruft Sie innerhalb eines Werktags an und plant mit Ihnen die passende Einrichtung.',
  alanlar: { adSoyad: 'Vor- und Nachname', isletmeAdi: 'Name des Betriebs', telefon: 'Telefon', eposta: 'E-Mail', sehir: 'Stadt', mesaj: 'Ihre Nachricht' },
  ipucu: { telefon: 'Beispiel: +90 532 123 45 67', mesaj: 'Optional: Art des Betriebs, Anzahl der Tische, gewünschte Module…' },
  zorunlu: 'Pflichtfeld',
  kvkkOnce: 'Ich habe den ',
  kvkkLink: 'Datenschutzhinweis',
  kvkkSonra: ' zur Verarbeitung meiner Daten für meine Demo-Anfrage gelesen und stimme zu.',
  bal: 'Dieses Feld leer lassen',
  gonder: 'Demo-Anfrage senden',
  tamam: { title: 'Ihre Anfrage ist eingegangen', text: 'Vielen Dank! Unser Vertriebsteam meldet sich innerhalb eines Werktags bei Ihnen.' },
  hatalar: {
    eksik: 'Bitte korrigieren Sie das markierte Feld und senden Sie erneut.',
    spam: 'Das Formular konnte nicht geprüft werden. Bitte laden Sie die Seite neu und senden Sie erneut.',
    hizli: 'Das Formular wurde zu schnell gesendet. Bitte warten Sie einige Sekunden und senden Sie erneut.',
    sure: 'Die Seite war zu lange geöffnet. Bitte senden Sie das Formular erneut.',
    limit: 'Zu viele Anfragen von dieser Verbindung. Bitte versuchen Sie es in einer Stunde erneut oder rufen Sie uns an.',
    hata: 'Ihre Anfrage konnte nicht angenommen werden. Bitte versuchen Sie es erneut oder schreiben Sie uns eine E-Mail.',
  },
  alanHatalari: {
    adSoyad: 'Der Name muss 2–100 Zeichen lang sein.',
    isletmeAdi: 'Der Betriebsname muss 2–120 Zeichen lang sein.',
    telefon: 'Geben Sie eine gültige Telefonnummer ein (10–15 Ziffern).',
    eposta: 'Geben Sie eine gültige E-Mail-Adresse ein.',
    sehir: 'Die Stadt darf höchstens 60 Zeichen lang sein.',
    mesaj: 'Die Nachricht darf höchstens 2000 Zeichen lang sein.',
    kvkk: 'Bitte bestätigen Sie den Datenschutzhinweis, um fortzufahren.',
  },
  aydinlatma: {
    title: 'Datenschutzhinweis (KVKK)',
    paragraphs: [
      'Verantwortlicher ist die İşletmePro Yazılım A.Ş. Name, Betriebsname, Telefon, E-Mail, Stadt und Nachricht aus dem Demo-Formular werden nur verarbeitet, um Ihre Anfrage zu beantworten und Ihnen ein Angebot zu machen – auf Grundlage von Art. 5/1 (ausdrückliche Einwilligung) und Art. 5/2-c (Vertragsanbahnung) des türkischen Datenschutzgesetzes Nr. 6698.',
      'Ihre Daten werden auf unseren Servern in der Türkei gespeichert, nicht an Dritte weitergegeben und spätestens zwei Jahre nach Abschluss Ihrer Anfrage gelöscht. Zum Schutz vor Missbrauch wird Ihre IP-Adresse nur als nicht umkehrbarer Hash eine Stunde lang aufbewahrt.',
      'Ihre Rechte nach Art. 11 KVKK (Auskunft, Berichtigung, Löschung, Widerspruch) können Sie über unsere Support-E-Mail-Adresse ausüben.',
    ],
  },
  destek: { title: 'Kundensupport', eposta: 'Support-E-Mail', telefon: 'Support-Hotline' },
};

const ru: TalepFormuMetni = {
  eyebrow: 'Заявка на демо',
  title: 'Запросите бесплатное демо',
  lead: 'Заполните форму, и наш отдел продаж позвонит вам в течение одного рабочего дня, чтобы вместе спланировать подходящую настройку.',
  alanlar: { adSoyad: 'Имя и фамилия', isletmeAdi: 'Название заведения', telefon: 'Телефон', eposta: 'Эл. почта', sehir: 'Город', mesaj: 'Ваше сообщение' },
  ipucu: { telefon: 'Пример: +90 532 123 45 67', mesaj: 'Необязательно: тип заведения, число столов, интересующие модули…' },
  zorunlu: 'обязательно',
  kvkkOnce: 'Я прочитал(а) ',
  kvkkLink: 'Уведомление о конфиденциальности',
  kvkkSonra: ' об обработке моих данных для заявки на демо и согласен(на).',
  bal: 'Оставьте это поле пустым',
  gonder: 'Отправить заявку',
  tamam: { title: 'Ваша заявка получена', text: 'Спасибо! Наш отдел продаж свяжется с вами в течение одного рабочего дня.' },
  hatalar: {
    eksik: 'Исправьте отмеченное поле и отправьте снова.',
    spam: 'Не удалось проверить форму. Обновите страницу и отправьте снова.',
    hizli: 'Форма отправлена слишком быстро. Подождите несколько секунд и отправьте снова.',
    sure: 'Страница была открыта слишком долго. Отправьте форму ещё раз.',
    limit: 'Слишком много заявок с этого подключения. Попробуйте через час или позвоните нам.',
    hata: 'Не удалось принять заявку. Попробуйте ещё раз или напишите нам.',
  },
  alanHatalari: {
    adSoyad: 'Имя должно содержать 2–100 символов.',
    isletmeAdi: 'Название должно содержать 2–120 символов.',
    telefon: 'Введите правильный номер телефона (10–15 цифр).',
    eposta: 'Введите правильный адрес эл. почты.',
    sehir: 'Город — не более 60 символов.',
    mesaj: 'Сообщение — не более 2000 символов.',
    kvkk: 'Чтобы продолжить, подтвердите уведомление о конфиденциальности.',
  },
  aydinlatma: {
    title: 'Уведомление о конфиденциальности (KVKK)',
    paragraphs: [
      'Оператор данных — İşletmePro Yazılım A.Ş. Имя, название заведения, телефон, эл. почта, город и сообщение из формы обрабатываются только для ответа на вашу заявку и коммерческого предложения на основании ст. 5/1 (явное согласие) и ст. 5/2-c (заключение договора) закона Турции № 6698 о защите персональных данных.',
      'Данные хранятся на наших серверах в Турции, не передаются третьим лицам и удаляются не позднее чем через два года после завершения заявки. Для защиты от злоупотреблений ваш IP-адрес хранится только в виде необратимого хеша в течение одного часа.',
      'Свои права по ст. 11 KVKK (информация, исправление, удаление, возражение) вы можете осуществить, написав на адрес поддержки.',
    ],
  },
  destek: { title: 'Поддержка клиентов', eposta: 'Эл. почта поддержки', telefon: 'Линия поддержки' },
};

const METINLER: Record<Lang, TalepFormuMetni> = { tr, en, de, ru };
export const talepFormuMetni = (lang: Lang): TalepFormuMetni => METINLER[lang];
