import ImageOff from "lucide-react/icons/image-off";
import { AdminNote } from "#app/components/admin/admin-note.tsx";
import type { PostStatus } from "#contracts/statuses.ts";

/** The fields of a post that name images. */
interface PostImages {
  imageUrl: string;
  ogImage: string;
  content: string;
}

/**
 * A revision's uploaded images that the media library no longer has (decision 051): History names them
 * before a restore, and the editor after one, until new ones are picked. A restore still goes ahead (the
 * text is what the staff member asked for); pages show nothing where such an image was.
 */
export const MISSING_IMAGES_MESSAGES = {
  /** In History, beside Restore. */
  beforeRestore: (names: string, status: PostStatus) =>
    `This revision's images are no longer in the library: ${names}. ${
      status === "published" ? "Restoring puts them on the live post as missing pictures until you pick new ones and Update." : "Restoring brings them back as missing pictures: pick new ones before publishing."
    }`,
  /** Above the editor, once restored. */
  afterRestore: (names: string, status: PostStatus) =>
    `This revision's images are no longer in the library: ${names}. ${
      status === "published"
        ? "The live post shows them as missing pictures: pick new ones and Update."
        : status === "scheduled"
          ? "Pick new ones before it goes live."
          : "Pick new ones before publishing."
    }`,
} as const;

/** The missing images still named by the post (those an editor has replaced drop out). */
export function stillNamed(post: PostImages, missing: readonly string[]): string[] {
  return missing.filter((address) => post.imageUrl.includes(address) || post.ogImage.includes(address) || post.content.includes(address));
}

/** "3f2a….webp (the post's image, in the text), 9c1d…-480.webp (in the text)": each file's name and where the post names it. */
export function missingImageNames(post: PostImages, missing: readonly string[]): string {
  return missing
    .map((address) => {
      const where = [
        post.imageUrl.includes(address) && "the post's image",
        post.ogImage.includes(address) && "the social image",
        post.content.includes(address) && "in the text",
      ].filter(Boolean);
      return `${address.slice(address.lastIndexOf("/") + 1)} (${where.join(", ")})`;
    })
    .join(", ");
}

export function MissingImagesNotice({ message }: { message: string }) {
  return (
    <AdminNote label="Images no longer in the library" icon={ImageOff} className="items-start">
      <p className="min-w-0 font-medium break-words">{message}</p>
    </AdminNote>
  );
}
