import type { SessionAnswer } from '@lib/schemas/auth';
import { api } from './client';

export const authApi = {
  login: (email: string, password: string) => api.post<SessionAnswer>('/auth/login', { email, password }),
  logout: () => api.post<null>('/auth/logout'),
  me: () => api.get<SessionAnswer>('/auth/me'),
  /** SPEC §7: data.data is the permission list. */
  permissions: (yetkiSetIdString: string) => api.post<{ data: string[] }>('/YetkiSetleri/kullaniciyetkileri', { yetkiSetIdString }),
};
