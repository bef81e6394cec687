-- DESIGN 6a: at the default statistics target the planner misjudges rare fragments of a search and scans a
-- whole site; at 1000 it uses the trigram index.
ALTER TABLE "consignments" ALTER COLUMN "search_text" SET STATISTICS 1000;
