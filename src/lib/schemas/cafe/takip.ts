import type { Adisyon } from '@lib/cafe/tipler';

/** Answers of the table tracking screens (/api/isletme/cafe/masa/:id, /islem), shared by the Worker and the panel. */

/** A table with its open check. */
export interface MasaCevabi { masa: { id: number; ad: string }; adisyon: Adisyon | null }

/** What an operation answers (each operation fills its part). */
export interface IslemCevabi { adisyon?: Adisyon | null; kaynak?: Adisyon | null; siparisId?: number | null; paraUstuKurus?: number; kapandi?: boolean; basim?: number; tekrar?: boolean }
