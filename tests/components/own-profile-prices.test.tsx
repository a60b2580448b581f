/** @jest-environment jsdom */
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { OwnProfileCard } from "@/components/portal/own-profile-card";
import { ServicePriceList } from "@/components/site/service-price-list";
import { PORTAL_KEYS, type OwnProfile } from "@/lib/client/portal-api";
import { makeQueryClient } from "@/lib/client/query-client";
import { toSitterProfile } from "@/lib/sitters/profile-adapter";
import { pricesOf, sitterFixture } from "../helpers/sitter-fixture";

// "Mi perfil": the sitter proposes a price per service and reads them exactly as families will.

jest.mock("sonner", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const fetchMock = jest.fn();
beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
});

const OWN: OwnProfile = {
  profile: {
    slug: "carlos-alberto-martinez",
    name: "Carlos Alberto Martínez",
    published: true,
    bio: "Entreno perros grandes desde hace ocho años y salgo a caminar temprano.",
    home: null,
    services: ["WALK", "DAYCARE"],
    walkPriceUSD: 5,
    daycarePriceUSD: 8,
    boardingPriceUSD: null,
    acceptsCats: false,
    acceptsLargeDogs: true,
    avatar: null,
    gallery: [],
  },
  pending: null,
  lastDecision: null,
};

function renderCard() {
  const client = makeQueryClient();
  client.setQueryData(PORTAL_KEYS.profile, OWN);
  render(
    <QueryClientProvider client={client}>
      <OwnProfileCard />
    </QueryClientProvider>,
  );
}

const preview = () => screen.getByRole("region", { name: "Así verán tus precios las familias" });
const rows = (container: HTMLElement) => within(container).getAllByRole("listitem").map((item) => item.textContent);

it("shows one price per offered service and previews them as the public profile lists them", async () => {
  renderCard();
  expect(screen.getByLabelText("Paseo (por paseo)")).toHaveValue(5);
  expect(screen.getByLabelText("Guardería de día (por día)")).toHaveValue(8);
  expect(screen.queryByLabelText("Hospedaje (por noche)")).toBeNull();

  // The public profile's own list for the same prices, rendered by the same rules.
  const publicProfile = toSitterProfile(sitterFixture({ services: ["WALK", "DAYCARE"], prices: pricesOf({ WALK: 5, DAYCARE: 8 }) }));
  const { container } = render(<ServicePriceList services={publicProfile.services} />);
  expect(rows(preview())).toEqual(rows(container));
  expect(rows(preview())).toEqual(["Guardería de díaDesde $8 por día", "PaseosDesde $5 por paseo"]);
  expect(preview()).toHaveTextContent("tu tarjeta dice Desde $5");
});

it("a new service asks for its price; the preview and the card's 'Desde' follow what is typed, and the change carries the prices", async () => {
  fetchMock.mockResolvedValue({ ok: true, status: 200, statusText: "", text: async () => JSON.stringify({ ok: true, reviewStatus: "PENDING" }) });
  const person = userEvent.setup();
  renderCard();
  await person.click(screen.getByRole("checkbox", { name: "Hospedaje en casa" }));
  await person.click(screen.getByRole("button", { name: "Enviar cambios a revisión" }));
  expect(await screen.findByText("Escribe el precio del hospedaje por noche: un número entero de dólares entre 1 y 500.")).toBeInTheDocument();
  expect(fetchMock).not.toHaveBeenCalled();

  await person.type(screen.getByLabelText("Hospedaje (por noche)"), "22");
  await person.clear(screen.getByLabelText("Paseo (por paseo)"));
  await person.type(screen.getByLabelText("Paseo (por paseo)"), "9");
  expect(rows(preview())).toEqual(["Hospedaje en casaDesde $22 por noche", "Guardería de díaDesde $8 por día", "PaseosDesde $9 por paseo"]);
  expect(preview()).toHaveTextContent("tu tarjeta dice Desde $8");

  await person.click(screen.getByRole("button", { name: "Enviar cambios a revisión" }));
  await waitFor(() => expect(fetchMock).toHaveBeenCalled());
  const [url, init] = fetchMock.mock.calls[0];
  expect([url, init.method]).toEqual(["/api/portal/profile", "PUT"]);
  expect(JSON.parse(init.body)).toMatchObject({ services: ["WALK", "DAYCARE", "BOARDING"], walkPriceUSD: 9, daycarePriceUSD: 8, boardingPriceUSD: 22 });
});
