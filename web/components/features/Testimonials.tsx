import { type Testimonial, testimonialName } from "../../content/showcase/showcase";
import { Carousel } from "../carousel/Carousel";
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
