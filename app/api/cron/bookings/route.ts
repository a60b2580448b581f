import { runTimers } from "@/lib/bookings/loop";
import { sweepOrphanDocuments } from "@/lib/caregivers/portal";
import { json } from "@/lib/http/handler";
import { route } from "@/lib/api/route";
import { deliverDueMessages } from "@/lib/mail/outbox";
import { sweepReplacedPictures } from "@/lib/sitters/sweep-pictures";

// GET /api/cron/bookings – every timer of the sheets (lib/bookings/core/timers.ts), daily on Vercel (any plan), with the
// secret: RECEIVED untouched for 72 h expires, CONFIRMED or IN_PROGRESS a day past its end completes, reminders, the stay's
// missing reports, the housekeeping (closed bookings' files, files no row names, sitters' pictures replaced since). Reads catch up what is due before they show it (tracking page, inbox, portal), so nobody waits
// for this run. Idempotent.
export const GET = route({ cron: true }, async () => {
  const moved = await runTimers();
  // Stored files no row names any more (a crash between file and row, a replaced copy): the daily sweep.
  const orphanFilesRemoved = (await sweepOrphanDocuments()).length;
  // Sitters' pictures no profile or pending change names (replaced, rejected, a full-size original).
  const replacedPicturesRemoved = (await sweepReplacedPictures()).length;
  const { mail, whatsapp } = await deliverDueMessages();
  return json({ ok: true, ...moved, orphanFilesRemoved, replacedPicturesRemoved, mail, whatsapp });
});
