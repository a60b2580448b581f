/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import { AvailabilityCalendar } from "@/components/site/availability-calendar";
import { ContactStep } from "@/components/site/booking/contact-step";
import { HowItWorksSteps } from "@/components/site/how-it-works-steps";
import { todayInElSalvador } from "@/lib/dates";
import { FAQ_ITEMS } from "@/lib/site/faq";

// What the site says happens after a request is what happens: the sitter confirms (in the portal), the notice goes
// by e-mail, and by WhatsApp only when the box is ticked and the number answered its confirmation.

jest.mock("next/navigation", () => ({ usePathname: () => "/reservar" }));

const UNTRUE = /te confirmamos la disponibilidad|confirma(mos|r)? (la disponibilidad )?(contigo )?por WhatsApp|te escribiremos por WhatsApp/i;

it("the home's third step says the sitter confirms and we tell the family by e-mail", () => {
  render(<HowItWorksSteps />);
  expect(screen.getByText(/Tu cuidador confirma su disponibilidad y te avisamos por correo\./)).toBeInTheDocument();
  expect(document.body).not.toHaveTextContent(UNTRUE);
});

it("the booking form's contact step: what the WhatsApp number is for, how notices by WhatsApp start, and what comes after sending", () => {
  render(
    <ContactStep errors={{}} values={{}} sitterName="María" serverError={null} submitting={false} sent successHref="/exito" onBack={() => {}} />,
  );
  expect(screen.getByLabelText("WhatsApp")).toHaveAccessibleDescription(/Tu cuidador lo recibe al confirmar, para coordinar la entrega\./);
  expect(screen.getByRole("checkbox", { name: /avisos de Huellitas por WhatsApp/ })).toHaveAccessibleDescription(/confirmes el número: responde SÍ/);
  expect(screen.getByText(/Te avisamos por correo cuando María responda\./)).toBeInTheDocument();
  expect(document.body).not.toHaveTextContent(UNTRUE);
});

it("the profile's calendar and the FAQ say who confirms and how the family hears of it", () => {
  render(<AvailabilityCalendar blocked={[]} today={todayInElSalvador()} />);
  expect(screen.getByText(/el cuidador confirma cada solicitud y te avisamos por correo/)).toBeInTheDocument();
  expect(document.body).not.toHaveTextContent(UNTRUE);
  const howToBook = FAQ_ITEMS.find((item) => item.id === "como-reservo")!;
  expect(howToBook.answer).toContain("te avisamos por correo; también por WhatsApp si marcas la casilla");
  expect(howToBook.answer).not.toMatch(UNTRUE);
});
