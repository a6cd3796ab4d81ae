import type { ReactNode } from "react";
import type { MediaItem } from "#contracts/media.ts";

/**
 * What a feature hands the media library's picker (app/features/admin/media/media-picker.tsx). Features
 * cannot import each other, so a form receives the picker from its route as `(props) => <MediaPicker {...props} />`.
 */
export interface MediaPickerProps {
  open: boolean;
  onClose: () => void;
  /**
   * The chosen image: its `url` is what posts and items store; `width` and `height` come with it. With
   * `askAlt`, `alt` is the text written in the picker ('' and `decorative` for a decorative image).
   */
  onPick: (item: MediaItem) => void;
  title?: string;
  /** Ask for the image's alt text (required unless marked decorative) before it is used: an image inside a text. */
  askAlt?: boolean;
  /** The confirming button's text ("Use this image" unless told). */
  confirmLabel?: string;
}

/** A picker render prop, as routes hand it to forms. */
export type RenderMediaPicker = (props: MediaPickerProps) => ReactNode;

/**
 * A button that opens the picker and hands back the chosen image: `MediaPickerButton`, which routes pass
 * to forms whose image fields need no alt text of their own (site content, featured images).
 */
export type ImagePickerButton = (props: { onPick: (item: MediaItem) => void; disabled?: boolean; label?: string }) => ReactNode;
