import { doublePrecision, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { DgType } from '@freight/contracts';
import { instant, timestamps } from './columns';
import { siteRow } from './site-column';

/** A site's reusable dangerous goods description; the detail columns stay null for notifiable goods. */
export const dangerousGoodsPresets = pgTable(
  'dangerous_goods_presets',
  {
    ...siteRow(),
    dgType: text('dg_type', { enum: ['declarable', 'notifiable'] })
      .$type<DgType>()
      .notNull(),
    properShippingName: text('proper_shipping_name').notNull(),
    /** Four digits, without the 'UN' prefix. */
    unNumber: text('un_number').notNull(),
    productDescription: text('product_description'),
    technicalName: text('technical_name'),
    classOrDivision: text('class_or_division'),
    subsidiaryRisks: jsonb('subsidiary_risks').$type<string[]>().notNull().default([]),
    packingGroup: text('packing_group'),
    receptacle: text('receptacle'),
    aggregateQuantityAmount: doublePrecision('aggregate_quantity_amount'),
    aggregateQuantityUnit: text('aggregate_quantity_unit'),
    lastUsedAt: instant('last_used_at'),
    ...timestamps(),
  },
  (t) => [index('dangerous_goods_presets_site_un_idx').on(t.siteId, t.unNumber, t.id)],
);
