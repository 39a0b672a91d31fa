import type { UserInfo } from '@stores/session';
import type { CanliDestek } from '@lib/schemas/destek';
import { api } from './client';

export interface SessionAnswer {
  kullaniciTipi: number;
  userInfo: UserInfo;
  permissions: string[];
  selectedIsletmeId: number | null;
  /** platform admins: their live support session ("view as"), or null */
  destek?: CanliDestek | null;
}

export const authApi = {
  login: (email: string, password: string) => api.post<SessionAnswer>('/auth/login', { email, password }),
  logout: () => api.post<null>('/auth/logout'),
  me: () => api.get<SessionAnswer>('/auth/me'),
  /** SPEC §7: data.data is the permission list. */
  permissions: (yetkiSetIdString: string) => api.post<{ data: string[] }>('/YetkiSetleri/kullaniciyetkileri', { yetkiSetIdString }),
};
