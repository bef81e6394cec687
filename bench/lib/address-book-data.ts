/**
 * A realistic, repeatable address book for benchmarks: businesses and households across Australia's real
 * localities, with street addresses, some second lines and quick access codes, and the queries people type.
 */
import { addressBookEntries, addresses, localities } from '../../apps/server/src/db/schema';
import { addressKeyOf, searchTextOf } from '../../apps/server/src/modules/address-book/entry-text';
import { formatAddress } from '../../apps/server/src/modules/addresses/addresses.service';
import { timeZoneOf } from '../../apps/server/src/modules/addresses/time-zone';
import type { Db } from '../../apps/server/src/platform/db/client';

/** mulberry32: the same data on every run. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const BRANDS = [
  'Acme',
  'Apex',
  'Summit',
  'Pacific',
  'Southern Cross',
  'Coastal',
  'Metro',
  'Harbour',
  'Outback',
  'Red Gum',
  'Blue Wren',
  'Ironbark',
  'Golden Wattle',
  'Eastside',
  'Northern',
  'Riverina',
  'Bayside',
  'Highland',
  'Sunrise',
  'Kookaburra',
  'Banksia',
  'Jacaranda',
  'Koala',
  'Platypus',
  'Westside',
  'Capital',
  'Gully',
  'Ranges',
  'Seaside',
  'Murray',
  'Tasman',
  'Coral',
  'Desert Rose',
  'Silver Gum',
  'Bluestone',
  'Sandstone',
  'Lighthouse',
  'Albany',
  'Arcadia',
  'Aurora',
  'Avalon',
  'Barossa',
  'Bellbird',
  'Billabong',
  'Boomerang',
  'Brolga',
  'Bunya',
  'Cassowary',
  'Cedar',
  'Clarence',
  'Cockatoo',
  'Corella',
  'Currawong',
  'Darling',
  'Dingo',
  'Echidna',
  'Emu',
  'Eucalypt',
  'Eureka',
  'Flinders',
  'Galah',
  'Gippsland',
  'Grampians',
  'Hawkesbury',
  'Hunter',
  'Illawarra',
  'Jarrah',
  'Kakadu',
  'Karri',
  'Kimberley',
  'Kosciuszko',
  'Lachlan',
  'Lorikeet',
  'Macquarie',
  'Mallee',
  'Magpie',
  'Mulga',
  'Myall',
  'Namoi',
  'Nullarbor',
  'Otway',
  'Pelican',
  'Pilbara',
  'Quokka',
  'Redback',
  'Rosella',
  'Saltbush',
  'Snowy',
  'Spinifex',
  'Stringybark',
  'Swan',
  'Tamar',
  'Tarkine',
  'Torrens',
  'Wallaby',
  'Waratah',
  'Wattlebird',
  'Wombat',
  'Yarra',
  'Yellowbox',
  'Zenith',
  'Northside',
  'Frontier',
  'Pioneer',
  'Heritage',
  'Keystone',
  'Landmark',
  'Meridian',
  'Pinnacle',
  'Horizon',
  'Orbit',
  'Vista',
  'Crest',
  'Anchor',
  'Beacon',
  'Compass',
  'Harvest',
  'Evergreen',
];
const TRADES = [
  'Hardware',
  'Logistics',
  'Building Supplies',
  'Pharmacy',
  'Electrical',
  'Plumbing',
  'Foods',
  'Wines',
  'Auto Parts',
  'Furniture',
  'Office Supplies',
  'Medical',
  'Timber',
  'Pet Supplies',
  'Garden Centre',
  'Engineering',
  'Bakery',
  'Textiles',
  'Print',
  'Toys',
  'Cycles',
  'Outdoor',
  'Marine',
  'Solar',
  'Coffee',
];
const SUFFIXES = ['Pty Ltd', '', 'Co', '& Sons', 'Group', 'Trading', 'Wholesale', 'Pty Ltd'];
const GIVEN = [
  'Jack',
  'Olivia',
  'William',
  'Charlotte',
  'Noah',
  'Amelia',
  'Thomas',
  'Isla',
  'James',
  'Mia',
  'Lucas',
  'Grace',
  'Henry',
  'Chloe',
  'Liam',
  'Ava',
  'Ethan',
  'Sophie',
  'Mason',
  'Ruby',
  'Priya',
  'Wei',
  'Minh',
  'Aisha',
  'Oliver',
  'Harper',
  'Leo',
  'Evie',
  'Hudson',
  'Willow',
  'Archie',
  'Zoe',
  'Harrison',
  'Ella',
  'Oscar',
  'Matilda',
  'Charlie',
  'Lily',
  'Alexander',
  'Sienna',
  'Sebastian',
  'Layla',
  'Max',
  'Hazel',
  'Hunter',
  'Ivy',
  'Xavier',
  'Frankie',
  'Finn',
  'Georgia',
  'Levi',
  'Aria',
  'Elijah',
  'Lucy',
  'Samuel',
  'Sophia',
  'Patrick',
  'Emily',
  'Daniel',
  'Hannah',
  'Arjun',
  'Ananya',
  'Hiroshi',
  'Yuki',
  'Mohammed',
  'Fatima',
  'Giorgos',
  'Eleni',
  'Luca',
  'Giulia',
  'Nguyen',
  'Linh',
  'Kai',
  'Tahlia',
  'Jayden',
  'Holly',
  'Cooper',
  'Madison',
  'Riley',
  'Jasmine',
];
const FAMILY = [
  'Smith',
  'Jones',
  'Williams',
  'Brown',
  'Wilson',
  'Taylor',
  'Nguyen',
  'Johnson',
  'Martin',
  'White',
  'Anderson',
  'Walker',
  'Thompson',
  'Thomas',
  'Lee',
  'Ryan',
  'Kelly',
  'King',
  'Harris',
  'Campbell',
  'Chen',
  'Singh',
  'Patel',
  "O'Brien",
  'Murphy',
  'Robinson',
  'Clarke',
  'Mitchell',
  'Young',
  'Wright',
  'Papadopoulos',
  'Rossi',
  'Kaur',
  'Tran',
  'Le',
  'Pham',
  'Wang',
  'Li',
  'Zhang',
  'Liu',
  'Kim',
  'Park',
  'Sharma',
  'Gupta',
  'Ali',
  'Khan',
  'Hughes',
  'Edwards',
  'Green',
  'Hall',
  'Wood',
  'Jackson',
  'Hill',
  'Scott',
  'Moore',
  'Evans',
  'Turner',
  'Cooper',
  'Morris',
  'Ward',
  'Baker',
  'Carter',
  'Phillips',
  'Davies',
  'Collins',
  'Stewart',
  'Morgan',
  'Bell',
  'Murray',
  'Graham',
  'Ross',
  'Reid',
  'Fraser',
  'Hamilton',
  'Kennedy',
  'Sullivan',
  'Doyle',
  'McDonald',
  'Russo',
  'Ferrari',
  'Costa',
  'Nikolaidis',
  'Kowalski',
  'Novak',
  'Schmidt',
  'Muller',
  'Jensen',
  'Larsen',
  'Dubois',
  'Moreau',
  'Garcia',
  'Santos',
  'Silva',
  'Reyes',
  'Cruz',
  'Tanaka',
  'Sato',
  'Watanabe',
];
const STREETS = [
  'High',
  'Church',
  'Station',
  'Main',
  'George',
  'King',
  'Queen',
  'Victoria',
  'Elizabeth',
  'Collins',
  'Bourke',
  'Chapel',
  'Sydney',
  'Pacific',
  'Albert',
  'Railway',
  'Park',
  'Bridge',
  'William',
  'Mill',
  'Hume',
  'Princes',
  'Beach',
  'River',
  'Industrial',
  'Enterprise',
  'Commercial',
  'Wattle',
  'Acacia',
  'Banksia',
  'Gum Tree',
  'Hill',
];
const STREET_TYPES = ['St', 'St', 'Rd', 'Rd', 'Ave', 'Dr', 'Ct', 'Pde', 'Hwy', 'Lane', 'Cres', 'Way', 'Blvd'];
const SECOND_LINES = ['Unit', 'Level', 'Dock', 'Gate', 'Shop', 'Warehouse'];

export interface SampleEntry {
  name: string;
  quickAccessCode: string | null;
  suburb: string;
  postcode: string;
  street: string;
}

type LocalityRow = typeof localities.$inferSelect;

/**
 * Fills a site's address book with `entries` entries (a fifth of them households), each on an address of its
 * own, in batches. Returns a sample of what went in, to draw queries from.
 */
