export { translate } from '../src/lib/i18n/overlays';
