/** Vite's `?raw` import of the deploy configuration (read as text, the way wrangler reads it). */
declare module "*.toml?raw" {
  const text: string;
  export default text;
}