export async function fillAddressBook(
  db: Db,
  options: { siteId: number; organisationId: number; entries: number },
): Promise<SampleEntry[]> {
  const rand = random(42);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)] as T;
  const places: LocalityRow[] = await db.select().from(localities);
  // freight goes mostly to the cities: three in four entries in a capital's metropolitan postcodes
  const metro = places.filter((p) => /^(3[01]|2[01]|40|50|60|08|26|70)/.test(p.postcode));
  const sample: SampleEntry[] = [];
  const BATCH = 1000;
  let code = 0;
  for (let start = 0; start < options.entries; start += BATCH) {
    const count = Math.min(BATCH, options.entries - start);
    const rows = [...Array(count).keys()].map(() => {
      const place = rand() < 0.75 ? pick(metro) : pick(places);
      const household = rand() < 0.2;
      const name = household
        ? `${pick(GIVEN)} ${pick(FAMILY)}`
        : [pick(BRANDS), pick(TRADES), pick(SUFFIXES)].filter(Boolean).join(' ');
      const street = `${pick(STREETS)} ${pick(STREET_TYPES)}`;
      const line1 = `${1 + Math.floor(rand() * 400)} ${street}`;
      const addressLine2 = rand() < 0.15 ? `Unit ${1 + Math.floor(rand() * 40)}` : null;
      const line2 =
        !household && rand() < 0.2 ? `${pick(SECOND_LINES)} ${1 + Math.floor(rand() * 12)}` : null;
      const quickAccessCode =
        !household && rand() < 0.4
          ? `${name
              .replace(/[^A-Za-z]/g, '')
              .slice(0, 3)
              .toUpperCase()}${++code}`
          : null;
      const address = {
        line1,
        line2: addressLine2,
        locality: place.suburb,
        postcode: place.postcode,
        subdivision: place.state,
      };
      const addressText = formatAddress(address);
      if (sample.length < 2000 && rand() < 0.05)
        sample.push({ name, quickAccessCode, suburb: place.suburb, postcode: place.postcode, street });
      return { place, household, name, line2, quickAccessCode, address, addressText };
    });
    const inserted = await db
      .insert(addresses)
      .values(
        rows.map((row) => ({
          ...row.address,
          localityId: row.place.id,
          countryId: 'AU',
          timeZone: timeZoneOf(row.place.state, row.place.postcode) ?? '',
          source: 'estimate' as const,
          organisationIds: [options.organisationId],
        })),
      )
      .returning({ id: addresses.id });
    await db.insert(addressBookEntries).values(
      rows.map((row, i) => ({
        siteId: options.siteId,
        name: row.name,
        quickAccessCode: row.quickAccessCode,
        addressId: inserted[i]?.id ?? '',
        line2: row.line2,
        residential: row.household,
        addressText: row.addressText,
        locality: row.place.suburb,
        postcode: row.place.postcode,
        addressKey: addressKeyOf(row.address),
        searchText: searchTextOf(row),
      })),
    );
  }
  return sample;
}

