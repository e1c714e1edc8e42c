/** Media of the showcase pages: files shipped in web/public/media/showcase (scripts/media/showcase.ts). */
export type Media =
  | { readonly kind: "video"; readonly src: string; readonly poster: string; readonly label: string }
  | { readonly kind: "image"; readonly src: string; readonly alt: string };

const base = "/media/showcase";

export const VIDEO_FALLBACK = "Your browser does not support this video format.";

export const clip = (name: string, label: string): Media => ({
  kind: "video",
  src: `${base}/${name}.webm`,
  poster: `${base}/${name}.svg`,
  label,
});

export const still = (name: string, alt: string): Media => ({ kind: "image", src: `${base}/${name}.svg`, alt });
