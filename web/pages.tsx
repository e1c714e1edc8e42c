import { type ComponentType, type LazyExoticComponent, lazy } from "react";
import { type PageId, pageIds, pageModuleOf } from "#common/routes.ts";

type PageModule = { default: ComponentType };

// Every page module, each its own chunk; the route table names which file is whose (pageModuleOf).
const loaders = import.meta.glob<PageModule>("./features/*/*Page.tsx");

function loaderOf(id: PageId): () => Promise<PageModule> {
  const loader = loaders[`./${pageModuleOf(id).slice("web/".length)}`];
  if (!loader) throw new Error(`No page module for route id "${id}": expected ${pageModuleOf(id)}`);
  return loader;
}

/** Each route's page, loaded on demand, keyed by the route table's ids. */
export const pages = Object.fromEntries(pageIds.map((id) => [id, lazy(loaderOf(id))])) as Record<
  PageId,
  LazyExoticComponent<ComponentType>
>;
