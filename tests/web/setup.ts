import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach, beforeAll } from "vitest";
import { preloadDialog } from "#web/components/Dialog.tsx";

// In a browser the modal's code arrives right after hydration; tests start with it loaded.
beforeAll(preloadDialog);
afterEach(() => cleanup());
