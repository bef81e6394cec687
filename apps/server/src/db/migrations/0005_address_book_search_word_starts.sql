-- The search text now begins with a space and separates its fields with ' \n ', so that a search term of one or
-- two characters can match where a word starts ('% st%'), which the trigram index serves. Older rows follow.
UPDATE "address_book_entries" SET "search_text" = ' ' || replace("search_text", E'\n', E' \n ') WHERE "search_text" NOT LIKE ' %';
