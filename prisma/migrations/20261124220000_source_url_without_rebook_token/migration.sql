-- Requests sent from a "Reservar de nuevo" link kept the page's address with ?repetir=<token>: a working tracking
-- link stored in clear (only hashes of those are kept). New requests store the address without it
-- (withoutRebookToken); this removes it from the ones stored before.
UPDATE "bookings"
SET "sourceUrl" = regexp_replace(regexp_replace("sourceUrl", '([?&])repetir=[^&#]*&?', '\1'), '[?&](#|$)', '\1')
WHERE "sourceUrl" ~ '[?&]repetir=';
