import { describe, expect, it } from 'vitest';
import { csvUploadBody } from './csv-upload';

describe('an import’s request', () => {
  it('sends the file as it is, its name cut to the 200 characters an import keeps', () => {
    const long = `${'march-consignments-'.repeat(15)}.csv`;
    const body = csvUploadBody({ siteId: '1', fileName: long, csv: 'reference\nR1\n' });
    expect(body.data.attributes.fileName).toBe(long.slice(0, 200));
    expect(body.data.attributes.csv).toBe('reference\nR1\n');
    expect(csvUploadBody({ siteId: '1', fileName: 'march.csv', csv: '' }).data.attributes.fileName).toBe(
      'march.csv',
    );
  });
});
