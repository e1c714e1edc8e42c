import { Carousel } from "#web/components/carousel/Carousel.tsx";
import { desktopMessages } from "#web/content/showcase/desktop-messages.ts";
import { testimonialName, testimonialsIn } from "#web/content/showcase/showcase.ts";
import { useMessages } from "#web/i18n/messages.ts";
import styles from "./features.module.css";

/** Testimonials in an auto-cycling carousel; an empty name shows 'anonymous'. */
export function Testimonials({ label }: { label: string }) {
  const t = useMessages(desktopMessages);
  return (
    <Carousel
      label={label}
      autoPlay
      dots
      arrows="hover"
      slides={testimonialsIn(t).map((item) => (
        <figure key={item.role} className={styles.testimonial}>
          <blockquote>{t("quoted", { text: item.text })}</blockquote>
          <figcaption>
            <strong>{testimonialName(item, t("anonymous"))}</strong>
            <span>{item.role}</span>
          </figcaption>
        </figure>
      ))}
    />
  );
}
