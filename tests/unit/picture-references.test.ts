import { pictureKey, unnamedPictures } from "@/lib/files/picture-references";

// Which stored sitter pictures the rows still name (the daily sweep deletes the rest).

const ID = "5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d";
const OTHER = "6f1c2b3a-4d5e-4f60-8a7b-9c0d1e2f3a4b";
const stored = (...names: string[]) => names.map((name) => ({ name }));

it("one URL keeps every size of its picture, on disk or in Vercel Blob", () => {
  const files = stored(`${ID}-96.webp`, `${ID}-320.webp`, `${ID}-800.webp`, `${ID}-1600.webp`, `${OTHER}-320.webp`);
  expect(unnamedPictures(files, [`/media/${ID}-800.webp`])).toEqual(stored(`${OTHER}-320.webp`));
  expect(unnamedPictures(files, [`https://abc123.public.blob.vercel-storage.com/public/sitters/${ID}-1600.webp`])).toEqual(stored(`${OTHER}-320.webp`));
});

it("a full-size original is kept only while a URL names it exactly: its sizes do not keep it", () => {
  const files = stored(`${ID}.jpg`, `${ID}-320.webp`);
  expect(unnamedPictures(files, [`/media/${ID}-320.webp`])).toEqual(stored(`${ID}.jpg`));
  expect(unnamedPictures(files, [`/media/${ID}.jpg`])).toEqual(stored(`${ID}-320.webp`));
});

it("a pending copy is another picture than its public copy", () => {
  const pending = `pending-cmuploader01-${ID}-320.webp`;
  expect(unnamedPictures(stored(pending, `${ID}-320.webp`), [`/media/${ID}-320.webp`])).toEqual(stored(pending));
  expect(unnamedPictures(stored(pending, `${ID}-320.webp`), [`/media/${pending}`])).toEqual(stored(`${ID}-320.webp`));
});

it("names that are not our pictures are never candidates, and URLs that are not ours keep nothing", () => {
  expect(pictureKey("/sitters/maria-jose-hernandez.svg")).toBeNull();
  expect(pictureKey("notas.txt")).toBeNull();
  expect(pictureKey(`${ID}-321.webp`)).toBeNull();
  expect(unnamedPictures(stored("notas.txt", `${ID}.png`), ["/sitters/maria-jose-hernandez.svg", "", "/stock/perro.jpg"])).toEqual(stored(`${ID}.png`));
});
