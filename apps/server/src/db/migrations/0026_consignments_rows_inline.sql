-- A consignment row (parties, lines, price as jsonb) is about 2.5 kB: over the default target of 2 kB, every
-- insert tried to compress its jsonb (which gains little) and moved a party out of line into the TOAST table,
-- a second insert and index entry per row, read back whenever the party is. Rows up to a page's worth stay whole.
ALTER TABLE "consignments" SET (toast_tuple_target = 8160);
