import { smtpUrl } from "@/lib/mail/transport";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { BookingTracking } from "@/components/site/tracking/booking-tracking";
import { reachOwnerBooking } from "@/lib/bookings/loop";
import { trackingPageData } from "@/lib/bookings/owner/owner";
import { petFileForOwner } from "@/lib/bookings/pet-file/pet-file";
import { HttpError } from "@/lib/http/handler";
import { onPageClock } from "@/lib/dates/clock";
import { teamContact } from "@/lib/site/team-contact";
import { readThreadCounted } from "@/lib/bookings/conversation/read-marks";
import { siteBasePath } from "@/lib/site/base-path";
import { problemsForOwner } from "@/lib/bookings/problems/problems";
import { pickUpAsOwner, reportNoShowAsOwner, reportOwnerConversation, reportOwnerProblem, sendOwnerMessage } from "./actions";

// Made for one person (their booking): rendered per request, never cached, scripts by nonce (proxy.ts).
export const dynamic = "force-dynamic";

type Props = { params: Promise<{ base: string; token: string }> };

// The owner's private page: never indexed, and the token in its address never leaves it as a Referer to another
// site. Same-origin, not no-referrer: with no-referrer a browser sends a form's plain POST (the conversation without
// JavaScript) with `Origin: null`, which the cross-site check refuses like any other site's post.
export const metadata: Metadata = {
  title: "Tu solicitud",
  description: "El estado de tu solicitud de cuidado.",
  robots: { index: false, follow: false },
  referrer: "same-origin",
};

export default async function BookingTrackingPage({ params }: Props) {
  const { token } = await params;
  const loaded = await onPageClock(async () => {
    const reached = await reachOwnerBooking(token).catch((error: unknown) => {
      if (error instanceof HttpError && error.status === 404) return null;
      throw error;
    });
    return reached && { booking: await trackingPageData(reached), pet: await petFileForOwner(reached), thread: await readThreadCounted(reached), problems: await problemsForOwner(reached) };
  });
  if (!loaded) notFound();
  const { booking, pet, thread, problems } = loaded;
  const target = { base: await siteBasePath(params), token };
  const conversation = { messages: thread.messages, unread: thread.unread, send: sendOwnerMessage.bind(null, target), report: reportOwnerConversation.bind(null, target) };
  const stayMoves = { pickUp: pickUpAsOwner.bind(null, target), reportNoShow: reportNoShowAsOwner.bind(null, target) };
  return <BookingTracking token={token} booking={booking} pet={pet} mailOn={smtpUrl() !== null} team={teamContact()} conversation={conversation} stayMoves={stayMoves} problems={{ problems: problems.problems, canReport: problems.canReport, report: reportOwnerProblem.bind(null, target) }} />;
}
