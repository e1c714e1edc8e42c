import { Carousel } from "#web/components/carousel/Carousel.tsx";
import { type Testimonial, testimonialName } from "#web/content/showcase/showcase.ts";
import styles from "./features.module.css";

/** Testimonials in an auto-cycling carousel; an empty name shows 'anonymous'. */
export function Testimonials({ items }: { items: readonly Testimonial[] }) {
  return (
    <Carousel
      label="Testimonials"
      autoPlay
      dots
      arrows="hover"
      slides={items.map((t) => (
        <figure key={t.text} className={styles.testimonial}>
          <blockquote>“{t.text}”</blockquote>
          <figcaption>
            <strong>{testimonialName(t)}</strong>
            <span>{t.role}</span>
          </figcaption>
        </figure>
      ))}
    />
  );
}
