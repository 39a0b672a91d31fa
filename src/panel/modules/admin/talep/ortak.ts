// what every front office screen loads with it: the admin texts and the screens' styles
import '@lib/i18n/admin';
import '@styles/admin-frontoffice.css';
