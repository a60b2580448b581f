import { IMAGE_WIDTHS } from "@/lib/files/image-variants";

// Which stored sitter pictures the profiles and pending changes still name (the picture sweep). A picture
// is stored once per width, `<id>-<width>.webp`, and a row keeps one URL per picture (its largest size's): naming
// one size keeps every size of that picture. A picture stored whole (`<id>.jpg|png|webp`, from before pictures were
// resized, or the full-size original `npm run images:reprocess` left behind) is kept only while a URL names it
// exactly. Pending copies are `pending-<uploader>-<id>…`: another picture than the public copy made on approval.

const ID = /^(?:pending-[a-z0-9]{1,40}-)?[0-9a-f-]{36}$/;
const SIZED = new RegExp(`^(.+)-(?:${IMAGE_WIDTHS.join("|")})\\.webp$`);
const WHOLE = /^(.+)\.(?:jpg|png|webp)$/;

/** The picture a stored name (or a URL, by its last segment) belongs to; null for anything that is not one of ours. */
export function pictureKey(nameOrUrl: string): string | null {
  const name = nameOrUrl.slice(nameOrUrl.lastIndexOf("/") + 1);
  const sized = SIZED.exec(name);
  if (sized && ID.test(sized[1])) return `${sized[1]} (every size)`;
  const whole = WHOLE.exec(name);
  return whole && ID.test(whole[1]) ? name : null;
}

/** The stored pictures none of `urls` names (any of its sizes), in the order given. */
export function unnamedPictures<T extends { name: string }>(stored: readonly T[], urls: Iterable<string>): T[] {
  const named = new Set<string>();
  for (const url of urls) {
    const key = pictureKey(url);
    if (key) named.add(key);
  }
  return stored.filter((picture) => {
    const key = pictureKey(picture.name);
    return key !== null && !named.has(key);
  });
}
