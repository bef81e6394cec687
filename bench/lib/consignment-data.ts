import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../apps/server/src/platform/db/client';

const NAMES = ['Smith', 'Nguyen', 'Patel', 'Brown', 'Wilson', 'Taylor', 'Chen', 'Kelly', 'Murphy', 'Walker'];
const KINDS = ['Hardware', 'Furniture', 'Pharmacy', 'Electrical', 'Books', 'Outdoor', 'Kitchen', 'Toys'];
const PLACES = [
  ['Melbourne', 'VIC', '3000'],
  ['Adelaide', 'SA', '5000'],
  ['Sydney', 'NSW', '2000'],
  ['Brisbane', 'QLD', '4000'],
  ['Perth', 'WA', '6000'],
  ['Hobart', 'TAS', '7000'],
] as const;

const indexRows = z.object({ rows: z.array(z.object({ indexname: z.string(), indexdef: z.string() })) });

/**
 * Runs a bulk load with the consignments table's secondary indexes dropped, then builds them again from their
 * own definitions: building an index once is many times faster than updating it row by row.
 */
async function withoutSecondaryIndexes(db: Db, load: () => Promise<void>) {
  const found = await db.execute(
    sql`select indexname, indexdef from pg_indexes where tablename = 'consignments' and indexname <> 'consignments_pkey'`,
  );
  const { rows: indexes } = indexRows.parse(found);
  for (const index of indexes) await db.execute(sql.raw(`drop index ${index.indexname}`));
  await load();
  for (const index of indexes) await db.execute(sql.raw(index.indexdef));
}

/**
 * Fills the consignments table with `count` consignments spread over the sites and the two years of dispatch
 * dates up to today, in one INSERT ... SELECT (receiver names, places and references vary with the row number), as the
 * list and search would meet them after years of use.
 */
interface FillOptions {
  siteIds: readonly number[];
  carrierId: number;
  agreedServiceId: number;
  count: number;
  /** Rows already made by earlier calls: numbers carry on after them, so they never repeat. */
  offset?: number;
  /**
   * How rows are dealt to sites: 'modulo' (row number mod sites, the default) ties each site to a fixed set of
   * receiver names when the site count shares a factor with the name list's; 'hash' deals them independently.
   */
  siteSpread?: 'modulo' | 'hash';
}

export async function fillConsignments(db: Db, options: FillOptions) {
  await withoutSecondaryIndexes(db, () => insertRows(db, options));
}

async function insertRows(db: Db, options: FillOptions) {
  const sites = `{${options.siteIds.join(',')}}`;
  const names = `{${NAMES.join(',')}}`;
  const kinds = `{${KINDS.join(',')}}`;
  const suburbs = `{${PLACES.map((p) => p[0]).join(',')}}`;
  const states = `{${PLACES.map((p) => p[1]).join(',')}}`;
  const postcodes = `{${PLACES.map((p) => p[2]).join(',')}}`;
  await db.execute(sql`
    insert into consignments (site_id, consignment_no, type, dispatch_date, sender, receiver, sender_name,
      receiver_name, payer_account, line_items, agreed_service_id, carrier_id, carrier_name, agreed_service,
      dangerous_goods_declaration, shipping_cost_recovery, autoprint, item_quantity, volume, weight, eta,
      "references", search_text, created_at, updated_at)
    select site_id, consignment_no, 'outbound', dispatch_date, party, party || jsonb_build_object('name', receiver),
      'Bench DC', receiver, 'BENCH', '[]'::jsonb, ${options.agreedServiceId}, ${options.carrierId}, 'Bench Road',
      jsonb_build_object('id', ${String(options.agreedServiceId)}::text, 'name', 'Bench Road Road', 'carrierName', 'Bench Road',
        'carrierServiceId', '1', 'providerType', 'carrier'),
      '{"excludesDangerousGoods": false}'::jsonb, '{"type": "none", "value": null}'::jsonb,
      '{"connotes": {"enabled": true}, "labels": {"enabled": true}}'::jsonb,
      1 + g % 5, 24000000 * (1 + g % 5), 10000 * (1 + g % 5), dispatch_date + 2,
      jsonb_build_array('PO-' || g), ' ' || lower(consignment_no || E' \\n po-' || g || E' \\n bench dc \\n ' || receiver || E' \\n ' || suburb),
      now() - make_interval(secs => g), now() - make_interval(secs => g)
    from (
      select g,
        (${sites}::int[])[1 + ${
          options.siteSpread === 'hash'
            ? sql`abs(hashint4(g)) % ${options.siteIds.length}`
            : sql`g % ${options.siteIds.length}`
        }] as site_id,
        'BRC' || lpad(g::text, 9, '0') as consignment_no,
        (current_date - (g % 730)) as dispatch_date,
        (${names}::text[])[1 + g % 10] || ' ' || (${kinds}::text[])[1 + (g / 10) % 8] || ' ' || (g % 997) as receiver,
        (${suburbs}::text[])[1 + (g / 7) % 6] as suburb,
        jsonb_build_object('name', 'Bench DC', 'addressId', 'a', 'line2', null, 'residential', false,
          'addressBookEntryId', null, 'addressBookContactId', null, 'contactName', null, 'contactPhone', null,
          'contactEmail', null, 'address', jsonb_build_object('id', 'a', 'line1', g || ' Long St', 'line2', null,
            'locality', (${suburbs}::text[])[1 + (g / 7) % 6], 'postcode', (${postcodes}::text[])[1 + (g / 7) % 6],
            'subdivision', (${states}::text[])[1 + (g / 7) % 6], 'countryId', 'AU', 'timeZone', 'Australia/Melbourne',
            'from', 'estimate', 'gnafId', null, 'localityId', '1'),
          'tailgate', false, 'handUnload', false, 'authorityToLeave', false, 'specialInstructions', null,
          'deliveryTimeSlot', null, 'deliveryReferences', '[]'::jsonb, 'preventConsolidation', false) as party
      from generate_series(${(options.offset ?? 0) + 1}::int, ${(options.offset ?? 0) + options.count}::int) as g
    ) rows`);
}

/** Search terms as users type them: receiver names, business kinds, reference and consignment number fragments. */
export function consignmentSearches(count: number): string[] {
  const terms: string[] = [];
  for (let i = 0; terms.length < count; i += 1) {
    const pick = i % 4;
    if (pick === 0) terms.push((NAMES[i % NAMES.length] ?? 'smith').toLowerCase());
    else if (pick === 1) terms.push(`${NAMES[i % NAMES.length]} ${KINDS[i % KINDS.length]}`.toLowerCase());
    else if (pick === 2) terms.push(`po-${(i * 7919) % 50_000}`);
    else terms.push(String((i * 104_729) % 1_000_000).padStart(6, '0'));
  }
  return terms;
}
