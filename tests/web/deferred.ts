import { act } from "@testing-library/react";
import { vi } from "vitest";

/**
 * A mocked call whose answer the test gives when it wants (inside act), so a form's pending
 * state can be looked at before it settles.
 */
export function deferredCall<Input, Answer>() {
  let give: (answer: Answer) => void = () => {};
  const call = vi.fn(
    (_input: Input) =>
      new Promise<Answer>((resolve) => {
        give = resolve;
      }),
  );
  return { call, answer: (answer: Answer) => act(async () => give(answer)) };
}
