/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import { WaitlistSection } from "@/components/coming-soon/waitlist-section";
import { ZONE_CHOICES } from "@/lib/zones/zone-choices";

// A returning visitor who joined the waitlist from this browser sees their code again (SPEC's local
// referral user, kept under the `users` key).

const actions = { provider: async () => ({}), petOwner: async () => ({}) };
afterEach(() => window.localStorage.clear());

it("shows the code kept in this browser to a returning visitor", () => {
  window.localStorage.setItem(
    "users",
    JSON.stringify([{ type: "pet_owner", name: "Lucía", whatsapp: "+50361234567", email: "lucia@example.com", consent: true, referralCode: "ABC234", referredBy: null, registeredAt: "2026-11-20T10:00:00Z" }]),
  );
  render(<WaitlistSection actions={actions} zones={ZONE_CHOICES} />);
  expect(screen.getByText(/Ya te anotaste desde este navegador/)).toHaveTextContent("Tu código para invitar es ABC234");
});

it("says nothing to a first visit", () => {
  render(<WaitlistSection actions={actions} zones={ZONE_CHOICES} />);
  expect(screen.queryByText(/Ya te anotaste/)).toBeNull();
});
