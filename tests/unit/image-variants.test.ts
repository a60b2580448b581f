import { imageSrcSet, imageVariant, storedWidths } from "@/lib/files/image-variants";

const ID = "0b3c1f6e-1111-4222-8333-123456789abc";
const UPLOADED = `/media/${ID}-1600.webp`;
const BLOB = `https://abc123.public.blob.vercel-storage.com/public/sitters/${ID}-800.webp`;
const PENDING = `/media/pending-user42-${ID}-1600.webp`;

describe("a stored picture's sizes, from its URL", () => {
  it("names each size of an upload by renaming the one URL a profile keeps", () => {
    expect(storedWidths(UPLOADED)).toEqual([96, 320, 800, 1600]);
    expect(imageVariant(UPLOADED, 96)).toBe(`/media/${ID}-96.webp`);
    expect(imageVariant(UPLOADED, 112)).toBe(`/media/${ID}-320.webp`);
    expect(imageVariant(UPLOADED, 320)).toBe(`/media/${ID}-320.webp`);
    expect(imageVariant(PENDING, 320)).toBe(`/media/pending-user42-${ID}-320.webp`);
  });

  it("never names a size larger than the largest stored (a picture smaller than 1600 px)", () => {
    expect(storedWidths(BLOB)).toEqual([96, 320, 800]);
    expect(imageVariant(BLOB, 1600)).toBe(BLOB);
    expect(imageSrcSet(BLOB)).toBe(
      `${BLOB.replace("-800", "-96")} 96w, ${BLOB.replace("-800", "-320")} 320w, ${BLOB} 800w`,
    );
  });

  it("offers pages sizes up to 800 px, never the 1600 px one", () => {
    expect(imageSrcSet(UPLOADED)).toBe(`/media/${ID}-96.webp 96w, /media/${ID}-320.webp 320w, /media/${ID}-800.webp 800w`);
    expect(imageSrcSet(`/media/${ID}-96.webp`)).toBe(`/media/${ID}-96.webp 96w`);
  });

  it("leaves a URL without sizes as it is: the seed's SVG, stock pictures, a full-size upload from before", () => {
    for (const url of ["/sitters/maria-jose-hernandez.svg", "/stock/pets-1.svg", `/media/${ID}.jpg`, `/media/${ID}.png`, `/media/${ID}-1600.png`]) {
      expect(storedWidths(url)).toEqual([]);
      expect(imageVariant(url, 320)).toBe(url);
      expect(imageSrcSet(url)).toBeUndefined();
    }
  });
});
