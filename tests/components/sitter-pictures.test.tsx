/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import { ProfileGallery } from "@/components/site/profile-gallery";
import { SitterAvatar } from "@/components/site/sitter-avatar";

const ID = "0b3c1f6e-1111-4222-8333-123456789abc";

describe("sitter pictures on the public pages", () => {
  it("lets the browser take a card's avatar at the size it shows, from the stored sizes", () => {
    render(<SitterAvatar src={`/media/${ID}-1600.webp`} name="Rosa Campos" size={64} />);
    const avatar = screen.getByRole("img", { name: "Retrato de Rosa Campos" });
    expect(avatar).toHaveAttribute("srcset", `/media/${ID}-96.webp 96w, /media/${ID}-320.webp 320w, /media/${ID}-800.webp 800w`);
    expect(avatar).toHaveAttribute("sizes", "64px");
    expect(avatar).toHaveAttribute("src", `/media/${ID}-96.webp`);
    // Its box is kept before it loads (no layout shift), cropped to a circle however the photo was framed.
    expect(avatar).toHaveAttribute("width", "64");
    expect(avatar).toHaveAttribute("height", "64");
    expect(avatar).toHaveClass("object-cover");
    expect(avatar).toHaveAttribute("loading", "lazy");
  });

  it("shows a seed's SVG portrait as it is, and loads the profile's own portrait first", () => {
    render(<SitterAvatar src="/sitters/maria-jose-hernandez.svg" name="María José" size={112} priority />);
    const avatar = screen.getByRole("img", { name: "Retrato de María José" });
    expect(avatar).toHaveAttribute("src", "/sitters/maria-jose-hernandez.svg");
    expect(avatar).not.toHaveAttribute("srcset");
    expect(avatar).not.toHaveAttribute("sizes");
    expect(avatar).toHaveAttribute("loading", "eager");
    expect(avatar).toHaveAttribute("fetchpriority", "high");
  });

  it("offers the gallery's photos up to 800 px wide, sized to a third of the page", () => {
    render(
      <ProfileGallery
        photos={[
          { src: `https://abc123.public.blob.vercel-storage.com/public/sitters/${ID}-800.webp`, alt: "El patio" },
          { src: "/stock/pets-2.svg", alt: "Perro y gato de referencia" },
        ]}
      />,
    );
    const patio = screen.getByRole("img", { name: "El patio" });
    expect(patio.getAttribute("srcset")).toMatch(/-96\.webp 96w, .*-320\.webp 320w, .*-800\.webp 800w$/);
    expect(patio).toHaveAttribute("sizes", "(min-width: 1024px) 320px, 33vw");
    expect(screen.getByRole("img", { name: "Perro y gato de referencia" })).toHaveAttribute("src", "/stock/pets-2.svg");
  });
});
