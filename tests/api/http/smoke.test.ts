import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

describe('api smoke', () => {
  it('answers unknown /api paths with a JSON 404', async () => {
    const response = await SELF.fetch('http://example.com/api/yok');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ success: false, errorCode: 'NOT_FOUND' });
  });
});
