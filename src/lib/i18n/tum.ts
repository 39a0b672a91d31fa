import { TR_ADMIN } from './admin';
import { TR_CRM } from './crm';
import { TR_IKINCIEL } from './ikinciel';
import { TR } from './tr';

/** Every Turkish text, the shell's and the ones that load with their screens (the Worker and the tests use this). */
export const TUM_TR: Readonly<Record<string, string>> = { ...TR, ...TR_CRM, ...TR_ADMIN, ...TR_IKINCIEL };
