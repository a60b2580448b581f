import { ResponsiveImage } from "@/components/responsive-image";
import type { GalleryPhoto } from "@/lib/sitters/profile-adapter";

/** Up to 3 photos, each in a fixed 4:3 box (no layout shift). */
export function ProfileGallery({ photos }: { photos: GalleryPhoto[] }) {
  return (
    <ul className="grid grid-cols-3 gap-2 sm:gap-4" aria-label="Fotos">
      {photos.map((photo) => (
        <li key={photo.src} className="overflow-hidden rounded-xl bg-muted">
          <ResponsiveImage
            src={photo.src}
            alt={photo.alt}
            width={800}
            height={600}
            sizes="(min-width: 1024px) 320px, 33vw"
            className="aspect-[4/3] h-auto w-full object-contain"
          />
        </li>
      ))}
    </ul>
  );
}
