import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./App";
import { storeQueryCookies } from "./lib/cookies";

storeQueryCookies(window.location.search);

const root = document.getElementById("root") as HTMLElement;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// Prerendered pages are hydrated; the dev server's bare template is rendered.
if (root.firstElementChild) hydrateRoot(root, app);
else createRoot(root).render(app);
