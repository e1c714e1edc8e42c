/** Contact: the contact form (POST /api/tv/contact). */
import { z } from "zod/mini";
import { defineCalls } from "./call.ts";
import { atMost, CAPTCHA_TOKEN_MAX, contactEmail, plainAnswers, requiredLine, requiredText } from "./fields.ts";

export const CONTACT_SUBJECT_MAX = 200;
export const CONTACT_CONTENT_MAX = 5000;

/** The form's fields, as the web form validates them (the sender's email travels as `Name`). */
export const contactForm = z.object({
  Name: contactEmail,
  // Support's mail is titled by it: one line, never a header of its own.
  Subject: requiredLine(CONTACT_SUBJECT_MAX),
  Content: requiredText(CONTACT_CONTENT_MAX),
});
export type ContactForm = z.infer<typeof contactForm>;

/** The spec's contact message payload: the form's fields and the captcha token. */
export const contactRequest = z.extend(contactForm, {
  CaptchaToken: z
    .string({ error: "CaptchaToken is required" })
    .check(z.trim(), z.minLength(1, "CaptchaToken is required"), atMost(CAPTCHA_TOKEN_MAX)),
});
export type ContactRequest = z.infer<typeof contactRequest>;

/** Plain-text answers of the contact call: 'OK', 'KO1' (captcha rejection), 'KO' (any other failure). */
export const contactAnswers = [plainAnswers.ok, plainAnswers.captchaRejected, plainAnswers.ko] as const;
export type ContactAnswer = (typeof contactAnswers)[number];

export const contactCalls = defineCalls({
  /** The contact message: 'OK', 'KO1' or 'KO' in plain text. */
  send: { method: "POST", path: "/api/tv/contact", body: contactRequest, answer: "text" },
});
