// the Worker answers errors of every module: the overlays file imports the whole table (src/lib/i18n/tum.ts)
export { translate } from '@lib/i18n/overlays';
