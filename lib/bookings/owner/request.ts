import "server-only";
import type { RequestOrigin } from "@/lib/auth/request-origin";
import type { BookingRequest } from "@/lib/bookings/intake/request-schema";
import { createBooking } from "@/lib/bookings/intake/requests";
import { petFileCopy } from "@/lib/bookings/pet-file/pet-file";

// The owner's request as the site and the API take it: the intake stores it, and "Reservar de nuevo" copies the
// earlier booking's pet file through the pet file's own feature (two features: composed here, in the owner's view).

/** Stores a booking request (lib/bookings/intake/requests.ts), copying the pet's file it names, if any. */
export function placeBookingRequest(input: BookingRequest, origin: RequestOrigin): Promise<{ id: string; trackingUrl: string }> {
  return createBooking(input, origin, petFileCopy);
}
