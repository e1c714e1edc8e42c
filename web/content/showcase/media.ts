/** Media of the showcase pages: files shipped in web/public/media/showcase (scripts/media/showcase.ts). */

/**
 * A phone's version of a medium: a crop of the screen at a scale where its text stays readable
 * (scripts/media/catalogue.ts), shown below PHONE_MEDIA.
 */
export interface PhoneVersion {
  readonly src: string;
  /** A video's poster. */
  readonly poster?: string;
  readonly width: number;
  readonly height: number;
}

export type Media =
  | {
      readonly kind: "video";
      readonly src: string;
      readonly poster: string;
      readonly label: string;
      readonly phone: PhoneVersion;
    }
  | { readonly kind: "image"; readonly src: string; readonly alt: string; readonly phone: PhoneVersion };

/** Below the spec's sm breakpoint (600 px) the full screen would be unreadable: the crop is shown. */
export const PHONE_MEDIA = "(max-width: 599.98px)";

/** The desktop images' size in CSS pixels (they are SVG, or WebM recorded at twice this). */
export const MEDIA_WIDTH = 960;
export const MEDIA_HEIGHT = 540;

const base = "/media/showcase";

/** The phone crops are squares (scripts/media/catalogue.ts): only their aspect ratio matters here. */
const PHONE_SIZE = { width: 400, height: 400 };

export const clip = (name: string, label: string): Media => ({
  kind: "video",
  src: `${base}/${name}.webm`,
  poster: `${base}/${name}.svg`,
  label,
  phone: { src: `${base}/${name}-mobile.webm`, poster: `${base}/${name}-mobile.svg`, ...PHONE_SIZE },
});

export const still = (name: string, alt: string): Media => ({
  kind: "image",
  src: `${base}/${name}.svg`,
  alt,
  phone: { src: `${base}/${name}-mobile.svg`, ...PHONE_SIZE },
});
