// the Worker answers errors of every module, so it registers the texts that load with their screens in the panel
import '@lib/i18n/admin';
import '@lib/i18n/crm';
import '@lib/i18n/ikinciel';

export { translate } from '@lib/i18n/overlays';
