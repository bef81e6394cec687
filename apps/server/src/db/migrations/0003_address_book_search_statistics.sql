-- Rare fragments of a search are misjudged at the default statistics target, and the planner then scans a
-- whole site; a finer histogram of the search text keeps it on the trigram index.
ALTER TABLE "address_book_entries" ALTER COLUMN "search_text" SET STATISTICS 1000;
