import { type ComponentType, type LazyExoticComponent, lazy } from "react";
import type { PageId } from "./meta";

/** Each route's page, loaded on demand. Keys are the route table's ids (web/routes/meta.ts). */
export const pages: Record<PageId, LazyExoticComponent<ComponentType>> = {
  home: lazy(() => import("../pages/home/Page")),
  desktop: lazy(() => import("../pages/desktop/Page")),
  "features-web": lazy(() => import("../pages/features-web/Page")),
  "features-desktop": lazy(() => import("../pages/features-desktop/Page")),
  pricing: lazy(() => import("../pages/pricing/Page")),
  "pricing-web": lazy(() => import("../pages/pricing-web/Page")),
  "pricing-desktop": lazy(() => import("../pages/pricing-desktop/Page")),
  "order-summary": lazy(() => import("../pages/order-summary/Page")),
  "reset-license": lazy(() => import("../pages/reset-license/Page")),
  discord: lazy(() => import("../pages/discord/Page")),
  blog: lazy(() => import("../pages/blog/Page")),
  "blog-post": lazy(() => import("../pages/blog-post/Page")),
  faq: lazy(() => import("../pages/faq/Page")),
  partners: lazy(() => import("../pages/partners/Page")),
  contact: lazy(() => import("../pages/contact/Page")),
  comparison: lazy(() => import("../pages/comparison/Page")),
  terms: lazy(() => import("../pages/terms/Page")),
  privacy: lazy(() => import("../pages/privacy/Page")),
  affiliates: lazy(() => import("../pages/affiliates/Page")),
  "affiliate-reset-password": lazy(() => import("../pages/affiliate-reset-password/Page")),
  "not-found": lazy(() => import("../pages/not-found/Page")),
};
