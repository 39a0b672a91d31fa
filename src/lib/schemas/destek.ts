import * as v from 'valibot';

/** Starting a support ("view as") session: which venue, why, and whether the owner agreed to changes. */
export const DestekBaslatSchema = v.object({
  isletmeId: v.pipe(v.number('destek.v.isletme'), v.integer('destek.v.isletme'), v.minValue(1, 'destek.v.isletme'), v.maxValue(0xffffffff, 'destek.v.isletme')),
  neden: v.pipe(v.string('destek.v.neden'), v.trim(), v.minLength(5, 'destek.v.neden'), v.maxLength(500, 'destek.v.neden')),
  sahipOnayi: v.boolean('destek.v.onay'),
});
export type DestekBaslat = v.InferOutput<typeof DestekBaslatSchema>;
