import { describe, expect, it } from 'vitest';
import { lpArguments, parseDefault, parseDestinations } from './cups';

describe('CUPS', () => {
  it('reads printer names from lpstat -e, or from lpstat -p where -e is missing', () => {
    expect(parseDestinations('Zebra_ZD420\nOffice_Laser\n\n', null)).toEqual(['Zebra_ZD420', 'Office_Laser']);
    expect(
      parseDestinations(
        null,
        'printer PDF is idle.  enabled since Tue 24 Nov 2026\nprinter Zebra disabled since Mon\n\tPaused\n',
      ),
    ).toEqual(['PDF', 'Zebra']);
  });

  it('reads the default destination, or none', () => {
    expect(parseDefault('system default destination: Office_Laser\n')).toBe('Office_Laser');
    expect(parseDefault('no system default destination\n')).toBeNull();
  });

  it('prints labels on 100 x 150 mm stock in the copies asked, on the named printer or the default', () => {
    expect(
      lpArguments({
        file: '/tmp/a.pdf',
        printer: 'Zebra',
        copies: 3,
        media: '100x150mm',
        title: 'CN1 label',
      }),
    ).toEqual([
      '-d',
      'Zebra',
      '-n',
      '3',
      '-o',
      'media=Custom.100x150mm',
      '-t',
      'CN1 label',
      '--',
      '/tmp/a.pdf',
    ]);
    expect(
      lpArguments({ file: '/tmp/b.pdf', printer: null, copies: 1, media: 'A4', title: 't' }).slice(0, 4),
    ).toEqual(['-n', '1', '-o', 'media=A4']);
  });
});
