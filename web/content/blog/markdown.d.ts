/** Markdown files are rendered at build time by build/vite-markdown.ts. */
declare module "*.md" {
  const article: {
    readonly frontMatter: Readonly<Record<string, string>>;
    readonly html: string;
    readonly headings: readonly { readonly id: string; readonly text: string; readonly depth: number }[];
  };
  export default article;
}