/** What people type into a locality picker: names or their start, postcodes, 'suburb state', slips. */
export function localityQueries(
  places: readonly { suburb: string; postcode: string; state: string }[],
  count: number,
) {
  const rand = random(7);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)] as T;
  const queries: string[] = [];
  while (queries.length < count) {
    const place = pick(places);
    const name = place.suburb.toLowerCase();
    const kind = queries.length % 6;
    if (kind === 0) queries.push(name);
    else if (kind === 1) queries.push(name.slice(0, 3 + Math.floor(rand() * 4)));
    else if (kind === 2)
      queries.push(rand() < 0.5 ? place.postcode : place.postcode.slice(0, 2 + Math.floor(rand() * 2)));
    else if (kind === 3) queries.push(`${name} ${place.state.toLowerCase()}`);
    else if (kind === 4 && name.length > 5) {
      const at = 1 + Math.floor(rand() * (name.length - 2));
      queries.push(name.slice(0, at) + name.slice(at + 1)); // a letter left out
    } else queries.push(name.slice(0, 1 + Math.floor(rand() * 2)));
  }
  return queries;
}

/** What people type into an address book search: a name or part of one, a code, a street, a suburb, a postcode. */
export function entryQueries(sample: readonly SampleEntry[], count: number) {
  const rand = random(11);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)] as T;
  const queries: string[] = [];
  while (queries.length < count) {
    const entry = pick(sample);
    const words = entry.name.split(' ');
    const kind = queries.length % 8;
    if (kind === 0) queries.push(entry.name.toLowerCase());
    else if (kind === 1) queries.push((words[0] ?? '').slice(0, 4).toLowerCase());
    else if (kind === 2) queries.push(entry.quickAccessCode ?? entry.postcode);
    else if (kind === 3) queries.push(entry.street.toLowerCase());
    else if (kind === 4) queries.push(entry.suburb.toLowerCase());
    else if (kind === 5) queries.push(entry.postcode);
    else if (kind === 6) queries.push(`${(words[0] ?? '').toLowerCase()} ${entry.suburb.toLowerCase()}`);
    else queries.push((words.at(-1) ?? '').toLowerCase());
  }
  return queries;
}
