-- drizzle-kit wrote a drop and a create; the same options set in place keep the index (no rebuild of a large table)
ALTER INDEX "consignments_search_idx" SET (fastupdate = true, gin_pending_list_limit = 256);
