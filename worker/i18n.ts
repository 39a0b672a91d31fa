export { translate } from '@lib/i18n/overlays';
