import { describe, expect, it } from 'vitest';
import { installFakeApi } from '../../../testing/fake-api';
import { findPresetByCode } from './find-preset';

const preset = (id: string, quickAccessCode: string) => ({
  id,
  siteId: '1',
  quickAccessCode,
  description: `Preset ${quickAccessCode}`,
  packagingType: 'Carton',
  length: 300,
  width: 200,
  height: 100,
  weight: 2_000,
});

describe('findPresetByCode (I18)', () => {
  it('looks the code up with page[limit]=9000 and takes the exact code, case aside', async () => {
    const { fetchMock } = installFakeApi({
      'GET /api/org/shipping-item-presets': () => ({
        body: {
          data: [preset('1', 'CTN-ML'), preset('2', 'ctn-m'), preset('3', 'XCTN-M')],
          meta: { totalItems: 3, startIndex: 0, itemsPerPage: 9000 },
        },
      }),
    });
    const found = await findPresetByCode('1', ' Ctn-M ');
    expect(found?.id).toBe('2');
    const url = new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://localhost');
    expect(url.searchParams.get('page[limit]')).toBe('9000');
    expect(url.searchParams.get('q')).toBe('CTN-M');
    expect(url.searchParams.get('filter[siteId]')).toBe('1');
  });

  it('answers null without asking when nothing is typed, and when no code matches exactly', async () => {
    const { fetchMock } = installFakeApi({
      'GET /api/org/shipping-item-presets': () => ({
        body: { data: [preset('1', 'CTN-ML')], meta: { totalItems: 1, startIndex: 0, itemsPerPage: 9000 } },
      }),
    });
    expect(await findPresetByCode('1', '  ')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(await findPresetByCode('1', 'CTN-M')).toBeNull();
  });
});
