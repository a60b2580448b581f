import "client-only";

// A phone photo is 3–6 MB; the server keeps it at 800 px anyway. Shrinking it in the browser before sending saves
// the sitter's prepaid data and keeps a 4-photo report under Vercel's 4.5 MB request limit. The server processes
// what arrives either way (orientation, metadata, size), so a browser that cannot shrink sends the original.

const LONGEST_SIDE = 1600;

export async function shrinkPhoto(file: File): Promise<Blob> {
  try {
    const bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
    const scale = Math.min(1, LONGEST_SIDE / Math.max(bitmap.width, bitmap.height));
    if (scale === 1 && file.size < 1_000_000) return file;
    const canvas = document.createElement("canvas");
    canvas.width = Math.round(bitmap.width * scale);
    canvas.height = Math.round(bitmap.height * scale);
    const context = canvas.getContext("2d")!;
    // JPEG has no transparency: a PNG's clear parts would turn black, so they are laid on white.
    context.fillStyle = "#fff";
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/jpeg", 0.85));
    return blob ?? file;
  } catch {
    return file;
  }
}
