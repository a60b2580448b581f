import "server-only";
import { mkdir, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { IMAGE_WIDTHS } from "@/lib/files/image-variants";

/**
 * Where documents live: Vercel Blob (private store) when BLOB_READ_WRITE_TOKEN is set, else local disk under
 * UPLOAD_DIR (default .data/uploads). Paths are "<folder>/<file>" made by the server, never by a client.
 * Files are only ever served through /api/files after an access check: no storage URL reaches a browser.
 */
export interface DocumentStorage {
  put(filePath: string, bytes: Uint8Array, contentType: string): Promise<void>;
  read(filePath: string): Promise<Uint8Array | null>;
  remove(filePath: string): Promise<void>;
  /** Every stored document with the time it was written (for the orphan sweep). */
  list(): Promise<StoredFile[]>;
  /** Removes a folder ("<userId>") and everything in it. */
  removeFolder(folder: string): Promise<void>;
}

export type StoredFile = { filePath: string; writtenAt: Date };

// Documents (pdf, jpg, png), and the photos of stay reports (webp, in "report-<booking id>" folders).
export const STORED_PATH = /^[A-Za-z0-9_-]{1,64}\/[A-Za-z0-9_-]{1,64}\.(pdf|jpg|png|webp)$/;
const STORED_FOLDER = /^[A-Za-z0-9_-]{1,64}$/;
// Public pictures live beside the documents on disk (uploadRoot()/public), pictures waiting for the team's
// approval in uploadRoot()/pending: neither is ever a document folder.
const MEDIA_FOLDER = "public";
const PENDING_FOLDER = "pending";
const NOT_DOCUMENT_FOLDERS: readonly string[] = [MEDIA_FOLDER, PENDING_FOLDER];

function assertStoredPath(filePath: string): void {
  if (!STORED_PATH.test(filePath)) throw new Error(`refusing storage path ${JSON.stringify(filePath)}`);
}

function assertStoredFolder(folder: string): void {
  if (!STORED_FOLDER.test(folder) || NOT_DOCUMENT_FOLDERS.includes(folder)) throw new Error(`refusing storage folder ${JSON.stringify(folder)}`);
}

export function uploadRoot(): string {
  return path.resolve(/*turbopackIgnore: true*/ process.cwd(), process.env.UPLOAD_DIR || ".data/uploads");
}

function diskStorage(): DocumentStorage {
  const locate = (filePath: string) => {
    assertStoredPath(filePath);
    const root = uploadRoot();
    const full = path.resolve(/*turbopackIgnore: true*/ root, filePath);
    if (!full.startsWith(root + path.sep)) throw new Error("storage path escapes the upload folder");
    return full;
  };
  return {
    async put(filePath, bytes) {
      const full = locate(filePath);
      await mkdir(path.dirname(full), { recursive: true });
      await writeFile(full, bytes, { flag: "wx", mode: 0o600 });
    },
    async read(filePath) {
      try {
        return new Uint8Array(await readFile(locate(filePath)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async remove(filePath) {
      await rm(locate(filePath), { force: true });
    },
    async list() {
      const root = uploadRoot();
      const folders = await readdir(root, { withFileTypes: true }).catch(() => []);
      const found: StoredFile[] = [];
      for (const folder of folders) {
        if (!folder.isDirectory() || NOT_DOCUMENT_FOLDERS.includes(folder.name)) continue;
        for (const name of await readdir(path.join(/*turbopackIgnore: true*/ root, folder.name))) {
          const filePath = `${folder.name}/${name}`;
          if (!STORED_PATH.test(filePath)) continue;
          const info = await stat(path.join(/*turbopackIgnore: true*/ root, filePath)).catch(() => null);
          if (info?.isFile()) found.push({ filePath, writtenAt: info.mtime });
        }
      }
      return found;
    },
    async removeFolder(folder) {
      assertStoredFolder(folder);
      await rm(path.join(/*turbopackIgnore: true*/ uploadRoot(), folder), { recursive: true, force: true });
    },
  };
}

function blobStorage(): DocumentStorage {
  const blobPath = (filePath: string) => {
    assertStoredPath(filePath);
    return `documents/${filePath}`;
  };
  return {
    async put(filePath, bytes, contentType) {
      const { put } = await import("@vercel/blob");
      await put(blobPath(filePath), Buffer.from(bytes), { access: "private", contentType, addRandomSuffix: false });
    },
    async read(filePath) {
      const { get } = await import("@vercel/blob");
      const result = await get(blobPath(filePath), { access: "private" });
      if (!result || !result.stream) return null;
      return new Uint8Array(await new Response(result.stream).arrayBuffer());
    },
    async remove(filePath) {
      const { del } = await import("@vercel/blob");
      await del(blobPath(filePath));
    },
    async list() {
      const found: StoredFile[] = [];
      for await (const blob of listBlobs("documents/")) {
        const filePath = blob.pathname.slice("documents/".length);
        if (STORED_PATH.test(filePath)) found.push({ filePath, writtenAt: blob.uploadedAt });
      }
      return found;
    },
    async removeFolder(folder) {
      assertStoredFolder(folder);
      const { del } = await import("@vercel/blob");
      const urls: string[] = [];
      for await (const blob of listBlobs(`documents/${folder}/`)) urls.push(blob.url);
      for (let i = 0; i < urls.length; i += 500) await del(urls.slice(i, i + 500));
    },
  };
}

async function* listBlobs(prefix: string) {
  const { list } = await import("@vercel/blob");
  let cursor: string | undefined;
  do {
    const page = await list({ prefix, cursor, limit: 1000 });
    yield* page.blobs;
    cursor = page.hasMore ? page.cursor : undefined;
  } while (cursor);
}

export function documentStorage(): DocumentStorage {
  return process.env.BLOB_READ_WRITE_TOKEN ? blobStorage() : diskStorage();
}

// Public images (sitter avatars and gallery): Vercel Blob with public access, or local disk served by /media. A
// picture is stored once per width, "<uuid>-<width>.webp" (lib/files/image-variants.ts); "<uuid>.jpg|png|webp" is a
// picture stored whole before pictures were resized, still served.

const PICTURE_NAME = `[0-9a-f-]{36}(?:-(?:${IMAGE_WIDTHS.join("|")})\\.webp|\\.(?:jpg|png|webp))`;
export const MEDIA_PATH = new RegExp(`^${PICTURE_NAME}$`);

function mediaRoot(): string {
  return path.join(/*turbopackIgnore: true*/ uploadRoot(), "public");
}

/**
 * Stores a public image and answers the URL pages use for it. The name is a fresh UUID, or one a pending picture
 * already had (publishing it again after an approval that did not commit stores the same bytes again).
 */
export async function putPublicImage(fileName: string, bytes: Uint8Array, contentType: string): Promise<string> {
  if (!MEDIA_PATH.test(fileName)) throw new Error(`refusing media name ${JSON.stringify(fileName)}`);
  if (process.env.BLOB_READ_WRITE_TOKEN) {
    const { put } = await import("@vercel/blob");
    const blob = await put(`public/sitters/${fileName}`, Buffer.from(bytes), { access: "public", contentType, addRandomSuffix: false, allowOverwrite: true });
    return blob.url;
  }
  await mkdir(mediaRoot(), { recursive: true });
  await writeFile(path.join(/*turbopackIgnore: true*/ mediaRoot(), fileName), bytes);
  return `/media/${fileName}`;
}

// Pictures waiting for the team's approval: private (a private blob, or uploadRoot()/pending on disk), served only
// through /media/{name} to their uploader and the team; "pending-<uploader's user id>-<public name>", the public name
// being what it gets once approved.

export const PENDING_MEDIA_PATH = new RegExp(`^pending-([a-z0-9]{1,40})-(${PICTURE_NAME})$`);

export async function putPendingImage(fileName: string, bytes: Uint8Array, contentType: string): Promise<void> {
  if (!PENDING_MEDIA_PATH.test(fileName)) throw new Error(`refusing pending media name ${JSON.stringify(fileName)}`);
  if (process.env.BLOB_READ_WRITE_TOKEN) {
    const { put } = await import("@vercel/blob");
    await put(`${PENDING_FOLDER}/${fileName}`, Buffer.from(bytes), { access: "private", contentType, addRandomSuffix: false });
    return;
  }
  const folder = path.join(/*turbopackIgnore: true*/ uploadRoot(), PENDING_FOLDER);
  await mkdir(folder, { recursive: true });
  await writeFile(path.join(/*turbopackIgnore: true*/ folder, fileName), bytes, { flag: "wx", mode: 0o600 });
}

export async function readPendingImage(fileName: string): Promise<Uint8Array | null> {
  if (!PENDING_MEDIA_PATH.test(fileName)) return null;
  if (process.env.BLOB_READ_WRITE_TOKEN) {
    const { get } = await import("@vercel/blob");
    const result = await get(`${PENDING_FOLDER}/${fileName}`, { access: "private" });
    return result?.stream ? new Uint8Array(await new Response(result.stream).arrayBuffer()) : null;
  }
  try {
    return new Uint8Array(await readFile(path.join(/*turbopackIgnore: true*/ uploadRoot(), PENDING_FOLDER, fileName)));
  } catch {
    return null;
  }
}

/** A stored sitter picture, public or waiting for approval, with the time it was written (for the picture sweep). */
export type StoredPicture = { name: string; pending: boolean; writtenAt: Date };

/** Every stored sitter picture: each size of each picture, public and pending, in either storage. */
export async function listStoredPictures(): Promise<StoredPicture[]> {
  const found: StoredPicture[] = [];
  const places = [
    { pending: false, pattern: MEDIA_PATH, blobPrefix: "public/sitters/", folder: mediaRoot() },
    { pending: true, pattern: PENDING_MEDIA_PATH, blobPrefix: `${PENDING_FOLDER}/`, folder: path.join(/*turbopackIgnore: true*/ uploadRoot(), PENDING_FOLDER) },
  ];
  for (const { pending, pattern, blobPrefix, folder } of places) {
    if (process.env.BLOB_READ_WRITE_TOKEN) {
      for await (const blob of listBlobs(blobPrefix)) {
        const name = blob.pathname.slice(blobPrefix.length);
        if (pattern.test(name)) found.push({ name, pending, writtenAt: blob.uploadedAt });
      }
      continue;
    }
    for (const name of await readdir(folder).catch(() => [])) {
      if (!pattern.test(name)) continue;
      const info = await stat(path.join(/*turbopackIgnore: true*/ folder, name)).catch(() => null);
      if (info?.isFile()) found.push({ name, pending, writtenAt: info.mtime });
    }
  }
  return found;
}

/** Deletes one stored sitter picture (one size); nothing happens when it is already gone. */
export async function removeStoredPicture(picture: { name: string; pending: boolean }): Promise<void> {
  if (!(picture.pending ? PENDING_MEDIA_PATH : MEDIA_PATH).test(picture.name)) throw new Error(`refusing picture name ${JSON.stringify(picture.name)}`);
  if (process.env.BLOB_READ_WRITE_TOKEN) {
    const { del } = await import("@vercel/blob");
    await del(`${picture.pending ? PENDING_FOLDER : "public/sitters"}/${picture.name}`);
    return;
  }
  await rm(path.join(/*turbopackIgnore: true*/ picture.pending ? path.join(/*turbopackIgnore: true*/ uploadRoot(), PENDING_FOLDER) : mediaRoot(), picture.name), { force: true });
}

const PUBLIC_BLOB_URL = new RegExp(`^https://[a-z0-9]+\\.public\\.blob\\.vercel-storage\\.com/public/sitters/${PICTURE_NAME}$`);

/** A public picture's bytes by the URL a profile keeps (/media/… on disk, or one of our public blobs); null when it is gone or another URL. */
export async function readPublicPicture(url: string): Promise<Uint8Array | null> {
  if (url.startsWith("/media/")) return readPublicImage(url.slice("/media/".length));
  if (!PUBLIC_BLOB_URL.test(url)) return null;
  const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  return response.ok ? new Uint8Array(await response.arrayBuffer()) : null;
}

/** A public image stored on local disk, for the /media route. */
export async function readPublicImage(fileName: string): Promise<Uint8Array | null> {
  if (!MEDIA_PATH.test(fileName)) return null;
  try {
    return new Uint8Array(await readFile(path.join(/*turbopackIgnore: true*/ mediaRoot(), fileName)));
  } catch {
    return null;
  }
}
