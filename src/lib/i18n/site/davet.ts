import type { Lang } from '../languages';

/** The owner's invite page (/davet): set a password once, then log in. Its own file so the site texts stay as they are. */
export interface DavetMetni {
  title: string;
  hello: string;
  lead: string;
  email: string;
  password: string;
  password2: string;
  rule: string;
  mismatch: string;
  submit: string;
  submitting: string;
  invalid: string;
  expired: string;
  used: string;
  toLogin: string;
  connectivity: string;
}

export const DAVET_METNI: Record<Lang, DavetMetni> = {
  tr: {
    title: 'Şifrenizi belirleyin',
    hello: 'Merhaba {ad}',
    lead: '{isletme} için İşletmePro hesabınız hazır. Bir şifre belirleyin; ardından panelinize giriş yaparsınız.',
    email: 'E-posta',
    password: 'Yeni şifre',
    password2: 'Yeni şifre (tekrar)',
    rule: 'En az 8, en fazla 128 karakter.',
    mismatch: 'İki şifre aynı değil.',
    submit: 'Şifreyi kaydet ve giriş yap',
    submitting: 'Kaydediliyor…',
    invalid: 'Bu bağlantı geçersiz. Bağlantıyı eksiksiz kopyaladığınızdan emin olun ya da yöneticinizden yeni bir bağlantı isteyin.',
    expired: 'Bu davet bağlantısının süresi dolmuş. Yöneticinizden yeni bir bağlantı isteyin.',
    used: 'Bu davet bağlantısı zaten kullanılmış. Şifrenizle giriş yapabilirsiniz.',
    toLogin: 'Giriş sayfasına git',
    connectivity: 'Sunucuya ulaşılamadı. Bağlantınızı kontrol edip tekrar deneyin.',
  },
  en: {
    title: 'Set your password',
    hello: 'Hello {ad}',
    lead: 'Your İşletmePro account for {isletme} is ready. Set a password, then you are logged in to your panel.',
    email: 'E-mail',
    password: 'New password',
    password2: 'New password (again)',
    rule: '8 to 128 characters.',
    mismatch: 'The two passwords differ.',
    submit: 'Save password and log in',
    submitting: 'Saving…',
    invalid: 'This link is not valid. Make sure you copied all of it, or ask your administrator for a new link.',
    expired: 'This invite link has expired. Ask your administrator for a new one.',
    used: 'This invite link has already been used. You can log in with your password.',
    toLogin: 'Go to the login page',
    connectivity: 'Could not reach the server. Check your connection and try again.',
  },
  de: {
    title: 'Passwort festlegen',
    hello: 'Hallo {ad}',
    lead: 'Ihr İşletmePro-Konto für {isletme} ist bereit. Legen Sie ein Passwort fest, danach sind Sie in Ihrem Panel angemeldet.',
    email: 'E-Mail',
    password: 'Neues Passwort',
    password2: 'Neues Passwort (wiederholen)',
    rule: '8 bis 128 Zeichen.',
    mismatch: 'Die beiden Passwörter stimmen nicht überein.',
    submit: 'Passwort speichern und anmelden',
    submitting: 'Wird gespeichert…',
    invalid: 'Dieser Link ist ungültig. Prüfen Sie, ob Sie ihn vollständig kopiert haben, oder bitten Sie Ihren Administrator um einen neuen Link.',
    expired: 'Dieser Einladungslink ist abgelaufen. Bitten Sie Ihren Administrator um einen neuen.',
    used: 'Dieser Einladungslink wurde bereits verwendet. Sie können sich mit Ihrem Passwort anmelden.',
    toLogin: 'Zur Anmeldung',
    connectivity: 'Der Server ist nicht erreichbar. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  },
  ru: {
    title: 'Задайте пароль',
    hello: 'Здравствуйте, {ad}',
    lead: 'Ваша учётная запись İşletmePro для «{isletme}» готова. Задайте пароль — после этого вы войдёте в панель.',
    email: 'Эл. почта',
    password: 'Новый пароль',
    password2: 'Новый пароль (ещё раз)',
    rule: 'От 8 до 128 символов.',
    mismatch: 'Пароли не совпадают.',
    submit: 'Сохранить пароль и войти',
    submitting: 'Сохранение…',
    invalid: 'Ссылка недействительна. Убедитесь, что скопировали её полностью, или попросите администратора прислать новую.',
    expired: 'Срок действия ссылки-приглашения истёк. Попросите администратора прислать новую.',
    used: 'Эта ссылка-приглашение уже использована. Войдите со своим паролем.',
    toLogin: 'Перейти ко входу',
    connectivity: 'Не удалось связаться с сервером. Проверьте подключение и повторите попытку.',
  },
};
